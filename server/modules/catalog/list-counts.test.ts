/**
 * `goods_list_counts` (migration 0390): listed goods per category × brand, kept by triggers on goods in the same
 * statement as the change. A list filtered by category and/or brand only is counted from it, exactly.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Transaction } from 'kysely';
import pg from 'pg';
import { createTestApp, type TestApp } from '../../../tests/helpers/app';
import { foldListCounts, LIST_LIMITS } from './catalog.service';
import type { DB } from '../../db/schema';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

type Db = TestApp['db'] | Transaction<DB>;
/** Counts kept and counts recounted from the goods that differ (none when the table is right). */
async function drift(db: Db = t.db) {
  return (await sql<{ category_id: number; brand_id: number; kept: number; real: number }>`
    WITH real AS (SELECT category_id, coalesce(brand_id, 0) AS brand_id, count(*)::int AS n FROM goods
                  WHERE approve_status IN ('onsale', 'only_show') AND is_gift = false AND list_price IS NOT NULL GROUP BY 1, 2)
    SELECT coalesce(k.category_id, r.category_id) AS category_id, coalesce(k.brand_id, r.brand_id) AS brand_id, coalesce(k.goods, 0) AS kept, coalesce(r.n, 0) AS real
    FROM (SELECT category_id, brand_id, sum(goods)::int AS goods FROM goods_list_counts GROUP BY 1, 2) k FULL JOIN real r ON r.category_id = k.category_id AND r.brand_id = k.brand_id
    WHERE coalesce(k.goods, 0) <> coalesce(r.n, 0)`.execute(db)).rows;
}
const kept = async (categoryId: number, brandId: number, db: Db = t.db) =>
  (await sql<{ n: number }>`SELECT coalesce(sum(goods), 0)::int AS n FROM goods_list_counts WHERE category_id = ${categoryId} AND brand_id = ${brandId}`.execute(db)).rows[0].n;

/** A new listed goods (its default SKU sets the list price) in a category, with a brand or none. */
async function newGoods(db: Db, name: string, categoryId: number, brandId: number | null) {
  // The brand is filed by its name (a trigger sets brand_id from it).
  const brand = brandId === null ? '' : (await db.selectFrom('brands').select('brand_name').where('brand_id', '=', brandId).executeTakeFirstOrThrow()).brand_name;
  const { goods_id } = await db.insertInto('goods').values({ item_name: name, category_id: categoryId, brand, pics: JSON.stringify([]), tags: JSON.stringify([]), seo: JSON.stringify({}) } as never).returning('goods_id').executeTakeFirstOrThrow();
  await db.insertInto('items').values({ goods_id, item_bn: `LC-${goods_id}`, is_default: true, price: 1234, spec: JSON.stringify([]) } as never).execute();
  return goods_id;
}
async function someCategoryAndBrands() {
  const leaves = (await sql<{ category_id: number }>`SELECT category_id FROM categories c
    WHERE NOT EXISTS (SELECT 1 FROM categories k WHERE k.parent_id = c.category_id) ORDER BY category_id`.execute(t.db)).rows;
  const brands = await t.db.selectFrom('brands').select('brand_id').orderBy('brand_id').execute();
  expect(leaves.length).toBeGreaterThan(1);
  expect(brands.length).toBeGreaterThan(1);
  return { cat: leaves[0].category_id, otherCat: leaves[1].category_id, brand: brands[0].brand_id, otherBrand: brands[1].brand_id };
}

describe('listed goods per category × brand', () => {
  it('holds every category × brand\'s listed goods', async () => {
    expect(await drift()).toEqual([]);
    expect((await sql<{ n: number }>`SELECT sum(goods)::int AS n FROM goods_list_counts`.execute(t.db)).rows[0].n).toBeGreaterThan(0);
  });

  it('follows every kind of write inside its transaction, and a rollback undoes it', async () => {
    const { cat, otherCat, brand, otherBrand } = await someCategoryAndBrands();
    const before = await kept(cat, brand);
    await t.db.transaction().execute(async (trx) => {
      const steps: [string, () => Promise<unknown>][] = [];
      let g = 0;
      steps.push(['a new goods with a default SKU', async () => { g = await newGoods(trx, '计数测试甲', cat, brand); }]);
      steps.push(['off shelf', () => trx.updateTable('goods').set({ approve_status: 'offline_sale' }).where('goods_id', '=', g).execute()]);
      steps.push(['back on shelf', () => trx.updateTable('goods').set({ approve_status: 'onsale' }).where('goods_id', '=', g).execute()]);
      steps.push(['show only', () => trx.updateTable('goods').set({ approve_status: 'only_show' }).where('goods_id', '=', g).execute()]);
      steps.push(['a gift', () => trx.updateTable('goods').set({ is_gift: true }).where('goods_id', '=', g).execute()]);
      steps.push(['not a gift', () => trx.updateTable('goods').set({ is_gift: false }).where('goods_id', '=', g).execute()]);
      steps.push(['another category', () => trx.updateTable('goods').set({ category_id: otherCat }).where('goods_id', '=', g).execute()]);
      steps.push(['another brand', () => trx.updateTable('goods').set({ brand_id: otherBrand }).where('goods_id', '=', g).execute()]);
      steps.push(['no brand', () => trx.updateTable('goods').set({ brand: '' }).where('goods_id', '=', g).execute()]);
      steps.push(['its default SKU gone (no list price)', () => trx.updateTable('items').set({ is_default: false }).where('goods_id', '=', g).execute()]);
      steps.push(['a default SKU again', () => trx.updateTable('items').set({ is_default: true }).where('goods_id', '=', g).execute()]);
      steps.push(['moved back, sales and sort changed (no count moves)', () => trx.updateTable('goods').set({ category_id: cat, brand_id: brand, sales: 77, sort: 5 }).where('goods_id', '=', g).execute()]);
      steps.push(['many goods off shelf in one statement', () => trx.updateTable('goods').set({ approve_status: 'offline_sale' }).where('category_id', '=', otherCat).execute()]);
      steps.push(['many goods inserted in one statement', () => sql`INSERT INTO goods (item_name, category_id, brand_id, list_price)
        SELECT '计数测试' || n, ${cat}, ${brand}, 100 FROM generate_series(1, 3) n`.execute(trx)]);
      steps.push(['goods deleted (and their SKUs)', () => trx.deleteFrom('goods').where('item_name', 'like', '计数测试%').execute()]);
      for (const [what, step] of steps) {
        await step();
        expect({ what, drift: await drift(trx) }).toEqual({ what, drift: [] });
      }
      throw new Error('roll back');
    }).catch((e: Error) => { if (e.message !== 'roll back') throw e; });
    expect(await kept(cat, brand)).toBe(before);
    expect(await drift()).toEqual([]);
  });

  it('stays exact under concurrent writers in the same category × brand', async () => {
    const { cat, brand } = await someCategoryAndBrands();
    const goods = await Promise.all(Array.from({ length: 8 }, (_, k) => newGoods(t.db, `计数并发${k}`, cat, brand)));
    const before = await kept(cat, brand);
    const clients = await Promise.all(goods.map(async () => { const c = new pg.Client({ connectionString: t.url }); await c.connect(); return c; }));
    try {
      // Each takes its own goods off shelf and puts one back; all hold their transaction open at once.
      await Promise.all(clients.map(async (c, k) => {
        await c.query('BEGIN');
        await c.query(`UPDATE goods SET approve_status = 'offline_sale' WHERE goods_id = $1`, [goods[k]]);
        if (k % 2) await c.query(`UPDATE goods SET approve_status = 'onsale' WHERE goods_id = $1`, [goods[k]]);
        await c.query(k === 0 ? 'ROLLBACK' : 'COMMIT');
      }));
    } finally { await Promise.all(clients.map((c) => c.end())); }
    // Four taken off (k = 2, 4, 6 committed; k = 0 rolled back), the odd ones back on shelf.
    expect(await kept(cat, brand)).toBe(before - 3);
    expect(await drift()).toEqual([]);
    await t.db.deleteFrom('goods').where('goods_id', 'in', goods).execute();
    expect(await drift()).toEqual([]);
  });
});

describe('writers of the counts', () => {
  it('never wait for each other: two goods moved between two categories in opposite directions, both open', async () => {
    const { cat, otherCat, brand } = await someCategoryAndBrands();
    const [a, b] = [await newGoods(t.db, '计数互换甲', cat, brand), await newGoods(t.db, '计数互换乙', otherCat, brand)];
    const [one, two] = [new pg.Client({ connectionString: t.url }), new pg.Client({ connectionString: t.url })];
    await Promise.all([one.connect(), two.connect()]);
    try {
      for (const c of [one, two]) await c.query(`BEGIN; SET LOCAL lock_timeout = '2s'`);
      // A shared count row would be locked by the first until it commits: the second would wait (and here time out).
      await one.query('UPDATE goods SET category_id = $2 WHERE goods_id = $1', [a, otherCat]);
      await two.query('UPDATE goods SET category_id = $2 WHERE goods_id = $1', [b, cat]);
      await Promise.all([one.query('COMMIT'), two.query('COMMIT')]);
    } finally { await Promise.all([one.end(), two.end()]); }
    expect(await drift()).toEqual([]);
    await t.db.deleteFrom('goods').where('goods_id', 'in', [a, b]).execute();
  });
});

describe('folding the appended changes', () => {
  it('leaves one row per category × brand with the same sums, beside a writer whose changes are not committed yet', async () => {
    const { cat, brand } = await someCategoryAndBrands();
    const goods = await Promise.all(Array.from({ length: 3 }, (_, k) => newGoods(t.db, `计数折叠${k}`, cat, brand)));
    const before = await kept(cat, brand);
    const rowsOf = async () => (await sql<{ n: number; keys: number }>`SELECT count(*)::int AS n, count(DISTINCT (category_id, brand_id))::int AS keys FROM goods_list_counts`.execute(t.db)).rows[0];
    expect((await rowsOf()).n).toBeGreaterThan((await rowsOf()).keys);
    const writer = new pg.Client({ connectionString: t.url });
    await writer.connect();
    try {
      await writer.query('BEGIN');
      await writer.query(`UPDATE goods SET approve_status = 'offline_sale' WHERE goods_id = $1`, [goods[0]]);
      await foldListCounts(t.db);
      const folded = await rowsOf();
      expect(folded.n).toBe(folded.keys);
      expect(await kept(cat, brand)).toBe(before);
      await writer.query('COMMIT');
    } finally { await writer.end(); }
    expect(await kept(cat, brand)).toBe(before - 1);
    expect(await drift()).toEqual([]);
    await t.db.deleteFrom('goods').where('goods_id', 'in', goods).execute();
  });
});

describe('a list filtered by category and brand only', () => {
  it('is counted exactly past the exact-count bound, and a shelf change through another connection on the next request', async () => {
    const { cat } = await someCategoryAndBrands();
    const top = (await sql<{ id: number }>`WITH RECURSIVE up AS (SELECT category_id, parent_id FROM categories WHERE category_id = ${cat}
      UNION ALL SELECT c.category_id, c.parent_id FROM categories c JOIN up ON c.category_id = up.parent_id) SELECT category_id AS id FROM up WHERE parent_id = 0`.execute(t.db)).rows[0].id;
    const real = async () => (await sql<{ n: number }>`WITH RECURSIVE t AS (SELECT category_id FROM categories WHERE category_id = ${top}
      UNION ALL SELECT c.category_id FROM categories c JOIN t ON c.parent_id = t.category_id)
      SELECT count(*)::int AS n FROM goods WHERE category_id IN (SELECT category_id FROM t)
        AND approve_status IN ('onsale', 'only_show') AND is_gift = false AND list_price IS NOT NULL`.execute(t.db)).rows[0].n;
    const total = async (q: Record<string, unknown>) => (await t.call('GET', 'goods/items', { page: 1, pageSize: 1, ...q })).body.data;
    const n = await real();
    expect(n).toBeGreaterThan(2);
    const saved = { ...LIST_LIMITS };
    Object.assign(LIST_LIMITS, { countExact: 1 });
    const other = new pg.Client({ connectionString: t.url });
    await other.connect();
    try {
      const before = await total({ cat_id: top, pageSize: 3 });
      expect(before.total_count).toBe(n);
      expect(before.total_estimated).toBeUndefined();
      const all = await total({ pageSize: 3 });
      expect(all.total_estimated).toBeUndefined();
      const listed = before.list[0].goods_id as number;
      await other.query(`UPDATE goods SET approve_status = 'offline_sale' WHERE goods_id = $1`, [listed]);
      expect((await total({ cat_id: top, pageSize: 3 })).total_count).toBe(n - 1);
      expect((await total({ pageSize: 3 })).total_count).toBe(all.total_count - 1);
      await other.query(`UPDATE goods SET approve_status = 'onsale' WHERE goods_id = $1`, [listed]);
      expect((await total({ cat_id: top, pageSize: 3 })).total_count).toBe(n);
    } finally {
      Object.assign(LIST_LIMITS, saved);
      await other.end();
    }
  });
});
