/** Operator image uploads: JPG/PNG only, re-encoded by sharp (strips metadata, caps size), served under /media/. */
import crypto from 'node:crypto';
import path from 'node:path';
import fs from 'node:fs/promises';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.server';
import { BizError } from '../../http/errors';
import sharp from 'sharp';
import { declare, NO_INPUT } from '../../http/schema';
import { MAX_BYTES, removeFiles, SHARP_INPUT, storeImage, uploadedImageMeta, UPLOAD_TYPE_ERROR } from './image.server';
import { hasUnsafeChars } from '../../http/clean-input';
import { onRequestRollback } from '../../db/request-transaction.server';
import { countUpload } from '../throttle/uploads';

export const FILE_NAME_INVALID = '文件名含有不允许的字符';
/** The name an operator sees in the media list: checked before anything is written; the path never uses it. */
function fileNameOf(name: string | undefined, fallback: string): string {
  if (name && hasUnsafeChars(name)) throw new BizError(FILE_NAME_INVALID);
  return (name || fallback).replace(/[\u0001-\u001f\u007f]/g, '').slice(0, 255) || fallback;
}

export { UPLOAD_TYPE_ERROR };
export const UPLOAD_BROKEN = '上传内容不完整或格式错误';
const tooLarge = (e: unknown) => (e as { code?: string })?.code === 'FST_REQ_FILE_TOO_LARGE';
/** Longest edge kept for re-encoded avatars and pictures. */
const MAX_EDGE = 2400;

/**
 * Checks by content (not name or declared type) that `buf` is a JPG or PNG, then re-encodes it: EXIF
 * rotation applied, metadata stripped, longest edge capped at `maxEdge`.
 */
export async function normaliseImage(buf: Buffer, maxEdge = MAX_EDGE) {
  const meta = await uploadedImageMeta(buf);
  const ext = meta.format === 'png' ? 'png' : 'jpg';
  const pipeline = sharp(buf, SHARP_INPUT).rotate().resize({ width: maxEdge, height: maxEdge, fit: 'inside', withoutEnlargement: true });
  const out = await (ext === 'png' ? pipeline.png({ compressionLevel: 9 }) : pipeline.jpeg({ quality: 85, mozjpeg: true })).toBuffer({ resolveWithObject: true });
  return { data: out.data, info: out.info, ext, format: meta.format } as const;

}

export const VIDEO_TYPE_ERROR = '上传视频只能是 MP4 或者 WEBM 格式!';

/** The container from the file's first bytes (never from its name or declared type). */
export function videoFormat(buf: Buffer): 'mp4' | 'webm' | null {
  if (buf.length >= 12 && buf.subarray(4, 8).toString('latin1') === 'ftyp') return 'mp4';
  if (buf.length >= 4 && buf.readUInt32BE(0) === 0x1a45dfa3) return 'webm';
  return null;
}

export default async function mediaRoutes(app: FastifyInstance, opts: { db: Database; mediaDir: string }) {
  await app.register(multipart, { limits: { fileSize: MAX_BYTES, files: 1 } });
  await fs.mkdir(opts.mediaDir, { recursive: true });

  app.post('/media', { preHandler: app.requireOperator, ...declare({ input: NO_INPUT, rawBody: true }) }, async (req) => {
    // A truncated or malformed multipart body is the client's fault: 4xx, never 500.
    const file = await req.file().catch((e: { statusCode?: number }) => {
      throw new BizError(UPLOAD_BROKEN, e?.statusCode && e.statusCode < 500 ? e.statusCode : 400);
    });
    if (!file) throw new BizError('请选择图片');
    const key = crypto.randomBytes(16).toString('hex');
    const fileName = fileNameOf(file.filename, key);
    const buf = await file.toBuffer().catch((e: unknown) => { throw tooLarge(e) ? new BizError('图片不能超过10MB') : new BizError(UPLOAD_BROKEN, 400); });
    await countUpload(app.throttle, 'operator', req.operator!.operator_id);
    const out = await storeImage(opts.mediaDir, key, buf, { variants: true });
    const url = out.url;
    const row = await opts.db.insertInto('media').values({ file_name: fileName, url, mime: out.mime, width: out.width, height: out.height, size: out.size })
      .returningAll().executeTakeFirstOrThrow()
      .catch(async (e) => { await removeFiles(opts.mediaDir, out.files); throw e; });
    // The row commits with the operator's log row at the end of the request; if that fails, so do the files.
    onRequestRollback(() => removeFiles(opts.mediaDir, out.files));
    return { id: row.id, img_url: url, img_full_url: url, mimeType: row.mime, img_size: row.size, width: row.width, height: row.height };
  });

  // Carousel video slides (W0001 type Video): stored as uploaded, checked by content.
  app.post('/media/video', { preHandler: app.requireOperator, ...declare({ input: NO_INPUT, rawBody: true }) }, async (req) => {
    const file = await req.file();
    if (!file) throw new BizError('请选择视频');
    const fileName = fileNameOf(file.filename, 'video');
    const buf = await file.toBuffer().catch(() => { throw new BizError('视频不能超过10MB'); });
    const format = videoFormat(buf);
    if (!format) throw new BizError(VIDEO_TYPE_ERROR);
    await countUpload(app.throttle, 'operator', req.operator!.operator_id);
    const key = `${crypto.randomBytes(16).toString('hex')}.${format}`;
    await fs.writeFile(path.join(opts.mediaDir, key), buf);
    const url = `/media/${key}`;
    const row = await opts.db.insertInto('media').values({ file_name: fileName === 'video' ? key : fileName, url, mime: `video/${format}`, width: 0, height: 0, size: buf.length })
      .returningAll().executeTakeFirstOrThrow()
      .catch(async (e) => { await removeFiles(opts.mediaDir, [key]); throw e; });
    onRequestRollback(() => removeFiles(opts.mediaDir, [key]));
    return { id: row.id, img_url: url, mimeType: row.mime, img_size: row.size };
  });

  app.get('/media', { preHandler: app.requireOperator, ...declare({ input: NO_INPUT }) }, async () => {
    const list = await opts.db.selectFrom('media').selectAll().orderBy('id', 'desc').limit(200).execute();
    return { list, total_count: list.length };
  });
}
