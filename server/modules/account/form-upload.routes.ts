/**
 * The picture upload the original ECShopX client can actually make. Its `localUpload` posts to
 * `${undefined}espier/uploadlocal` (a bug in the client: `req.baseURL` does not exist), so for that client
 * `espier/image_upload_token` answers the 七牛 (qiniu) form protocol instead: a signed token and a key, the
 * upload `host` (this route) and the `domain` the picture is served from. The client posts
 * `file`, `token`, `key` as a multipart form without its Bearer header (the token names the member) and
 * reads `{key}` from the bare answer, as 七牛 answers. The picture is checked by content, re-encoded, stored
 * under /media/member/ and recorded as the member's upload (so vouchers and after-sales accept it).
 */
import crypto from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.server';
import type { Config } from '../../config';
import { BizError } from '../../http/errors';
import { declare, NO_INPUT } from '../../http/schema';
import { MAX_BYTES, storeImage } from '../media/image.server';
import { requestOrigin } from '../../http/media-urls';

export const FORM_UPLOAD_PATH = '/api/upload/form';
const TOKEN_TTL_S = 15 * 60;

const mac = (secret: string, userId: number, exp: number, key: string) => crypto.createHmac('sha256', secret).update(`form-upload:${userId}:${exp}:${key}`).digest('hex');

/** The 七牛-shaped token answer for one upload by this member. */
export function formUploadToken(secret: string, userId: number, nowMs: number, origin: string) {
  const exp = Math.floor(nowMs / 1000) + TOKEN_TTL_S;
  const key = `member/${crypto.randomBytes(16).toString('hex')}`;
  return { token: `${userId}.${exp}.${mac(secret, userId, exp, key)}`, key, host: `${origin}${FORM_UPLOAD_PATH}`, domain: `${origin}/media` };
}

export function formUploadRoutes(deps: { db: Database; config: Config; jwtSecret: string; now: () => Date }) {
  return async function routes(app: FastifyInstance) {
    await app.register(multipart);
    app.post(FORM_UPLOAD_PATH, declare({ input: NO_INPUT, rawBody: true }), async (r, reply) => {
      if (!r.isMultipart()) throw new BizError('请选择图片');
      const fields: Record<string, string> = {};
      let buf: Buffer | null = null;
      // 七牛's form puts the file first, so every part is read (the file into memory, bounded by MAX_BYTES).
      for await (const part of r.parts({ limits: { fileSize: MAX_BYTES, files: 1, fields: 6 } })) {
        if (part.type === 'file') {
          buf = await part.toBuffer().catch(() => { throw new BizError('图片不能超过10MB'); });
          if (part.file.truncated) throw new BizError('图片不能超过10MB');
        } else fields[part.fieldname] = String(part.value ?? '').slice(0, 300);
      }
      const [userText, expText, sig] = (fields.token ?? '').split('.');
      const userId = Number(userText); const exp = Number(expText); const key = fields.key ?? '';
      const good = Number.isInteger(userId) && Number.isInteger(exp) && exp > deps.now().getTime() / 1000 && /^member\/[0-9a-f]{32}$/.test(key) && sig?.length === 64
        && crypto.timingSafeEqual(Buffer.from(sig), Buffer.from(mac(deps.jwtSecret, userId, exp, key)));
      if (!good) throw new BizError('上传凭证已失效，请重新上传');
      if (!buf) throw new BizError('请选择图片');
      const out = await storeImage(deps.config.mediaDir, key, buf);
      await deps.db.insertInto('member_uploads').values({ user_id: userId, url: out.url, mime: out.mime }).execute();
      // 七牛 answers the stored key bare; the client builds `${domain}/${key}`.
      reply.header('access-control-allow-origin', '*');
      return { key: out.url.replace(/^\/media\//, ''), hash: crypto.createHash('sha1').update(buf).digest('hex'), url: `${requestOrigin(r)}${out.url}` };
    });
  };
}
