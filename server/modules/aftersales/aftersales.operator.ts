/**
 * The operator's side: approve, refuse, confirm the returned goods, refund. The refund is two steps:
 * one transaction claims the application (progress 8 → 9), adds the amounts to the order line and
 * order counters with guarded UPDATEs (never past what was paid), puts returned goods back in stock,
 * gives the coupon back when the whole order is refunded and closes such an order; then the payment
 * adapter moves the money, and a second transaction marks it done (9 → 6). A gateway that fails or
 * answers "processing" leaves the application at 9; refunding it again retries with the same refund id.
 */
import { DEPOSIT_PAY, refundToDeposit } from '../deposit/deposit.service';
import { sql } from 'kysely';
import type { Database } from '../../db/database.server';
import { commitRequestChanges } from '../../db/request-transaction.server';
import { BizError } from '../../http/errors';
import { releaseCoupon } from '../coupon/coupon.service';
import { move } from '../order/order.actions';
import type { PaymentProvider } from '../payment/providers/index';
import { aftersalesInfo, type AftersalesRow } from './aftersales.read';
import { lockedAftersales, moveAftersales, STALE_AFTERSALES, type Trx } from './aftersales.actions';
import { linePaidShares } from './rules';
import { reverseOrderPoints } from '../points/points.service';

export async function approve(db: Database, bn: string): Promise<AftersalesRow> {
  return db.transaction().execute(async (trx) => {
    const a = await lockedAftersales(trx, bn);
    return moveAftersales(trx, a, 'approve', {}, a.aftersales_type === 'ONLY_REFUND' ? '商家已同意，等待退款' : '商家已同意，请寄回商品');
  });
}

export async function refuse(db: Database, bn: string, reason: string): Promise<AftersalesRow> {
  if (!reason) throw new BizError('请填写驳回原因');
  if (reason.length > 200) throw new BizError('驳回原因不能超过200字');
  return db.transaction().execute(async (trx) => moveAftersales(trx, await lockedAftersales(trx, bn), 'refuse', { refuse_reason: reason }, `商家驳回：${reason}`));
}

/** 确认收货: the returned goods arrived; they go back on the shelf here (an exchange sends new ones out, so stock is even). */
export async function receiveGoods(db: Database, bn: string): Promise<AftersalesRow> {
  return db.transaction().execute(async (trx) => {
    const a = await lockedAftersales(trx, bn);
    return moveAftersales(trx, a, 'receive', {}, a.aftersales_type === 'EXCHANGING_GOODS' ? '商家已收到退回商品，换货已发出' : '商家已确认收货，等待退款');
  });
}

const REFUNDABLE_ORDER = ['PAYED', 'WAIT_BUYER_CONFIRM', 'DONE'];

async function newRefundBn(trx: Trx): Promise<string> {
  const { rows } = await sql<{ n: string }>`SELECT nextval('aftersales_no_seq')::text AS n`.execute(trx);
  return `R${Date.now()}${rows[0].n.padStart(6, '0')}`;
}

/** The money side of a refund, all or nothing. Returns the refund row to hand to the gateway. */
async function bookRefund(trx: Trx, a: AftersalesRow) {
  const order = await trx.selectFrom('orders').selectAll().where('order_id', '=', a.order_id).executeTakeFirstOrThrow();
  await moveAftersales(trx, a, 'refund', {}, '商家同意退款，退款处理中');
  if (!REFUNDABLE_ORDER.includes(order.order_status)) throw new BizError('订单当前状态不能退款');

  const all = await trx.selectFrom('order_items').select(['id', 'item_fee']).where('order_id', '=', order.order_id).orderBy('id').execute();
  const shares = linePaidShares(order.total_fee, all);
  const lines = await trx.selectFrom('aftersales_items as a').innerJoin('order_items as o', 'o.id', 'a.order_item_id')
    .select(['a.order_item_id', 'a.num', 'a.refund_fee', 'o.item_id']).where('a.aftersales_bn', '=', a.aftersales_bn).orderBy('a.order_item_id').execute();
  for (const l of lines) {
    const res = await trx.updateTable('order_items').set({ refunded_num: sql`refunded_num + ${l.num}`, refunded_fee: sql`refunded_fee + ${l.refund_fee}` })
      .where('id', '=', l.order_item_id).where(sql<boolean>`refunded_num + ${l.num} <= num`).where(sql<boolean>`refunded_fee + ${l.refund_fee} <= ${shares.get(l.order_item_id) ?? 0}`).executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) throw new BizError('退款金额超过该商品实付金额');
  }
  const refundFee = lines.reduce((n, l) => n + l.refund_fee, 0);
  const paid = await trx.updateTable('orders').set({ refund_fee: sql`refund_fee + ${refundFee}` })
    .where('order_id', '=', order.order_id).where(sql<boolean>`refund_fee + ${refundFee} <= total_fee`).where('order_status', 'in', REFUNDABLE_ORDER).executeTakeFirst();
  if (Number(paid.numUpdatedRows) !== 1) throw new BizError('退款金额超过订单实付金额');

  // Returned goods go back on the shelf; so do goods refunded before they were ever shipped.
  if (a.aftersales_type === 'REFUND_GOODS' || !order.shipped_at) {
    for (const l of [...lines].sort((x, y) => x.item_id - y.item_id)) await trx.updateTable('items').set({ store: sql`store + ${l.num}` }).where('item_id', '=', l.item_id).execute();
  }

  // Points the order earned come back in proportion to the money refunded (issue 8 point 4).
  await reverseOrderPoints(trx, order.order_id, refundFee);

  // The coupon rule: a coupon belongs to the whole order, so it comes back only when every line has been refunded.
  const left = await trx.selectFrom('order_items').select('id').where('order_id', '=', order.order_id).where(sql<boolean>`refunded_num < num`).executeTakeFirst();
  if (!left) {
    await releaseCoupon(trx, order.order_id);
    if (!(await move(trx, order, 'refund'))) throw STALE_AFTERSALES();
  }

  const trade = await trx.selectFrom('trades').selectAll().where('order_id', '=', order.order_id).where('trade_state', '=', 'SUCCESS').executeTakeFirst();
  const row = await trx.insertInto('aftersales_refunds').values({
    refund_bn: await newRefundBn(trx), aftersales_bn: a.aftersales_bn, order_id: order.order_id, trade_id: trade?.trade_id ?? null,
    pay_type: trade?.pay_type ?? order.pay_type, refund_fee: refundFee, refund_status: 'PROCESSING',
  }).returningAll().executeTakeFirstOrThrow();
  // 预存款 goes back to the balance with the booking itself; the provider then only confirms.
  if (trade?.pay_type === DEPOSIT_PAY) await refundToDeposit(trx, { userId: order.user_id, refundBn: row.refund_bn, orderId: order.order_id, fee: refundFee });
  return row;
}

export interface RefundDeps { provider: (payType: string) => PaymentProvider | undefined; publicUrl: string }

export async function refund(db: Database, bn: string, deps: RefundDeps) {
  const r = await db.transaction().execute(async (trx) => {
    const a = await lockedAftersales(trx, bn);
    if (a.progress === 9) {
      // A gateway refund that has not finished: ask again with the same refund id.
      const pending = await trx.selectFrom('aftersales_refunds').selectAll().where('aftersales_bn', '=', bn).where('refund_status', '=', 'PROCESSING').executeTakeFirst();
      if (!pending) throw STALE_AFTERSALES();
      return pending;
    }
    return bookRefund(trx, a);
  });

  const trade = r.trade_id ? await db.selectFrom('trades').selectAll().where('trade_id', '=', r.trade_id).executeTakeFirst() : undefined;
  let state: 'SUCCESS' | 'PROCESSING' = 'SUCCESS';
  if (trade && r.refund_fee > 0) {
    const provider = deps.provider(trade.pay_type);
    if (!provider) throw new BizError('该支付方式不支持原路退款');
    // The booked refund (and the operator's log row) must be durable before the gateway moves money.
    await commitRequestChanges();
    try {
      state = (await provider.refund({ trade, refundId: r.refund_bn, refundFee: r.refund_fee, reason: `售后退款${bn}`, publicUrl: deps.publicUrl })).state;
    } catch (e) {
      const message = e instanceof BizError ? e.message : '退款提交失败';
      await db.updateTable('aftersales_refunds').set({ gateway_message: message.slice(0, 200) }).where('refund_bn', '=', r.refund_bn).execute();
      throw new BizError(`${message}，请稍后重试退款`);
    }
  }
  if (state === 'SUCCESS') {
    await db.transaction().execute(async (trx) => {
      const done = await trx.updateTable('aftersales_refunds').set({ refund_status: 'SUCCESS', refunded_at: new Date(), gateway_message: '' })
        .where('refund_bn', '=', r.refund_bn).where('refund_status', '=', 'PROCESSING').executeTakeFirst();
      if (Number(done.numUpdatedRows) !== 1) return;
      await moveAftersales(trx, await lockedAftersales(trx, bn), 'refunded', {}, `退款完成，退款金额${(r.refund_fee / 100).toFixed(2)}元`);
    });
  }
  return aftersalesInfo(db, bn);
}
