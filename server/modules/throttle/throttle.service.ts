/**
 * Throttles with their counters in PostgreSQL, so a limit holds however many API processes serve
 * behind a load balancer. A key names what is counted (`member-login:account:138…`,
 * `admin-login:ip:10.0.0.1`); a policy says how many hits a fixed window allows and, for
 * lockouts, how long each successive lock lasts. Each call takes the key's row lock, so parallel
 * attempts are counted one by one.
 */
import { sql } from 'kysely';
import type { Database } from '../../db/database.server';
import { BizError } from '../../http/errors';

export interface ThrottlePolicy {
  /** Hits allowed per window. */
  limit: number;
  windowSeconds: number;
  /**
   * Progressive lockout: reaching `limit` locks the key for `lockMinutes(strike)` minutes
   * (strike 1, 2, …). Without it a full window simply refuses further hits until it ends.
   */
  lockMinutes?: (strike: number) => number;
  /** The Chinese message with `{n}` for the minutes to wait. */
  message: string;
}

/** Lockouts are forgotten after a day without hits, so an old strike count does not follow an account forever. */
const STRIKES_FORGOTTEN_AFTER_MS = 24 * 3600_000;

interface Row { hits: number; window_start: Date; strikes: number; locked_until: Date | null; updated_at: Date }

export class ThrottledError extends BizError {
  constructor(message: string, readonly retryAfterSeconds: number) {
    super(message.replace('{n}', String(Math.max(1, Math.ceil(retryAfterSeconds / 60)))), 429, 429);
  }
}

/** Doubling lock: 1, 2, 4 … minutes, at most `maxMinutes`. */
export const doubling = (maxMinutes: number) => (strike: number) => Math.min(maxMinutes, 2 ** (strike - 1));

export function createThrottle(db: Database) {
  /** Runs `step` on the key's row under its row lock and stores what it returns. */
  async function withRow<T>(key: string, step: (row: Row, now: Date) => { row: Row; result: T }): Promise<T> {
    return db.transaction().execute(async (trx) => {
      await trx.insertInto('throttle_counters').values({ key }).onConflict((oc) => oc.column('key').doNothing()).execute();
      const current = await trx.selectFrom('throttle_counters').select(['hits', 'window_start', 'strikes', 'locked_until', 'updated_at'])
        .where('key', '=', key).forUpdate().executeTakeFirstOrThrow();
      const { rows } = await sql<{ now: Date }>`SELECT now() AS now`.execute(trx);
      const { row, result } = step(current as Row, rows[0].now);
      await trx.updateTable('throttle_counters').set({ ...row, updated_at: rows[0].now }).where('key', '=', key).execute();
      return result;
    });
  }

  function refusal(row: Row, policy: ThrottlePolicy, now: Date): ThrottledError | null {
    if (row.locked_until && row.locked_until > now) return new ThrottledError(policy.message, (row.locked_until.getTime() - now.getTime()) / 1000);
    const windowEnd = row.window_start.getTime() + policy.windowSeconds * 1000;
    if (!policy.lockMinutes && windowEnd > now.getTime() && row.hits >= policy.limit) return new ThrottledError(policy.message, (windowEnd - now.getTime()) / 1000);
    return null;
  }

  function count(row: Row, policy: ThrottlePolicy, now: Date): Row {
    const next = { ...row };
    if (next.window_start.getTime() + policy.windowSeconds * 1000 <= now.getTime()) { next.hits = 0; next.window_start = now; }
    if (now.getTime() - next.updated_at.getTime() > STRIKES_FORGOTTEN_AFTER_MS) next.strikes = 0;
    next.hits += 1;
    if (policy.lockMinutes && next.hits >= policy.limit) {
      next.strikes += 1;
      next.locked_until = new Date(now.getTime() + policy.lockMinutes(next.strikes) * 60_000);
      next.hits = 0;
      next.window_start = now;
    }
    return next;
  }

  return {
    /** Counts one hit, or throws 429 (nothing counted) while the key is locked or its window is full. */
    async consume(key: string, policy: ThrottlePolicy): Promise<void> {
      const refused = await withRow(key, (row, now) => {
        const err = refusal(row, policy, now);
        return err ? { row, result: err } : { row: count(row, policy, now), result: null };
      });
      if (refused) throw refused;
    },
    /** Counts one hit in the key's window and answers the hits so far (never refuses). */
    async hit(key: string, policy: Pick<ThrottlePolicy, 'windowSeconds'>): Promise<number> {
      return withRow(key, (row, now) => {
        const next = count(row, { limit: Number.MAX_SAFE_INTEGER, windowSeconds: policy.windowSeconds, message: '' }, now);
        return { row: next, result: next.hits };
      });
    },
    /** Throws 429 when the key is locked or full, without counting. */
    async check(key: string, policy: ThrottlePolicy): Promise<void> {
      const row = await db.selectFrom('throttle_counters').select(['hits', 'window_start', 'strikes', 'locked_until', 'updated_at']).where('key', '=', key).executeTakeFirst();
      if (!row) return;
      const { rows } = await sql<{ now: Date }>`SELECT now() AS now`.execute(db);
      const err = refusal(row as Row, policy, rows[0].now);
      if (err) throw err;
    },
    /** Counts a failure without refusing this one (the caller is already answering it). */
    async recordFailure(key: string, policy: ThrottlePolicy): Promise<void> {
      await withRow(key, (row, now) => ({ row: count(row, policy, now), result: null }));
    },
    /** Forgets the key: a successful login clears its account's failures and strikes. */
    async reset(key: string): Promise<void> {
      await db.deleteFrom('throttle_counters').where('key', '=', key).execute();
    },
    /** Drops counters idle for a day (a background job). */
    async prune(): Promise<number> {
      const r = await db.deleteFrom('throttle_counters')
        .where(sql<boolean>`updated_at < now() - interval '1 day' AND (locked_until IS NULL OR locked_until < now())`)
        .executeTakeFirst();
      return Number(r.numDeletedRows);
    },
  };
}

export type Throttle = ReturnType<typeof createThrottle>;
