/**
 * Every goods and widget picture: WebP variants for browsers that take them, the original format's
 * variants otherwise (src/lib/responsive-image.ts), width and height always set so nothing shifts while
 * loading. `priority` is for the page's largest picture (LCP): loaded at once with fetchpriority=high;
 * every other picture loads lazily.
 */
import type { CSSProperties } from 'react';
import { responsiveImage } from '../lib/responsive-image';

/** Square goods pictures of the member centre's 4-column grids (collector, footprints), CSS px. */
export const MEMBER_GOODS_PIC = 200;

export interface PictureProps {
  /** Missing pictures (an order line without one) keep their box. */
  src: string | undefined;
  alt: string;
  /** CSS px the picture is shown at (its `sizes`); with `height`, the box reserved for it. */
  width?: number;
  height?: number;
  priority?: boolean;
  className?: string;
  style?: CSSProperties;
}

export function Picture({ src, alt, width, height, priority, className, style }: PictureProps) {
  const img = responsiveImage(src ?? '', width, height);
  const tag = (
    <img className={className} src={img.src || undefined} srcSet={img.srcSet} sizes={img.sizes} width={img.width} height={img.height} alt={alt}
      loading={priority ? 'eager' : 'lazy'} fetchPriority={priority ? 'high' : undefined} decoding={priority ? undefined : 'async'} style={style} />
  );
  if (!img.webpSrcSet) return tag;
  return (
    <picture>
      <source type="image/webp" srcSet={img.webpSrcSet} sizes={img.sizes} />
      {tag}
    </picture>
  );
}
