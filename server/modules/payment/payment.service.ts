/**
 * Payment as steps: check the order is payable → pick the method → open a trade → start the
 * gateway; and `markTradePaid`, the one way a trade becomes SUCCESS (a guarded UPDATE, so any
 * number of replayed notifications pay the order once).
 */
import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { Database } from '../../db/database.server';
import { BizError } from '../../http/errors';
import { closeIfExpired, memberOrder, payOrder } from '../order/order.actions';
import type { PaymentProvider } from './providers/index';
import { grantVip, vipOrderTitle } from '../vip/vip.service';

const ORDER_NOT_PAYABLE: Record<string, string> = { WAIT_PAID_CONFIRM: '付款凭证正在审核中', WAIT_GROUPS_SUCCESS: '订单已支付', PAYED: '订单已支付', WAIT_BUYER_CONFIRM: '订单已支付', DONE: '订单已完成', CANCEL: '订单已取消', CLOSED: '订单已关闭' };

export async function newTradeId(db: Pick<Database, 'getExecutor'>): Promise<string> {
  const { rows } = await sql<{ n: string }>`SELECT nextval('trade_no_seq')::text AS n`.execute(db);
  const day = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10).replace(/-/g, '');
  return `${day}9${rows[0].n.padStart(9, '0')}`;
}

export interface StartInput { userId: number; orderId: string; payType: string; returnUrl: string; publicUrl: string; clientIp: string }

export const ORDER_BEING_PAID = '订单正在支付中';

/**
 * The order's one open trade for this attempt. Under the order's row lock: a paid or closed order
 * is refused, an open trade of the same method is handed out again (same trade number, so paying
 * it twice is impossible), an open trade of another method is closed and replaced. The partial
 * unique index `trades_one_open_per_order` backs this up in the schema.
 */
async function openTrade(db: Database, orderId: string, userId: number, payType: string) {
  try {
    return await db.transaction().execute(async (trx) => {
      const order = await trx.selectFrom('orders').select(['order_id', 'order_status', 'total_fee']).where('order_id', '=', orderId).forUpdate().executeTakeFirstOrThrow();
      if (order.order_status !== 'NOTPAY') throw new BizError(ORDER_NOT_PAYABLE[order.order_status] ?? '订单状态异常');
      const open = await trx.selectFrom('trades').selectAll().where('order_id', '=', orderId).where('trade_state', '=', 'NOTPAY').executeTakeFirst();
      if (open && open.pay_type === payType && open.total_fee === order.total_fee) return open;
      if (open) await trx.updateTable('trades').set({ trade_state: 'CLOSED' }).where('trade_id', '=', open.trade_id).where('trade_state', '=', 'NOTPAY').execute();
      return trx.insertInto('trades').values({ trade_id: await newTradeId(trx), order_id: orderId, user_id: userId, pay_type: payType, total_fee: order.total_fee })
        .returningAll().executeTakeFirstOrThrow();
    });
  } catch (e) {
    if ((e as { constraint?: string }).constraint === 'trades_one_open_per_order') throw new BizError(ORDER_BEING_PAID);
    throw e;
  }
}

export async function startPayment(db: Database, provider: PaymentProvider | undefined, i: StartInput) {
  let order = await memberOrder(db, i.userId, i.orderId);
  if (await closeIfExpired(db, order)) order = await memberOrder(db, i.userId, i.orderId);
  if (order.order_status !== 'NOTPAY') throw new BizError(ORDER_NOT_PAYABLE[order.order_status] ?? '订单状态异常');
  if (!i.payType) throw new BizError('支付方式必填', 400);
  if (!provider) throw new BizError('不支持的支付方式');
  provider.assertReady();
  const items = await db.selectFrom('order_items').select('item_name').where('order_id', '=', order.order_id).execute();
  const subject = items.length > 1 ? `${items[0].item_name}等${items.length}件商品` : items[0]?.item_name ?? (await vipOrderTitle(db, order.order_id)) ?? `订单${order.order_id}`;
  const trade = await openTrade(db, order.order_id, i.userId, provider.code);
  const result = await provider.start({ trade, subject, returnUrl: i.returnUrl, publicUrl: i.publicUrl, clientIp: i.clientIp });
  if (result.paidNow && provider.settle) {
    const settle = provider.settle;
    await db.transaction().execute(async (trx) => {
      const paid = await applyTradePaid(trx, trade.trade_id, result.paidNow!.transactionId, trade.total_fee);
      // Money moves only for the request that flipped the trade, and only onto an order still payable.
      if (paid.applied && !paid.orderPaid) throw new BizError(ORDER_NOT_PAYABLE.CLOSED);
      if (paid.applied) await settle(trx, trade);
    });
  } else if (result.paidNow) await markTradePaid(db, trade.trade_id, result.paidNow.transactionId, trade.total_fee);
  return {
    ...result.payload,
    trade_info: { order_id: order.order_id, trade_id: trade.trade_id, trade_source_type: 'normal' },
    order_id: order.order_id, team_id: null, order_info: { order_id: order.order_id, total_fee: order.total_fee, order_type: order.order_type },
  };
}

export interface PaidOutcome { applied: boolean; orderPaid: boolean }

/**
 * Applies a verified "paid" once. The first caller flips the trade to SUCCESS and pays the order
 * in the same transaction; replays find the trade already SUCCESS and change nothing. A payment
 * for an order that closed meanwhile is kept and flagged for refund.
 */
export async function markTradePaid(db: Database, tradeId: string, transactionId: string, amountFen: number): Promise<PaidOutcome> {
  return db.transaction().execute((trx) => applyTradePaid(trx, tradeId, transactionId, amountFen));
}

/** The body of `markTradePaid`, for callers that move money in the same transaction (预存款). */
export async function applyTradePaid(trx: Transaction<DB>, tradeId: string, transactionId: string, amountFen: number): Promise<PaidOutcome> {
  const t = await trx.updateTable('trades').set({ trade_state: 'SUCCESS', transaction_id: transactionId, pay_date: new Date() })
    .where('trade_id', '=', tradeId).where('trade_state', '!=', 'SUCCESS').where('total_fee', '=', amountFen).returningAll().executeTakeFirst();
  if (!t) return { applied: false, orderPaid: false };
  const o = await payOrder(trx, t.order_id, t.pay_type);
  // A VIP order's goods are the period itself: granted in the payment's transaction.
  if (o?.order_class === 'vip') await grantVip(trx, o.order_id);
  if (!o) await trx.updateTable('trades').set({ refund_required: true }).where('trade_id', '=', tradeId).execute();
  return { applied: true, orderPaid: o !== null };
}

export async function findTrade(db: Database, tradeId: string) {
  return db.selectFrom('trades').selectAll().where('trade_id', '=', tradeId).executeTakeFirst();
}
