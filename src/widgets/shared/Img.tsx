/**
 * Image or grey placeholder. Design/preview placeholders show the expected size as `{w}px * {h}px`.
 * Images are responsive pictures (srcset of the stored variants, width/height of the widget's box).
 */
import type { CSSProperties } from 'react';
import { Picture } from '../../components/Picture';
import type { RenderContext } from '../types';

export interface ImgProps {
  src: unknown;
  w: number | string;
  h: number | string;
  ctx: RenderContext;
  alt?: string;
  /** The page's largest picture (the first carousel slide): loaded at once, fetchpriority=high; others lazy. */
  priority?: boolean;
  round?: boolean;
  /** Fill the parent (100%×100%); w/h then only label the placeholder. */
  fill?: boolean;
  style?: CSSProperties;
}

const px = (v: number | string) => (typeof v === 'number' && v > 0 ? v : undefined);

export function Img({ src, w, h, ctx, alt = '', priority, round, fill, style }: ImgProps) {
  const box: CSSProperties = { width: fill ? '100%' : w, height: fill ? '100%' : h, borderRadius: round ? '50%' : undefined, ...style };
  if (typeof src !== 'string' || !src) {
    const label = ctx.mode === 'render' ? '' : `${w}px * ${h}px`;
    return <div className="w-ph" style={box}>{label}</div>;
  }
  return <Picture className="w-img" src={src} alt={alt} width={px(w)} height={px(h)} priority={priority} style={box} />;
}
