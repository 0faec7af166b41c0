/**
 * Points balance movements. The balance is `members.point` (CHECK >= 0); every movement writes a
 * journal row, and an order's deduction and refund each happen at most once (unique index).
 */
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/database.server';
import type { DB } from '../../db/schema';
import { BizError } from '../../http/errors';

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
    .onConflict((oc) => oc.columns(['order_id', 'journal_type']).where(sql<boolean>`order_id IS NOT NULL`).doNothing()).executeTakeFirst();
  if (Number(ins.numInsertedOrUpdatedRows ?? 0) !== 1) return false;
  await trx.updateTable('members').set((eb) => ({ point: eb('point', '+', points) })).where('user_id', '=', userId).execute();
  return true;
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
