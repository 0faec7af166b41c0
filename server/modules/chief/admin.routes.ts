/** /api/admin/chiefs: the operator audits chief applications and chief activities. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps';
import { input, param } from '../../http/wire';
import { declare, fields, idParams, int, oneOf, opt, page, text } from '../../http/schema';
import { auditActivity, auditChief, listActivities, listChiefs } from './chief.service';
import type { ChiefStatus } from './tables';
import { recordChange } from '../console/audit';

const ListInput = fields({ status: opt(oneOf(['pending', 'approved', 'rejected'])), page: opt(page()), pageSize: opt(int(1, 100)) });
type ById = { Params: { id: string } };

export default async function chiefAdminRoutes(app: FastifyInstance, { db }: AppDeps) {
  const op = (d: Parameters<typeof declare>[0]) => ({ preHandler: app.requireOperator, ...declare(d) });
  const byId = (message: string, inp = fields({})) => op({ input: inp, params: idParams(), paramsError: { status: 404, message } });
  const list = (q: Record<string, unknown>) => ({ status: (param.str(q.status) || undefined) as ChiefStatus | undefined, page: param.int(q.page, 1)!, pageSize: param.int(q.pageSize, 20)! });

  app.get('/chiefs', op({ input: ListInput }), async (r) => listChiefs(db, list(input(r))));
  /** The audit's before → after in the operation log (status, memo, commission rate). */
  const chiefState = (id: number) => db.selectFrom('chiefs').select(['name', 'status', 'audit_memo', 'commission_rate']).where('chief_id', '=', id).executeTakeFirst();
  const activityState = (id: number) => db.selectFrom('chief_activities').select(['title', 'status', 'audit_memo']).where('activity_id', '=', id).executeTakeFirst();
  const auditedChief = (approve: boolean) => async (r: FastifyRequest<ById>) => {
    const id = Number(r.params.id);
    const before = await chiefState(id);
    const after = await auditChief(db, id, approve ? { approve, memo: '', rate: param.int(input(r).commission_rate) } : { approve, memo: param.str(input(r).audit_memo) });
    recordChange(r, { action: approve ? '通过团长申请' : '驳回团长申请', entity: 'chief', entity_id: id, before, after: await chiefState(id) });
    return after;
  };
  const auditedActivity = (approve: boolean) => async (r: FastifyRequest<ById>) => {
    const id = Number(r.params.id);
    const before = await activityState(id);
    const after = await auditActivity(db, id, { approve, memo: approve ? '' : param.str(input(r).audit_memo) });
    recordChange(r, { action: approve ? '通过团长活动' : '驳回团长活动', entity: 'chief_activity', entity_id: id, before, after: await activityState(id) });
    return after;
  };

  app.post<ById>('/chiefs/:id/approve', byId('团长申请不存在', fields({ commission_rate: opt(int(0, 50, '佣金比例必须是0到50之间的整数')) })), auditedChief(true));
  app.post<ById>('/chiefs/:id/reject', byId('团长申请不存在', fields({ audit_memo: opt(text(200)) })), auditedChief(false));

  app.get('/chiefs/activities', op({ input: ListInput }), async (r) => listActivities(db, list(input(r))));
  app.post<ById>('/chiefs/activities/:id/approve', byId('活动不存在'), auditedActivity(true));
  app.post<ById>('/chiefs/activities/:id/reject', byId('活动不存在', fields({ audit_memo: opt(text(200)) })), auditedActivity(false));
}
