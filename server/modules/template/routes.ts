/** Storefront template reads, ECShopX legacy list form (api-contract §4.16, §8.2). */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.server';
import { BizError } from '../../http/errors';
import { input, param } from '../../http/wire';
import { declare, fields, id, NO_INPUT, oneOf, opt, text } from '../../http/schema';
import { homeTemplateId, loadSlot, pageSlot, templateRow } from './documents.service';
import { liveSlot, liveWidgets } from './live.server';
import { isPublished } from './lifecycle.service';

export default async function templateRoutes(app: FastifyInstance, opts: { db: Database }) {
  const { db } = opts;

  app.get('/pctemplate/getTemplateContent', declare({ input: fields({ theme_pc_template_id: opt(id()), page_id: opt(id()), pageid: opt(id()), page_type: opt(oneOf(['home', 'header', 'footer', 'custom', 'product_list'])) }) }), async (req) => {
    const q = input(req);
    // The current ECShopX backend's form for header/footer (api-contract §4.16): the same list shape.
    const pageType = param.str(q.page_type);
    if (pageType === 'header' || pageType === 'footer') {
      const chrome = await liveSlot(db, pageType, await loadSlot(db, pageType, 'published'));
      return chrome.map((w, i) => ({ id: w.id ?? i + 1, name: pageType, config: JSON.stringify(w) }));
    }
    const id = param.int(q.theme_pc_template_id ?? q.page_id ?? q.pageid) ?? (await homeTemplateId(db));
    if (!id) return [];
    const tpl = await templateRow(db, id);
    if (tpl.status !== 1 || !(await isPublished(db, id))) throw new BizError('页面不存在', 404);
    const widgets = await liveWidgets(db, await loadSlot(db, pageSlot(id), 'published'));
    return widgets.map((w, i) => ({ id: w.id ?? i + 1, name: '', config: JSON.stringify(w) }));
  });

  app.get('/pctemplate/getHeaderOrFooter', declare({ input: fields({ page_name: opt(text(16)) }) }), async (req) => {
    const name = param.str(input(req).page_name);
    if (name !== 'header' && name !== 'footer') throw new BizError('参数错误');
    const widgets = await liveSlot(db, name, await loadSlot(db, name, 'published'));
    return { theme_pc_template_content_id: name === 'header' ? 1 : 2, company_id: 1, theme_pc_template_id: 0, name, params: JSON.stringify(widgets) };
  });

  // Customer service (api-contract §4.16 common/setting): configured with SERVICE_URL; off when unset.
  app.get('/common/setting', declare({ input: NO_INPUT }), async () => {
    const url = process.env.SERVICE_URL ?? '';
    return { is_open: url !== '', channel: 'link', url: { pc: url, common: url } };
  });

  // Site SEO (the home page's). With `page_id` (our addition; ECShopX ignores it) a custom page's own
  // SEO and title, so a build from the API titles custom pages as the in-process build does.
  app.get('/pagestemplate/gettdk', declare({ input: fields({ page_id: opt(id()) }) }), async (req) => {
    const pageId = param.int(input(req).page_id);
    const id = pageId ?? (await homeTemplateId(db));
    const row = id ? await templateRow(db, id) : undefined;
    if (row && row.status !== 1) throw new BizError('页面不存在', 404);
    const seo = row?.seo ?? {};
    return {
      title: seo.title ?? '', mate_keywords: seo.mate_keywords ?? '', mate_description: seo.mate_description ?? '',
      ...(row ? { theme_pc_template_id: row.theme_pc_template_id, template_title: row.template_title, page_type: row.page_type } : {}),
    };
  });
}
