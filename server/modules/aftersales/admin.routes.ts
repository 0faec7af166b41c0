/** /api/admin after-sales: the operator lists, approves, refuses, confirms returned goods and refunds. */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app';
import { input, param } from '../../http/wire';
import { findProvider } from '../payment/providers/index';
import { aftersalesInfo, listAftersales } from './aftersales.read';
import { approve, receiveGoods, refund, refuse } from './aftersales.operator';
import { schemas } from './schemas';

type ByBn = { Params: { bn: string } };

export default async function aftersalesAdminRoutes(app: FastifyInstance, { db, config }: AppDeps) {
  const op = { preHandler: app.requireOperator };
  const done = async (bn: string) => aftersalesInfo(db, bn);

  app.get('/aftersales', { ...op, schema: schemas.adminList }, async (r) => {
    const b = input(r);
    return listAftersales(db, { status: param.int(b.aftersales_status), orderId: param.str(b.order_id) || undefined, page: param.int(b.page, 1)!, size: param.int(b.pageSize, 20)! });
  });
  app.get<ByBn>('/aftersales/:bn', { ...op, schema: schemas.adminBn }, async (r) => done(r.params.bn));
  app.post<ByBn>('/aftersales/:bn/approve', { ...op, schema: schemas.adminBn }, async (r) => { await approve(db, r.params.bn); return done(r.params.bn); });
  app.post<ByBn>('/aftersales/:bn/refuse', { ...op, schema: schemas.adminRefuse }, async (r) => { await refuse(db, r.params.bn, param.str(input(r).refuse_reason)); return done(r.params.bn); });
  app.post<ByBn>('/aftersales/:bn/receive', { ...op, schema: schemas.adminBn }, async (r) => { await receiveGoods(db, r.params.bn); return done(r.params.bn); });
  app.post<ByBn>('/aftersales/:bn/refund', { ...op, schema: schemas.adminBn }, async (r) =>
    refund(db, r.params.bn, { provider: (code) => findProvider(code), publicUrl: config.publicUrl }));
}
