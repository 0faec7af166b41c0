/**
 * Every change of an order's status: `transition` decides, a conditional UPDATE
 * (`WHERE order_status = <expected>`) applies, and the move's effects (stock, coupon, points,
 * trades) run in the same transaction, so each happens exactly once whoever races.
 */
import { sql, type Selectable, type Transaction } from 'kysely';
import type { Database } from '../../db/database.server';
import type { DB, OrdersTable } from '../../db/schema';
import { BizError, notFound } from '../../http/errors';
import { consumeCoupon, releaseCoupon } from '../coupon/coupon.service';
import { creditOrderPoints, refundOrderPoints, reverseOrderPoints } from '../points/points.service';
import { canMove, effectsOf, transition, type OrderEvent, type OrderState } from './state-machine';
import { orderMoveHooks } from './hooks';

export type OrderRow = Selectable<OrdersTable>;
type Trx = Transaction<DB>;
type OrderPatch = Partial<Pick<OrderRow, 'paid_at' | 'shipped_at' | 'done_at' | 'cancelled_at' | 'cancel_reason' | 'pay_type' | 'refund_fee' | 'ziti_status' | 'offline_pay_check_status' | 'auto_cancel_time'>>;

export const STALE = () => new BizError('订单状态已变化，请刷新后重试');

/** Applies `event` to `order`; null when another request moved the order first. */
export async function move(trx: Trx, order: OrderRow, event: OrderEvent, patch: OrderPatch = {}): Promise<OrderRow | null> {
  const from = order.order_status as OrderState;
  const to = transition(from, event);
  const fx = effectsOf(from, event);
  const row = await trx.updateTable('orders').set({ ...patch, order_status: to, ...(fx.refundMoney ? { refund_fee: order.total_fee } : {}) })
    .where('order_id', '=', order.order_id).where('order_status', '=', from).returningAll().executeTakeFirst();
  if (!row) return null;
  if (fx.releaseStock) await releaseStock(trx, order.order_id);
  if (fx.releaseCoupon) await releaseCoupon(trx, order.order_id);
  if (fx.refundPoints) await refundOrderPoints(trx, order.user_id, order.point_use, order.order_id);
  if (fx.consumeCoupon) await consumeCoupon(trx, order.order_id);
  if (fx.creditPoints) await creditOrderPoints(trx, row);
  if (fx.reversePoints) await reverseOrderPoints(trx, order.order_id);
  if (fx.closeTrades) await trx.updateTable('trades').set({ trade_state: 'CLOSED' }).where('order_id', '=', order.order_id).where('trade_state', '=', 'NOTPAY').execute();
  // Real gateways are refunded by an operator from the trade marked here; the test payment moved no money,
  // and 预存款 goes back to the balance in this same transaction (deposit/hooks.ts).
  if (fx.refundMoney) await trx.updateTable('trades').set({ refund_required: true }).where('order_id', '=', order.order_id).where('trade_state', '=', 'SUCCESS').where('pay_type', 'not in', ['testpay', 'deposit']).execute();
  for (const hook of orderMoveHooks) await hook(trx, order, row, event);
  return row;
}

/** Puts the order's quantities back on the shelf (called only by a move that releases stock). */
async function releaseStock(trx: Trx, orderId: string): Promise<void> {
  await sql`UPDATE items i SET store = i.store + x.n
    FROM (SELECT item_id, SUM(num)::int AS n FROM order_items WHERE order_id = ${orderId} GROUP BY item_id) x
    WHERE i.item_id = x.item_id`.execute(trx);
}

export async function memberOrder(db: Database | Trx, userId: number, orderId: string): Promise<OrderRow> {
  const o = await db.selectFrom('orders').selectAll().where('order_id', '=', orderId).where('user_id', '=', userId).executeTakeFirst();
  if (!o) throw notFound('订单不存在');
  return o;
}

export async function cancelOrder(db: Database, userId: number, orderId: string, reason: string): Promise<OrderRow> {
  return db.transaction().execute(async (trx) => {
    await trx.selectFrom('orders').select('order_id').where('order_id', '=', orderId).forUpdate().executeTakeFirst();
    const o = await memberOrder(trx, userId, orderId);
    // After-sales owns the money of an order it is working on: no whole-order refund on top of it.
    const open = await trx.selectFrom('aftersales').select('aftersales_bn').where('order_id', '=', orderId).where('progress', 'not in', [3, 5, 7]).executeTakeFirst();
    if (open) throw new BizError('该订单已申请售后，不能取消');
    const row = await move(trx, o, 'cancel', { cancelled_at: new Date(), cancel_reason: reason.slice(0, 200) || '用户取消' });
    if (!row) throw STALE();
    return row;
  });
}

/** Closes an unpaid order past its auto_cancel_time; true when this call closed it. */
export async function closeIfExpired(db: Database, order: Pick<OrderRow, 'order_id' | 'order_status' | 'auto_cancel_time'>, now = new Date()): Promise<boolean> {
  if (order.order_status !== 'NOTPAY' || new Date(order.auto_cancel_time) > now) return false;
  return db.transaction().execute(async (trx) => {
    const o = await trx.selectFrom('orders').selectAll().where('order_id', '=', order.order_id).executeTakeFirst();
    if (!o || !canMove(o.order_status, 'timeout') || new Date(o.auto_cancel_time) > now) return false;
    return (await move(trx, o, 'timeout', { cancelled_at: now, cancel_reason: '订单超时未支付，系统自动关闭' })) !== null;
  });
}

/** The background job's body: closes every expired unpaid order (optionally one member's). */
export async function closeExpiredOrders(db: Database, opts: { userId?: number; limit?: number } = {}): Promise<number> {
  let q = db.selectFrom('orders').select(['order_id', 'order_status', 'auto_cancel_time']).where('order_status', '=', 'NOTPAY').where('auto_cancel_time', '<=', new Date());
  if (opts.userId) q = q.where('user_id', '=', opts.userId);
  const due = await q.orderBy('auto_cancel_time').limit(opts.limit ?? 200).execute();
  let closed = 0;
  for (const o of due) if (await closeIfExpired(db, o)) closed++;
  return closed;
}

/** Marks the order paid inside the payment's transaction; null when it is no longer payable. */
export async function payOrder(trx: Trx, orderId: string, payType: string): Promise<OrderRow | null> {
  const o = await trx.selectFrom('orders').selectAll().where('order_id', '=', orderId).executeTakeFirst();
  if (!o || !canMove(o.order_status, 'pay')) return null;
  // A group order's money waits for its team (WAIT_GROUPS_SUCCESS) before the order counts as paid.
  return move(trx, o, o.order_class === 'groups' ? 'pay_group' : 'pay', { paid_at: new Date(), pay_type: payType });
}

export async function shipOrder(db: Database, orderId: string, corp: string, code: string): Promise<OrderRow> {
  if (!corp || corp.length > 40) throw new BizError('请填写快递公司');
  if (!/^[A-Za-z0-9-]{6,30}$/.test(code)) throw new BizError('请填写正确的快递单号');
  return db.transaction().execute(async (trx) => {
    const o = await trx.selectFrom('orders').selectAll().where('order_id', '=', orderId).executeTakeFirst();
    if (!o) throw notFound('订单不存在');
    const row = await move(trx, o, 'ship', { shipped_at: new Date() });
    if (!row) throw STALE();
    await trx.insertInto('order_deliveries').values({ order_id: orderId, delivery_corp_name: corp, delivery_code: code, items_num: o.total_num }).execute();
    return row;
  });
}

export async function confirmReceipt(db: Database, userId: number, orderId: string): Promise<OrderRow> {
  return db.transaction().execute(async (trx) => {
    const o = await memberOrder(trx, userId, orderId);
    const row = await move(trx, o, 'confirm', { done_at: new Date() });
    if (!row) throw STALE();
    return row;
  });
}

export const MAX_RATE_PICS = 3;
export interface RateInput { item_id: number; star: number; content: string; pics: string[] }

/** Rates a finished order once (the is_rate guard and a unique (order, item) constraint). */
export async function rateOrder(db: Database, userId: number, orderId: string, rates: RateInput[], anonymous: boolean): Promise<void> {
  if (!rates.length) throw new BizError('请填写评价内容');
  for (const r of rates) {
    if (!Number.isInteger(r.star) || r.star < 1 || r.star > 5) throw new BizError('评分须为1-5星');
    if (r.content.length > 500) throw new BizError('评价内容不能超过500字');
    if (r.pics.length > MAX_RATE_PICS) throw new BizError(`每件商品最多上传${MAX_RATE_PICS}张图片`);
  }
  // Pictures must be ones this member uploaded (checked by content on upload).
  const pics = [...new Set(rates.flatMap((r) => r.pics))];
  if (pics.length) {
    const own = await db.selectFrom('member_uploads').select('url').where('user_id', '=', userId).where('url', 'in', pics).execute();
    if (own.length !== pics.length) throw new BizError('图片无效，请重新上传');
  }
  await db.transaction().execute(async (trx) => {
    const o = await memberOrder(trx, userId, orderId);
    if (o.order_status !== 'DONE') throw new BizError('订单完成后才能评价');
    const itemIds = new Set((await trx.selectFrom('order_items').select('item_id').where('order_id', '=', orderId).execute()).map((i) => i.item_id));
    if (rates.some((r) => !itemIds.has(r.item_id))) throw new BizError('评价的商品不在该订单中');
    const res = await trx.updateTable('orders').set({ is_rate: true }).where('order_id', '=', orderId).where('is_rate', '=', false).executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) throw new BizError('该订单已评价');
    await trx.insertInto('order_rates').values(rates.map((r) => ({ order_id: orderId, item_id: r.item_id, user_id: userId, star: r.star, content: r.content, pics: JSON.stringify(r.pics) as never, anonymous }))).execute();
    await trx.updateTable('order_items').set({ is_rate: true }).where('order_id', '=', orderId).execute();
  });
}
