/** /api/h5app/wxapp goods and categories (api-contract §4.4). */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.server';
import { BizError } from '../../http/errors';
import { input, param } from '../../http/wire';
import { decimal, declare, fields, id, idOrZero, ids, int, NO_INPUT, opt, page, text } from '../../http/schema';
import { categoryTree, isStockSorted, itemDetail, listItems, listItemsFor, withMemberPrices } from './catalog.service';

const ItemsQuery = fields({
  // Page sizes above 50 keep the contract's own message (获取商品列表出错.), so only the int4 bound is declared here.
  page: opt(page()), page_no: opt(page()), pageSize: opt(int(-1000, 1000)), page_size: opt(int(-1000, 1000)),
  keywords: opt(text(100)), category_id: opt(id()), cat_id: opt(id()), main_category: opt(id()), tag: opt(text(32)),
  goodsSort: opt(int(0, 100)), start_price: opt(decimal(10_000_000)), end_price: opt(decimal(10_000_000)), item_id: opt(ids()),
  brand_id: opt(id()), is_tdk: opt(int(0, 1)), distributor_id: opt(idOrZero()),
});
import { createCatalogCache } from './catalog-cache';
import { withActivity } from '../activity/item-activity';
import { startSearchIndexer } from './search/indexer.server';
import { suggest } from './search/search.service';
import { VIEWER_PRICES_MAX_IDS, viewerPrices } from './viewer-prices';

export default async function catalogRoutes(app: FastifyInstance, opts: { db: Database; databaseUrl?: string }) {
  const { db } = opts;
  // Goods list pages are read far more than the catalogue changes: cached, emptied on every change.
  const cache = createCatalogCache(opts.databaseUrl);
  app.addHook('onClose', () => cache.close());
  // Goods' search words follow every catalogue change (and are filled in for a new or imported catalogue).
  const indexer = startSearchIndexer(db, opts.databaseUrl, (m) => app.log.info(m));
  app.addHook('onClose', () => indexer.close());

  app.get('/goods/items', { preHandler: app.optionalMember, ...declare({ input: ItemsQuery }) }, async (req) => {
    const q = input(req);
    const pageSize = param.int(q.pageSize ?? q.page_size, 20)!;
    const page = param.int(q.page ?? q.page_no, 1)!;
    if (pageSize < 1 || pageSize > 50 || page < 1) throw new BizError('获取商品列表出错.');
    const num = (v: unknown) => (v === undefined || v === '' ? undefined : Number(v));
    const [startPrice, endPrice] = [num(q.start_price), num(q.end_price)];
    if (startPrice !== undefined && endPrice !== undefined && startPrice > endPrice) throw new BizError('最低价不能高于最高价');
    const query = {
      page, pageSize,
      keywords: param.str(q.keywords) || undefined,
      categoryId: param.int(q.category_id ?? q.cat_id ?? q.main_category),
      tag: param.str(q.tag) || undefined,
      goodsSort: param.int(q.goodsSort),
      startPrice, endPrice,
      itemIds: param.ids(q.item_id),
      brandId: param.int(q.brand_id),
      distributorId: param.int(q.distributor_id),
      withTdk: String(q.is_tdk) === '1',
    };
    // The cache holds the list as anyone sees it; a VIP's member prices are applied per request. A stock change drops
    // the lists showing that goods, and every stock-sorted one.
    // One round trip on the cache's LISTEN connection for every kept part the page reads (catalog-cache.ts).
    const read = cache.request();
    return withMemberPrices(db, await read(JSON.stringify(query), () => listItems(db, query, read), { stock: isStockSorted(query) }), req.member?.user_id);
  });

  // Suggestions for the header search box while typing: names of goods on sale, the last word a prefix.
  app.get('/goods/search/suggest', declare({ input: fields({ keywords: opt(text(100)) }) }), async (req) => {
    const keywords = param.str(input(req).keywords).trim();
    return { list: keywords ? await cache.get(`suggest:${keywords}`, () => suggest(db, keywords)) : [] };
  });

  app.get('/goods/items/:item_id', { preHandler: app.optionalMember,
    ...declare({ input: NO_INPUT, params: fields({ item_id: id() }), paramsError: { status: 422, message: '商品不存在或者已下架' } }) }, async (req) => {
    const id = param.int((req.params as { item_id: string }).item_id);
    if (!id) throw new BizError('商品不存在或者已下架');
    return withActivity(db, await itemDetail(db, id, req.member?.user_id));
  });

  // 猜你喜欢 (cart page, item page): best sellers on sale, as the list answers them (member prices included).
  app.get('/promotions/recommendlike', { preHandler: app.optionalMember, ...declare({ input: fields({ page: opt(page()), pageSize: opt(int(1, 50)), page_size: opt(int(1, 50)) }) }) }, async (req) => {
    const q = input(req);
    const result = await listItemsFor(db, { page: param.int(q.page, 1)!, pageSize: param.int(q.pageSize ?? q.page_size, 10)!, goodsSort: 1 }, req.member?.user_id);
    // With their sales: a card shows 已售 N 件 from it (新品上架 without), and these are the best sellers.
    return { list: result.list.map(({ item_id, item_name, pics, price, market_price, distributor_id, brief, sales }) => ({ item_id, item_name, pics, price, market_price, distributor_id, brief, sales })), total_count: result.total_count };
  });

  // A member's pre-rendered page corrects all its prices with this one call (catalog/README.md).
  app.get('/goods/viewer_prices', { preHandler: app.optionalMember, ...declare({ input: fields({ item_id: ids(VIEWER_PRICES_MAX_IDS) }) }) }, async (req) => {
    const asked = param.ids(input(req).item_id);
    return { list: await viewerPrices(db, asked, req.member?.user_id), server_time: Math.floor(Date.now() / 1000) };
  });

  app.get('/goods/category', declare({ input: NO_INPUT }), async () => categoryTree(db));
}
