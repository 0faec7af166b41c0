/** /api/admin order operations: an operator ships a paid order. */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app';
import { input, param } from '../../http/wire';
import { shipOrder } from './order.actions';
import { orderIdOf } from './routes';
import { declare, fields, opt, text } from '../../http/schema';

const ShipInput = fields({ delivery_corp_name: opt(text(40)), delivery_code: opt(text(40)) });

export default async function orderAdminRoutes(app: FastifyInstance, { db }: AppDeps) {
  app.post<{ Params: { id: string } }>('/orders/:id/ship', { preHandler: app.requireOperator, ...declare({ params: fields({ id: text(64) }), input: ShipInput }) }, async (r) => {
    const b = input(r);
    const o = await shipOrder(db, orderIdOf(r.params.id), param.str(b.delivery_corp_name), param.str(b.delivery_code));
    return { status: true, order_id: o.order_id, order_status: o.order_status };
  });
}
