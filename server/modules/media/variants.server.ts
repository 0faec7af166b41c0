/**
 * Responsive variants of a stored picture (src/lib/responsive-image.ts names them): for each standard width
 * up to the original's, one file in the original format and one WebP, next to the original.
 */
import path from 'node:path';
import sharp from 'sharp';
import { variantName, variantWidths } from '../../../src/lib/responsive-image';

export type StoredFormat = 'jpg' | 'png';

/** Writes the variants of `source` (the stored original, `width` px wide) as `<dir>/<stem>-<w>w.{ext,webp}`; answers their names. */
export async function writeVariants(dir: string, stem: string, ext: StoredFormat, source: Buffer, width: number): Promise<string[]> {
  const names: string[] = [];
  await Promise.all(variantWidths(width).map(async (w) => {
    const resized = await sharp(source).resize({ width: w, withoutEnlargement: true }).toBuffer();
    const own = variantName(stem, w, ext), webp = variantName(stem, w, 'webp');
    const encoded = ext === 'png' ? sharp(resized).png({ compressionLevel: 9 }) : sharp(resized).jpeg({ quality: 80, mozjpeg: true });
    await Promise.all([
      encoded.toFile(path.join(dir, own)),
      sharp(resized).webp({ quality: 78 }).toFile(path.join(dir, webp)),
    ]);
    names.push(own, webp);
  }));
  return names;
}

/** Variant file names: served with immutable caching (a new upload always gets a new stem). */
export const VARIANT_FILE = /_\d+x\d+-\d+w\.(jpe?g|png|webp)$/i;

