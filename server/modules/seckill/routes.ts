/** /api/h5app/wxapp seckill (api-contract §4.19): take a ticket, give it back. */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { input, param } from '../../http/wire';
import { declare, fields, id, int, opt, text } from '../../http/schema';
import { onOrderMove } from '../order/hooks';
import { cancelTicket, getTicket, releaseOrderTickets } from './seckill.service';

const TicketInput = fields({ item_id: id(), seckill_id: id(), num: opt(int(1, 999, '{field}必须是1到999之间的整数')) });
const CancelInput = fields({ ticket: text(64, { min: 1 }), seckill_id: opt(id()) });

// A seckill order that is cancelled (unpaid timeout, member, refund) returns its units to the activity.
onOrderMove(async (trx, before, after) => {
  if (after.order_class === 'seckill' && after.order_status === 'CANCEL' && before.order_status !== 'CANCEL') await releaseOrderTickets(trx, after.order_id);
});

export default async function seckillRoutes(app: FastifyInstance, { db }: AppDeps) {
  app.get('/promotion/seckillactivity/geticket', { preHandler: app.requireMember, ...declare({ input: TicketInput }) }, async (r) => {
    const b = input(r);
    return getTicket(db, { userId: r.member!.user_id, seckillId: param.int(b.seckill_id)!, itemId: param.int(b.item_id)!, num: param.int(b.num, 1)! });
  });

  app.delete('/promotion/seckillactivity/cancelTicket', { preHandler: app.requireMember, ...declare({ input: CancelInput }) }, async (r) =>
    cancelTicket(db, r.member!.user_id, param.str(input(r).ticket)));
}
