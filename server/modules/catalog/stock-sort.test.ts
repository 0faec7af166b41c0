/**
 * goodsSort=5 (stock, most first) reads `goods.stock_total` through its index (migration 0260); the total follows
 * every SKU stock write at the next stock-sorted read, and keeping it locks no goods row during an order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import pg from 'pg';
import { createTestApp, type TestApp } from '../../../tests/helpers/app';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

/** Listed goods ids by their SKUs' total stock, most first, ties by goods id: what the page must show. */
async function expectedOrder(): Promise<number[]> {
  const { rows } = await sql<{ goods_id: number }>`SELECT g.goods_id FROM goods g JOIN items i ON i.goods_id = g.goods_id AND i.is_default
    WHERE g.approve_status IN ('onsale', 'only_show') AND NOT g.is_gift
    ORDER BY (SELECT sum(s.store) FROM items s WHERE s.goods_id = g.goods_id) DESC, g.goods_id`.execute(t.db);
  return rows.map((r) => r.goods_id).slice(0, 50);
}
const stockSorted = async (): Promise<{ goods_id: number; store: number }[]> =>
  (await t.call('GET', 'goods/items', { page: 1, pageSize: 50, goodsSort: 5 })).body.data.list;

describe('sort by stock (goodsSort=5)', () => {
  it('lists by the SKUs\' total stock and follows stock taken and put back at the next read', async () => {
    expect((await stockSorted()).map((r) => r.goods_id)).toEqual(await expectedOrder());

    const [last] = (await stockSorted()).slice(-1);
    // An order takes stock SKU by SKU (reserve-stock.ts); here the last goods gets far more, one SKU more, the first less.
    await t.db.updateTable('items').set({ store: sql`store + 100000` }).where('goods_id', '=', last.goods_id).where('is_default', '=', true).execute();
    const first = (await stockSorted())[0];
    expect(first.goods_id).toBe(last.goods_id);
    expect(first.store).toBe(last.store + 100000);
    await t.db.updateTable('items').set({ store: 0 }).where('goods_id', '=', last.goods_id).execute();
    expect((await stockSorted()).map((r) => r.goods_id)).toEqual(await expectedOrder());

    const totals = await sql<{ n: number }>`SELECT count(*)::int AS n FROM goods g WHERE stock_total <> (SELECT coalesce(sum(store), 0) FROM items s WHERE s.goods_id = g.goods_id)`.execute(t.db);
    expect(totals.rows[0].n).toBe(0);
    expect((await sql<{ n: number }>`SELECT count(*)::int AS n FROM goods_stock_changes`.execute(t.db)).rows[0].n).toBe(0);
  });

  it('an order holding one SKU of a goods does not hold back another order taking another SKU of it', async () => {
    const { goods_id } = await t.db.selectFrom('items').select('goods_id').groupBy('goods_id').having(sql`count(*)`, '>', 1).orderBy('goods_id').executeTakeFirstOrThrow();
    const [a, b] = await t.db.selectFrom('items').select('item_id').where('goods_id', '=', goods_id).orderBy('item_id').limit(2).execute();
    let finishFirst!: () => void;
    const held = new Promise<void>((r) => { finishFirst = r; });
    let firstTook!: () => void;
    const took = new Promise<void>((r) => { firstTook = r; });
    const first = t.db.transaction().execute(async (trx) => {
      await trx.updateTable('items').set({ store: sql`store - 1` }).where('item_id', '=', a.item_id).execute();
      firstTook();
      await held; // still open: its row locks are held
    });
    await took;
    // Commits while the first is open: nothing it does waits on a row the first holds (a goods row, say).
    await t.db.transaction().execute(async (trx) => {
      await trx.updateTable('items').set({ store: sql`store - 1` }).where('item_id', '=', b.item_id).execute();
    });
    finishFirst();
    await first;
    expect((await stockSorted()).map((r) => r.goods_id)).toEqual(await expectedOrder());
  });

  it('a stock-sorted read with no stock moved changes nothing: no catalog_changed, so the list cache is kept', async () => {
    await stockSorted(); // folds whatever earlier tests moved
    const current = (await sql<{ db: string }>`SELECT current_database() AS db`.execute(t.db)).rows[0].db;
    const url = new URL((await import('vitest')).inject('pgAdminUrl'));
    url.pathname = `/${current}`;
    const listener = new pg.Client({ connectionString: url.toString() });
    await listener.connect();
    try {
      const heard: string[] = [];
      listener.on('notification', (n) => heard.push(n.channel));
      await listener.query('LISTEN catalog_changed');
      // Different pages: each a cache miss, each a fold.
      for (const page of [1, 2, 3]) await t.call('GET', 'goods/items', { page, pageSize: 5, goodsSort: 5 });
      await listener.query('SELECT 1'); // every notification committed before this has arrived
      expect(heard).toEqual([]);
    } finally {
      await listener.end();
    }
  });
});
