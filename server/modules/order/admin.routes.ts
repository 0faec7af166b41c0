/**
 * /api/admin orders for the console: list by state with search, detail, ship (logistics company +
 * number, shown on the member's order page), cancel with a reason (a paid order's money is marked for
 * refund by the state machine), and the operator's own remark.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppDeps } from '../../deps';
import { BizError, notFound } from '../../http/errors';
import { input, param } from '../../http/wire';
import { cancelOrder, shipOrder } from './order.actions';
import { orderDetail } from './order.service';
import { orderIdOf } from './routes';
import { ORDER_STATES } from './state-machine';
import { ORDER_LABELS } from './labels';
import { declare, fields, oneOf, opt, page, pageSize, text } from '../../http/schema';
import { recordChange } from '../console/audit';

const ShipInput = fields({ delivery_corp_name: opt(text(40)), delivery_code: opt(text(40)) });
const ListInput = fields({
  order_status: opt(oneOf(ORDER_STATES, '订单状态不正确')), keywords: opt(text(64)),
  start_date: opt(text(10)), end_date: opt(text(10)), page: opt(page()), pageSize: opt(pageSize(100)),
});
const byOrder = { params: fields({ id: text(64) }) };
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export default async function orderAdminRoutes(app: FastifyInstance, { db }: AppDeps) {
  const op = (d: Parameters<typeof declare>[0]) => ({ preHandler: app.requireOperator, ...declare(d) });
  const brief = (orderId: string) => db.selectFrom('orders').select(['order_id', 'order_status', 'cancel_reason', 'operator_remark', 'shipped_at', 'cancelled_at']).where('order_id', '=', orderId).executeTakeFirst();
  const ownerOf = async (orderId: string) => {
    const o = await db.selectFrom('orders').select('user_id').where('order_id', '=', orderId).executeTakeFirst();
    if (!o) throw notFound('订单不存在');
    return o.user_id;
  };

  app.get('/orders', op({ input: ListInput }), async (r) => {
    const b = input(r);
    const p = param.int(b.page, 1)!; const size = param.int(b.pageSize, 20)!;
    let q = db.selectFrom('orders as o').innerJoin('members as m', 'm.user_id', 'o.user_id').where('o.order_class', '=', 'normal');
    const status = param.str(b.order_status);
    if (status) q = q.where('o.order_status', '=', status);
    const kw = param.str(b.keywords);
    if (kw) q = q.where((eb) => eb.or([eb('o.order_id', '=', kw), eb('m.mobile', '=', kw), eb('o.receiver_mobile', '=', kw), eb('o.receiver_name', '=', kw)]));
    const from = param.str(b.start_date); const to = param.str(b.end_date);
    if (from && !DATE.test(from)) throw new BizError('开始日期格式应为 YYYY-MM-DD', 422, undefined, { start_date: ['开始日期格式应为 YYYY-MM-DD'] });
    if (to && !DATE.test(to)) throw new BizError('结束日期格式应为 YYYY-MM-DD', 422, undefined, { end_date: ['结束日期格式应为 YYYY-MM-DD'] });
    // Dates are Beijing days.
    if (from) q = q.where('o.created_at', '>=', sql<Date>`(${from}::date)::timestamp AT TIME ZONE 'Asia/Shanghai'`);
    if (to) q = q.where('o.created_at', '<', sql<Date>`(${to}::date + 1)::timestamp AT TIME ZONE 'Asia/Shanghai'`);
    const { n } = await q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    const rows = await q.select(['o.order_id', 'o.order_status', 'o.total_fee', 'o.total_num', 'o.pay_type', 'o.receiver_name', 'o.receiver_mobile', 'o.created_at', 'o.paid_at', 'o.operator_remark', 'm.mobile',
      sql<string>`(SELECT item_name FROM order_items WHERE order_id = o.order_id ORDER BY id LIMIT 1)`.as('first_item')])
      .orderBy('o.created_at', 'desc').limit(size).offset((p - 1) * size).execute();
    return { list: rows.map((o) => ({ ...o, status_label: ORDER_LABELS[o.order_status as keyof typeof ORDER_LABELS]?.msg ?? o.order_status })), total_count: Number(n) };
  });

  app.get<{ Params: { id: string } }>('/orders/:id', op({ ...byOrder, input: fields({}) }), async (r) => {
    const orderId = orderIdOf(r.params.id);
    const userId = await ownerOf(orderId);
    const detail = await orderDetail(db, userId, orderId);
    const extra = await db.selectFrom('orders as o').innerJoin('members as m', 'm.user_id', 'o.user_id').select(['o.operator_remark', 'm.mobile', 'm.username']).where('o.order_id', '=', orderId).executeTakeFirstOrThrow();
    const deliveries = await db.selectFrom('order_deliveries').selectAll().where('order_id', '=', orderId).orderBy('delivery_id').execute();
    const aftersales = await db.selectFrom('aftersales').select(['aftersales_bn', 'aftersales_type', 'progress', 'refund_fee', 'created_at']).where('order_id', '=', orderId).execute();
    return { ...detail, operator_remark: extra.operator_remark, member: { user_id: userId, mobile: extra.mobile, username: extra.username }, deliveries, aftersales };
  });

  app.post<{ Params: { id: string } }>('/orders/:id/ship', op({ ...byOrder, input: ShipInput }), async (r) => {
    const b = input(r);
    const orderId = orderIdOf(r.params.id);
    const before = await brief(orderId);
    const o = await shipOrder(db, orderId, param.str(b.delivery_corp_name), param.str(b.delivery_code));
    recordChange(r, { action: '订单发货', entity: 'order', entity_id: orderId, before, after: { ...(await brief(orderId)), delivery_corp_name: param.str(b.delivery_corp_name), delivery_code: param.str(b.delivery_code) } });
    return { status: true, order_id: o.order_id, order_status: o.order_status };
  });

  app.post<{ Params: { id: string } }>('/orders/:id/cancel', op({ ...byOrder, input: fields({ reason: opt(text(200)) }) }), async (r) => {
    const orderId = orderIdOf(r.params.id);
    const reason = param.str(input(r).reason);
    if (!reason) throw new BizError('请填写取消原因', 422, undefined, { reason: ['请填写取消原因'] });
    const before = await brief(orderId);
    const o = await cancelOrder(db, await ownerOf(orderId), orderId, `商家取消：${reason}`);
    recordChange(r, { action: '取消订单', entity: 'order', entity_id: orderId, before, after: await brief(orderId) });
    return { status: true, order_id: o.order_id, order_status: o.order_status };
  });

  app.put<{ Params: { id: string } }>('/orders/:id/remark', op({ ...byOrder, input: fields({ remark: opt(text(500, { multiline: true })) }) }), async (r) => {
    const orderId = orderIdOf(r.params.id);
    const before = await brief(orderId);
    if (!before) throw notFound('订单不存在');
    await db.updateTable('orders').set({ operator_remark: param.str(input(r).remark) }).where('order_id', '=', orderId).execute();
    recordChange(r, { action: '订单备注', entity: 'order', entity_id: orderId, before, after: await brief(orderId) });
    return { status: true, order_id: orderId, operator_remark: param.str(input(r).remark) };
  });
}
