/**
 * /api/admin/templates/:id lifecycle (rename, disable, delete, versions, rollback, discard draft) and the
 * shared header/footer as documents of their own (/api/admin/chrome/:slot). Operators only; every change
 * that alters what shoppers see asks the compiler to rebuild the affected pages.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app';
import { BizError } from '../../http/errors';
import { input } from '../../http/wire';
import { CHROME_SLOTS, effectiveSlot, loadSlot, pageSlot, publishSlots, saveChromeDraft, type ChromeSlot } from './documents.service';
import { NO_INPUT, declare, fields, opt, sameAs, text } from '../../http/schema';
import { deleteTemplate, discardDraft, getVersion, listVersions, rollback, updateTemplate } from './lifecycle.service';

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
const ChromeDraftInput = z.object({ widgets: z.unknown().optional() }).passthrough();

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
      await deleteTemplate(db, id);
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
      await discardDraft(db, id);
      return { status: true };
    });

    secured.get('/chrome/:slot', declare({ ...bySlot, input: NO_INPUT }), async (req) => {
      const { slot } = parse(ChromeParams, req.params);
      return { slot, widgets: await effectiveSlot(db, slot), published: await loadSlot(db, slot, 'published') };
    });

    secured.put('/chrome/:slot/draft', declare({ ...bySlot, input: ChromeDraftInput }), async (req) => {
      const { slot } = parse(ChromeParams, req.params);
      await saveChromeDraft(db, slot, input(req).widgets);
      return { status: true };
    });

    secured.post('/chrome/:slot/publish', declare({ ...bySlot, input: NO_INPUT }), async (req) => {
      const { slot } = parse(ChromeParams, req.params);
      const slots = await publishSlots(db, [slot], operator(req));
      const rebuilt = await rebuild(slots);
      return { status: true, slots, pages: rebuilt.pages, ms: rebuilt.ms };
    });
  });
}
