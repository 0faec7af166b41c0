/** /api/admin/merchants: the operator lists settlement applications and approves (opening the shop) or rejects them. */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { input, param } from '../../http/wire';
import { declare, fields, idParams, int, NO_INPUT, oneOf, opt, page, text } from '../../http/schema';
import { z } from 'zod';
import { applyForOperator, approveApply, listApplies, rejectApply } from './merchant.service';
import { recordChange } from '../console/audit';

const coordinate = (max: number) => opt(z.coerce.number({ message: '{field}必须是数字' }).min(-max, '{field}超出范围').max(max, '{field}超出范围'));
type ById = { Params: { id: string } };

/** What an audit changes, for the operation log (the application's identity and bank data stay out of it). */
const auditState = (a: Awaited<ReturnType<typeof applyForOperator>>) => ({
  merchant_name: (a.application as Record<string, unknown> | null)?.merchant_name ?? '', audit_status: a.audit_status, audit_memo: a.audit_memo, distributor_id: a.distributor_id,
});

export default async function merchantAdminRoutes(app: FastifyInstance, { db, clock }: AppDeps) {
  const now = clock ?? (() => new Date());
  const op = (d: Parameters<typeof declare>[0]) => ({ preHandler: app.requireOperator, ...declare(d) });
  const byId = (inp = NO_INPUT) => op({ input: inp, params: idParams(), paramsError: { status: 404, message: '入驻申请不存在' } });

  app.get('/merchants', op({ input: fields({ audit_status: opt(oneOf(['editing', 'pending', 'approved', 'rejected'])), page: opt(page()), pageSize: opt(int(1, 100)) }) }), async (r) => {
    const q = input(r);
    return listApplies(db, { status: param.str(q.audit_status) || undefined, page: param.int(q.page, 1)!, pageSize: param.int(q.pageSize, 20)! });
  });
  app.get<ById>('/merchants/:id', byId(), async (r) => applyForOperator(db, Number(r.params.id)));
  app.post<ById>('/merchants/:id/approve', byId(fields({ lat: coordinate(90), lng: coordinate(180) })), async (r) => {
    const b = input(r);
    const num = (v: unknown) => (param.str(v) === '' ? undefined : Number(param.str(v)));
    const before = await applyForOperator(db, Number(r.params.id));
    const after = await approveApply(db, Number(r.params.id), { lat: num(b.lat), lng: num(b.lng) }, now());
    recordChange(r, { action: '通过入驻申请', entity: 'merchant', entity_id: r.params.id, before: auditState(before), after: auditState(after) });
    return after;
  });
  app.post<ById>('/merchants/:id/reject', byId(fields({ audit_memo: opt(text(200)) })), async (r) => {
    const before = await applyForOperator(db, Number(r.params.id));
    const after = await rejectApply(db, Number(r.params.id), param.str(input(r).audit_memo), now());
    recordChange(r, { action: '驳回入驻申请', entity: 'merchant', entity_id: r.params.id, before: auditState(before), after: auditState(after) });
    return after;
  });
}
