/**
 * The only anchor widgets use. Render mode navigates (http(s) in a new tab); design and preview render an
 * inert anchor without href so the canvas never leaves the designer.
 */
import type { CSSProperties, ReactNode } from 'react';
import { isExternal, linkTitle, resolveLink } from '../../lib/links';
import type { RenderContext } from '../types';

export interface WLinkProps {
  /** A stored link object, or a URL string. */
  to: unknown;
  ctx: RenderContext;
  className?: string;
  style?: CSSProperties;
  title?: string;
  /**
   * Accessible name for links whose content is only a picture: the given text, else the link's own title
   * (linkTitle), else `fallback`. Leave unset for links that show text.
   */
  label?: { fallback: string; text?: string };
  children?: ReactNode;
}

export function WLink({ to, ctx, className, style, title, label, children }: WLinkProps) {
  const url = ctx.mode === 'render' ? resolveLink(to) : '';
  const cls = className ? `w-link ${className}` : 'w-link';
  const name = label ? label.text || linkTitle(to) || label.fallback : undefined;
  // Without a target it is no link, just its picture: aria-label is not allowed on a bare <a>.
  if (!url) return <a className={cls} style={style} title={title}>{children}</a>;
  const ext = isExternal(url);
  return (
    <a className={cls} style={style} title={title} aria-label={name} href={url} target={ext ? '_blank' : undefined} rel={ext ? 'noopener noreferrer' : undefined}>
      {children}
    </a>
  );
}
