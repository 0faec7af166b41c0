/**
 * Login throttles, the same for members and operators: per account a progressive lockout (5 failed
 * attempts → 1 minute, then 2, 4 … up to 60), per client address a cap on failures, both keyed
 * from the parsed request. Unknown accounts are counted like known ones, so lockouts reveal nothing.
 */
import crypto from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.server';
import { BizError } from '../../http/errors';
import { jobs } from '../../jobs.server';
import { createThrottle, doubling, type Throttle, type ThrottlePolicy } from './throttle.service';

declare module 'fastify' {
  interface FastifyInstance { throttle: Throttle }
}

export const LOGIN_THROTTLED = '登录尝试过于频繁，请{n}分钟后再试';
export const ACCOUNT_POLICY: ThrottlePolicy = { limit: 5, windowSeconds: 15 * 60, lockMinutes: doubling(60), message: LOGIN_THROTTLED };
export const ADDRESS_POLICY: ThrottlePolicy = { limit: 50, windowSeconds: 15 * 60, message: LOGIN_THROTTLED };

export type LoginScope = 'member-login' | 'admin-login';

/**
 * Members are never locked out by someone else's wrong passwords (anyone knowing a mobile could): after
 * CAPTCHA_AFTER attempts on an account within the window that did not succeed, its next logins need the
 * image captcha of type `login`, as ECShopX does. Each guess then costs a solved captcha; the address cap
 * stays hard. Operators keep the lockout (their names are not public).
 */
export const CAPTCHA_AFTER = 3;
export const MEMBER_ACCOUNT_WINDOW = { windowSeconds: 15 * 60 };
export { LOGIN_CAPTCHA_REQUIRED } from '../../../src/lib/auth';

/** What a member login must present once its account asks for the captcha. */
export interface LoginCaptcha { needed(): Promise<void> }

/** Keys stay readable for short names; long input is hashed so a key always fits its column. */
function keyPart(value: string): string {
  const v = value.trim().toLowerCase();
  return v.length <= 64 ? v : `sha256:${crypto.createHash('sha256').update(v).digest('hex')}`;
}

/**
 * Runs `verify` under both throttles. The account attempt is counted before verifying, so a burst
 * of parallel guesses cannot slip past the lock; success clears the account's count.
 */
export async function throttledLogin<T>(throttle: Throttle, scope: LoginScope, account: string, ip: string, verify: () => Promise<T>, captcha?: LoginCaptcha): Promise<T> {
  const addressKey = `${scope}:ip:${keyPart(ip)}`;
  const accountKey = `${scope}:account:${keyPart(account)}`;
  await throttle.check(addressKey, ADDRESS_POLICY);
  if (captcha) {
    // Counted before verifying, so a parallel burst cannot slip past: from the 4th attempt on, a captcha each.
    const attempts = await throttle.hit(accountKey, MEMBER_ACCOUNT_WINDOW);
    if (attempts > CAPTCHA_AFTER) {
      try { await captcha.needed(); } catch (e) {
        if (e instanceof BizError && e.status < 500) await throttle.recordFailure(addressKey, ADDRESS_POLICY);
        throw e;
      }
    }
  } else await throttle.consume(accountKey, ACCOUNT_POLICY);
  try {
    const result = await verify();
    await throttle.reset(accountKey);
    return result;
  } catch (e) {
    if (e instanceof BizError && e.status < 500) await throttle.recordFailure(addressKey, ADDRESS_POLICY);
    throw e;
  }
}

/** Decorates `app.throttle` for every route (logins now, SMS and captcha later). */
export const throttlePlugin = fp(async (app: FastifyInstance, opts: { db: Database }) => {
  app.decorate('throttle', createThrottle(opts.db));
});

const pruneJob = { name: 'prune-throttle', everyMs: 3600_000, run: ({ db }: { db: Database }) => createThrottle(db).prune() };
if (!jobs.some((j) => j.name === pruneJob.name)) jobs.push(pruneJob);
