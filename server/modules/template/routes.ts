/** Storefront template reads, ECShopX legacy list form (api-contract §4.16, §8.2). */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.server';
import { BizError } from '../../http/errors';
import { input, param } from '../../http/wire';
import { isPublished } from './lifecycle.service';
import { homeTemplateId, loadSlot, pageSlot, templateRow, withLivePrices } from './documents.service';

export default async function templateRoutes(app: FastifyInstance, opts: { db: Database }) {
  const { db } = opts;

  app.get('/pctemplate/getTemplateContent', async (req) => {
    const q = input(req);
    const id = param.int(q.theme_pc_template_id ?? q.page_id ?? q.pageid) ?? (await homeTemplateId(db));
    if (!id) return [];
    const tpl = await templateRow(db, id);
    if (tpl.status !== 1 || !(await isPublished(db, id))) throw new BizError('页面不存在', 404);
    const widgets = await withLivePrices(db, await loadSlot(db, pageSlot(id), 'published'));
    return widgets.map((w, i) => ({ id: w.id ?? i + 1, name: '', config: JSON.stringify(w) }));
  });

  app.get('/pctemplate/getHeaderOrFooter', async (req) => {
    const name = param.str(input(req).page_name);
    if (name !== 'header' && name !== 'footer') throw new BizError('参数错误');
    const widgets = await withLivePrices(db, await loadSlot(db, name, 'published'));
    return { theme_pc_template_content_id: name === 'header' ? 1 : 2, company_id: 1, theme_pc_template_id: 0, name, params: JSON.stringify(widgets) };
  });

  // Customer service (api-contract §4.16 common/setting): configured with SERVICE_URL; off when unset.
  app.get('/common/setting', async () => {
    const url = process.env.SERVICE_URL ?? '';
    return { is_open: url !== '', channel: 'link', url: { pc: url, common: url } };
  });

  app.get('/pagestemplate/gettdk', async () => {
    const id = await homeTemplateId(db);
    const seo = id ? (await templateRow(db, id)).seo : {};
    return { title: seo.title ?? '', mate_keywords: seo.mate_keywords ?? '', mate_description: seo.mate_description ?? '' };
  });
}
