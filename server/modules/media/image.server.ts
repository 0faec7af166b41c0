/** Storing an uploaded picture: JPG/PNG decided by its content (not its name), re-encoded by sharp (strips metadata, caps size). */
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Metadata } from 'sharp';
import { BizError } from '../../http/errors';
import { sizedStem } from '../../../src/lib/responsive-image';
import { writeVariants } from './variants.server';

export const MAX_BYTES = 10 * 1024 * 1024;
const MAX_EDGE = 2400;
export const UPLOAD_TYPE_ERROR = '上传图片只能是 JPG 或者 PNG 格式!';

/**
 * Decompression bombs: a small file may declare a huge canvas (a 249 KB PNG of 16,000 × 16,000 is 256 Mpx,
 * about 1 GB decoded). Pictures above this many pixels are refused from their header, before any decoding;
 * sharp is also told the same limit, so nothing decodes more. 40 Mpx is well above any camera picture a
 * shop uses (a 7,000 × 5,700 photo).
 */
export const MAX_INPUT_PIXELS = 40_000_000;
export const IMAGE_TOO_LARGE = '图片像素过大，请上传不超过4000万像素的图片';
export const SHARP_INPUT = { limitInputPixels: MAX_INPUT_PIXELS } as const;

/** Reads the header only: JPG or PNG, and not more pixels than MAX_INPUT_PIXELS; else a Chinese 422. */
export async function uploadedImageMeta(buf: Buffer): Promise<Metadata & { format: 'jpeg' | 'png' }> {
  let meta: Metadata;
  // The header only (no pixels decoded), so the declared size can be refused with its own message.
  try { meta = await sharp(buf, { limitInputPixels: false }).metadata(); } catch { throw new BizError(UPLOAD_TYPE_ERROR); }
  if (meta.format !== 'jpeg' && meta.format !== 'png') throw new BizError(UPLOAD_TYPE_ERROR);
  if (!meta.width || !meta.height) throw new BizError(UPLOAD_TYPE_ERROR);
  if (meta.width * meta.height > MAX_INPUT_PIXELS) throw new BizError(IMAGE_TOO_LARGE);
  return meta as Metadata & { format: 'jpeg' | 'png' };
}

/** Removes written files (a picture and its variants) when what should own them was not stored. */
export async function removeFiles(dir: string, names: string[]): Promise<void> {
  await Promise.all(names.map((n) => fs.rm(path.join(dir, n), { force: true }).catch(() => undefined)));
}

export interface StoredImage { url: string; mime: string; width: number; height: number; size: number; /** Written files, relative to the media dir. */ files: string[] }

/**
 * Writes `buf` as `<mediaDir>/<key>.<ext>` and answers its /media/ URL; anything not a decodable JPG/PNG is
 * refused. With `variants` (pictures shown on shop pages) the file is `<key>_<W>x<H>.<ext>` and its
 * responsive variants (WebP and the same format, standard widths up to W) are written next to it.
 */
export async function storeImage(mediaDir: string, key: string, buf: Buffer, opts: { variants?: boolean } = {}): Promise<StoredImage> {
  const meta = await uploadedImageMeta(buf);
  const ext = meta.format === 'png' ? 'png' : 'jpg';
  const pipeline = sharp(buf, SHARP_INPUT).rotate().resize({ width: MAX_EDGE, height: MAX_EDGE, fit: 'inside', withoutEnlargement: true });
  let out;
  try {
    out = await (ext === 'png' ? pipeline.png({ compressionLevel: 9 }) : pipeline.jpeg({ quality: 85, mozjpeg: true })).toBuffer({ resolveWithObject: true });
  } catch { throw new BizError(UPLOAD_TYPE_ERROR); }
  const stem = opts.variants ? sizedStem(key, out.info.width, out.info.height) : key;
  const file = `${stem}.${ext}`;
  await fs.mkdir(path.dirname(path.join(mediaDir, file)), { recursive: true });
  const files = [file];
  try {
    await fs.writeFile(path.join(mediaDir, file), out.data);
    if (opts.variants) {
      const sub = path.dirname(file);
      const names = await writeVariants(path.dirname(path.join(mediaDir, file)), path.basename(stem), ext, out.data, out.info.width);
      files.push(...names.map((n) => path.join(sub, n)));
    }
  } catch (e) {
    // A half-written set (disk full, …) is removed: nothing on disk without its row.
    await removeFiles(mediaDir, opts.variants ? [file, ...await variantsOf(mediaDir, file)] : files);
    throw e;
  }
  return { url: `/media/${file}`, mime: `image/${meta.format}`, width: out.info.width, height: out.info.height, size: out.info.size, files };
}

/** The variant files present next to `file` (same stem). */
async function variantsOf(mediaDir: string, file: string): Promise<string[]> {
  const dir = path.dirname(file);
  const stem = path.basename(file).replace(/\.[a-z]+$/, '');
  const names = await fs.readdir(path.join(mediaDir, dir)).catch(() => [] as string[]);
  return names.filter((n) => n.startsWith(`${stem}-`)).map((n) => path.join(dir, n));
}
