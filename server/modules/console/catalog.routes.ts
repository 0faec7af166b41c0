/**
 * /api/admin goods, categories, brands and tags for the console. Every change that shows on the
 * storefront (price, stock, shelf, content, categories) rebuilds exactly the pages showing it through
 * `onCatalogChange` (the items' pages, the list and the template pages that embed goods), as price
 * changes and publishing already do.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppDeps } from '../../deps';
import { BizError, notFound } from '../../http/errors';
import { input, param } from '../../http/wire';
import { declare, fields, id, idParams, ids, int, NO_INPUT, oneOf, opt, page, pageSize, sameAs, text, INT4_MAX } from '../../http/schema';
import { GoodsInput, SHELF, goodsForEditing, parseGoods, saveGoods } from './goods.service';
import { recordChange } from './audit';

const GoodsQuery = fields({ keywords: opt(text(60)), category_id: opt(id()), approve_status: opt(oneOf([SHELF.on, SHELF.off])), brand: opt(text(64)), page: opt(page()), pageSize: opt(pageSize(100)) });
const byGoods = { params: idParams(), paramsError: { status: 404, message: '商品不存在' } };
const byCategory = { params: idParams(), paramsError: { status: 404, message: '分类不存在' } };
const CategoryInput = fields({ category_name: text(64, { min: 1 }), parent_id: opt(int(0, INT4_MAX)), image_url: opt(text(500)), sort: opt(int(0, INT4_MAX)) });
const CategoryPatch = fields({ category_name: opt(text(64, { min: 1 })), image_url: opt(text(500)), sort: opt(int(0, INT4_MAX)) });
const BrandInput = fields({ brand_name: text(64, { min: 1 }), logo: opt(text(500)), sort: opt(int(0, INT4_MAX)) });
const MAX_CATEGORY_LEVEL = 3;

export default async function consoleCatalogRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps;
  const op = (d: Parameters<typeof declare>[0]) => ({ preHandler: app.requireOperator, ...declare(d) });
  /** Rebuilds the pages of these items plus the list and template pages (none for a category-only change). */
  const rebuild = async (itemIds: number[]) => (deps.onCatalogChange ? deps.onCatalogChange(itemIds) : undefined);
  /**
   * A category change shows in the list page and the template pages (re-rendered, with these items' pages) and in
   * the category menus of every page's header (their subtrees are live): then every page takes the new header, as
   * a header publish does (shells re-filled, bodies kept).
   */
  const rebuildCategoryMenus = async (itemIds: number[] = []) => {
    const rendered = await rebuild(itemIds);
    return deps.onPublish ? deps.onPublish(['header']) : rendered;
  };
  const itemsOfGoods = async (goodsIds: number[]) => (goodsIds.length ? (await db.selectFrom('items').select('item_id').where('goods_id', 'in', goodsIds).execute()).map((r) => r.item_id) : []);

  // ── goods ─────────────────────────────────────────────────────────────
  app.get('/goods', op({ input: GoodsQuery }), async (req) => {
    const b = input(req);
    const p = param.int(b.page, 1)!; const size = param.int(b.pageSize, 20)!;
    const kw = param.str(b.keywords);
    let q = db.selectFrom('goods as g').leftJoin('categories as c', 'c.category_id', 'g.category_id');
    if (kw) q = q.where((eb) => eb.or([eb('g.item_name', 'ilike', `%${kw.replace(/[\\%_]/g, '\\$&')}%`), eb('g.goods_bn', '=', kw),
      eb.exists(eb.selectFrom('items as i').select('i.item_id').whereRef('i.goods_id', '=', 'g.goods_id').where('i.item_bn', '=', kw))]));
    const cat = param.int(b.category_id);
    if (cat) q = q.where('g.category_id', 'in', sql<number>`(WITH RECURSIVE t AS (SELECT category_id FROM categories WHERE category_id = ${cat} UNION ALL SELECT c2.category_id FROM categories c2 JOIN t ON c2.parent_id = t.category_id) SELECT category_id FROM t)`);
    const status = param.str(b.approve_status);
    if (status) q = q.where('g.approve_status', '=', status);
    const brand = param.str(b.brand);
    if (brand) q = q.where('g.brand', '=', brand);
    const { n } = await q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    const list = await q.select(['g.goods_id', 'g.goods_bn', 'g.item_name', 'g.pics', 'g.brand', 'g.tags', 'g.approve_status', 'g.sales', 'g.updated_at', 'c.category_name',
      sql<number>`(SELECT min(price) FROM items WHERE goods_id = g.goods_id)`.as('price'),
      sql<number>`(SELECT coalesce(sum(store), 0)::int FROM items WHERE goods_id = g.goods_id)`.as('store'),
      sql<number>`(SELECT count(*)::int FROM items WHERE goods_id = g.goods_id)`.as('sku_count'),
      sql<number>`(SELECT item_id FROM items WHERE goods_id = g.goods_id ORDER BY is_default DESC, item_id LIMIT 1)`.as('item_id')])
      .orderBy('g.goods_id', 'desc').limit(size).offset((p - 1) * size).execute();
    return { list: list.map((r) => ({ ...r, pic: r.pics[0] ?? '' })), total_count: Number(n) };
  });

  app.get('/goods/:id', op({ ...byGoods, input: NO_INPUT }), async (req) => goodsForEditing(db, Number((req.params as { id: string }).id)));

  app.post('/goods', op({ input: sameAs(GoodsInput) }), async (req) => {
    const g = parseGoods(input(req));
    const saved = await db.transaction().execute((trx) => saveGoods(trx, g));
    const after = await goodsForEditing(db, saved.goods_id);
    recordChange(req, { action: '新增商品', entity: 'goods', entity_id: saved.goods_id, before: null, after });
    const rebuilt = await rebuild(saved.item_ids);
    return { ...after, rebuilt };
  });

  app.put('/goods/:id', op({ ...byGoods, input: sameAs(GoodsInput) }), async (req) => {
    const goodsId = Number((req.params as { id: string }).id);
    const before = await goodsForEditing(db, goodsId);
    const g = parseGoods(input(req));
    const saved = await db.transaction().execute((trx) => saveGoods(trx, g, goodsId));
    const after = await goodsForEditing(db, goodsId);
    recordChange(req, { action: '编辑商品', entity: 'goods', entity_id: goodsId, before, after });
    const rebuilt = await rebuild([...saved.item_ids, ...saved.removed_item_ids]);
    return { ...after, rebuilt };
  });

  /** 上架 / 下架 one or many goods. */
  app.post('/goods/shelf', op({ input: fields({ goods_ids: ids(200), approve_status: oneOf([SHELF.on, SHELF.off], '上架状态不正确') }) }), async (req) => {
    const b = input(req);
    const goodsIds = param.ids(b.goods_ids);
    if (!goodsIds.length) throw new BizError('请选择商品');
    const status = param.str(b.approve_status);
    const before = await db.selectFrom('goods').select(['goods_id', 'approve_status']).where('goods_id', 'in', goodsIds).execute();
    if (before.length !== goodsIds.length) throw notFound('商品不存在');
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('goods').set({ approve_status: status, updated_at: sql`now()` }).where('goods_id', 'in', goodsIds).execute();
      await trx.updateTable('items').set({ approve_status: status, updated_at: sql`now()` }).where('goods_id', 'in', goodsIds).execute();
    });
    recordChange(req, { action: status === SHELF.on ? '商品上架' : '商品下架', entity: 'goods', entity_id: goodsIds.join(','), before, after: goodsIds.map((goods_id) => ({ goods_id, approve_status: status })) });
    const rebuilt = await rebuild(await itemsOfGoods(goodsIds));
    return { status: true, goods_ids: goodsIds, approve_status: status, rebuilt };
  });

  // ── categories (tree; siblings ordered by sort) ─────────────────────────
  app.get('/categories', op({ input: NO_INPUT }), async () => {
    const rows = await db.selectFrom('categories as c').select(['c.category_id', 'c.parent_id', 'c.category_name', 'c.category_level', 'c.image_url', 'c.sort',
      sql<number>`(SELECT count(*)::int FROM goods WHERE category_id = c.category_id)`.as('goods_count')]).orderBy('c.sort').orderBy('c.category_id').execute();
    type Node = (typeof rows)[number] & { children: Node[] };
    const byId = new Map<number, Node>(rows.map((r) => [r.category_id, { ...r, children: [] }]));
    const roots: Node[] = [];
    for (const n of byId.values()) (n.parent_id && byId.get(n.parent_id) ? byId.get(n.parent_id)!.children : roots).push(n);
    return { list: roots, total_count: rows.length };
  });

  app.post('/categories', op({ input: CategoryInput }), async (req) => {
    const b = input(req);
    const parentId = param.int(b.parent_id, 0)!;
    let level = 1;
    if (parentId) {
      const parent = await db.selectFrom('categories').select('category_level').where('category_id', '=', parentId).executeTakeFirst();
      if (!parent) throw new BizError('上级分类不存在', 422, undefined, { parent_id: ['上级分类不存在'] });
      level = parent.category_level + 1;
      if (level > MAX_CATEGORY_LEVEL) throw new BizError(`分类最多${MAX_CATEGORY_LEVEL}级`, 422, undefined, { parent_id: [`分类最多${MAX_CATEGORY_LEVEL}级`] });
    }
    const sort = param.int(b.sort) ?? Number((await db.selectFrom('categories').select((eb) => eb.fn.coalesce(eb.fn.max('sort'), sql<number>`-1`).as('m')).where('parent_id', '=', parentId).executeTakeFirstOrThrow()).m) + 1;
    const row = await db.insertInto('categories').values({ category_name: param.str(b.category_name), parent_id: parentId, category_level: level, image_url: param.str(b.image_url), sort }).returningAll().executeTakeFirstOrThrow();
    recordChange(req, { action: '新增分类', entity: 'category', entity_id: row.category_id, before: null, after: row });
    await rebuildCategoryMenus();
    return row;
  });

  app.put('/categories/:id', op({ ...byCategory, input: CategoryPatch }), async (req) => {
    const cid = Number((req.params as { id: string }).id);
    const b = input(req);
    const before = await db.selectFrom('categories').selectAll().where('category_id', '=', cid).executeTakeFirst();
    if (!before) throw notFound('分类不存在');
    const set = { ...(b.category_name !== undefined && b.category_name !== '' ? { category_name: param.str(b.category_name) } : {}), ...(b.image_url !== undefined ? { image_url: param.str(b.image_url) } : {}), ...(b.sort !== undefined && b.sort !== '' ? { sort: param.int(b.sort)! } : {}) };
    if (!Object.keys(set).length) throw new BizError('请提供要修改的内容');
    const after = await db.updateTable('categories').set(set).where('category_id', '=', cid).returningAll().executeTakeFirstOrThrow();
    recordChange(req, { action: '编辑分类', entity: 'category', entity_id: cid, before, after });
    // Item pages show their category in the breadcrumb.
    await rebuildCategoryMenus(await itemsOfGoods((await db.selectFrom('goods').select('goods_id').where('category_id', '=', cid).execute()).map((r) => r.goods_id)));
    return after;
  });

  /** New order of one parent's children (drag to reorder): `ids` in their new order. */
  app.post('/categories/reorder', op({ input: fields({ parent_id: int(0, INT4_MAX), ids: ids(500) }) }), async (req) => {
    const b = input(req);
    const parentId = param.int(b.parent_id, 0)!;
    const order = param.ids(b.ids);
    const siblings = await db.selectFrom('categories').select(['category_id', 'sort']).where('parent_id', '=', parentId).orderBy('sort').orderBy('category_id').execute();
    if (siblings.length !== order.length || !siblings.every((s) => order.includes(s.category_id))) throw new BizError('排序须包含该级全部分类', 422, undefined, { ids: ['排序须包含该级全部分类'] });
    await db.transaction().execute(async (trx) => {
      for (const [i, cid] of order.entries()) await trx.updateTable('categories').set({ sort: i }).where('category_id', '=', cid).execute();
    });
    recordChange(req, { action: '分类排序', entity: 'category', entity_id: `parent:${parentId}`, before: siblings.map((s) => s.category_id), after: order });
    const rebuilt = await rebuildCategoryMenus();
    return { status: true, ids: order, ...(rebuilt ? { rebuilt } : {}) };
  });

  app.delete('/categories/:id', op({ ...byCategory, input: NO_INPUT }), async (req) => {
    const cid = Number((req.params as { id: string }).id);
    const before = await db.selectFrom('categories').selectAll().where('category_id', '=', cid).executeTakeFirst();
    if (!before) throw notFound('分类不存在');
    if (await db.selectFrom('categories').select('category_id').where('parent_id', '=', cid).executeTakeFirst()) throw new BizError('请先删除该分类下的子分类');
    if (await db.selectFrom('goods').select('goods_id').where('category_id', '=', cid).executeTakeFirst()) throw new BizError('该分类下还有商品，不能删除');
    await db.deleteFrom('categories').where('category_id', '=', cid).execute();
    recordChange(req, { action: '删除分类', entity: 'category', entity_id: cid, before, after: null });
    await rebuildCategoryMenus();
    return { status: true };
  });

  // ── brands ─────────────────────────────────────────────────────────────
  app.get('/brands', op({ input: fields({ keywords: opt(text(64)), page: opt(page()), pageSize: opt(pageSize(100)) }) }), async (req) => {
    const b = input(req);
    const p = param.int(b.page, 1)!; const size = param.int(b.pageSize, 20)!;
    let q = db.selectFrom('brands as b');
    const kw = param.str(b.keywords);
    if (kw) q = q.where('b.brand_name', 'ilike', `%${kw.replace(/[\\%_]/g, '\\$&')}%`);
    const { n } = await q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    const list = await q.select(['b.brand_id', 'b.brand_name', 'b.logo', 'b.sort', sql<number>`(SELECT count(*)::int FROM goods WHERE brand_id = b.brand_id)`.as('goods_count')])
      .orderBy('b.sort').orderBy('b.brand_id').limit(size).offset((p - 1) * size).execute();
    return { list, total_count: Number(n) };
  });

  app.post('/brands', op({ input: BrandInput }), async (req) => {
    const b = input(req);
    const row = await db.insertInto('brands').values({ brand_name: param.str(b.brand_name), logo: param.str(b.logo), sort: param.int(b.sort, 0)! })
      .onConflict((oc) => oc.column('brand_name').doNothing()).returningAll().executeTakeFirst();
    if (!row) throw new BizError('品牌已存在', 422, undefined, { brand_name: ['品牌已存在'] });
    recordChange(req, { action: '新增品牌', entity: 'brand', entity_id: row.brand_id, before: null, after: row });
    return row;
  });

  app.put('/brands/:id', op({ params: idParams(), paramsError: { status: 404, message: '品牌不存在' }, input: fields({ brand_name: opt(text(64, { min: 1 })), logo: opt(text(500)), sort: opt(int(0, INT4_MAX)) }) }), async (req) => {
    const bid = Number((req.params as { id: string }).id);
    const b = input(req);
    const before = await db.selectFrom('brands').selectAll().where('brand_id', '=', bid).executeTakeFirst();
    if (!before) throw notFound('品牌不存在');
    const name = b.brand_name ? param.str(b.brand_name) : before.brand_name;
    const after = await db.transaction().execute(async (trx) => {
      if (name !== before.brand_name && await trx.selectFrom('brands').select('brand_id').where('brand_name', '=', name).executeTakeFirst()) throw new BizError('品牌已存在', 422, undefined, { brand_name: ['品牌已存在'] });
      const row = await trx.updateTable('brands').set({ brand_name: name, logo: b.logo !== undefined ? param.str(b.logo) : before.logo, sort: param.int(b.sort, before.sort)! }).where('brand_id', '=', bid).returningAll().executeTakeFirstOrThrow();
      // Goods keep the brand's name (the trigger files it): a rename follows to every goods of the brand.
      if (name !== before.brand_name) await trx.updateTable('goods').set({ brand: name, updated_at: sql`now()` }).where('brand_id', '=', bid).execute();
      return row;
    });
    recordChange(req, { action: '编辑品牌', entity: 'brand', entity_id: bid, before, after });
    if (name !== before.brand_name) await rebuild(await itemsOfGoods((await db.selectFrom('goods').select('goods_id').where('brand_id', '=', bid).execute()).map((r) => r.goods_id)));
    return after;
  });

  app.delete('/brands/:id', op({ params: idParams(), paramsError: { status: 404, message: '品牌不存在' }, input: NO_INPUT }), async (req) => {
    const bid = Number((req.params as { id: string }).id);
    const before = await db.selectFrom('brands').selectAll().where('brand_id', '=', bid).executeTakeFirst();
    if (!before) throw notFound('品牌不存在');
    if (await db.selectFrom('goods').select('goods_id').where('brand_id', '=', bid).executeTakeFirst()) throw new BizError('该品牌下还有商品，不能删除');
    await db.deleteFrom('brands').where('brand_id', '=', bid).execute();
    recordChange(req, { action: '删除品牌', entity: 'brand', entity_id: bid, before, after: null });
    return { status: true };
  });

  // ── tags (goods.tags strings) ──────────────────────────────────────────
  app.get('/tags', op({ input: NO_INPUT }), async () => {
    const rows = await sql<{ tag_name: string; goods_count: number }>`SELECT t AS tag_name, count(*)::int AS goods_count FROM goods, jsonb_array_elements_text(tags) t GROUP BY t ORDER BY t`.execute(db);
    return { list: rows.rows, total_count: rows.rows.length };
  });

  /** Renames a tag on every goods carrying it (an empty `to` removes it). */
  app.post('/tags/rename', op({ input: fields({ from: text(20, { min: 1 }), to: opt(text(20)) }) }), async (req) => {
    const b = input(req);
    const from = param.str(b.from); const to = param.str(b.to);
    const goodsIds = (await db.selectFrom('goods').select('goods_id').where(sql<boolean>`tags ? ${from}`).execute()).map((r) => r.goods_id);
    if (!goodsIds.length) throw notFound('标签不存在');
    await sql`UPDATE goods SET tags = (SELECT coalesce(jsonb_agg(DISTINCT x), '[]'::jsonb) FROM (SELECT CASE WHEN t = ${from} THEN ${to} ELSE t END AS x FROM jsonb_array_elements_text(tags) t) s WHERE x <> ''), updated_at = now() WHERE goods_id = ANY(${goodsIds})`.execute(db);
    recordChange(req, { action: to ? '重命名标签' : '删除标签', entity: 'tag', entity_id: from, before: { tag: from, goods_ids: goodsIds }, after: { tag: to } });
    const rebuilt = await rebuild(await itemsOfGoods(goodsIds));
    return { status: true, goods_count: goodsIds.length, rebuilt };
  });
}
