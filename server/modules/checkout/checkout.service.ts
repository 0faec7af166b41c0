/**
 * Checkout as named steps (STYLE §10): load lines → price → coupon → points → freight → totals,
 * then, for an order, reserve stock → write order in one transaction. The client's prices and
 * totals are never read.
 */
import type { Database } from '../../db/database.server';
import { BizError } from '../../http/errors';
import { param } from '../../http/wire';
import { deductPointRule, pointRule, samePointPricing, type PointRule } from '../points/points.rules';
import { currentPointRule } from '../points/rule.service';
import { payOrder } from '../order/order.actions';
import type { CheckoutParams } from './params';
import { checkoutItems } from './input';
import { loadLines } from './steps/load-lines';
import { priceLines, type Priced } from './steps/price';
import { applyCoupon, type CouponApplied } from './steps/coupon';
import { applyPoints, type PointsApplied } from './steps/points';
import { freightFee } from './steps/freight';
import { totals, type Totals } from './steps/totals';
import { resolveReceiver, type Receiver } from './steps/receiver';
import { reserveStock } from './steps/reserve-stock';
import { DuplicateRequest, writeOrder } from './steps/write-order';
import { applyPromotions, recordPromotions } from './steps/promotions';
import { activityOrder, type ActivityOrder } from './steps/activity';
import { resolvePickup, type Pickup } from '../ziti/pickup.service';
import { confirmPrices } from '../staff/staff-price';

export interface Quote {
  /** Lines at catalogue prices (what the order's transaction checks again); none for an activity order. */
  catalogLines: Priced['lines'];
  activity: ActivityOrder | null; pickup: Pickup | null; priced: Priced; coupon: CouponApplied; points: PointsApplied; totals: Totals; receiver: Receiver | null; distributorId: number;
  /** The point rule the points were priced with. */
  pointRule: PointRule }

const EMPTY_RECEIVER: Receiver = { receiver_name: '', receiver_mobile: '', receiver_state: '', receiver_city: '', receiver_district: '', receiver_address: '', receiver_zip: '' };

export async function quoteCheckout(db: Database, userId: number, p: CheckoutParams, requireReceiver: boolean): Promise<Quote> {
  const activity = await activityOrder(db, userId, p.activity);
  const lines = activity?.lines ?? await loadLines(db, userId, p.cartType, p.distributorId);
  const distributorId = p.distributorId ?? lines[0].shop_id;
  if (p.receiptType === 'ziti') {
    const shop = await db.selectFrom('shops').select('is_ziti').where('distributor_id', '=', distributorId).executeTakeFirst();
    if (!shop?.is_ziti) throw new BizError('该店铺不支持自提');
  }
  // An activity (seckill, group buy) has its own price: cart promotions don't stack on it.
  const base = priceLines(lines);
  const priced = activity ? { ...base, promotion_discount: 0, claims: [] } : await applyPromotions(db, userId, base, p.cartType);
  const coupon = await applyCoupon(db, userId, p.couponCode, priced.item_fee);
  const member = await db.selectFrom('members').select('point').where('user_id', '=', userId).executeTakeFirstOrThrow();
  const goodsAfterCoupon = priced.item_fee - coupon.discount;
  const rule = await currentPointRule(db);
  const points = applyPoints(member.point, p.pointUse, goodsAfterCoupon, rule);
  const freight = freightFee(goodsAfterCoupon, p.receiptType);
  // Self-pickup: the pickup person stands in for the receiver; no address is read.
  const pickup = p.receiptType === 'ziti' ? await resolvePickup(db, distributorId, p.receiver, requireReceiver) : null;
  const receiver = p.receiptType === 'ziti' ? (pickup && { ...EMPTY_RECEIVER, receiver_name: pickup.receiver_name, receiver_mobile: pickup.receiver_mobile })
    : await resolveReceiver(db, userId, p.addressId, p.receiver, requireReceiver);
  return { catalogLines: activity ? [] : base.lines, activity, pickup, priced, coupon, points, totals: totals(priced.item_fee, coupon.discount, points.point_fee, freight), receiver, distributorId, pointRule: rule };
}

/** getFreightFee's answer (api-contract §4.6). */
export function quoteResponse(q: Quote, p: CheckoutParams) {
  const items = q.priced.lines.map((l) => ({ item_id: l.item_id, goods_id: l.goods_id, item_name: l.item_name, pic: l.pic, price: l.price, num: l.num,
    total_fee: l.total_fee, item_fee: l.total_fee, item_spec_desc: l.item_spec_desc, order_item_type: l.order_item_type ?? 'normal', store: l.store }));
  return {
    items, logistics_items: items, ...q.totals, totalItemNum: q.priced.total_num, item_num: q.priced.total_num,
    coupon_info: q.coupon.code ? { coupon_code: q.coupon.code, title: q.coupon.title, discount_fee: q.coupon.discount } : null,
    user_point: q.points.user_point, max_point: q.points.max_point, max_point_ziti: q.points.max_point, point_use: q.points.point_use, point_fee: q.totals.point_fee,
    deduct_point_rule: deductPointRule(q.pointRule), point_rule: pointRule(q.pointRule), freight_type: 'cash', receipt_type: p.receiptType,
    distributor_id: q.distributorId, is_distribution: false, invoice_status: true, ...(q.receiver ?? {}), ziti_info: q.pickup?.info ?? null,
  };
}

async function orderByKey(db: Database, userId: number, key: string | null) {
  if (!key) return undefined;
  return db.selectFrom('orders').selectAll().where('user_id', '=', userId).where('request_key', '=', key).executeTakeFirst();
}

const createdResponse = (o: { order_id: string; pay_type: string; order_type: string; total_fee: number; order_status: string; team_id: string | null }) =>
  ({ order_id: o.order_id, pay_type: o.pay_type, order_type: o.order_type, team_id: o.team_id, total_fee: o.total_fee, order_status: o.order_status });

export interface Created { response: ReturnType<typeof createdResponse>; soldOut: number[] }

/** order_new: idempotent per (member, request key); on any failure an order already made with the key is the answer. */
export async function createOrder(db: Database, userId: number, p: CheckoutParams, timeoutMinutes: number): Promise<Created> {
  const existing = await orderByKey(db, userId, p.requestKey);
  if (existing) return { response: createdResponse(existing), soldOut: [] };
  try {
    const q = await quoteCheckout(db, userId, p, true);
    return await db.transaction().execute(async (trx) => {
      // The rule in force when the order is written (a save waits for this transaction): the points must be priced
      // by it, and the order keeps its earning rate for completion, whatever the rule says later.
      const rule = await currentPointRule(trx, true);
      if (q.points.point_use > 0 && !samePointPricing(rule, q.pointRule)) throw new BizError('积分规则已调整，请重新确认订单');
      const soldOut = await reserveStock(trx, q.priced.lines);
      await confirmPrices(trx, userId, q.catalogLines);
      const orderId = await writeOrder(trx, {
        userId, requestKey: p.requestKey, cartType: p.cartType, receiptType: p.receiptType, distributorId: q.distributorId, payType: p.payType,
        lines: q.priced.lines, totals: q.totals, totalNum: q.priced.total_num, couponCode: q.coupon.code, pointUse: q.points.point_use, pointGainRate: rule.gain_point,
        receiver: q.receiver, remark: p.remark, invoice: p.invoice, autoCancelTime: new Date(Date.now() + timeoutMinutes * 60_000),
        orderClass: q.activity?.orderClass, orderType: q.activity?.orderType, pickup: q.pickup,
      });
      await recordPromotions(trx, orderId, userId, q.priced);
      await q.activity?.bind(trx, orderId);
      // Nothing left to pay (coupon and points cover it all): paid at once.
      const paid = q.totals.total_fee === 0 ? await payOrder(trx, orderId, 'point') : null;
      const o = paid ?? (await trx.selectFrom('orders').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow());
      return { response: createdResponse(o), soldOut };
    });
  } catch (e) {
    const again = await orderByKey(db, userId, p.requestKey);
    if (again) return { response: createdResponse(again), soldOut: [] };
    if (e instanceof DuplicateRequest) throw new BizError('订单正在提交，请稍后查看');
    throw e;
  }
}

/** Goods amount the coupon picker checks coupons against: `items` priced from the database, else the checkout lines. */
export async function checkoutItemFee(db: Database, userId: number, b: Record<string, unknown>): Promise<number> {
  const wanted = checkoutItems(b.items).map((i) => ({ item_id: param.int(i?.item_id, 0)!, num: param.int(i?.num, 0)! })).filter((i) => i.item_id > 0 && i.num > 0);
  if (wanted.length) {
    const rows = await db.selectFrom('items').select(['item_id', 'price']).where('item_id', 'in', wanted.map((w) => w.item_id)).execute();
    return wanted.reduce((n, w) => n + (rows.find((r) => r.item_id === w.item_id)?.price ?? 0) * w.num, 0);
  }
  try {
    const lines = await loadLines(db, userId, b.cart_type === 'fastbuy' ? 'fastbuy' : 'cart', param.int(b.distributor_id));
    return priceLines(lines).item_fee;
  } catch { return 0; }
}
