/** /api/admin after-sales: the operator lists, approves, refuses, confirms returned goods and refunds. */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { input, param } from '../../http/wire';
import { findProvider } from '../payment/providers/index';
import { paymentEnv } from '../console/settings.service';
import { aftersalesInfo, listAftersales } from './aftersales.read';
import { approve, receiveGoods, refund, refuse } from './aftersales.operator';
import { declare, fields, NO_INPUT, opt } from '../../http/schema';
import { numericId, plainText, statusPage } from './routes';

type ByBn = { Params: { bn: string } };

export default async function aftersalesAdminRoutes(app: FastifyInstance, { db, config }: AppDeps) {
  const op = (d: Parameters<typeof declare>[0]) => ({ preHandler: app.requireOperator, ...declare(d) });
  const byBn = (input: Parameters<typeof declare>[0]['input'] = NO_INPUT) => op({ input, params: fields({ bn: numericId() }) });
  const done = async (bn: string) => aftersalesInfo(db, bn);

  app.get('/aftersales', op({ input: fields(statusPage) }), async (r) => {
    const b = input(r);
    return listAftersales(db, { status: param.int(b.aftersales_status), orderId: param.str(b.order_id) || undefined, page: param.int(b.page, 1)!, size: param.int(b.pageSize, 20)! });
  });
  app.get<ByBn>('/aftersales/:bn', byBn(), async (r) => done(r.params.bn));
  app.post<ByBn>('/aftersales/:bn/approve', byBn(), async (r) => { await approve(db, r.params.bn); return done(r.params.bn); });
  app.post<ByBn>('/aftersales/:bn/refuse', byBn(fields({ refuse_reason: opt(plainText(200)) })), async (r) => { await refuse(db, r.params.bn, param.str(input(r).refuse_reason)); return done(r.params.bn); });
  app.post<ByBn>('/aftersales/:bn/receive', byBn(), async (r) => { await receiveGoods(db, r.params.bn); return done(r.params.bn); });
  app.post<ByBn>('/aftersales/:bn/refund', byBn(), async (r) => {
    const env = await paymentEnv(db);
    return refund(db, r.params.bn, { provider: (code) => findProvider(code, env), publicUrl: config.publicUrl });
  });
}
