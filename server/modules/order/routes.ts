/** /api/h5app/wxapp orders (api-contract §4.7 cashier info, §4.8). */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app';
import { BizError, notFound } from '../../http/errors';
import { input, param } from '../../http/wire';
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
    item_id: param.int(r?.item_id, 0)!, star: Number(r?.star), content: param.str(r?.content),
    pics: (Array.isArray(r?.pics) ? r.pics : r?.pics && typeof r.pics === 'object' ? Object.values(r.pics) : []).map(String).slice(0, 9),
  }));
}
function safeJson(s: string): unknown[] {
  try { const v = JSON.parse(s); return Array.isArray(v) ? v : []; } catch { throw new BizError('评价参数错误'); }
}

const rateLine = { type: 'object', properties: { item_id: { type: 'integer', minimum: 1, maximum: 2147483647 }, star: { type: 'integer', minimum: 0, maximum: 99 },
  content: { type: 'string', maxLength: 2000, pattern: '^[^\\u0000-\\u0009\\u000B\\u000C\\u000E-\\u001F\\u007F]*$' },
  pics: { anyOf: [{ type: 'array', maxItems: 9, items: { type: 'string', maxLength: 200 } }, { type: 'object', maxProperties: 9, additionalProperties: { type: 'string', maxLength: 200 } }] } } } as const;
const rateCreateSchema = { body: { type: 'object', required: ['order_id', 'rates'], properties: {
  order_id: { type: 'string', pattern: '^[0-9]{1,32}$' }, anonymous: { type: 'string', maxLength: 5 },
  // Array first: a scalar branch tried first would unwrap a one-element array (ajv coerceTypes 'array').
  rates: { anyOf: [{ type: 'array', maxItems: 50, items: rateLine }, { type: 'object', maxProperties: 50, additionalProperties: rateLine }, { type: 'string', maxLength: 20000 }] } } } };
const rateListSchema = { querystring: { type: 'object', required: ['item_id'], properties: {
  item_id: { type: 'integer', minimum: 1, maximum: 2147483647 }, page: { type: 'integer', minimum: 1, maximum: 100000 }, pageSize: { type: 'integer', minimum: 1, maximum: 50 },
  order_type: { type: 'string', maxLength: 20, pattern: '^[a-z_]*$' } } } };

export default async function orderRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps;
  const req = { preHandler: app.requireMember };

  app.get('/orders', req, async (r) => {
    const b = input(r);
    return listOrders(db, r.member!.user_id, param.int(b.status, 0)!, Math.max(param.int(b.page, 1)!, 1), Math.min(Math.max(param.int(b.pageSize, 10)!, 1), 50));
  });
  app.get<{ Params: { id: string } }>('/order/:id', req, async (r) => orderDetail(db, r.member!.user_id, orderIdOf(r.params.id)));
  app.get<{ Params: { id: string } }>('/order_new/:id', req, async (r) => cashierInfo(db, r.member!.user_id, orderIdOf(r.params.id)));
  app.get('/orderscount', req, async (r) => ordersCount(db, r.member!.user_id));

  app.post('/order/cancel', req, async (r) => {
    const b = input(r);
    const o = await cancelOrder(db, r.member!.user_id, orderIdOf(b.order_id), param.str(b.cancel_reason));
    const items = await db.selectFrom('order_items').select('item_id').where('order_id', '=', o.order_id).execute();
    void deps.onCatalogChange?.(items.map((i) => i.item_id))?.catch?.(() => undefined);
    return { status: true, order_id: o.order_id, order_status: o.order_status, refund_fee: o.refund_fee };
  });
  app.post('/order/confirmReceipt', req, async (r) => {
    const o = await confirmReceipt(db, r.member!.user_id, orderIdOf(input(r).order_id));
    return { status: true, order_id: o.order_id, order_status: o.order_status };
  });
  app.post('/order/rate/create', { ...req, schema: rateCreateSchema }, async (r) => {
    const b = input(r);
    await rateOrder(db, r.member!.user_id, orderIdOf(b.order_id), ratesOf(b.rates), param.bool(b.anonymous));
    return { status: true };
  });

  app.get('/order/rate/list', { schema: rateListSchema }, async (r) => {
    const b = input(r);
    return itemRates(db, param.int(b.item_id, 0)!, param.int(b.page, 1)!, param.int(b.pageSize, 10)!);
  });

  app.get('/trackerpull', req, async (r) => tracker(db, r.member!.user_id, orderIdOf(input(r).order_id)));
  app.get('/delivery/lists', req, async (r) => deliveries(db, r.member!.user_id, orderIdOf(input(r).order_id)));
  app.get('/delivery/trackerpull', req, async (r) => {
    const id = param.int(input(r).delivery_id);
    if (!id) throw notFound('物流信息不存在');
    return tracker(db, r.member!.user_id, await orderIdOfDelivery(db, id), id);
  });
}
