/** Reading orders in the ECShopX shapes (api-contract §4.7, §4.8); unpaid orders past their time close on read. */
import type { Database } from '../../db/database.server';
import { notFound } from '../../http/errors';
import { labelsOf } from './labels';
import { activityOrderView } from '../activity/order-view';
import { closeExpiredOrders, closeIfExpired, type OrderRow } from './order.actions';
import { aftersalesCounts, lineAftersales } from '../aftersales/counts';
import { typesAllowed } from '../aftersales/rules';
import { vipOrderTitle } from '../vip/vip.service';

const unix = (d: Date | string | null) => (d ? Math.floor(new Date(d).getTime() / 1000) : 0);
/** "Y-m-d H:i:s" in Beijing time. */
export const dateTime = (d: Date | string | null) => (d ? new Date(new Date(d).getTime() + 8 * 3600_000).toISOString().replace('T', ' ').slice(0, 19) : '');

type ItemRow = { id: number; order_id: string; item_id: number; goods_id: number; item_name: string; pic: string; item_spec_desc: string; price: number; market_price: number; num: number; item_fee: number; is_rate: boolean;
  applied_num: number; refunded_num: number; refunded_fee: number; order_item_type?: string };
type LineAftersales = { aftersales_status: string; aftersales_bn: string } | undefined;

/** `point`: the points a line cost — a points-mall order is one line, paid with the order's points. */
const toItem = (i: ItemRow, distributorId: number, as?: LineAftersales, point = 0) => ({
  id: i.id, order_id: i.order_id, item_id: i.item_id, goods_id: i.goods_id, item_name: i.item_name, pic: i.pic, price: i.price, market_price: i.market_price,
  num: i.num, item_fee: i.item_fee, total_fee: i.item_fee, item_spec_desc: i.item_spec_desc, order_item_type: i.order_item_type ?? 'normal', point,
  aftersales_status: as?.aftersales_status ?? null, aftersales_bn: as?.aftersales_bn ?? '', is_rate: i.is_rate ? 1 : 0, distributor_id: distributorId,
  refunded_fee: i.refunded_fee, refunded_num: i.refunded_num, applied_num: i.applied_num, left_aftersales_num: i.num - i.applied_num,
  // ECShopX nests the ordered line under a line that has an after-sales application; the original
  // client's order detail reads the amount from there (`item.orderItem.item_fee`).
  ...(as?.aftersales_bn ? { orderItem: { id: i.id, order_id: i.order_id, item_id: i.item_id, item_name: i.item_name, pic: i.pic, price: i.price, num: i.num,
    item_fee: i.item_fee, total_fee: i.item_fee, item_spec_desc: i.item_spec_desc } } : {}),
});

export function toOrder(o: OrderRow, items: ReturnType<typeof toItem>[], delivery?: { delivery_corp_name: string; delivery_code: string }, shopName = '') {
  const l = labelsOf(o.order_status);
  return {
    order_id: o.order_id, user_id: o.user_id, create_time: unix(o.created_at), create_date: dateTime(o.created_at), update_time: unix(o.paid_at ?? o.created_at),
    order_status: o.order_status, order_status_des: o.order_status, order_status_msg: l.msg, status_label: l.list, status_detail_label: l.detail, status_step: l.step,
    pay_status: o.paid_at ? 'PAYED' : 'NOTPAY', delivery_status: o.shipped_at ? 'DONE' : 'PENDING',
    order_class: o.order_class, order_type: o.order_type, pay_type: o.pay_type, total_fee: o.total_fee, item_fee: o.item_fee, freight_fee: o.freight_fee, freight_type: 'cash',
    discount_fee: o.discount_fee, coupon_discount: o.coupon_discount, coupon_code: o.coupon_code ?? '', point: o.point_use, point_use: o.point_use, point_fee: o.point_fee,
    total_num: o.total_num, distributor_id: o.distributor_id, distributor_name: shopName, receipt_type: o.receipt_type,
    receiver_name: o.receiver_name, receiver_mobile: o.receiver_mobile, receiver_state: o.receiver_state, receiver_city: o.receiver_city,
    receiver_district: o.receiver_district, receiver_address: o.receiver_address, receiver_zip: o.receiver_zip,
    delivery_corp_name: delivery?.delivery_corp_name ?? '', delivery_code: delivery?.delivery_code ?? '',
    auto_cancel_seconds: o.order_status === 'NOTPAY' ? Math.max(0, unix(o.auto_cancel_time) - unix(new Date())) : 0, auto_cancel_time: unix(o.auto_cancel_time),
    is_rate: o.is_rate ? 1 : 0, remark: o.remark, invoice: o.invoice ?? null, is_invoiced: o.invoice ? 1 : 0,
    cancel_reason: o.cancel_reason, refund_fee: o.refund_fee, ...activityOrderView(o),
    can_apply_aftersales: o.order_class === 'normal' && typesAllowed(o.order_status).length && items.some((i) => i.left_aftersales_num > 0) ? 1 : 0,
    aftersales_types: o.order_class === 'normal' ? typesAllowed(o.order_status) : [], items,
  };
}

async function withItems(db: Database, orders: OrderRow[]) {
  if (!orders.length) return [];
  const ids = orders.map((o) => o.order_id);
  const items = await db.selectFrom('order_items').selectAll().where('order_id', 'in', ids).orderBy('id').execute();
  const deliveries = await db.selectFrom('order_deliveries').selectAll().where('order_id', 'in', ids).orderBy('delivery_id').execute();
  const shops = await db.selectFrom('shops').select(['distributor_id', 'name']).execute();
  const as = await lineAftersales(db, ids);
  return orders.map((o) => toOrder(o, items.filter((i) => i.order_id === o.order_id).map((i) => toItem(i, o.distributor_id, as.get(i.id), o.order_class === 'pointsmall' ? o.point_use : 0)),
    deliveries.find((d) => d.order_id === o.order_id), shops.find((s) => s.distributor_id === o.distributor_id)?.name ?? ''));
}

/** Tabs of api-contract §4.8: 0 all · 1 awaiting receipt · 3 done · 4 pickup · 5 unpaid · 6 awaiting shipment · 7 awaiting review. */
export async function listOrders(db: Database, userId: number, status: number, page: number, size: number) {
  await closeExpiredOrders(db, { userId });
  // VIP purchases are orders too, but not goods orders: they stay out of 我的订单.
  let q = db.selectFrom('orders').where('user_id', '=', userId).where('order_class', '!=', 'vip');
  if (status === 1) q = q.where('order_status', 'in', ['PAYED', 'WAIT_BUYER_CONFIRM']).where('receipt_type', '!=', 'ziti');
  if (status === 3) q = q.where('order_status', '=', 'DONE');
  if (status === 4) q = q.where('order_status', '=', 'PAYED').where('receipt_type', '=', 'ziti');
  if (status === 5) q = q.where('order_status', '=', 'NOTPAY');
  if (status === 6) q = q.where('order_status', '=', 'PAYED');
  if (status === 7) q = q.where('order_status', '=', 'DONE').where('is_rate', '=', false);
  const { n } = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await q.selectAll().orderBy('created_at', 'desc').orderBy('order_id', 'desc').limit(size).offset((page - 1) * size).execute();
  return { list: await withItems(db, rows), pager: { count: Number(n), page_no: page, page_size: size }, rate_status: true };
}

async function freshOrder(db: Database, userId: number, orderId: string): Promise<OrderRow> {
  const find = () => db.selectFrom('orders').selectAll().where('order_id', '=', orderId).where('user_id', '=', userId).executeTakeFirst();
  const o = await find();
  if (!o) throw notFound('订单不存在');
  return (await closeIfExpired(db, o)) ? (await find())! : o;
}

export function tradeInfo(t: { trade_id: string; order_id: string; trade_state: string; pay_type: string; total_fee: number; created_at: Date; pay_date: Date | null } | undefined, autoCancel: Date) {
  if (!t) return null;
  return { tradeId: t.trade_id, orderId: t.order_id, tradeState: t.trade_state, payType: t.pay_type, totalFee: t.total_fee, payFee: t.trade_state === 'SUCCESS' ? t.total_fee : 0,
    timeStart: unix(t.created_at), timeExpire: unix(autoCancel), payDate: dateTime(t.pay_date) };
}

/**
 * The trade part of an order without a trade: 线下转账 waiting for the operator's check, or an exchange paid in
 * points alone. The original client's result page takes 订单号 and the pay state from tradeInfo (tradeInfo.orderId),
 * and its order detail formats payDate for every paid order (a null there throws), so both come from the order.
 */
function orderTradeInfo(o: { order_id: string; pay_type: string | null; total_fee: number; auto_cancel_time: Date; created_at: Date; paid_at: Date | null }) {
  return { tradeId: '', orderId: o.order_id, tradeState: o.paid_at ? 'SUCCESS' : 'NOTPAY', payType: o.pay_type ?? '', totalFee: o.total_fee, payFee: 0,
    timeStart: o.paid_at ? unix(o.created_at) : null, timeExpire: unix(o.auto_cancel_time), payDate: o.paid_at ? dateTime(o.paid_at) : null };
}

export async function orderDetail(db: Database, userId: number, orderId: string) {
  const o = await freshOrder(db, userId, orderId);
  const [order] = await withItems(db, [o]);
  const trades = await db.selectFrom('trades').selectAll().where('order_id', '=', orderId).orderBy('created_at', 'desc').execute();
  const paid = trades.find((t) => t.trade_state === 'SUCCESS') ?? trades[0];
  const shop = await db.selectFrom('shops').selectAll().where('distributor_id', '=', o.distributor_id).executeTakeFirst();
  return {
    orderInfo: order, tradeInfo: tradeInfo(paid, o.auto_cancel_time) ?? orderTradeInfo(o), tradeList: trades.map((t) => tradeInfo(t, o.auto_cancel_time)),
    distributor: shop ? { distributor_id: shop.distributor_id, name: shop.name, logo: shop.logo, address: shop.address, mobile: shop.mobile } : {},
    cancelData: o.order_status === 'CANCEL' ? { cancel_reason: o.cancel_reason, refund_fee: o.refund_fee, cancel_time: unix(o.cancelled_at) } : {},
    afterSaleInfo: await db.selectFrom('aftersales').select(['aftersales_bn', 'aftersales_type', 'aftersales_status', 'progress', 'refund_fee']).where('order_id', '=', orderId).orderBy('created_at').execute(),
    offline_aftersales_is_open: false,
  };
}

/** `order_new/{id}`: what the cashier shows; `{}` when the order is not the member's. */
export async function cashierInfo(db: Database, userId: number, orderId: string) {
  let o: OrderRow;
  try { o = await freshOrder(db, userId, orderId); } catch { return {}; }
  const items = await db.selectFrom('order_items').select(['item_name']).where('order_id', '=', orderId).execute();
  const paid = await db.selectFrom('trades').selectAll().where('order_id', '=', orderId).where('trade_state', '=', 'SUCCESS').executeTakeFirst();
  return {
    order_id: o.order_id, user_id: o.user_id, order_type: o.order_type, order_status: o.order_status, pay_type: o.pay_type, point: o.point_use,
    title: items.length > 1 ? `${items[0].item_name}等${items.length}件商品` : items[0]?.item_name ?? (await vipOrderTitle(db, orderId)) ?? '', total_fee: o.total_fee,
    create_time: unix(o.created_at), auto_cancel_seconds: o.order_status === 'NOTPAY' ? Math.max(0, unix(o.auto_cancel_time) - unix(new Date())) : 0,
    payDate: dateTime(paid?.pay_date ?? null), tradeId: paid?.trade_id ?? '', payStatus: o.paid_at ? 'success' : 'fail',
    orderInfo: { invoice_record: o.invoice ?? null },
  };
}

export async function ordersCount(db: Database, userId: number) {
  await closeExpiredOrders(db, { userId });
  const rows = await db.selectFrom('orders').select(['order_status', 'is_rate', 'receipt_type', (eb) => eb.fn.countAll<number>().as('n')])
    .where('user_id', '=', userId).where('order_class', '!=', 'vip').groupBy(['order_status', 'is_rate', 'receipt_type']).execute();
  const sum = (f: (r: (typeof rows)[number]) => boolean) => rows.filter(f).reduce((a, r) => a + Number(r.n), 0);
  return {
    normal_notpay_notdelivery: sum((r) => r.order_status === 'NOTPAY'),
    normal_payed_notdelivery: sum((r) => r.order_status === 'PAYED'),
    normal_payed_daifahuo: sum((r) => r.order_status === 'PAYED' && r.receipt_type !== 'ziti'),
    normal_payed_daishouhuo: sum((r) => r.order_status === 'WAIT_BUYER_CONFIRM'),
    normal_payed_daiziti: sum((r) => r.order_status === 'PAYED' && r.receipt_type === 'ziti'),
    normal_not_rate: sum((r) => r.order_status === 'DONE' && !r.is_rate),
    ...(await aftersalesCounts(db, userId)), rate_status: true,
  };
}

export async function deliveries(db: Database, userId: number, orderId: string) {
  await freshOrder(db, userId, orderId);
  const rows = await db.selectFrom('order_deliveries').selectAll().where('order_id', '=', orderId).orderBy('delivery_id').execute();
  const items = await db.selectFrom('order_items').selectAll().where('order_id', '=', orderId).execute();
  return { list: rows.map((d) => ({ delivery_id: d.delivery_id, delivery_corp_name: d.delivery_corp_name, delivery_code: d.delivery_code, status_msg: '已发货', items_num: d.items_num, items: items.map((i) => toItem(i, 0)), created: unix(d.created_at) })) };
}

/** Logistics trace, newest first: shipment rows and receipt; no courier API is queried. */
export async function tracker(db: Database, userId: number, orderId: string, deliveryId?: number) {
  const o = await freshOrder(db, userId, orderId);
  let q = db.selectFrom('order_deliveries').selectAll().where('order_id', '=', orderId);
  if (deliveryId) q = q.where('delivery_id', '=', deliveryId);
  const rows = await q.orderBy('delivery_id').execute();
  const trace = rows.map((d) => ({ AcceptTime: dateTime(d.created_at), AcceptStation: `商家已发货，${d.delivery_corp_name}，运单号：${d.delivery_code}` }));
  if (o.done_at) trace.push({ AcceptTime: dateTime(o.done_at), AcceptStation: '您已确认收货，感谢您的购买' });
  return trace.reverse();
}

export async function orderIdOfDelivery(db: Database, deliveryId: number): Promise<string> {
  const d = await db.selectFrom('order_deliveries').select('order_id').where('delivery_id', '=', deliveryId).executeTakeFirst();
  if (!d) throw notFound('物流信息不存在');
  return d.order_id;
}
