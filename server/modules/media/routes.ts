/** Operator image uploads: JPG/PNG only, re-encoded by sharp (strips metadata, caps size), served under /media/. */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.server';
import { BizError } from '../../http/errors';
import sharp, { type Metadata } from 'sharp';
import { declare, NO_INPUT } from '../../http/schema';
import { MAX_BYTES, storeImage, UPLOAD_TYPE_ERROR } from './image.server';

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
  let meta: Metadata;
  try { meta = await sharp(buf).metadata(); } catch { throw new BizError(UPLOAD_TYPE_ERROR); }
  if (meta.format !== 'jpeg' && meta.format !== 'png') throw new BizError(UPLOAD_TYPE_ERROR);
  const ext = meta.format === 'png' ? 'png' : 'jpg';
  const pipeline = sharp(buf).rotate().resize({ width: maxEdge, height: maxEdge, fit: 'inside', withoutEnlargement: true });
  const out = await (ext === 'png' ? pipeline.png({ compressionLevel: 9 }) : pipeline.jpeg({ quality: 85, mozjpeg: true })).toBuffer({ resolveWithObject: true });
  return { data: out.data, info: out.info, ext, format: meta.format } as const;
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
    const buf = await file.toBuffer().catch((e: unknown) => { throw tooLarge(e) ? new BizError('图片不能超过10MB') : new BizError(UPLOAD_BROKEN, 400); });
    const key = crypto.randomBytes(16).toString('hex');
    const out = await storeImage(opts.mediaDir, key, buf);
    const url = out.url;
    const row = await opts.db.insertInto('media').values({ file_name: file.filename || key, url, mime: out.mime, width: out.width, height: out.height, size: out.size })
      .returningAll().executeTakeFirstOrThrow();
    return { id: row.id, img_url: url, img_full_url: url, mimeType: row.mime, img_size: row.size, width: row.width, height: row.height };
  });

  app.get('/media', { preHandler: app.requireOperator, ...declare({ input: NO_INPUT }) }, async () => {
    const list = await opts.db.selectFrom('media').selectAll().orderBy('id', 'desc').limit(200).execute();
    return { list, total_count: list.length };
  });
}
