/**
 * Responsive image variants: one naming rule shared by the server (which writes them) and every picture
 * on the storefront (which lists them in `srcset`).
 *
 * An original stored as `…/<name>_<W>x<H>.<jpg|png>` (its pixel size in the name) has, next to it,
 * `…/<name>_<W>x<H>-<w>w.<jpg|png>` and `…/<name>_<W>x<H>-<w>w.webp` for each width of VARIANT_WIDTHS,
 * capped at W (never enlarged). Images without the size in their name (older uploads, other hosts)
 * have no variants and are used as they are.
 */

export const VARIANT_WIDTHS = [220, 440, 800, 1200] as const;

/** The widths written for an original `originalWidth` px wide: each standard width, never above the original. */
export function variantWidths(originalWidth: number): number[] {
  return [...new Set(VARIANT_WIDTHS.map((w) => Math.min(w, originalWidth)))].filter((w) => w > 0);
}

/** `<base>_<W>x<H>` — the stem an original is stored under. */
export function sizedStem(name: string, width: number, height: number): string {
  return `${name}_${width}x${height}`;
}

/** File name of one variant of the stem. */
export function variantName(stem: string, width: number, ext: string): string {
  return `${stem}-${width}w.${ext}`;
}

const SIZED = /^(.*\/media\/[^?#]*_(\d{1,5})x(\d{1,5}))\.(jpe?g|png)$/i;

export interface SizedImage { stem: string; ext: string; width: number; height: number }

/** The stem, format and pixel size of a sized original under /media/ (absolute or not), else undefined. */
export function parseSizedUrl(url: string): SizedImage | undefined {
  const m = SIZED.exec(url.trim());
  if (!m) return undefined;
  const width = Number(m[2]), height = Number(m[3]);
  return width > 0 && height > 0 ? { stem: m[1], ext: m[4], width, height } : undefined;
}

export interface ResponsiveImage {
  src: string;
  /** Same-format candidates (`url 440w, …`), when the image has variants. */
  srcSet?: string;
  /** WebP candidates for a <source type="image/webp">, when the image has variants. */
  webpSrcSet?: string;
  sizes?: string;
  width?: number;
  height?: number;
}

/**
 * What an <img> needs for a picture shown `displayWidth` CSS px wide: candidates from the variants, `sizes`,
 * and width/height (the display box when given, else the display width at the original's aspect ratio) so
 * the browser reserves the space before the file arrives.
 */
export function responsiveImage(src: string, displayWidth?: number, displayHeight?: number): ResponsiveImage {
  const sized = parseSizedUrl(src);
  const box = (w: number, h: number) => ({
    width: displayWidth ?? w,
    height: displayHeight ?? (displayWidth ? Math.round((displayWidth * h) / w) : h),
  });
  if (!sized) return { src, ...(displayWidth && displayHeight ? { width: displayWidth, height: displayHeight } : {}) };
  const widths = variantWidths(sized.width);
  const list = (ext: string) => widths.map((w) => `${variantName(sized.stem, w, ext)} ${w}w`).join(', ');
  return {
    src: variantName(sized.stem, widths.find((w) => w >= (displayWidth ?? 0)) ?? widths[widths.length - 1], sized.ext),
    srcSet: list(sized.ext),
    webpSrcSet: list('webp'),
    sizes: displayWidth ? `${displayWidth}px` : '100vw',
    ...box(sized.width, sized.height),
  };
}
