/**
 * Step 8: writes the order in the transaction that reserved its stock. The header insert claims the
 * member's request key (ON CONFLICT DO NOTHING → a duplicate submit), the ordered cart lines are
 * taken (a second order from the same lines finds them gone), then coupon and points are spent
 * with guarded updates.
 */
import { sql, type Transaction } from 'kysely';
import type { DB, OrderInvoice } from '../../../db/schema';
import { BizError } from '../../../http/errors';
import { lockCoupon } from '../../coupon/coupon.service';
import { spendPoints } from '../../points/points.service';
import type { PricedLine } from './price';
import type { Receiver } from './receiver';
import type { Totals } from './totals';
import { newZitiCode, type Pickup } from '../../ziti/pickup.service';

export class DuplicateRequest extends Error {}

export interface OrderDraft {
  userId: number; requestKey: string | null; cartType: 'cart' | 'fastbuy'; receiptType: string; distributorId: number; payType: string;
  lines: PricedLine[]; totals: Totals; totalNum: number; couponCode: string | null; pointUse: number;
  /** Points per yuan the order earns on completion (the rule read in this transaction). */
  pointGainRate: number;
  receiver: Receiver | null; remark: string; invoice: OrderInvoice | null; autoCancelTime: Date;
  /** Activity orders (seckill, groups); normal otherwise. */
  orderClass?: string; orderType?: string;
  /** Self-pickup: where and when; the order gets its pickup code here. */
  pickup?: Pickup | null;
}

/** Long numeric order id (api-contract §7): Beijing date + a database sequence. */
export async function newOrderId(trx: Transaction<DB>): Promise<string> {
  const { rows } = await sql<{ n: string }>`SELECT nextval('order_no_seq')::text AS n`.execute(trx);
  const day = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10).replace(/-/g, '');
  return `${day}${rows[0].n.padStart(8, '0')}`;
}

export async function writeOrder(trx: Transaction<DB>, d: OrderDraft): Promise<string> {
  const orderId = await newOrderId(trx);
  const inserted = await trx.insertInto('orders').values({
    order_id: orderId, user_id: d.userId, request_key: d.requestKey, order_status: 'NOTPAY', cart_type: d.cartType, pay_type: d.payType,
    order_class: d.orderClass ?? 'normal', order_type: d.orderType ?? 'normal',
    ...(d.pickup ? { ziti_info: JSON.stringify(d.pickup.info), ziti_code: newZitiCode(), ziti_status: 'PENDING' } : {}),
    receipt_type: d.receiptType, distributor_id: d.distributorId, ...d.totals, coupon_code: d.couponCode, point_use: d.pointUse, point_gain_rate: d.pointGainRate,
    total_num: d.totalNum, ...(d.receiver ?? {}), remark: d.remark, invoice: d.invoice ? JSON.stringify(d.invoice) : null, auto_cancel_time: d.autoCancelTime,
  }).onConflict((oc) => oc.columns(['user_id', 'request_key']).doNothing()).returning('order_id').executeTakeFirst();
  if (!inserted) throw new DuplicateRequest();

  // Activity lines come from their activity, not a cart row (cart_id 0).
  const cartIds = d.lines.map((l) => l.cart_id).filter((id) => id > 0);
  const taken = cartIds.length ? await trx.deleteFrom('carts').where('user_id', '=', d.userId).where('cart_id', 'in', cartIds).executeTakeFirst() : { numDeletedRows: 0n };
  if (Number(taken.numDeletedRows) !== cartIds.length) throw new BizError('购物车已变化，请刷新后重新下单');

  if (d.couponCode) await lockCoupon(trx, d.userId, d.couponCode, orderId);
  await spendPoints(trx, d.userId, d.pointUse, orderId);
  await trx.insertInto('order_items').values(d.lines.map((l) => ({
    order_id: orderId, item_id: l.item_id, goods_id: l.goods_id, item_name: l.item_name, pic: l.pic, item_spec_desc: l.item_spec_desc,
    price: l.price, market_price: l.market_price, num: l.num, item_fee: l.total_fee, order_item_type: l.order_item_type ?? 'normal',
  }))).execute();
  return orderId;
}
