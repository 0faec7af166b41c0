/**
 * `GET pageparams/setting` (api-contract §4.16): a page's widgets as ECShopX's page-parameter list
 * `{list:[{name, params}], config}`. `page_name` is `index` (the home page) or `custom_<id>`; only
 * published pages answer.
 */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { BizError } from '../../http/errors';
import { input, param } from '../../http/wire';
import { declare, fields, idOrZero, opt, text } from '../../http/schema';
import { homeTemplateId, loadSlot, pageSlot, templateRow } from './documents.service';
import { liveWidgets } from './live.server';
import { isPublished } from './lifecycle.service';

const Input = fields({ template_name: opt(text(40)), name: opt(text(40)), page_name: opt(text(40)), version: opt(text(20)), distributor_id: opt(idOrZero()) });

export async function pageParamsRoutes(app: FastifyInstance, { db }: AppDeps) {
  app.get('/pageparams/setting', declare({ input: Input }), async (req) => {
    const q = input(req);
    const pageName = param.str(q.page_name) || 'index';
    const custom = /^custom_(\d{1,9})$/.exec(pageName);
    if (pageName !== 'index' && !custom) throw new BizError('页面不存在', 404);
    const id = custom ? Number(custom[1]) : await homeTemplateId(db);
    if (!id) return { list: [], config: { page_name: pageName, template_name: param.str(q.template_name) || 'pc' } };
    const tpl = await templateRow(db, id).catch(() => null);
    if (!tpl || tpl.status !== 1 || !(await isPublished(db, id))) throw new BizError('页面不存在', 404);
    const widgets = await liveWidgets(db, await loadSlot(db, pageSlot(id), 'published'));
    return {
      list: widgets.map((w) => ({ name: String((w as { name?: string }).name ?? ''), params: w })),
      config: { page_name: pageName, template_name: param.str(q.template_name) || 'pc', theme_pc_template_id: id, template_title: tpl.template_title ?? '' },
    };
  });
}
