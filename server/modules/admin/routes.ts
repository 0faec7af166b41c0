/** /api/admin: operator login, page templates (list, get, create, save draft, publish). */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.server';
import { BizError } from '../../http/errors';
import { input, param } from '../../http/wire';
import { endSessions } from '../../http/auth';
import { BAD_CREDENTIALS, passwordMatches } from '../member/member.service';
import { throttledLogin } from '../throttle/login';
import operatorRoutes from './operators.routes';
import { loadEditingView, flatPage, publish, saveDraft, templateRow } from '../template/documents.service';
import { baseVersion, etag } from '../template/heads.server';
import { isPublished } from '../template/lifecycle.service';
import { declare, fields, idParams, NO_INPUT, oneOf, opt, text } from '../../http/schema';
import { z } from 'zod';
import type { OnPublish } from '../../deps';

const LoginInput: z.ZodTypeAny = fields({ username: opt(text(64)), password: opt(text(128)) });
const byId = { params: idParams(), paramsError: { status: 404, message: '页面不存在' } };
export const PAGE_TYPES = ['index', 'custom', 'product_list'] as const;
// Titles and descriptions are bounded by their columns (page_templates.template_title varchar(100)).
/** `parts=only`: the editor's view without the flat list of all three parts (the designer reads the parts; the list doubled a 300-widget answer). */
const EditingViewInput = fields({ parts: opt(oneOf(['only'] as const)) });
const NewTemplate = fields({ template_title: opt(text(100)), template_description: opt(text(500, { multiline: true })), page_type: opt(oneOf(PAGE_TYPES, '页面类型不合法')) });
// The document itself is checked by saveDraft (structure, every widget, clean strings, goods ids).
// `base_version`: the version the operator read, for clients that cannot send If-Match (either is accepted).
const BASE_VERSION_DOC = '保存所基于的版本（读取时的 ETag，如 "v7"）；也可放在 If-Match 请求头。版本已变 → 409，不会覆盖他人的修改';
const BaseVersion = z.union([z.number().int().min(0), z.string().max(12)]).optional().describe(BASE_VERSION_DOC);
const DraftInput = z.object({ config: z.unknown().optional(), widgets: z.unknown().optional(), base_version: BaseVersion }).passthrough();
const PublishInput = fields({ base_version: BaseVersion });

export interface PublishResult { slots: string[]; pages: string[]; ms: number }
export type { OnPublish } from '../../deps';

export default async function adminRoutes(app: FastifyInstance, opts: { db: Database; onPublish?: OnPublish }) {
  const { db } = opts;

  app.post('/login', { config: { declared: { input: LoginInput } } }, async (req, reply) => {
    const b = input(req);
    const username = param.str(b.username);
    const op = await throttledLogin(app.throttle, 'admin-login', username, req.ip, async () => {
      const row = username ? await db.selectFrom('operators').selectAll().where('username', '=', username).executeTakeFirst() : undefined;
      if (!(await passwordMatches(param.str(b.password), row?.password_hash)) || !row) throw new BizError(BAD_CREDENTIALS);
      if (row.disabled) throw new BizError('该账号已被禁用.', 401, 401002);
      return row;
    });
    const token = app.signOperatorToken({ operator_id: op.operator_id, username: op.username });
    app.setOperatorCookies(req, reply, token, op.username);
    return { token, username: op.username };
  });

  app.register(async (secured) => {
    secured.addHook('preHandler', app.requireOperator);

    secured.post('/logout', declare({ input: NO_INPUT }), async (req, reply) => {
      await endSessions(db, { operatorId: req.operator!.operator_id });
      app.clearOperatorCookies(reply);
      return { status: true };
    });

    /** Who is logged in (the designer asks on start, its token being out of reach of scripts). */
    secured.get('/session', declare({ input: NO_INPUT }), async (req) => req.operator);

    await secured.register(operatorRoutes, { db });

    secured.get('/templates', declare({ input: fields({ page_type: opt(text(16)) }) }), async (req) => {
      const pageType = param.str(input(req).page_type);
      let q = db.selectFrom('page_templates').selectAll().orderBy('theme_pc_template_id');
      if (pageType) q = q.where('page_type', '=', pageType);
      const rows = await q.execute();
      const live = new Set((await db.selectFrom('page_documents').select('slot').where('state', '=', 'published').execute()).map((r) => r.slot));
      const list = rows.map((r) => ({ ...r, is_published: live.has(`page:${r.theme_pc_template_id}`) }));
      return { list, total_count: list.length };
    });

    secured.post('/templates', declare({ input: NewTemplate }), async (req) => {
      const b = input(req);
      const title = param.str(b.template_title);
      if (!title) throw new BizError('请输入页面名称');
      const pageType = param.str(b.page_type, 'custom');
      if (!['index', 'custom', 'product_list'].includes(pageType)) throw new BizError('页面类型不合法');
      return db.insertInto('page_templates').values({ template_title: title, template_description: param.str(b.template_description), page_type: pageType, status: 1, seo: JSON.stringify({}) as never })
        .returningAll().executeTakeFirstOrThrow();
    });

    // The page's body to edit, the shop's header/footer to show (locked), and the version read: the ETag.
    // `widgets` (all three in one list) stays for older clients, unless asked for the parts only.
    secured.get('/templates/:id', declare({ ...byId, input: EditingViewInput, versioned: { etag: true } }), async (req, reply) => {
      const id = param.int((req.params as { id: string }).id)!;
      const view = await loadEditingView(db, id);
      reply.header('ETag', etag(view.version)).header('Cache-Control', 'no-store');
      const template = { ...(await templateRow(db, id)), is_published: await isPublished(db, id) };
      return input(req).parts === 'only' ? { template, ...view } : { template, ...view, widgets: flatPage(view) };
    });

    secured.put('/templates/:id/draft', declare({ ...byId, input: DraftInput, versioned: { etag: true, ifMatch: true } }), async (req, reply) => {
      const id = param.int((req.params as { id: string }).id)!;
      const b = input(req);
      const base = baseVersion(req.headers['if-match'], b.base_version);
      const version = await saveDraft(db, id, typeof b.config === 'string' ? b.config : b.widgets, { by: req.operator!, base });
      reply.header('ETag', etag(version));
      return { status: true, version };
    });

    secured.post('/templates/:id/publish', declare({ ...byId, input: PublishInput, versioned: { ifMatch: true } }), async (req) => {
      const id = param.int((req.params as { id: string }).id)!;
      const slots = await publish(db, id, req.operator!, baseVersion(req.headers['if-match'], input(req).base_version));
      const rebuilt = slots.length && opts.onPublish ? await opts.onPublish(slots) : { pages: [], ms: 0 };
      return { status: true, slots, pages: rebuilt.pages, ms: rebuilt.ms } satisfies PublishResult & { status: boolean };
    });
  });
}
