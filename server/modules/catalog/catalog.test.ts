import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/app';

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
    expect(first.pics[0]).toMatch(/^\/media\/seed\/.+\.jpg$/);
    const cats = (await t.call('GET', 'goods/category')).body.data.map((c: { category_name: string }) => c.category_name);
    expect(cats).toEqual(expect.arrayContaining(['花椒', '辣椒', '八角桂皮', '孜然', '复合调味料', '礼盒']));
  });

  it('filters by keywords and by category including descendants, paginates', async () => {
    const kw = await t.call('GET', 'goods/items', { page: 1, pageSize: 20, keywords: '花椒' });
    expect(kw.body.data.list.length).toBeGreaterThan(0);
    for (const i of kw.body.data.list) expect(`${i.item_name}${i.brief}`).toContain('花椒');
    const tree = (await t.call('GET', 'goods/category')).body.data;
    const huajiao = tree.find((c: { category_name: string }) => c.category_name === '花椒');
    const byCat = await t.call('GET', 'goods/items', { page: 1, pageSize: 20, category_id: huajiao.category_id });
    expect(byCat.body.data.total_count).toBe(7);
    const p2 = await t.call('GET', 'goods/items', { page: 2, pageSize: 5 });
    expect(p2.body.data.list.length).toBe(5);
    const bad = await t.call('GET', 'goods/items', { page: 1, pageSize: 500 });
    expect(bad.status).toBe(422);
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

describe('operator price and stock changes reach the served item page', () => {
  it('PUT admin/items rebuilds the item page with the real compiler, and the site serves the new price and stock', async () => {
    const fs = await import('node:fs');
    const path = await import('node:path');
    const { createTestApp: make } = await import('../../../tests/helpers/app');
    const { createCompiler } = await import('../../../compiler/index');
    let compiler: ReturnType<typeof createCompiler> | undefined;
    const t2 = await make({ onCatalogChange: (ids) => compiler!.rebuildItems(ids) });
    try {
      // A minimal Astro shell: the compiler fills its slots exactly as with the real build.
      const astroOutDir = path.join(t2.config.dataDir, 'astro');
      fs.mkdirSync(path.join(astroOutDir, 'shell'), { recursive: true });
      fs.writeFileSync(path.join(astroOutDir, 'shell/index.html'), '<!doctype html><html><head><title>x</title><meta name="shop-slot" content="head"></head><body data-page-config><header><shop-slot name="header"></shop-slot></header><main><shop-slot name="body"></shop-slot></main><footer><shop-slot name="footer"></shop-slot></footer></body></html>');
      compiler = createCompiler({ db: t2.db, config: { ...t2.config, astroOutDir } });
      const op = await t2.operatorToken();
      const sku = (await t2.call('GET', 'goods/items', { page: 1, pageSize: 1 })).body.data.list[0].item_id;
      const res = await t2.app.inject({ method: 'PUT', url: `/api/admin/items/${sku}`, headers: { authorization: `Bearer ${op}` }, payload: { price: 4321, store: 987 } });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.rebuilt.pages).toContain(`/items/${sku}`);
      const page = await t2.app.inject({ url: `/items/${sku}` });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('data-testid="item-price">¥43.21<');
      expect(page.body).toContain('库存<b>987</b>');
    } finally {
      await t2.close();
    }
  });
});
