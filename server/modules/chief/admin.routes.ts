/** /api/admin/chiefs: the operator audits chief applications and chief activities. */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app';
import { input, param } from '../../http/wire';
import { declare, fields, idParams, int, oneOf, opt, page, text } from '../../http/schema';
import { auditActivity, auditChief, listActivities, listChiefs } from './chief.service';
import type { ChiefStatus } from './tables';

const ListInput = fields({ status: opt(oneOf(['pending', 'approved', 'rejected'])), page: opt(page()), pageSize: opt(int(1, 100)) });
type ById = { Params: { id: string } };

export default async function chiefAdminRoutes(app: FastifyInstance, { db }: AppDeps) {
  const op = (d: Parameters<typeof declare>[0]) => ({ preHandler: app.requireOperator, ...declare(d) });
  const byId = (message: string, inp = fields({})) => op({ input: inp, params: idParams(), paramsError: { status: 404, message } });
  const list = (q: Record<string, unknown>) => ({ status: (param.str(q.status) || undefined) as ChiefStatus | undefined, page: param.int(q.page, 1)!, pageSize: param.int(q.pageSize, 20)! });

  app.get('/chiefs', op({ input: ListInput }), async (r) => listChiefs(db, list(input(r))));
  app.post<ById>('/chiefs/:id/approve', byId('团长申请不存在', fields({ commission_rate: opt(int(0, 50, '佣金比例必须是0到50之间的整数')) })), async (r) =>
    auditChief(db, Number(r.params.id), { approve: true, memo: '', rate: param.int(input(r).commission_rate) }));
  app.post<ById>('/chiefs/:id/reject', byId('团长申请不存在', fields({ audit_memo: opt(text(200)) })), async (r) =>
    auditChief(db, Number(r.params.id), { approve: false, memo: param.str(input(r).audit_memo) }));

  app.get('/chiefs/activities', op({ input: ListInput }), async (r) => listActivities(db, list(input(r))));
  app.post<ById>('/chiefs/activities/:id/approve', byId('活动不存在'), async (r) => auditActivity(db, Number(r.params.id), { approve: true, memo: '' }));
  app.post<ById>('/chiefs/activities/:id/reject', byId('活动不存在', fields({ audit_memo: opt(text(200)) })), async (r) =>
    auditActivity(db, Number(r.params.id), { approve: false, memo: param.str(input(r).audit_memo) }));
}
