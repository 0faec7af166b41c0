/**
 * 预存款 (member deposit): the balance lives on `members.deposit` (CHECK deposit >= 0) and every change
 * writes one `deposit_journal` row in the same transaction. A debit is a conditional UPDATE
 * (`WHERE deposit >= amount`), so parallel payments can never overdraw; `(kind, ref)` is unique, so a
 * payment, refund or cancellation is booked once whoever races.
 */
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { BizError } from '../../http/errors';

type Trx = Transaction<DB>;
export type DepositKind = 'recharge' | 'adjust' | 'pay' | 'refund' | 'cancel' | 'forfeit';

export const DEPOSIT_PAY = 'deposit';
export const DEPOSIT_NAME = '预存款支付';
export const INSUFFICIENT = '预存款余额不足';
/** One top-up or adjustment at most ¥100,000 (fen). */
export const MAX_DEPOSIT_CHANGE = 10_000_000;

export const KIND_LABEL: Record<DepositKind, string> = { recharge: '充值', adjust: '调整', pay: '消费', refund: '售后退款', cancel: '取消订单退回', forfeit: '注销清零' };

export interface DepositMove { userId: number; amount: number; kind: DepositKind; ref?: string | null; remark: string; operatorId?: number | null }

/** Moves `amount` fen (negative = debit) and journals it; returns the new balance. */
export async function moveDeposit(trx: Trx, m: DepositMove): Promise<number> {
  if (!Number.isSafeInteger(m.amount) || m.amount === 0) throw new BizError('金额必须是非零整数（分）');
  const row = m.amount > 0
    ? await trx.updateTable('members').set((eb) => ({ deposit: eb('deposit', '+', m.amount) })).where('user_id', '=', m.userId).returning('deposit').executeTakeFirst()
    : await trx.updateTable('members').set((eb) => ({ deposit: eb('deposit', '-', -m.amount) })).where('user_id', '=', m.userId).where('deposit', '>=', -m.amount).returning('deposit').executeTakeFirst();
  if (!row) {
    const exists = await trx.selectFrom('members').select('deposit').where('user_id', '=', m.userId).executeTakeFirst();
    throw exists ? new BizError(`${INSUFFICIENT}，当前余额${(exists.deposit / 100).toFixed(2)}元`) : new BizError('会员不存在', 404);
  }
  await trx.insertInto('deposit_journal').values({ user_id: m.userId, kind: m.kind, amount: m.amount, balance: row.deposit, ref: m.ref ?? null, remark: m.remark.slice(0, 200), operator_id: m.operatorId ?? null }).execute();
  return row.deposit;
}

/** Debits a deposit trade inside the transaction that marks it paid. */
export async function payFromDeposit(trx: Trx, trade: { trade_id: string; order_id: string; user_id: number; total_fee: number }): Promise<void> {
  if (trade.total_fee <= 0) return;
  await moveDeposit(trx, { userId: trade.user_id, amount: -trade.total_fee, kind: 'pay', ref: trade.trade_id, remark: `订单${trade.order_id}支付` });
}

/** A refund of a deposit payment goes back to the balance in the refund's own booking transaction. */
export async function refundToDeposit(trx: Trx, r: { userId: number; refundBn: string; orderId: string; fee: number }): Promise<void> {
  if (r.fee <= 0) return;
  await moveDeposit(trx, { userId: r.userId, amount: r.fee, kind: 'refund', ref: r.refundBn, remark: `订单${r.orderId}售后退款` });
}

export async function journalPage(trx: Pick<Trx, 'selectFrom'>, userId: number, page: number, pageSize: number) {
  const q = trx.selectFrom('deposit_journal').where('user_id', '=', userId);
  const { n } = await q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  const rows = await q.selectAll().orderBy('id', 'desc').limit(pageSize).offset((page - 1) * pageSize).execute();
  return { rows, total: Number(n) };
}
