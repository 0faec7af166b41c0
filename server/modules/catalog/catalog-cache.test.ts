/**
 * The goods list cache stays correct when two API processes share one PostgreSQL: a change committed
 * through one is seen by the other's next answers (NOTIFY on commit), a rolled-back one never is.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import pg from 'pg';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { createCatalogCache } from './catalog-cache';
import { createTestApp, type TestApp } from '../../../tests/helpers/app';

let a: TestApp;
let b: FastifyInstance; // a second process on the same database
let dbUrl: string;

const firstPrice = async (app: FastifyInstance) => {
  const res = await app.inject({ url: '/api/h5app/wxapp/goods/items?page=1&pageSize=1' });
  return res.json().data.list[0] as { item_id: number; price: number };
};

beforeAll(async () => {
  a = await createTestApp();
  const current = (await sql<{ db: string }>`SELECT current_database() AS db`.execute(a.db)).rows[0].db;
  const base = new URL((await import('vitest')).inject('pgAdminUrl'));
  base.pathname = `/${current}`;
  dbUrl = base.toString();
  b = await buildApp({ db: a.db, databaseUrl: base.toString(), config: a.config, jwtSecret: 'test-secret' });
});
afterAll(async () => { await b?.close(); await a?.close(); });

describe('catalogue cache', () => {
  it('serves a price change committed elsewhere, and never one rolled back', async () => {
    const before = await firstPrice(a.app);
    expect((await firstPrice(b)).price).toBe(before.price); // both caches now hold the list

    await expect(a.db.transaction().execute(async (trx) => {
      await trx.updateTable('items').set({ price: before.price + 1 }).where('item_id', '=', before.item_id).execute();
      throw new Error('rolled back');
    })).rejects.toThrow('rolled back');
    expect((await firstPrice(b)).price).toBe(before.price);

    await a.db.updateTable('items').set({ price: before.price + 7 }).where('item_id', '=', before.item_id).execute();
    // The very next answer, in either process: an acknowledged change is never answered from memory.
    expect((await firstPrice(b)).price).toBe(before.price + 7);
    expect((await firstPrice(a.app)).price).toBe(before.price + 7);
    for (let i = 1; i <= 20; i++) {
      await a.db.updateTable('items').set({ price: before.price + 7 + i }).where('item_id', '=', before.item_id).execute();
      const [pa, pb] = await Promise.all([firstPrice(a.app), firstPrice(b)]);
      expect([pa.price, pb.price]).toEqual([before.price + 7 + i, before.price + 7 + i]);
    }
  });

  it('answers from memory until the catalogue changes', async () => {
    const before = await firstPrice(a.app);
    // With triggers off (replica role) the change sends no notification: the cached answer stays.
    await a.db.transaction().execute(async (trx) => {
      await sql`SET LOCAL session_replication_role = replica`.execute(trx);
      await trx.updateTable('items').set({ price: before.price + 100 }).where('item_id', '=', before.item_id).execute();
    });
    expect((await firstPrice(a.app)).price).toBe(before.price);
    await a.db.updateTable('categories').set({ sort: sql`sort` }).where(sql<boolean>`false`).execute(); // any catalogue statement notifies
    expect((await firstPrice(a.app)).price).toBe(before.price + 100);
  });

  it('reads a list that is not kept yet once for a burst of requests, but never joins a read begun before a change', async () => {
    const cache = createCatalogCache(dbUrl);
    try {
      await cache.ready;
      let reads = 0;
      let release!: () => void;
      const gate = new Promise<void>((r) => { release = r; });
      const slowRead = async () => { reads++; await gate; return { read: reads }; };
      // Each call begins at once (its first step is synchronous): the first starts the read, the others find it.
      const burst = Array.from({ length: 20 }, () => cache.get('burst', slowRead));
      release();
      const answers = await Promise.all(burst);
      expect(reads).toBe(1);
      expect(new Set(answers).size).toBe(1);

      // A read begins; a change commits; a request made after the commit must not get that read's answer.
      let releaseOld!: () => void;
      const oldGate = new Promise<void>((r) => { releaseOld = r; });
      const old = cache.get('changed', async () => { await oldGate; return 'before the change'; });
      await a.db.updateTable('categories').set({ sort: sql`sort` }).where(sql<boolean>`false`).execute();
      const fresh = cache.get('changed', async () => 'after the change');
      releaseOld();
      expect(await old).toBe('before the change');
      expect(await fresh).toBe('after the change');
    } finally {
      await cache.close();
    }
  });

  it('a stock change (an order) drops only the lists showing that goods and the stock-sorted ones', async () => {
    type Row = { goods_id: number; item_id: number; price: number; store: number };
    const page = async (app: FastifyInstance, q: string): Promise<Row[]> => (await app.inject({ url: `/api/h5app/wxapp/goods/items?${q}` })).json().data.list;
    const byPrice = 'page=1&pageSize=2&goodsSort=3';
    const byStock = 'page=1&pageSize=2&goodsSort=5';
    const [shown] = await page(b, byPrice);
    await page(b, byStock);
    const elsewhere = (await a.db.selectFrom('items').select(['item_id', 'goods_id', 'store']).where('is_default', '=', true)
      .where('goods_id', 'not in', (await page(b, byPrice)).map((r) => r.goods_id)).orderBy('item_id').executeTakeFirstOrThrow());
    // A price change with triggers off (no notification): a list answered from memory keeps the old price.
    await a.db.transaction().execute(async (trx) => {
      await sql`SET LOCAL session_replication_role = replica`.execute(trx);
      await trx.updateTable('items').set({ price: sql`price + 1` }).where('item_id', '=', shown.item_id).execute();
    });
    // An order takes stock of a goods the price list does not show: that list stays in memory; the stock list follows.
    await a.db.updateTable('items').set({ store: sql`store + 1000000` }).where('item_id', '=', elsewhere.item_id).execute();
    expect((await page(b, byPrice))[0]).toMatchObject({ goods_id: shown.goods_id, price: shown.price });
    expect((await page(b, byStock))[0]).toMatchObject({ goods_id: elsewhere.goods_id });
    // Stock of the goods it shows: read again (with the price changed meanwhile, and the new stock).
    await a.db.updateTable('items').set({ store: sql`store + 1` }).where('item_id', '=', shown.item_id).execute();
    expect((await page(b, byPrice))[0]).toMatchObject({ goods_id: shown.goods_id, price: shown.price + 1, store: shown.store + 1 });
    await a.db.updateTable('items').set({ store: elsewhere.store }).where('item_id', '=', elsewhere.item_id).execute();
    expect((await page(b, byStock))[0].goods_id).not.toBe(elsewhere.goods_id);
    await a.db.updateTable('items').set({ price: sql`price - 1`, store: sql`store - 1` }).where('item_id', '=', shown.item_id).execute();
  });

  it('a read begun before a stock change of a goods it shows is not kept', async () => {
    const cache = createCatalogCache(dbUrl);
    try {
      await cache.ready;
      const { item_id, goods_id } = await a.db.selectFrom('items').select(['item_id', 'goods_id']).where('is_default', '=', true).orderBy('item_id').executeTakeFirstOrThrow();
      let release!: () => void;
      const gate = new Promise<void>((r) => { release = r; });
      let reads = 0;
      const read = async () => { reads++; await gate; return { list: [{ goods_id, store: reads }] }; };
      const first = cache.get('shows-it', read);
      await a.db.updateTable('items').set({ store: sql`store + 1` }).where('item_id', '=', item_id).execute();
      const second = cache.get('shows-it', read); // after the change: a read of its own
      release();
      await Promise.all([first, second]);
      expect(reads).toBe(2);
      await a.db.updateTable('items').set({ store: sql`store - 1` }).where('item_id', '=', item_id).execute();
      const third = await cache.get('shows-it', async () => ({ list: [{ goods_id, store: -1 }] }));
      expect(third.list[0].store).toBe(-1); // nothing stale was kept
    } finally {
      await cache.close();
    }
  });
  it('a list page waits for one round trip on the LISTEN connection, however many kept parts it reads', async () => {
    // What each client sends: a catalogue cache's own LISTENs to stock changes.
    const sent: { client: unknown; text: unknown }[] = [];
    const query = pg.Client.prototype.query;
    const spy = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (this: pg.Client, ...args: unknown[]) {
      sent.push({ client: this, text: typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string })?.text });
      return (query as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof query);
    const c = await buildApp({ db: a.db, databaseUrl: dbUrl, config: a.config, jwtSecret: 'test-secret' });
    try {
      await c.ready();
      const caches = () => new Set(sent.filter((s) => s.text === 'LISTEN catalog_stock_changed').map((s) => s.client));
      const roundTrips = async (url: string) => {
        const before = sent.length;
        const res = await c.inject({ url: `/api/h5app/wxapp/goods/items?${url}` });
        expect(res.statusCode).toBe(200);
        const listening = caches();
        return sent.slice(before).filter((s) => listening.has(s.client) && !String(s.text).startsWith('LISTEN')).length;
      };
      const [first, second] = await a.db.selectFrom('categories').select('category_id').orderBy('category_id').limit(2).execute();
      // The search indexers of the three apps write goods' words after the name changes of the tests above, and that
      // write tells every cache to forget (catalog_changed): a list read after it rightly loads afresh, with no round
      // trip to count. Measured once no goods waits for its words.
      await vi.waitFor(async () => expect((await sql<{ n: number }>`SELECT count(*)::int AS n FROM goods WHERE search_indexed_rev <> search_rev`.execute(a.db)).rows[0].n).toBe(0), { timeout: 30_000 });
      // Once the cache listens, the first list is kept whole (one round trip to answer it from memory), and with it
      // the category tree and the counts.
      await vi.waitFor(async () => expect(await roundTrips(`category_id=${first.category_id}`)).toBe(1));
      // A list not kept yet reads two kept parts (the category tree, the counts): one round trip for both.
      expect(await roundTrips(`category_id=${second.category_id}`)).toBe(1);
      // A list kept whole: one.
      expect(await roundTrips(`category_id=${second.category_id}`)).toBe(1);
    } finally {
      spy.mockRestore();
      await c.close();
    }
  });
});
