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

export interface StoredImage { url: string; mime: string; width: number; height: number; size: number }

/**
 * Writes `buf` as `<mediaDir>/<key>.<ext>` and answers its /media/ URL; anything not a decodable JPG/PNG is
 * refused. With `variants` (pictures shown on shop pages) the file is `<key>_<W>x<H>.<ext>` and its
 * responsive variants (WebP and the same format, standard widths up to W) are written next to it.
 */
export async function storeImage(mediaDir: string, key: string, buf: Buffer, opts: { variants?: boolean } = {}): Promise<StoredImage> {
  let meta: Metadata;
  try { meta = await sharp(buf).metadata(); } catch { throw new BizError(UPLOAD_TYPE_ERROR); }
  if (meta.format !== 'jpeg' && meta.format !== 'png') throw new BizError(UPLOAD_TYPE_ERROR);
  const ext = meta.format === 'png' ? 'png' : 'jpg';
  const pipeline = sharp(buf).rotate().resize({ width: MAX_EDGE, height: MAX_EDGE, fit: 'inside', withoutEnlargement: true });
  let out;
  try {
    out = await (ext === 'png' ? pipeline.png({ compressionLevel: 9 }) : pipeline.jpeg({ quality: 85, mozjpeg: true })).toBuffer({ resolveWithObject: true });
  } catch { throw new BizError(UPLOAD_TYPE_ERROR); }
  const stem = opts.variants ? sizedStem(key, out.info.width, out.info.height) : key;
  const file = `${stem}.${ext}`;
  await fs.mkdir(path.dirname(path.join(mediaDir, file)), { recursive: true });
  await fs.writeFile(path.join(mediaDir, file), out.data);
  if (opts.variants) await writeVariants(path.dirname(path.join(mediaDir, file)), path.basename(stem), ext, out.data, out.info.width);
  return { url: `/media/${file}`, mime: `image/${meta.format}`, width: out.info.width, height: out.info.height, size: out.info.size };
}
