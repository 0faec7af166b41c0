/**
 * Image captcha (api-contract §4.1 member/image/code): 4 characters drawn by svg-captcha, rasterised to
 * PNG by sharp, answer kept in PostgreSQL for 5 minutes and usable once (any check consumes it).
 */
import crypto from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import sharp from 'sharp';
import type { Database } from '../../db/database.server';
import { BizError } from '../../http/errors';

export const CODE_TYPES = ['sign', 'login', 'forgot_password', 'update', 'merchant_login'] as const;
export type CodeType = (typeof CODE_TYPES)[number];
export const isCodeType = (v: string): v is CodeType => (CODE_TYPES as readonly string[]).includes(v);

export const CAPTCHA_TTL_MS = 5 * 60_000;
export const CAPTCHA_ERROR = '图片验证码错误';

export async function issueCaptcha(db: Database, type: string, now: Date) {
  if (!isCodeType(type)) throw new BizError('图片验证码类型错误');
  // Characters that are easy to confuse (0/o, 1/l/i) are left out.
  const c = svgCaptcha.create({ size: 4, noise: 2, color: true, ignoreChars: '0oO1lIi', width: 120, height: 40, background: '#f4f4f4' });
  const png = await sharp(Buffer.from(c.data)).png().toBuffer();
  const token = crypto.randomBytes(16).toString('hex');
  await db.deleteFrom('captcha_codes').where('expires_at', '<', now).execute();
  await db.insertInto('captcha_codes').values({ token, type, answer: c.text.toLowerCase(), expires_at: new Date(now.getTime() + CAPTCHA_TTL_MS), created_at: now }).execute();
  return { imageToken: token, imageData: `data:image/png;base64,${png.toString('base64')}` };
}

/** Consumes the captcha `token` of `type`; throws 图片验证码错误 unless `text` matches (case-insensitive) in time. */
export async function checkCaptcha(db: Database, type: CodeType, token: string, text: string, now: Date): Promise<void> {
  if (!token || !text) throw new BizError(CAPTCHA_ERROR);
  const row = await db.deleteFrom('captcha_codes').where('token', '=', token).returning(['type', 'answer', 'expires_at']).executeTakeFirst();
  if (!row || row.type !== type || new Date(row.expires_at) <= now || row.answer !== text.trim().toLowerCase()) throw new BizError(CAPTCHA_ERROR);
}
