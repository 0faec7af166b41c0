/** /api/admin offline transfer: the operator confirms or rejects uploaded vouchers (README.md lists the routes). */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { input, param } from '../../http/wire';
import { declare, fields, idParams, int, NO_INPUT, opt, text } from '../../http/schema';
import { checkVoucher, listVouchers } from './offline.service';

type ById = { Params: { id: string } };

export default async function offlineAdminRoutes(app: FastifyInstance, { db }: AppDeps) {
  const op = (d: Parameters<typeof declare>[0]) => ({ preHandler: app.requireOperator, ...declare(d) });
  const byId = (inp = NO_INPUT) => op({ input: inp, params: idParams(), paramsError: { status: 404, message: '付款凭证不存在' } });

  app.get('/offline/vouchers', op({ input: fields({ check_status: opt(int(0, 2)) }) }), async (r) => listVouchers(db, param.int(input(r).check_status)));
  app.post<ById>('/offline/vouchers/:id/confirm', byId(), async (r) => checkVoucher(db, Number(r.params.id), true));
  app.post<ById>('/offline/vouchers/:id/reject', byId(fields({ reject_reason: opt(text(200)) })), async (r) =>
    checkVoucher(db, Number(r.params.id), false, param.str(input(r).reject_reason)));
}
