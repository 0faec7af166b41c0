/**
 * Teams that did not fill up in time. The job marks them FAIL, closes their unpaid orders, and refunds
 * every paid member: one transaction moves the order WAIT_GROUPS_SUCCESS → CANCEL (the state machine's
 * group_fail: stock, coupon and points back, refund_fee booked — once, by the guarded status UPDATE)
 * and writes the order's one refund row; then the payment adapter moves the money with that row's id,
 * and a guarded UPDATE marks it done. A refund the gateway has not finished stays PROCESSING and is
 * asked again (same refund id) on the next run, so a restart loses nothing and pays back nothing twice.
 */
import { sql } from 'kysely';
import type { Database } from '../../db/database.server';
import { BizError } from '../../http/errors';
import { cancelOrder, move } from '../order/order.actions';
import type { PaymentProvider } from '../payment/providers/index';

export interface RefundDeps { provider: (payType: string) => PaymentProvider | undefined; publicUrl: string }

const FAIL_REASON = '拼团失败，系统自动退款';

async function newRefundBn(db: Database): Promise<string> {
  const { rows } = await sql<{ n: string }>`SELECT nextval('group_team_seq')::text AS n`.execute(db);
  return `G${Date.now()}${rows[0].n.padStart(6, '0')}`;
}

/** Books the failed group order's refund; null when another run already did. */
async function bookRefund(db: Database, orderId: string) {
  const bn = await newRefundBn(db);
  return db.transaction().execute(async (trx) => {
    const o = await trx.selectFrom('orders').selectAll().where('order_id', '=', orderId).forUpdate().executeTakeFirst();
    if (!o || o.order_status !== 'WAIT_GROUPS_SUCCESS') return null;
    if (!(await move(trx, o, 'group_fail', { cancelled_at: new Date(), cancel_reason: FAIL_REASON }))) return null;
    const trade = await trx.selectFrom('trades').selectAll().where('order_id', '=', orderId).where('trade_state', '=', 'SUCCESS').executeTakeFirst();
    return trx.insertInto('order_refunds').values({
      refund_bn: bn, order_id: orderId, trade_id: trade?.trade_id ?? null, pay_type: trade?.pay_type ?? o.pay_type, refund_fee: o.total_fee, reason: '拼团失败',
    }).returningAll().executeTakeFirstOrThrow();
  });
}

/** Sends one PROCESSING refund to its gateway and records the answer. */
export async function settleRefund(db: Database, refundBn: string, deps: RefundDeps): Promise<'SUCCESS' | 'PROCESSING'> {
  const r = await db.selectFrom('order_refunds').selectAll().where('refund_bn', '=', refundBn).executeTakeFirstOrThrow();
  if (r.refund_status === 'SUCCESS') return 'SUCCESS';
  const trade = r.trade_id ? await db.selectFrom('trades').selectAll().where('trade_id', '=', r.trade_id).executeTakeFirst() : undefined;
  let state: 'SUCCESS' | 'PROCESSING' = 'SUCCESS';
  if (trade && r.refund_fee > 0) {
    try {
      const provider = deps.provider(trade.pay_type);
      if (!provider) throw new BizError('该支付方式不支持原路退款');
      state = (await provider.refund({ trade, refundId: r.refund_bn, refundFee: r.refund_fee, reason: FAIL_REASON, publicUrl: deps.publicUrl })).state;
    } catch (e) {
      const message = e instanceof BizError ? e.message : '退款提交失败';
      await db.updateTable('order_refunds').set({ gateway_message: message.slice(0, 200) }).where('refund_bn', '=', refundBn).execute();
      return 'PROCESSING';
    }
  }
  if (state === 'SUCCESS') {
    await db.transaction().execute(async (trx) => {
      const done = await trx.updateTable('order_refunds').set({ refund_status: 'SUCCESS', refunded_at: new Date(), gateway_message: '' })
        .where('refund_bn', '=', refundBn).where('refund_status', '=', 'PROCESSING').executeTakeFirst();
      if (Number(done.numUpdatedRows) === 1 && r.trade_id) await trx.updateTable('trades').set({ refund_required: false }).where('trade_id', '=', r.trade_id).execute();
    });
  }
  return state;
}

export interface ExpiryReport { failedTeams: number; closedUnpaid: number; refunded: number; pending: number }

/** The job's body: fail expired teams, close their unpaid orders, refund their paid ones, retry pending refunds. */
export async function expireTeams(db: Database, deps: RefundDeps, now = new Date()): Promise<ExpiryReport> {
  const failed = await db.updateTable('group_teams').set({ status: 'FAIL', finished_at: now })
    .where('status', '=', 'WAITING').where('expires_at', '<=', now).returning('team_id').execute();
  const onFailed = () => db.selectFrom('orders as o').innerJoin('group_teams as t', 't.team_id', 'o.team_id').where('t.status', '=', 'FAIL');

  let closedUnpaid = 0;
  for (const o of await onFailed().select(['o.order_id', 'o.user_id']).where('o.order_status', '=', 'NOTPAY').execute()) {
    await cancelOrder(db, o.user_id, o.order_id, '拼团失败，订单已关闭').then(() => closedUnpaid++, () => undefined);
  }
  for (const o of await onFailed().select('o.order_id').where('o.order_status', '=', 'WAIT_GROUPS_SUCCESS').execute()) await bookRefund(db, o.order_id);

  let refunded = 0; let pending = 0;
  for (const r of await db.selectFrom('order_refunds').select('refund_bn').where('refund_status', '=', 'PROCESSING').orderBy('created_at').limit(200).execute()) {
    if ((await settleRefund(db, r.refund_bn, deps)) === 'SUCCESS') refunded++; else pending++;
  }
  return { failedTeams: failed.length, closedUnpaid, refunded, pending };
}
