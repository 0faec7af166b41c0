/**
 * `goods.list_price` (migration 0370) is the default SKU's price, kept by a trigger on items in the same statement
 * as the SKU change: price bands and price sorts read it from the goods row, and a price change is never listed stale.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import pg from 'pg';
import { createTestApp, type TestApp } from '../../../tests/helpers/app';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const stale = async () => (await sql<{ n: number }>`SELECT count(*)::int AS n FROM goods g
  WHERE g.list_price IS DISTINCT FROM (SELECT price FROM items i WHERE i.goods_id = g.goods_id AND i.is_default ORDER BY item_id LIMIT 1)`.execute(t.db)).rows[0].n;
const listPrice = async (goodsId: number) => (await t.db.selectFrom('goods').select('list_price').where('goods_id', '=', goodsId).executeTakeFirstOrThrow()).list_price;
const list = async (q: Record<string, unknown>): Promise<{ goods_id: number; price: number }[]> =>
  (await t.call('GET', 'goods/items', { page: 1, pageSize: 50, ...q })).body.data.list;

/** A goods with several SKUs: its default SKU and another. */
async function goodsWithSkus() {
  const { goods_id } = await t.db.selectFrom('items').select('goods_id').groupBy('goods_id').having(sql`count(*)`, '>', 1).orderBy('goods_id').executeTakeFirstOrThrow();
  const skus = await t.db.selectFrom('items').select(['item_id', 'price', 'is_default']).where('goods_id', '=', goods_id).orderBy('item_id').execute();
  return { goods_id, def: skus.find((s) => s.is_default)!, other: skus.find((s) => !s.is_default)! };
}

describe('the list price on the goods row', () => {
  it('is every goods\' default SKU price', async () => {
    expect(await stale()).toBe(0);
  });

  it('follows a default SKU price change inside the same transaction, and the list filters and sorts by it at once', async () => {
    const { goods_id, def, other } = await goodsWithSkus();
    const cheapest = 1; // 0.01 yuan: below every demo price
    await t.db.transaction().execute(async (trx) => {
      await trx.updateTable('items').set({ price: cheapest }).where('item_id', '=', def.item_id).execute();
      expect((await trx.selectFrom('goods').select('list_price').where('goods_id', '=', goods_id).executeTakeFirstOrThrow()).list_price).toBe(cheapest);
    });
    expect((await list({ goodsSort: 3 }))[0]).toMatchObject({ goods_id, price: cheapest });
    expect((await list({ start_price: 0, end_price: 0.01 })).map((r) => r.goods_id)).toEqual([goods_id]);
    // Another SKU's price is not the list's.
    await t.db.updateTable('items').set({ price: 2 }).where('item_id', '=', other.item_id).execute();
    expect(await listPrice(goods_id)).toBe(cheapest);
    // A rolled-back change leaves it as it was.
    await t.db.transaction().execute(async (trx) => {
      await trx.updateTable('items').set({ price: 999_999 }).where('item_id', '=', def.item_id).execute();
      throw new Error('roll back');
    }).catch(() => undefined);
    expect(await listPrice(goods_id)).toBe(cheapest);

    // The default moves to the other SKU: its price is the list's.
    await t.db.transaction().execute(async (trx) => {
      await trx.updateTable('items').set({ is_default: false }).where('item_id', '=', def.item_id).execute();
      await trx.updateTable('items').set({ is_default: true }).where('item_id', '=', other.item_id).execute();
    });
    expect(await listPrice(goods_id)).toBe(2);
    expect((await list({ start_price: 0, end_price: 0.02 })).map((r) => r.goods_id)).toEqual([goods_id]);
    expect((await list({ goodsSort: 2 })).map((r) => r.goods_id)).not.toContain(undefined);
    await t.db.updateTable('items').set({ is_default: false }).where('item_id', '=', other.item_id).execute();
    expect(await listPrice(goods_id)).toBeNull();
    expect((await list({ goodsSort: 3 })).map((r) => r.goods_id)).not.toContain(goods_id);
    await t.db.updateTable('items').set({ is_default: true, price: def.price }).where('item_id', '=', def.item_id).execute();
    await t.db.updateTable('items').set({ price: other.price }).where('item_id', '=', other.item_id).execute();
    expect(await listPrice(goods_id)).toBe(def.price);
    expect(await stale()).toBe(0);
  });

  it('a new goods\' default SKU sets it; deleting that SKU clears it', async () => {
    const { goods_id } = await goodsWithSkus();
    const g = await t.db.selectFrom('goods').select(['category_id']).where('goods_id', '=', goods_id).executeTakeFirstOrThrow();
    const { goods_id: fresh } = await t.db.insertInto('goods').values({ item_name: '列表价测试', category_id: g.category_id, pics: JSON.stringify([]), tags: JSON.stringify([]), seo: JSON.stringify({}) } as never).returning('goods_id').executeTakeFirstOrThrow();
    expect(await listPrice(fresh)).toBeNull();
    const { item_id } = await t.db.insertInto('items').values({ goods_id: fresh, item_bn: `LP-${fresh}`, is_default: true, price: 4321, spec: JSON.stringify([]) } as never).returning('item_id').executeTakeFirstOrThrow();
    expect(await listPrice(fresh)).toBe(4321);
    await t.db.deleteFrom('items').where('item_id', '=', item_id).execute();
    expect(await listPrice(fresh)).toBeNull();
  });

  it('read-your-writes across processes: a price changed through another connection is listed at once', async () => {
    const { goods_id, def } = await goodsWithSkus();
    const other = new pg.Client({ connectionString: t.url });
    await other.connect();
    try {
      await list({ goodsSort: 2 }); // cached now
      await other.query('UPDATE items SET price = 987654 WHERE item_id = $1', [def.item_id]);
      expect((await list({ goodsSort: 2 }))[0]).toMatchObject({ goods_id, price: 987654 });
      await other.query('UPDATE items SET price = $2 WHERE item_id = $1', [def.item_id, def.price]);
      expect((await list({ goodsSort: 2 }))[0].goods_id).not.toBe(goods_id);
    } finally { await other.end(); }
  });

  it('stock taken by an order does not lock the goods row (the trigger fires on price, not stock)', async () => {
    const { goods_id, def } = await goodsWithSkus();
    const other = new pg.Client({ connectionString: t.url });
    await other.connect();
    try {
      await t.db.transaction().execute(async (trx) => {
        await trx.updateTable('items').set({ store: sql`store - 1` }).where('item_id', '=', def.item_id).execute();
        // NOWAIT: fails at once if the order's transaction held the goods row.
        await other.query('SELECT 1 FROM goods WHERE goods_id = $1 FOR UPDATE NOWAIT', [goods_id]);
      });
    } finally { await other.end(); }
  });
});
