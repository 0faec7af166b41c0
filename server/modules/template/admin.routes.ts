/**
 * /api/admin/templates/:id lifecycle (rename, disable, delete, versions, rollback, discard draft) and the
 * shared header/footer as documents of their own (/api/admin/chrome/:slot). Operators only; every change
 * that alters what shoppers see asks the compiler to rebuild the affected pages.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { BizError } from '../../http/errors';
import { input } from '../../http/wire';
import { CHROME_SLOTS, effectiveSlot, loadSlot, pageSlot, publishSlots, saveChromeDraft, templateRow, type ChromeSlot } from './documents.service';
import { NO_INPUT, declare, fields, opt, sameAs, text } from '../../http/schema';
import { deleteTemplate, discardDraft, discardSlotDraft, getSlotVersion, getVersion, listSlotVersions, listVersions, rollback, rollbackSlot, updateTemplate } from './lifecycle.service';
import { baseVersion, etag, headOf } from './heads.server';
import { heartbeat, leave } from './presence.server';
import { cancelSchedule, createSchedule, listSchedules, scheduledPublishJob } from './schedule.service';
import { jobs } from '../../jobs.server';

if (!jobs.includes(scheduledPublishJob)) jobs.push(scheduledPublishJob);

const MAX_ID = 2_147_483_647;
const Id = z.coerce.number({ invalid_type_error: '参数错误' }).int('参数错误').min(1, '参数错误').max(MAX_ID, '参数错误');
const Params = z.object({ id: Id });
const VersionParams = z.object({ id: Id, version_id: Id });
const TemplatePatch = z.object({
  template_title: z.string({ invalid_type_error: '请输入页面名称' }).optional(),
  status: z.coerce.number({ invalid_type_error: '页面状态不合法' }).int('页面状态不合法').optional(),
});
const Rollback = z.object({ version_id: z.coerce.number({ required_error: '请选择要回滚的版本', invalid_type_error: '请选择要回滚的版本' }).int('请选择要回滚的版本').min(1, '请选择要回滚的版本').max(MAX_ID, '请选择要回滚的版本') });
const ChromeParams = z.object({ slot: z.enum(CHROME_SLOTS as [ChromeSlot, ...ChromeSlot[]], { errorMap: () => ({ message: '参数错误' }) }) });

// Declared input. Params reuse the schemas above (same 422 '参数错误'); the handlers keep their checks.
const PARAMS_ERROR = { status: 422, message: '参数错误' };
const byId = { params: Params, paramsError: PARAMS_ERROR };
const bySlot = { params: ChromeParams, paramsError: PARAMS_ERROR };
// The title is trimmed and checked against its column (100) by updateTemplate; this is the outer bound.
const PatchInput = fields({
  template_title: opt(text(200)),
  status: sameAs(TemplatePatch.shape.status, (v) => v === undefined || v === 1 || v === 2, '页面状态不合法'),
});
const RollbackInput = fields({ version_id: sameAs(Rollback.shape.version_id) });
// The document itself is checked by saveChromeDraft (structure, every widget, clean strings).
const BaseVersion = z.union([z.number().int().min(0), z.string().max(12)]).optional()
  .describe('保存所基于的版本（读取时的 ETag，如 "v7"）；也可放在 If-Match 请求头。版本已变 → 409');
const ChromeDraftInput = z.object({ widgets: z.unknown().optional(), base_version: BaseVersion }).passthrough();
const PublishInput = fields({ base_version: BaseVersion });
// One open editor tab (a random id the designer makes per tab).
const PresenceInput = fields({ client_id: text(40, { min: 8 }) });
// 定时发布: an ISO time with its offset (the designer sends the operator's local time as such).
const ScheduleInput = fields({ run_at: text(40, { min: 1 }) });
const ScheduleParams = z.object({ schedule_id: Id });
const ChromeVersionParams = z.object({ slot: ChromeParams.shape.slot, version_id: Id });

function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  const r = schema.safeParse(value);
  if (!r.success) throw new BizError(r.error.issues[0].message);
  return r.data;
}

export default async function templateAdminRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps;
  const rebuild = async (slots: string[]) => (slots.length && deps.onPublish ? deps.onPublish(slots) : { pages: [], ms: 0 });
  const operator = (req: FastifyRequest) => req.operator!;

  app.register(async (secured) => {
    secured.addHook('preHandler', app.requireOperator);

    secured.put('/templates/:id', declare({ ...byId, input: PatchInput }), async (req) => {
      const { id } = parse(Params, req.params);
      const row = await updateTemplate(db, id, parse(TemplatePatch, input(req)));
      // Disabling or enabling changes what is live; a rename changes page titles.
      const rebuilt = await rebuild([pageSlot(id)]);
      return { ...row, pages: rebuilt.pages };
    });

    secured.delete('/templates/:id', declare({ ...byId, input: NO_INPUT }), async (req) => {
      const { id } = parse(Params, req.params);
      await deleteTemplate(db, id, operator(req));
      await rebuild([pageSlot(id)]);
      return { status: true };
    });

    secured.get('/templates/:id/versions', declare({ ...byId, input: NO_INPUT }), async (req) => listVersions(db, parse(Params, req.params).id));

    secured.get('/templates/:id/versions/:version_id', declare({ params: VersionParams, paramsError: PARAMS_ERROR, input: NO_INPUT }), async (req) => {
      const { id, version_id } = parse(VersionParams, req.params);
      return getVersion(db, id, version_id);
    });

    secured.post('/templates/:id/rollback', declare({ ...byId, input: RollbackInput }), async (req) => {
      const { id } = parse(Params, req.params);
      const { version_id } = parse(Rollback, input(req));
      const slot = await rollback(db, id, version_id, operator(req));
      const rebuilt = await rebuild([slot]);
      return { status: true, slots: [slot], pages: rebuilt.pages, ms: rebuilt.ms };
    });

    secured.delete('/templates/:id/draft', declare({ ...byId, input: NO_INPUT }), async (req) => {
      const { id } = parse(Params, req.params);
      await discardDraft(db, id, operator(req));
      return { status: true };
    });

    // 定时发布: listed (pending first), created per document, cancelled while pending.
    secured.get('/schedules', declare({ input: fields({ slot: opt(text(40)) }) }), async (req) => listSchedules(db, input(req).slot ? String(input(req).slot) : undefined));
    secured.post('/templates/:id/schedule', declare({ ...byId, input: ScheduleInput }), async (req) => {
      const { id } = parse(Params, req.params);
      return createSchedule(db, pageSlot(id), new Date(String(input(req).run_at)), operator(req));
    });
    secured.post('/chrome/:slot/schedule', declare({ ...bySlot, input: ScheduleInput }), async (req) =>
      createSchedule(db, parse(ChromeParams, req.params).slot, new Date(String(input(req).run_at)), operator(req)));
    secured.delete('/schedules/:schedule_id', declare({ params: ScheduleParams, paramsError: PARAMS_ERROR, input: NO_INPUT }), async (req) => {
      await cancelSchedule(db, parse(ScheduleParams, req.params).schedule_id);
      return { status: true };
    });

    // Presence: 页面正在被 X 编辑. POST while the editor is open (every ~15 s), DELETE when it closes.
    const presence = (slotOf: (req: FastifyRequest) => Promise<string>) => ({
      beat: async (req: FastifyRequest) => heartbeat(db, await slotOf(req), String(input(req).client_id), operator(req)),
      leave: async (req: FastifyRequest) => { await leave(db, await slotOf(req), String(input(req).client_id)); return { status: true }; },
    });
    const pagePresence = presence(async (req) => { const { id } = parse(Params, req.params); await templateRow(db, id); return pageSlot(id); });
    const chromePresence = presence(async (req) => parse(ChromeParams, req.params).slot);
    secured.post('/templates/:id/presence', declare({ ...byId, input: PresenceInput }), pagePresence.beat);
    secured.delete('/templates/:id/presence', declare({ ...byId, input: PresenceInput }), pagePresence.leave);
    secured.post('/chrome/:slot/presence', declare({ ...bySlot, input: PresenceInput }), chromePresence.beat);
    secured.delete('/chrome/:slot/presence', declare({ ...bySlot, input: PresenceInput }), chromePresence.leave);

    secured.get('/chrome/:slot', declare({ ...bySlot, input: NO_INPUT, versioned: { etag: true } }), async (req, reply) => {
      const { slot } = parse(ChromeParams, req.params);
      const [widgets, published, head] = await db.transaction().execute(async (trx) =>
        Promise.all([effectiveSlot(trx, slot), loadSlot(trx, slot, 'published'), headOf(trx, slot)]));
      reply.header('ETag', etag(head.version)).header('Cache-Control', 'no-store');
      return { slot, widgets, published, version: head.version };
    });

    secured.put('/chrome/:slot/draft', declare({ ...bySlot, input: ChromeDraftInput, versioned: { etag: true, ifMatch: true } }), async (req, reply) => {
      const { slot } = parse(ChromeParams, req.params);
      const b = input(req);
      const version = await saveChromeDraft(db, slot, b.widgets, { by: operator(req), base: baseVersion(req.headers['if-match'], b.base_version) });
      reply.header('ETag', etag(version));
      return { status: true, version };
    });

    secured.post('/chrome/:slot/publish', declare({ ...bySlot, input: PublishInput, versioned: { ifMatch: true } }), async (req) => {
      const { slot } = parse(ChromeParams, req.params);
      const slots = await publishSlots(db, [slot], operator(req), baseVersion(req.headers['if-match'], input(req).base_version));
      const rebuilt = await rebuild(slots);
      return { status: true, slots, pages: rebuilt.pages, ms: rebuilt.ms };
    });

    // The header and footer have versions, rollback and discard like pages.
    secured.get('/chrome/:slot/versions', declare({ ...bySlot, input: NO_INPUT }), async (req) => listSlotVersions(db, parse(ChromeParams, req.params).slot));

    secured.get('/chrome/:slot/versions/:version_id', declare({ params: ChromeVersionParams, paramsError: PARAMS_ERROR, input: NO_INPUT }), async (req) => {
      const { slot, version_id } = parse(ChromeVersionParams, req.params);
      return getSlotVersion(db, slot, version_id);
    });

    secured.post('/chrome/:slot/rollback', declare({ ...bySlot, input: RollbackInput }), async (req) => {
      const { slot } = parse(ChromeParams, req.params);
      const { version_id } = parse(Rollback, input(req));
      await rollbackSlot(db, slot, version_id, operator(req));
      const rebuilt = await rebuild([slot]);
      return { status: true, slots: [slot], pages: rebuilt.pages, ms: rebuilt.ms };
    });

    secured.delete('/chrome/:slot/draft', declare({ ...bySlot, input: NO_INPUT }), async (req) => {
      await discardSlotDraft(db, parse(ChromeParams, req.params).slot, operator(req));
      return { status: true };
    });
  });
}
