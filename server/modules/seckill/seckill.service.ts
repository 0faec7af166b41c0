/**
 * Seckill stock as three buckets on the activity row (free / held / sold; a CHECK keeps their sum).
 * A ticket moves units free → held with one guarded UPDATE that also row-locks the activity, so the
 * per-member count read after it is serialised with every other ticket of that activity. Tickets
 * leave `held` exactly once: used by an order (→ sold), cancelled or expired (→ free); an order
 * cancelled later gives its units back (sold → free) through the order-move hook.
 */
import crypto from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/database.server';
import type { DB } from '../../db/schema';
import { BizError } from '../../http/errors';
import { limitMessage, phaseOf, SECKILL_ERRORS as E, TICKET_TTL_MS } from './rules';

type Trx = Transaction<DB>;
type Executor = Database | Trx;

export interface TicketRequest { userId: number; seckillId: number; itemId: number; num: number }

/** Why no unit could be taken (read after the guarded UPDATE matched nothing). */
async function refusal(db: Executor, r: TicketRequest, now: Date): Promise<BizError> {
  const a = await db.selectFrom('seckill_activities as s').innerJoin('items as i', 'i.item_id', 's.item_id')
    .select(['s.item_id', 's.disabled', 's.begin_time', 's.end_time', 's.free', 'i.store']).where('s.seckill_id', '=', r.seckillId).executeTakeFirst();
  if (!a) return new BizError(E.missing);
  if (a.disabled) return new BizError(E.removed);
  if (a.item_id !== r.itemId) return new BizError(E.wrongItem);
  const phase = phaseOf(a, now);
  if (phase === 'in_the_notice') return new BizError(E.notStarted);
  if (phase === 'it_has_ended') return new BizError(E.ended);
  return new BizError(E.soldOut);
}

export async function getTicket(db: Database, r: TicketRequest, now = new Date()) {
  if (!Number.isInteger(r.num) || r.num < 1) throw new BizError(E.badNum);
  return db.transaction().execute(async (trx) => {
    const a = await trx.updateTable('seckill_activities').set({ free: sql`free - ${r.num}`, held: sql`held + ${r.num}` })
      .where('seckill_id', '=', r.seckillId).where('item_id', '=', r.itemId).where('disabled', '=', false)
      .where('begin_time', '<=', now).where('end_time', '>', now).where('free', '>=', r.num)
      .returning(['limit_num', 'item_id']).executeTakeFirst();
    if (!a) throw await refusal(trx, r, now);
    const mine = await trx.selectFrom('seckill_tickets').select((eb) => eb.fn.coalesce(eb.fn.sum<number>('num'), sql<number>`0`).as('n'))
      .where('seckill_id', '=', r.seckillId).where('user_id', '=', r.userId).where('status', 'in', ['HELD', 'USED']).executeTakeFirstOrThrow();
    if (Number(mine.n) + r.num > a.limit_num) throw new BizError(limitMessage(a.limit_num));
    const shelf = await trx.selectFrom('items').select('store').where('item_id', '=', a.item_id).executeTakeFirstOrThrow();
    if (shelf.store < r.num) throw new BizError(E.soldOut);
    const ticket = crypto.randomBytes(16).toString('hex');
    const expires = new Date(now.getTime() + TICKET_TTL_MS);
    await trx.insertInto('seckill_tickets').values({ ticket, seckill_id: r.seckillId, user_id: r.userId, num: r.num, expires_at: expires }).execute();
    return { ticket, seckill_id: r.seckillId, num: r.num, expire_time: Math.floor(expires.getTime() / 1000) };
  });
}

/**
 * Moves the units of tickets leaving `held` back to `free`, in one statement: the tickets chosen by
 * `where` are marked `status` and their activities' buckets adjusted together.
 */
async function releaseHeld(db: Executor, status: 'RELEASED' | 'EXPIRED', where: ReturnType<typeof sql>): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    WITH gone AS (
      UPDATE seckill_tickets SET status = ${status}
      WHERE ticket IN (SELECT ticket FROM seckill_tickets WHERE status = 'HELD' AND ${where} ORDER BY ticket LIMIT 1000 FOR UPDATE SKIP LOCKED)
        AND status = 'HELD'
      RETURNING seckill_id, num),
    per AS (SELECT seckill_id, SUM(num)::int AS n FROM gone GROUP BY seckill_id),
    moved AS (UPDATE seckill_activities a SET held = a.held - per.n, free = a.free + per.n FROM per WHERE a.seckill_id = per.seckill_id RETURNING per.n)
    SELECT COALESCE(SUM(n), 0)::int AS n FROM moved`.execute(db);
  return rows[0]?.n ?? 0;
}

/** DELETE cancelTicket: the member gives a held ticket back. */
export async function cancelTicket(db: Database, userId: number, ticket: string): Promise<{ status: boolean }> {
  const n = await releaseHeld(db, 'RELEASED', sql`ticket = ${ticket} AND user_id = ${userId}`);
  if (!n) throw new BizError(E.ticket);
  return { status: true };
}

/** The background job's body: held tickets past their five minutes return their units. */
export async function expireTickets(db: Database, now = new Date()): Promise<number> {
  let total = 0;
  for (;;) {
    const n = await releaseHeld(db, 'EXPIRED', sql`expires_at <= ${now}`);
    total += n;
    if (!n) return total;
  }
}

export interface SeckillLine { seckill_id: number; item_id: number; num: number; act_price: number }

/** A ticket the member may check out with now (read-only; the order takes it with `useTicket`). */
export async function validTicket(db: Executor, userId: number, seckillId: number, ticket: string, now = new Date()): Promise<SeckillLine> {
  const t = await db.selectFrom('seckill_tickets as t').innerJoin('seckill_activities as s', 's.seckill_id', 't.seckill_id')
    .select(['t.num', 's.item_id', 's.act_price', 's.seckill_id', 's.end_time', 's.disabled'])
    .where('t.ticket', '=', ticket).where('t.user_id', '=', userId).where('t.seckill_id', '=', seckillId)
    .where('t.status', '=', 'HELD').where('t.expires_at', '>', now).executeTakeFirst();
  if (!t) throw new BizError(E.ticket);
  if (t.disabled) throw new BizError(E.removed);
  return { seckill_id: t.seckill_id, item_id: t.item_id, num: t.num, act_price: t.act_price };
}

/** Inside the order's transaction: the ticket becomes the order's (held → sold), once. */
export async function useTicket(trx: Trx, userId: number, seckillId: number, ticket: string, orderId: string): Promise<void> {
  const t = await trx.updateTable('seckill_tickets').set({ status: 'USED', order_id: orderId })
    .where('ticket', '=', ticket).where('user_id', '=', userId).where('seckill_id', '=', seckillId)
    .where('status', '=', 'HELD').where('expires_at', '>', new Date()).returning(['num']).executeTakeFirst();
  if (!t) throw new BizError(E.ticket);
  await trx.updateTable('seckill_activities').set({ held: sql`held - ${t.num}`, sold: sql`sold + ${t.num}` }).where('seckill_id', '=', seckillId).execute();
}

/** An order that gave its stock back gives its seckill units back too (sold → free). */
export async function releaseOrderTickets(trx: Trx, orderId: string): Promise<void> {
  await sql`
    WITH gone AS (UPDATE seckill_tickets SET status = 'RELEASED' WHERE order_id = ${orderId} AND status = 'USED' RETURNING seckill_id, num),
    per AS (SELECT seckill_id, SUM(num)::int AS n FROM gone GROUP BY seckill_id)
    UPDATE seckill_activities a SET sold = a.sold - per.n, free = a.free + per.n FROM per WHERE a.seckill_id = per.seckill_id`.execute(trx);
}
