/** /api/h5app/wxapp goods and categories (api-contract §4.4). */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.server';
import { BizError } from '../../http/errors';
import { input, param } from '../../http/wire';
import { categoryTree, itemDetail, listItems } from './catalog.service';
import { createCatalogCache } from './catalog-cache';

export default async function catalogRoutes(app: FastifyInstance, opts: { db: Database; databaseUrl?: string }) {
  const { db } = opts;
  // Goods list pages are read far more than the catalogue changes: cached, emptied on every change.
  const cache = createCatalogCache(opts.databaseUrl);
  app.addHook('onClose', () => cache.close());

  app.get('/goods/items', { preHandler: app.optionalMember }, async (req) => {
    const q = input(req);
    const pageSize = param.int(q.pageSize ?? q.page_size, 20)!;
    const page = param.int(q.page ?? q.page_no, 1)!;
    if (pageSize < 1 || pageSize > 50 || page < 1) throw new BizError('获取商品列表出错.');
    const num = (v: unknown) => (v === undefined || v === '' ? undefined : Number(v));
    const query = {
      page, pageSize,
      keywords: param.str(q.keywords) || undefined,
      categoryId: param.int(q.category_id ?? q.cat_id ?? q.main_category),
      tag: param.str(q.tag) || undefined,
      goodsSort: param.int(q.goodsSort),
      startPrice: num(q.start_price), endPrice: num(q.end_price),
      itemIds: param.ids(q.item_id),
    };
    return cache.get(JSON.stringify(query), () => listItems(db, query));
  });

  app.get('/goods/items/:item_id', { preHandler: app.optionalMember }, async (req) => {
    const id = param.int((req.params as { item_id: string }).item_id);
    if (!id) throw new BizError('商品不存在或者已下架');
    return itemDetail(db, id);
  });

  app.get('/goods/category', async () => categoryTree(db));
}
