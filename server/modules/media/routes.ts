/** Operator image uploads: JPG/PNG only, re-encoded by sharp (strips metadata, caps size), served under /media/. */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.server';
import { BizError } from '../../http/errors';
import { MAX_BYTES, storeImage } from './image.server';

export { UPLOAD_TYPE_ERROR } from './image.server';

export default async function mediaRoutes(app: FastifyInstance, opts: { db: Database; mediaDir: string }) {
  await app.register(multipart, { limits: { fileSize: MAX_BYTES, files: 1 } });
  await fs.mkdir(opts.mediaDir, { recursive: true });

  app.post('/media', { preHandler: app.requireOperator }, async (req) => {
    const file = await req.file();
    if (!file) throw new BizError('请选择图片');
    const buf = await file.toBuffer().catch(() => { throw new BizError('图片不能超过10MB'); });
    const key = crypto.randomBytes(16).toString('hex');
    const out = await storeImage(opts.mediaDir, key, buf);
    const url = out.url;
    const row = await opts.db.insertInto('media').values({ file_name: file.filename || key, url, mime: out.mime, width: out.width, height: out.height, size: out.size })
      .returningAll().executeTakeFirstOrThrow();
    return { id: row.id, img_url: url, img_full_url: url, mimeType: row.mime, img_size: row.size, width: row.width, height: row.height };
  });

  app.get('/media', { preHandler: app.requireOperator }, async () => {
    const list = await opts.db.selectFrom('media').selectAll().orderBy('id', 'desc').limit(200).execute();
    return { list, total_count: list.length };
  });
}
