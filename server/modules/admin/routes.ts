/** /api/admin: operator login, page templates (list, get, create, save draft, publish). */
import bcrypt from 'bcryptjs';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.server';
import { BizError } from '../../http/errors';
import { input, param } from '../../http/wire';
import { CHROME_SLOTS, loadForEditing, publish, saveDraft, templateRow } from '../template/documents.service';
import { isPublished } from '../template/lifecycle.service';

export interface PublishResult { slots: string[]; pages: string[]; ms: number }
export type OnPublish = (slots: string[]) => Promise<{ pages: string[]; ms: number }>;

export default async function adminRoutes(app: FastifyInstance, opts: { db: Database; onPublish?: OnPublish }) {
  const { db } = opts;
  await app.register(rateLimit, { global: false });

  app.post('/login', { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } }, async (req) => {
    const b = input(req);
    const username = param.str(b.username);
    const op = await db.selectFrom('operators').selectAll().where('username', '=', username).executeTakeFirst();
    if (!op || !(await bcrypt.compare(param.str(b.password), op.password_hash))) throw new BizError('用户名或密码错误');
    return { token: app.signOperatorToken({ operator_id: op.operator_id, username: op.username }), username: op.username };
  });

  app.register(async (secured) => {
    secured.addHook('preHandler', app.requireOperator);

    secured.get('/templates', async (req) => {
      const pageType = param.str(input(req).page_type);
      let q = db.selectFrom('page_templates').selectAll().orderBy('theme_pc_template_id');
      if (pageType) q = q.where('page_type', '=', pageType);
      const rows = await q.execute();
      const live = new Set((await db.selectFrom('page_documents').select('slot').where('state', '=', 'published').execute()).map((r) => r.slot));
      const list = rows.map((r) => ({ ...r, is_published: live.has(`page:${r.theme_pc_template_id}`) }));
      return { list, total_count: list.length };
    });

    secured.post('/templates', async (req) => {
      const b = input(req);
      const title = param.str(b.template_title);
      if (!title) throw new BizError('请输入页面名称');
      const pageType = param.str(b.page_type, 'custom');
      if (!['index', 'custom', 'product_list'].includes(pageType)) throw new BizError('页面类型不合法');
      return db.insertInto('page_templates').values({ template_title: title, template_description: param.str(b.template_description), page_type: pageType, status: 1, seo: JSON.stringify({}) as never })
        .returningAll().executeTakeFirstOrThrow();
    });

    secured.get('/templates/:id', async (req) => {
      const id = param.int((req.params as { id: string }).id)!;
      return { template: { ...(await templateRow(db, id)), is_published: await isPublished(db, id) }, widgets: await loadForEditing(db, id) };
    });

    secured.put('/templates/:id/draft', async (req) => {
      const id = param.int((req.params as { id: string }).id)!;
      const b = input(req);
      // `chrome`: the shared parts (header/footer) the operator changed in this editing session.
      const chrome = Array.isArray(b.chrome) ? CHROME_SLOTS.filter((s) => (b.chrome as unknown[]).includes(s)) : undefined;
      const written = await saveDraft(db, id, typeof b.config === 'string' ? b.config : b.widgets, chrome);
      return { status: true, chrome: written };
    });

    secured.post('/templates/:id/publish', async (req) => {
      const id = param.int((req.params as { id: string }).id)!;
      const slots = await publish(db, id, req.operator!);
      const rebuilt = slots.length && opts.onPublish ? await opts.onPublish(slots) : { pages: [], ms: 0 };
      return { status: true, slots, pages: rebuilt.pages, ms: rebuilt.ms } satisfies PublishResult & { status: boolean };
    });
  });
}
