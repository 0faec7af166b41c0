/**
 * SMS verification codes (api-contract §4.1): 6 digits, one send per 60 s per mobile, a daily cap per
 * mobile and per client address (calendar day, China time), 5-minute expiry, at most 5 wrong tries,
 * single use. State is in PostgreSQL; sends for one mobile are serialised by an advisory lock.
 */
import crypto from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../../../db/database.server';
import { BizError } from '../../../http/errors';
import type { SmsProvider } from './providers';

export interface SmsLimits { resendMs: number; ttlMs: number; maxWrongTries: number; dailyPerMobile: number; dailyPerAddress: number }

export const SMS_LIMITS: SmsLimits = {
  resendMs: 60_000,
  ttlMs: 5 * 60_000,
  maxWrongTries: 5,
  dailyPerMobile: 10,
  dailyPerAddress: 30,
};

/**
 * The limits with the operator's overrides: SMS_RESEND_SECONDS, SMS_DAILY_PER_MOBILE, SMS_DAILY_PER_ADDRESS
 * (the browser journeys run with SMS_RESEND_SECONDS=0 so one member can get a second code at once).
 */
export function smsLimitsFromEnv(env: NodeJS.ProcessEnv = process.env): SmsLimits {
  const num = (k: string, fallback: number) => {
    const v = env[k];
    if (v === undefined || v === '') return fallback;
    const n = Number(v);
    if (!Number.isInteger(n) || n < 0) throw new Error(`${k} 必须是非负整数`);
    return n;
  };
  return {
    ...SMS_LIMITS,
    resendMs: num('SMS_RESEND_SECONDS', SMS_LIMITS.resendMs / 1000) * 1000,
    dailyPerMobile: num('SMS_DAILY_PER_MOBILE', SMS_LIMITS.dailyPerMobile),
    dailyPerAddress: num('SMS_DAILY_PER_ADDRESS', SMS_LIMITS.dailyPerAddress),
  };
}

export const SMS_CODE_ERROR = '短信验证码错误';

const hashCode = (mobile: string, type: string, code: string) => crypto.createHash('sha256').update(`${mobile}:${type}:${code}`).digest('hex');

/** Start of the calendar day in China (UTC+8) containing `now`. */
export function chinaDayStart(now: Date): Date {
  const offset = 8 * 3600_000;
  return new Date(Math.floor((now.getTime() + offset) / 86_400_000) * 86_400_000 - offset);
}

export interface SendRequest { mobile: string; type: string; ip: string; now: Date }

/** Checks the limits, stores a fresh code and sends it; returns the code (for SMS_DEBUG). */
export async function sendSmsCode(db: Database, provider: SmsProvider, limits: SmsLimits, r: SendRequest): Promise<string> {
  const code = crypto.randomInt(0, 1_000_000).toString().padStart(6, '0');
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`sms:${r.mobile}`}))`.execute(trx);
    const last = await trx.selectFrom('sms_sends').select('sent_at').where('mobile', '=', r.mobile).orderBy('sent_at', 'desc').limit(1).executeTakeFirst();
    if (last) {
      const wait = Math.ceil((new Date(last.sent_at).getTime() + limits.resendMs - r.now.getTime()) / 1000);
      if (wait > 0) throw new BizError(`短信发送过于频繁，请${wait}秒后再试`);
    }
    const day = chinaDayStart(r.now);
    const count = async (col: 'mobile' | 'ip', v: string) => Number((await trx.selectFrom('sms_sends').select((eb) => eb.fn.countAll<number>().as('n'))
      .where(col, '=', v).where('sent_at', '>=', day).executeTakeFirstOrThrow()).n);
    if (await count('mobile', r.mobile) >= limits.dailyPerMobile) throw new BizError('该手机号今日短信发送次数已达上限，请明天再试');
    if (await count('ip', r.ip) >= limits.dailyPerAddress) throw new BizError('今日短信发送次数已达上限，请明天再试');

    await trx.insertInto('sms_codes').values({ mobile: r.mobile, type: r.type, code_hash: hashCode(r.mobile, r.type, code), wrong_tries: 0, sent_at: r.now, expires_at: new Date(r.now.getTime() + limits.ttlMs) })
      .onConflict((oc) => oc.columns(['mobile', 'type']).doUpdateSet((eb) => ({ code_hash: eb.ref('excluded.code_hash'), wrong_tries: 0, sent_at: eb.ref('excluded.sent_at'), expires_at: eb.ref('excluded.expires_at') })))
      .execute();
    await trx.insertInto('sms_sends').values({ mobile: r.mobile, ip: r.ip, type: r.type, provider: provider.name, sent_at: r.now }).execute();
    // Sent inside the transaction: if the provider fails nothing is recorded and the shopper may retry at once.
    try { await provider.send({ mobile: r.mobile, code, type: r.type }); } catch (e) {
      console.error(e);
      throw new BizError('短信发送失败，请稍后重试', 500);
    }
  });
  return code;
}

/**
 * Consumes the code of (mobile, type). A wrong code counts a try (committed even though the caller's
 * request fails); after 5 wrong tries, or 5 minutes, the code is dead and a new one must be sent.
 */
export async function verifySmsCode(db: Database, mobile: string, type: string, code: string, now: Date): Promise<void> {
  if (!/^\d{6}$/.test(code)) throw new BizError(SMS_CODE_ERROR);
  const used = await db.deleteFrom('sms_codes')
    .where('mobile', '=', mobile).where('type', '=', type).where('code_hash', '=', hashCode(mobile, type, code))
    .where('wrong_tries', '<', SMS_LIMITS.maxWrongTries).where('expires_at', '>', now)
    .returning('mobile').executeTakeFirst();
  if (used) return;
  const row = await db.selectFrom('sms_codes').select(['wrong_tries', 'expires_at']).where('mobile', '=', mobile).where('type', '=', type).executeTakeFirst();
  if (!row) throw new BizError(SMS_CODE_ERROR);
  if (new Date(row.expires_at) <= now) throw new BizError('短信验证码已过期，请重新获取');
  if (row.wrong_tries >= SMS_LIMITS.maxWrongTries) throw new BizError('短信验证码错误次数过多，请重新获取');
  await db.updateTable('sms_codes').set((eb) => ({ wrong_tries: eb('wrong_tries', '+', 1) }))
    .where('mobile', '=', mobile).where('type', '=', type).execute();
  throw new BizError(SMS_CODE_ERROR);
}
