/**
 * Member picture upload (avatar): `espier/image_upload_token` hands out a short-lived token bound to
 * the member, `espier/uploadlocal` takes one JPG/PNG (checked by content, re-encoded) with that token
 * and stores it under /media/avatar/.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { AccountDeps } from './routes';
import { BizError } from '../../http/errors';
import { normaliseImage } from '../media/routes';
import { declare, NO_INPUT } from '../../http/schema';
import { requestOrigin } from '../../http/media-urls';
import { formUploadToken } from './form-upload.routes';
import { countUpload } from '../throttle/uploads';

const MAX_BYTES = 5 * 1024 * 1024;
const TOKEN_TTL_S = 15 * 60;
const AVATAR_EDGE = 800;

export default async function uploadRoutes(app: FastifyInstance, { config, jwtSecret, now }: AccountDeps) {
  await app.register(multipart, { limits: { fileSize: MAX_BYTES, files: 1, fields: 5 } });
  const dir = path.join(config.mediaDir, 'avatar');
  await fs.mkdir(dir, { recursive: true });
  const sign = (userId: number, exp: number) => crypto.createHmac('sha256', jwtSecret).update(`upload:${userId}:${exp}`).digest('hex');

  app.get('/espier/image_upload_token', { preHandler: app.requireMember, ...declare({ input: NO_INPUT }) }, async (r) => {
    // The original ECShopX client (it sends filetype) can only upload through the 七牛 form protocol (form-upload.routes.ts).
    if ((r.query as Record<string, unknown>).filetype !== undefined) return { driver: 'qiniu', token: formUploadToken(jwtSecret, r.member!.user_id, now().getTime(), requestOrigin(r)) };
    const exp = Math.floor(now().getTime() / 1000) + TOKEN_TTL_S;
    return { driver: 'local', token: `${exp}.${sign(r.member!.user_id, exp)}`, upload_url: '/api/h5app/wxapp/espier/uploadlocal', expires: exp, max_size: MAX_BYTES };
  });

  app.post('/espier/uploadlocal', { preHandler: app.requireMember, ...declare({ input: NO_INPUT, rawBody: true }) }, async (r) => {
    if (!r.isMultipart()) throw new BizError('请选择图片');
    const file = await r.file();
    if (!file) throw new BizError('请选择图片');
    const token = String((file.fields.token as { value?: unknown } | undefined)?.value ?? '');
    const [expText, mac] = token.split('.');
    const exp = Number(expText);
    const ok = mac && Number.isInteger(exp) && exp > now().getTime() / 1000
      && crypto.timingSafeEqual(Buffer.from(sign(r.member!.user_id, exp)), Buffer.from(mac.padEnd(64).slice(0, 64)));
    if (!ok) throw new BizError('上传凭证已失效，请重新上传');
    const buf = await file.toBuffer().catch(() => { throw new BizError('图片不能超过5MB'); });
    if (file.file.truncated) throw new BizError('图片不能超过5MB');
    await countUpload(app.throttle, 'member', r.member!.user_id);
    const img = await normaliseImage(buf, AVATAR_EDGE);
    const key = `${crypto.randomBytes(16).toString('hex')}.${img.ext}`;
    await fs.writeFile(path.join(dir, key), img.data);
    const url = `/media/avatar/${key}`;
    return { image_url: url, url, width: img.info.width, height: img.info.height, size: img.info.size };
  });
}
