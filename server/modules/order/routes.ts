/** /api/h5app/wxapp orders (api-contract §4.7 cashier info, §4.8). */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { BizError, notFound } from '../../http/errors';
import { input, jsonTooDeep, param } from '../../http/wire';
import { declare, fields, flag, id, int, jsonOr, NO_INPUT, opt, page, text } from '../../http/schema';
import { z } from 'zod';
import { cancelOrder, confirmReceipt, rateOrder, type RateInput } from './order.actions';
import { itemRates } from './rates.service';
import { cashierInfo, deliveries, listOrders, orderDetail, orderIdOfDelivery, ordersCount, tracker } from './order.service';

/** Order ids are long numeric strings (api-contract §7); anything else cannot be an order. */
export function orderIdOf(v: unknown): string {
  const id = param.str(v);
  if (!/^\d{1,32}$/.test(id)) throw notFound('订单不存在');
  return id;
}

function ratesOf(v: unknown): RateInput[] {
  const list = Array.isArray(v) ? v : v && typeof v === 'object' ? Object.values(v) : typeof v === 'string' && v ? safeJson(v) : [];
  return (list as Record<string, unknown>[]).map((r) => ({
    item_id: param.int(r?.item_id, 0)!, star: param.int(r?.star, NaN)!, content: param.str(r?.content),
    pics: (Array.isArray(r?.pics) ? r.pics : r?.pics && typeof r.pics === 'object' ? Object.values(r.pics) : []).map((p: unknown) => param.str(p)).slice(0, 9),
  }));
}
function safeJson(s: string): unknown[] {
  if (jsonTooDeep(s)) throw new BizError('评价参数错误');
  try { const v = JSON.parse(s); return Array.isArray(v) ? v : []; } catch { throw new BizError('评价参数错误'); }
}

// Order numbers that cannot exist are "not found" (the handler's orderIdOf), so only their size is bounded here.
const OrderRef = fields({ order_id: opt(text(64)) });
const byOrder = { params: fields({ id: text(64) }) };
const Rate = fields({ item_id: opt(id()), star: opt(int(1, 5, '评分须为1-5星')), content: opt(text(500, { multiline: true })), pics: opt(z.union([z.array(text(255)).max(9), z.record(text(255))])) });
const RateInput = fields({ order_id: opt(text(64)), anonymous: opt(flag()), rates: opt(jsonOr(z.union([z.array(Rate).max(100), z.record(Rate)]))) });

export default async function orderRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps;
  const req = (d: Parameters<typeof declare>[0]) => ({ preHandler: app.requireMember, ...declare(d) });

  app.get('/orders', req({ input: fields({ status: opt(int(0, 100)), page: opt(page()), pageSize: opt(int(1, 1000)) }) }), async (r) => {
    const b = input(r);
    return listOrders(db, r.member!.user_id, param.int(b.status, 0)!, Math.max(param.int(b.page, 1)!, 1), Math.min(Math.max(param.int(b.pageSize, 10)!, 1), 50));
  });
  app.get<{ Params: { id: string } }>('/order/:id', req({ ...byOrder, input: NO_INPUT }), async (r) => orderDetail(db, r.member!.user_id, orderIdOf(r.params.id)));
  app.get<{ Params: { id: string } }>('/order_new/:id', req({ ...byOrder, input: NO_INPUT }), async (r) => cashierInfo(db, r.member!.user_id, orderIdOf(r.params.id)));
  app.get('/orderscount', req({ input: NO_INPUT }), async (r) => ordersCount(db, r.member!.user_id));

  app.post('/order/cancel', req({ input: OrderRef.extend({ cancel_reason: opt(text(200, { multiline: true })) }) }), async (r) => {
    const b = input(r);
    const o = await cancelOrder(db, r.member!.user_id, orderIdOf(b.order_id), param.str(b.cancel_reason));
    const items = await db.selectFrom('order_items').select('item_id').where('order_id', '=', o.order_id).execute();
    void deps.onCatalogChange?.(items.map((i) => i.item_id))?.catch?.(() => undefined);
    return { status: true, order_id: o.order_id, order_status: o.order_status, refund_fee: o.refund_fee };
  });
  app.post('/order/confirmReceipt', req({ input: OrderRef }), async (r) => {
    const o = await confirmReceipt(db, r.member!.user_id, orderIdOf(input(r).order_id));
    return { status: true, order_id: o.order_id, order_status: o.order_status };
  });
  app.post('/order/rate/create', req({ input: RateInput }), async (r) => {
    const b = input(r);
    await rateOrder(db, r.member!.user_id, orderIdOf(b.order_id), ratesOf(b.rates), param.bool(b.anonymous));
    return { status: true };
  });

  app.get('/order/rate/list', declare({ input: fields({ item_id: id(), page: opt(page()), pageSize: opt(int(1, 50)), order_type: opt(text(20)) }) }), async (r) => {
    const b = input(r);
    return itemRates(db, param.int(b.item_id, 0)!, param.int(b.page, 1)!, param.int(b.pageSize, 10)!);
  });

  app.get('/trackerpull', req({ input: OrderRef }), async (r) => tracker(db, r.member!.user_id, orderIdOf(input(r).order_id)));
  app.get('/delivery/lists', req({ input: OrderRef }), async (r) => deliveries(db, r.member!.user_id, orderIdOf(input(r).order_id)));
  app.get('/delivery/trackerpull', req({ input: fields({ delivery_id: opt(id()) }) }), async (r) => {
    const id = param.int(input(r).delivery_id);
    if (!id) throw notFound('物流信息不存在');
    return tracker(db, r.member!.user_id, await orderIdOfDelivery(db, id), id);
  });
}
