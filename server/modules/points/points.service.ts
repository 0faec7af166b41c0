/**
 * Points balance movements. The balance is `members.point` (CHECK >= 0); every movement writes a
 * journal row. An order's deduction, its refund and its earning each happen at most once (unique
 * index); take-backs of earned points may come in parts but never exceed what was earned.
 */
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/database.server';
import type { DB } from '../../db/schema';
import { BizError } from '../../http/errors';
import { earnBaseFen, earnedPoints, pointsToReverse } from './points.rules';

export const EARN_JOURNAL = 'order_earn';
export const EARN_BACK_JOURNAL = 'order_earn_back';
/** The predicate of the once-per-order unique index (migration 0030); take-backs stay outside it. */
const ONCE_PER_ORDER = sql<boolean>`order_id IS NOT NULL AND journal_type <> 'order_earn_back'`;

type Trx = Transaction<DB> | Database;

/** Guarded spend: fails instead of going negative, also under parallel orders. */
export async function spendPoints(trx: Trx, userId: number, points: number, orderId: string): Promise<void> {
  if (points <= 0) return;
  const res = await trx.updateTable('members').set((eb) => ({ point: eb('point', '-', points) }))
    .where('user_id', '=', userId).where('point', '>=', points).executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) throw new BizError('积分不足');
  await trx.insertInto('point_journal').values({ user_id: userId, outcome: points, journal_type: 'order_deduct', order_id: orderId, point_desc: `订单${orderId}抵扣` }).execute();
}

/** Returns an order's points once; a second call finds the journal row and does nothing. */
export async function refundOrderPoints(trx: Trx, userId: number, points: number, orderId: string): Promise<boolean> {
  if (points <= 0) return false;
  const ins = await trx.insertInto('point_journal').values({ user_id: userId, income: points, journal_type: 'order_refund', order_id: orderId, point_desc: `订单${orderId}取消退回` })
    .onConflict((oc) => oc.columns(['order_id', 'journal_type']).where(ONCE_PER_ORDER).doNothing()).executeTakeFirst();
  if (Number(ins.numInsertedOrUpdatedRows ?? 0) !== 1) return false;
  await trx.updateTable('members').set((eb) => ({ point: eb('point', '+', points) })).where('user_id', '=', userId).execute();
  return true;
}

/** Credits the points a completed order earns (at the rate it was placed under), once; returns the points credited now. */
export async function creditOrderPoints(trx: Trx, order: { order_id: string; user_id: number; total_fee: number; freight_fee: number; point_gain_rate: number }): Promise<number> {
  const points = earnedPoints(order);
  if (points <= 0) return 0;
  const ins = await trx.insertInto('point_journal').values({ user_id: order.user_id, income: points, journal_type: EARN_JOURNAL, order_id: order.order_id, point_desc: `订单${order.order_id}完成获得积分` })
    .onConflict((oc) => oc.columns(['order_id', 'journal_type']).where(ONCE_PER_ORDER).doNothing()).executeTakeFirst();
  if (Number(ins.numInsertedOrUpdatedRows ?? 0) !== 1) return 0;
  await trx.updateTable('members').set((eb) => ({ point: eb('point', '+', points) })).where('user_id', '=', order.user_id).execute();
  return points;
}

/**
 * Takes back the points an order earned: all that is left when `refundedFen` is omitted (cancel, full
 * refund), else the refund's share of the goods paid. Parallel calls queue on the earning's journal row,
 * so the total taken back never exceeds what was earned. A balance already spent is taken down to 0.
 * Returns the points taken back now.
 */
export async function reverseOrderPoints(trx: Trx, orderId: string, refundedFen?: number): Promise<number> {
  const earned = await trx.selectFrom('point_journal').select(['id', 'user_id', 'income']).where('order_id', '=', orderId).where('journal_type', '=', EARN_JOURNAL).forUpdate().executeTakeFirst();
  if (!earned) return 0;
  const { back } = await trx.selectFrom('point_journal').select((eb) => eb.fn.coalesce(eb.fn.sum<number>('outcome'), sql<number>`0`).as('back'))
    .where('order_id', '=', orderId).where('journal_type', '=', EARN_BACK_JOURNAL).executeTakeFirstOrThrow();
  const left = earned.income - Number(back);
  if (left <= 0) return 0;
  const order = await trx.selectFrom('orders').select(['total_fee', 'freight_fee']).where('order_id', '=', orderId).executeTakeFirstOrThrow();
  const want = refundedFen === undefined ? left : Math.min(left, pointsToReverse(earned.income, earnBaseFen(order), refundedFen));
  const member = await trx.selectFrom('members').select('point').where('user_id', '=', earned.user_id).forUpdate().executeTakeFirstOrThrow();
  const take = Math.min(want, member.point);
  if (take <= 0) return 0;
  await trx.updateTable('members').set((eb) => ({ point: eb('point', '-', take) })).where('user_id', '=', earned.user_id).execute();
  await trx.insertInto('point_journal').values({ user_id: earned.user_id, outcome: take, journal_type: EARN_BACK_JOURNAL, order_id: orderId, point_desc: `订单${orderId}退款扣回积分` }).execute();
  return take;
}

export async function grantPoints(db: Trx, userId: number, points: number, desc: string): Promise<void> {
  await db.updateTable('members').set((eb) => ({ point: eb('point', '+', points) })).where('user_id', '=', userId).execute();
  await db.insertInto('point_journal').values({ user_id: userId, income: points, journal_type: 'grant', point_desc: desc }).execute();
}

export async function pointJournal(db: Database, userId: number, page: number, size: number, outin?: string) {
  let q = db.selectFrom('point_journal').where('user_id', '=', userId);
  if (outin === 'income') q = q.where('income', '>', 0);
  if (outin === 'outcome') q = q.where('outcome', '>', 0);
  const { n } = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await q.selectAll().orderBy('id', 'desc').limit(size).offset((page - 1) * size).execute();
  return {
    list: rows.map((r) => {
      const t = Math.floor(new Date(r.created_at).getTime() / 1000);
      return { id: r.id, point_desc: r.point_desc, income: r.income, outcome: r.outcome, outin_type: r.income > 0 ? 'in' : 'out', journal_type: r.journal_type, order_id: r.order_id ?? '', created: t, updated: t };
    }),
    total_count: Number(n),
  };
}

export const ADJUST_JOURNAL = 'admin_adjust';

/**
 * An operator's adjustment (the console's 积分调整): positive adds, negative takes away but never below
 * zero (a guarded UPDATE, so parallel adjustments cannot overdraw). The reason goes into the member's
 * journal, where the member sees it. Returns the new balance.
 */
export async function adjustPoints(trx: Trx, userId: number, delta: number, reason: string): Promise<number> {
  if (!Number.isSafeInteger(delta) || delta === 0) throw new BizError('调整积分必须是非零整数');
  const row = delta > 0
    ? await trx.updateTable('members').set((eb) => ({ point: eb('point', '+', delta) })).where('user_id', '=', userId).returning('point').executeTakeFirst()
    : await trx.updateTable('members').set((eb) => ({ point: eb('point', '-', -delta) })).where('user_id', '=', userId).where('point', '>=', -delta).returning('point').executeTakeFirst();
  if (!row) {
    const exists = await trx.selectFrom('members').select('point').where('user_id', '=', userId).executeTakeFirst();
    throw exists ? new BizError(`积分不足，当前积分${exists.point}`) : new BizError('会员不存在', 404);
  }
  await trx.insertInto('point_journal').values({ user_id: userId, ...(delta > 0 ? { income: delta } : { outcome: -delta }), journal_type: ADJUST_JOURNAL, point_desc: `后台调整：${reason}` }).execute();
  return row.point;
}
