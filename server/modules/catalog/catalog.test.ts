import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/app';
import { LIST_LIMITS } from './catalog.service';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

describe('goods list and detail', () => {
  it('lists at least 40 goods in at least 6 categories, prices in fen', async () => {
    const res = await t.call('GET', 'goods/items', { page: 1, pageSize: 50 });
    expect(res.status).toBe(200);
    expect(res.body.data.total_count).toBeGreaterThanOrEqual(40);
    const first = res.body.data.list[0];
    expect(Number.isInteger(first.price)).toBe(true);
    expect(first.pics[0]).toMatch(/^http:\/\/localhost(:\d+)?\/media\/seed\/.+\.jpg$/); // absolute (api-contract §7)
    const cats = (await t.call('GET', 'goods/category')).body.data.map((c: { category_name: string }) => c.category_name);
    expect(cats).toEqual(expect.arrayContaining(['花椒', '辣椒', '八角桂皮', '孜然', '复合调味料', '礼盒']));
  });

  it('filters by keywords and by category including descendants, paginates', async () => {
    const kw = await t.call('GET', 'goods/items', { page: 1, pageSize: 20, keywords: '花椒' });
    expect(kw.body.data.list.length).toBeGreaterThan(0);
    const tree = (await t.call('GET', 'goods/category')).body.data;
    const huajiao = tree.find((c: { category_name: string }) => c.category_name === '花椒');
    const byCat = await t.call('GET', 'goods/items', { page: 1, pageSize: 20, category_id: huajiao.category_id });
    expect(byCat.body.data.total_count).toBe(7);
    // Found by name, brief or category (红花椒, 青花椒).
    const inCategory = new Set(byCat.body.data.list.map((i: { item_id: number }) => i.item_id));
    for (const i of kw.body.data.list) if (!inCategory.has(i.item_id)) expect(`${i.item_name}${i.brief}`).toContain('花椒');
    const p2 = await t.call('GET', 'goods/items', { page: 2, pageSize: 5 });
    expect(p2.body.data.list.length).toBe(5);
    const bad = await t.call('GET', 'goods/items', { page: 1, pageSize: 500 });
    expect(bad.status).toBe(422);
  });

  it('猜你喜欢 / 热销商品 (promotions/recommendlike) are the best sellers with their sales, as the list sorted by sales', async () => {
    const liked = (await t.call('GET', 'promotions/recommendlike', { page: 1, pageSize: 8 })).body.data.list as { item_id: number; sales: number }[];
    const bySales = (await t.call('GET', 'goods/items', { page: 1, pageSize: 8, goodsSort: 1 })).body.data.list as { item_id: number; sales: number }[];
    expect(liked.map((i) => [i.item_id, i.sales])).toEqual(bySales.map((i) => [i.item_id, i.sales]));
    expect(liked[0].sales).toBeGreaterThan(0); // a card reads 已售 N 件 from it, not 新品上架
  });

  it('item detail: specs and SKUs in the same spec order, each SKU with its own price and stock', async () => {
    const list = (await t.call('GET', 'goods/items', { page: 1, pageSize: 1 })).body.data.list;
    const d = (await t.call('GET', `goods/items/${list[0].item_id}`)).body.data;
    expect(d.item_spec_desc.map((s: { spec_name: string }) => s.spec_name)).toEqual(['包装', '规格']);
    expect(d.spec_items).toHaveLength(6);
    const order = d.item_spec_desc.map((s: { spec_id: number }) => s.spec_id);
    for (const sku of d.spec_items) {
      expect(sku.item_spec.map((x: { spec_id: number }) => x.spec_id)).toEqual(order);
      expect(sku.price).toBeGreaterThan(0);
      expect(sku.market_price).toBeGreaterThan(sku.price);
    }
    expect(new Set(d.spec_items.map((s: { price: number }) => s.price)).size).toBeGreaterThan(1);
    expect(d.tdk_data.title).toContain(d.item_name);
  });
});

describe('operator price changes', () => {
  it('updates a SKU price and triggers a rebuild of the pages showing it; bad input changes nothing', async () => {
    const changed: number[][] = [];
    const { createTestApp: make } = await import('../../../tests/helpers/app');
    const t2 = await make({ onCatalogChange: async (ids) => { changed.push(ids); return { pages: [], ms: 0 }; } });
    try {
      const op = await t2.operatorToken();
      const sku = (await t2.call('GET', 'goods/items', { page: 1, pageSize: 1 })).body.data.list[0].item_id;
      const put = (payload: object) => t2.app.inject({ method: 'PUT', url: `/api/admin/items/${sku}`, headers: { authorization: `Bearer ${op}` }, payload });
      const bad = await put({ price: -5 });
      expect(bad.statusCode).toBe(422);
      expect(changed).toEqual([]);
      const ok = await put({ price: 4590 });
      expect(ok.statusCode).toBe(200);
      expect(changed).toEqual([[sku]]);
      expect((await t2.call('GET', `goods/items/${sku}`)).body.data.price).toBe(4590);
      const member = await t2.login();
      const denied = await t2.app.inject({ method: 'PUT', url: `/api/admin/items/${sku}`, headers: { authorization: `Bearer ${member}` }, payload: { price: 1 } });
      expect(denied.statusCode).toBe(401);
    } finally {
      await t2.close();
    }
  });
});

describe('brands and result-page SEO (is_tdk=1)', () => {
  let tb: TestApp;
  beforeAll(async () => { tb = await createTestApp(); });
  afterAll(async () => { await tb.close(); });

  it('offers the brands of the matching goods and filters by brand_id', async () => {
    const all = (await tb.call('GET', 'goods/items', { page: 1, pageSize: 50, is_tdk: 1 })).body.data;
    const names = all.brand_list.list.map((b: { attribute_name: string }) => b.attribute_name);
    expect(names).toEqual(expect.arrayContaining(['川香源', '蜀香坊', '鹃城']));
    expect(all.brand_list.total_count).toBe(names.length);
    const shu = all.brand_list.list.find((b: { attribute_name: string }) => b.attribute_name === '蜀香坊');
    const only = (await tb.call('GET', 'goods/items', { page: 1, pageSize: 50, brand_id: shu.attribute_id, is_tdk: 1 })).body.data;
    expect(only.total_count).toBe(2);
    expect(only.list.map((g: { item_name: string }) => g.item_name).sort()).toEqual(['清油火锅底料', '牛油火锅底料 特辣']);
    // the brand choice stays offered in full while one is picked
    expect(only.brand_list.total_count).toBe(all.brand_list.total_count);
  });

  it('titles a search by its words and a category by its name; no tdk without is_tdk', async () => {
    const search = (await tb.call('GET', 'goods/items', { page: 1, pageSize: 10, keywords: '花椒', is_tdk: 1 })).body.data;
    expect(search.tdk_data.title).toBe('花椒 - 搜索结果 - 川香源直销商城');
    const cat = await tb.db.selectFrom('categories').select(['category_id', 'category_name']).where('parent_id', '=', 0).orderBy('category_id').executeTakeFirstOrThrow();
    const byCat = (await tb.call('GET', 'goods/items', { page: 1, pageSize: 10, cat_id: cat.category_id, is_tdk: 1 })).body.data;
    expect(byCat.tdk_data.title).toBe(`${cat.category_name} - 川香源直销商城`);
    const plain = (await tb.call('GET', 'goods/items', { page: 1, pageSize: 10 })).body.data;
    expect(plain.brand_list).toBeUndefined();
    expect(plain.tdk_data).toBeUndefined();
  });

  it('files a brand given to a goods by any write', async () => {
    const g = await tb.db.selectFrom('goods').select('goods_id').orderBy('goods_id').executeTakeFirstOrThrow();
    await tb.db.updateTable('goods').set({ brand: '新品牌测试' }).where('goods_id', '=', g.goods_id).execute();
    const row = await tb.db.selectFrom('goods as g').innerJoin('brands as b', 'b.brand_id', 'g.brand_id').select('b.brand_name').where('g.goods_id', '=', g.goods_id).executeTakeFirstOrThrow();
    expect(row.brand_name).toBe('新品牌测试');
  });
});

describe('operator price and stock changes reach the served item page', () => {
  it('PUT admin/items rebuilds the item page with the real compiler, and the site serves the new price and stock', async () => {
    const { createCompiledTestApp } = await import('../../../tests/helpers/compiled-site');
    const t2 = await createCompiledTestApp();
    try {
      const op = await t2.operatorToken();
      const sku = (await t2.call('GET', 'goods/items', { page: 1, pageSize: 1 })).body.data.list[0].item_id;
      const res = await t2.app.inject({ method: 'PUT', url: `/api/admin/items/${sku}`, headers: { authorization: `Bearer ${op}` }, payload: { price: 4321, store: 987 } });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.rebuilt.pages).toContain(`/items/${sku}`);
      const page = await t2.app.inject({ url: `/items/${sku}` });
      expect(page.statusCode).toBe(200);
      expect(page.body).toMatch(/data-testid="item-price"[^>]*>¥43\.21</);
      expect(page.body).toMatch(/库存<b[^>]*>987<\/b>/);
    } finally {
      await t2.close();
    }
  });
});

describe('deep pages (bounds lowered to reach them on the demo data)', () => {
  type Row = { goods_id: number; price: number };
  const ids = (rows: Row[]) => rows.map((r) => r.goods_id);
  const whole = async (q: Record<string, unknown>) => ids((await t.call('GET', 'goods/items', { ...q, page: 1, pageSize: 50 })).body.data.list);
  const paged = async (q: Record<string, unknown>, pages: number) => {
    const out: number[] = [];
    for (let page = 1; page <= pages; page++) out.push(...ids((await t.call('GET', 'goods/items', { ...q, page, pageSize: 3 })).body.data.list));
    return out;
  };

  it('are slices of the list\'s order read once: the same goods as walking there, in every sort, and a price change re-orders them', async () => {
    const saved = { ...LIST_LIMITS };
    // Pages from the 3rd (offset 6) are slices of the first 20 in order; past the 20th the walk again.
    Object.assign(LIST_LIMITS, { shallowOffset: 6, orderedIds: 20 });
    try {
      for (const goodsSort of [undefined, 1, 2, 3, 4, 5]) {
        const q = goodsSort ? { goodsSort } : {};
        const all = await whole(q);
        expect(all.length).toBeGreaterThan(30);
        expect(await paged(q, 14), `goodsSort=${goodsSort}`).toEqual(all.slice(0, 42));
      }
      // The cheapest goods becomes the dearest: the price-sorted deep pages follow at once (no stale order kept).
      const byPrice = (await t.call('GET', 'goods/items', { page: 1, pageSize: 50, goodsSort: 2 })).body.data.list as (Row & { item_id: number })[];
      const cheapest = byPrice[byPrice.length - 1];
      await t.db.updateTable('items').set({ price: byPrice[0].price + 100 }).where('item_id', '=', cheapest.item_id).execute();
      const after = await whole({ goodsSort: 3 });
      expect(after[after.length - 1]).toBe(cheapest.goods_id);
      expect(await paged({ goodsSort: 3 }, 14)).toEqual(after.slice(0, 42));
    } finally {
      Object.assign(LIST_LIMITS, saved);
    }
  });
});
