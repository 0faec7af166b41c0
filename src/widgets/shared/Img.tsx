/** Image or grey placeholder. Design/preview placeholders show the expected size as `{w}px * {h}px`. */
import type { CSSProperties } from 'react';
import type { RenderContext } from '../types';

export interface ImgProps {
  src: unknown;
  w: number | string;
  h: number | string;
  ctx: RenderContext;
  alt?: string;
  /** Only the first carousel slide loads eagerly. */
  eager?: boolean;
  round?: boolean;
  /** Fill the parent (100%×100%); w/h then only label the placeholder. */
  fill?: boolean;
  style?: CSSProperties;
}

export function Img({ src, w, h, ctx, alt = '', eager, round, fill, style }: ImgProps) {
  const box: CSSProperties = { width: fill ? '100%' : w, height: fill ? '100%' : h, borderRadius: round ? '50%' : undefined, ...style };
  if (typeof src !== 'string' || !src) {
    const label = ctx.mode === 'render' ? '' : `${w}px * ${h}px`;
    return <div className="w-ph" style={box}>{label}</div>;
  }
  return <img className="w-img" src={src} alt={alt} loading={eager ? 'eager' : 'lazy'} style={box} />;
}
