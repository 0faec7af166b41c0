/**
 * Every operator change to an activity shown on item pages (seckill, group buy, cart promotion, limited-time
 * sale, coupon) rebuilds exactly those items' pre-rendered pages once it is saved: an edit rebuilds the SKUs before and
 * after (a SKU taken out loses its badge); a refused change and a package (not on item pages) rebuild nothing;
 * a failed rebuild does not fail the change. The last test renders the pages with the real compiler.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/app';
import { createCompiledTestApp } from '../../../tests/helpers/compiled-site';

let t: TestApp;
let op: string;
const rebuilds: number[][] = [];
let rebuildFails = false;
beforeAll(async () => {
  t = await createTestApp({ onCatalogChange: async (ids) => { if (rebuildFails) throw new Error('磁盘已满'); rebuilds.push(ids); } });
  op = await t.operatorToken();
});
afterAll(() => t.close());

const unixIn = (minutes: number) => Math.floor(Date.now() / 1000) + minutes * 60;
const upcoming = () => ({ begin_time: unixIn(60), end_time: unixIn(600) });

let nextGoods = 0;
/** A goods on shelf through the console with `skus` SKUs at ¥50.00 (the first is the default: its page is the goods' page). */
async function newGoods(app: TestApp, token: string, skus = 1): Promise<{ goods_id: number; items: number[] }> {
  const n = ++nextGoods;
  const category = await app.db.selectFrom('categories').select('category_id').orderBy('category_id').executeTakeFirstOrThrow();
  const values = Array.from({ length: skus }, (_, i) => `${i + 1}号`);
  const res = await app.admin(token, 'POST', '/goods', {
    item_name: `活动页面测试${n}`, category_id: category.category_id, pics: ['/media/x.png'], approve_status: 'onsale',
    specs: skus > 1 ? [{ name: '规格', values }] : [],
    skus: values.map((v, i) => ({ item_bn: `ACT-PAGE-${n}-${i}-${Date.now()}`, spec_values: skus > 1 ? [v] : [], price: 5000, store: 100 })),
  });
  if (res.status !== 200) throw new Error(JSON.stringify(res.body));
  return { goods_id: res.body.data.goods_id, items: res.body.data.skus.map((s: { item_id: number }) => s.item_id) };
}

/** The rebuilds one admin call asked for (each a list of item ids). */
async function rebuildsOf(method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>) {
  rebuilds.length = 0;
  const res = await t.admin(op, method, url, payload);
  return { status: res.status, data: res.body.data, rebuilt: [...rebuilds] };
}
const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

describe('seckill and group buy: the SKU’s page, before and after an edit', () => {
  for (const [kind, url, idKey, terms] of [
    ['seckill', '/seckill', 'seckill_id', { act_price: 990, total_stock: 10, limit_num: 1 }],
    ['group buy', '/groups', 'groups_activity_id', { act_price: 3900, person_num: 2, limit_minutes: 60 }],
  ] as const) {
    it(`${kind}: create, edit to another SKU, disable and enable rebuild exactly those pages; a refused edit none`, async () => {
      const a = await newGoods(t, op);
      const b = await newGoods(t, op, 2);
      const created = await rebuildsOf('POST', url, { title: '页面活动', item_id: a.items[0], ...terms, ...upcoming() });
      expect(created.rebuilt).toEqual([[a.items[0]]]);
      const id = created.data[idKey];

      const moved = await rebuildsOf('PUT', `${url}/${id}`, { title: '页面活动', item_id: b.items[1], ...terms, ...upcoming() });
      expect(moved.status).toBe(200);
      expect(moved.rebuilt).toEqual([sorted([a.items[0], b.items[1]])]);

      const refused = await rebuildsOf('PUT', `${url}/${id}`, { title: '页面活动', item_id: b.items[1], ...terms, act_price: 999_999 });
      expect([refused.status, refused.rebuilt]).toEqual([422, []]);

      expect((await rebuildsOf('POST', `${url}/${id}/disable`)).rebuilt).toEqual([[b.items[1]]]);
      expect((await rebuildsOf('POST', `${url}/${id}/enable`)).rebuilt).toEqual([[b.items[1]]]);
    });
  }
});

describe('limited-time sales, cart promotions and packages', () => {
  it('a limited sale rebuilds its SKUs’ pages; an edit the SKUs before and after; ending it the SKUs it had', async () => {
    const [g1, g2, g3] = [await newGoods(t, op), await newGoods(t, op), await newGoods(t, op)];
    const item = (g: { items: number[] }) => ({ item_id: g.items[0], act_price: 3900 });
    const created = await rebuildsOf('POST', '/promotions/limited-sales', { title: '页面特惠', ...upcoming(), items: [item(g1), item(g2)] });
    expect(created.rebuilt).toEqual([sorted([g1.items[0], g2.items[0]])]);
    const edited = await rebuildsOf('PUT', `/promotions/limited-sales/${created.data.sale_id}`, { title: '页面特惠', ...upcoming(), items: [item(g2), item(g3)] });
    expect(edited.status).toBe(200);
    expect(edited.rebuilt).toEqual([sorted([g1.items[0], g2.items[0], g3.items[0]])]);
    expect((await rebuildsOf('POST', `/promotions/limited-sales/${created.data.sale_id}/end`)).rebuilt).toEqual([sorted([g2.items[0], g3.items[0]])]);
    expect((await rebuildsOf('POST', `/promotions/limited-sales/${created.data.sale_id}/end`)).rebuilt).toEqual([]); // already over: refused
  });

  it('a cart promotion rebuilds its goods’ pages (every goods’ page when on all items), on creation and on ending', async () => {
    const [g1, g2] = [await newGoods(t, op, 2), await newGoods(t, op)];
    const promo = { title: '满100减10', promotion_type: 'full_minus', tiers: [{ full: 10000, minus: 1000 }], ...upcoming() };
    const created = await rebuildsOf('POST', '/promotions', { ...promo, goods_ids: [g1.goods_id, g2.goods_id] });
    expect(created.rebuilt).toEqual([sorted([g1.items[0], g2.items[0]])]);
    expect((await rebuildsOf('POST', `/promotions/${created.data.promotion_id}/end`)).rebuilt).toEqual([sorted([g1.items[0], g2.items[0]])]);

    const everyPage = (await t.db.selectFrom('items').select('item_id').where('is_default', '=', true).orderBy('item_id').execute()).map((r) => r.item_id);
    const all = await rebuildsOf('POST', '/promotions', { ...promo, use_all_items: true });
    expect(all.rebuilt).toEqual([everyPage]);
    expect(all.rebuilt[0]).toEqual(expect.arrayContaining([g1.items[0], g2.items[0]]));
  });

  it('a coupon is listed on every item page: creating, editing, ending and deleting one rebuilds every item page', async () => {
    const everyPage = (await t.db.selectFrom('items').select('item_id').where('is_default', '=', true).orderBy('item_id').execute()).map((r) => r.item_id);
    const coupon = { title: '页面满减券', card_type: 'cash', reduce_cost: 500, least_cost: 5000, quantity: 100, begin_date: new Date().toISOString(), end_date: new Date(Date.now() + 86_400_000).toISOString() };
    const created = await rebuildsOf('POST', '/coupons', coupon);
    expect([created.status, created.rebuilt]).toEqual([200, [everyPage]]);
    const id = created.data.card_id;
    expect((await rebuildsOf('PUT', `/coupons/${id}`, { ...coupon, quantity: 0 })).rebuilt).toEqual([]); // refused
    expect((await rebuildsOf('PUT', `/coupons/${id}`, { ...coupon, reduce_cost: 800 })).rebuilt).toEqual([everyPage]);
    expect((await rebuildsOf('POST', `/coupons/${id}/end`)).rebuilt).toEqual([everyPage]);
    expect((await rebuildsOf('DELETE', `/coupons/${id}`)).rebuilt).toEqual([everyPage]);
  });

  it('a package is not on item pages: creating and ending one rebuilds nothing', async () => {
    const [g1, g2] = [await newGoods(t, op), await newGoods(t, op)];
    const created = await rebuildsOf('POST', '/promotions/packages', { title: '页面套餐', package_price: 8000, ...upcoming(), items: [{ item_id: g1.items[0] }, { item_id: g2.items[0] }] });
    expect([created.status, created.rebuilt]).toEqual([200, []]);
    expect((await rebuildsOf('POST', `/promotions/packages/${created.data.package_id}/end`)).rebuilt).toEqual([]);
  });

  it('a failed rebuild is logged and the change still stands', async () => {
    const g = await newGoods(t, op);
    rebuildFails = true;
    try {
      const created = await rebuildsOf('POST', '/seckill', { title: '重建失败也保存', item_id: g.items[0], act_price: 990, total_stock: 10, limit_num: 1, ...upcoming() });
      expect(created.status).toBe(200);
      expect((await t.admin(op, 'GET', `/seckill/${created.data.seckill_id}`)).body.data).toMatchObject({ title: '重建失败也保存', item_id: g.items[0] });
    } finally {
      rebuildFails = false;
    }
  });
});

describe('a guest’s static item page', () => {
  it('shows a seckill badge once the operator creates it and loses it when the seckill is taken off (real compiler)', async () => {
    const site = await createCompiledTestApp();
    try {
      const token = await site.operatorToken();
      const g = await newGoods(site, token);
      const page = async () => (await site.app.inject({ url: `/items/${g.items[0]}` })).body;
      const BADGE = '<span class="pd-act-badge">秒杀</span>';
      const before = await page();
      expect(before).toMatch(/data-testid="item-price"[^>]*>¥50\.00</);
      expect(before).not.toContain(BADGE);

      const s = await site.admin(token, 'POST', '/seckill', { title: '整点秒杀', item_id: g.items[0], act_price: 990, total_stock: 10, limit_num: 1, begin_time: unixIn(-5), end_time: unixIn(60) });
      expect(s.status).toBe(200);
      expect(await page()).toContain(BADGE);
      expect(await page()).toContain('¥9.90');

      expect((await site.admin(token, 'POST', `/seckill/${s.body.data.seckill_id}/disable`)).status).toBe(200);
      const after = await page();
      expect(after).toMatch(/data-testid="item-price"[^>]*>¥50\.00</);
      expect(after).not.toContain(BADGE);
    } finally {
      await site.close();
    }
  });
});
