/**
 * A first visit's item page (issue 23): its answer is read in a few queries, not a dozen (each round trip cost the
 * compiler's process about half a millisecond of CPU at 100,000 goods), and what every answer shares (coupons,
 * promotions, the VIP guide) is read for each page made: a change made a moment ago, with no rebuild asked for,
 * shows on the very next page made. Real seeded database, the database source, lazy item pages.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { connect, type Database } from '../server/db/database.server';
import { loadConfig } from '../server/config';
import { createTestDatabase } from '../tests/helpers/app';
import { createCompiler } from './index';
import { databaseSource } from '../server/modules/template/compiler-source.server';
import { itemDetails } from '../server/modules/catalog/catalog.service';
import { withActivities } from '../server/modules/activity/item-activity';

const SHELL = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>川香源直销商城</title><meta name="shop-slot" content="head"></head><body data-page-config><header><shop-slot name="header"></shop-slot></header><main><shop-slot name="body"></shop-slot></main><footer><shop-slot name="footer"></shop-slot></footer></body></html>`;

let db: Database;
let dbUrl: string;
let drop: () => Promise<void>;
let base: string;
let itemIds: number[];

beforeAll(async () => {
  const d = await createTestDatabase();
  drop = d.drop;
  dbUrl = d.url;
  db = connect(d.url, 5).db;
  base = fs.mkdtempSync(path.join(os.tmpdir(), 'compiler-first-visit-'));
  fs.mkdirSync(path.join(base, 'astro/shell'), { recursive: true });
  fs.writeFileSync(path.join(base, 'astro/shell/index.html'), SHELL);
  itemIds = (await db.selectFrom('items as i').innerJoin('goods as g', 'g.goods_id', 'i.goods_id').select('i.item_id')
    .where('i.is_default', '=', true).where('g.is_gift', '=', false).where('g.approve_status', '=', 'onsale').orderBy('i.item_id').execute()).map((r) => r.item_id);
});
afterAll(async () => {
  await db.destroy();
  await drop();
  fs.rmSync(base, { recursive: true, force: true });
});

function lazyCompiler(name: string) {
  const dist = path.join(base, name);
  const compiler = createCompiler({ source: databaseSource(db), config: { ...loadConfig({}), distDir: dist, astroOutDir: path.join(base, 'astro'), publicUrl: 'https://shop.example.com', lazyItems: true } });
  return { compiler, page: (id: number) => fs.readFileSync(path.join(dist, `items/${id}/index.html`), 'utf8') };
}

describe("a first visit's item page", () => {
  it('reads its answer in 3 queries (its goods, what every answer shares, its activities)', async () => {
    const { compiler } = lazyCompiler('queries');
    // The first page reads what every page shares (shell, header, footer, item ids) once.
    expect(await compiler.ensureItemPage(itemIds[0])).toBe(true);
    const query = vi.spyOn(pg.Client.prototype, 'query');
    try {
      expect(await compiler.ensureItemPage(itemIds[1])).toBe(true);
      expect(query.mock.calls.length, query.mock.calls.map((c) => String((c[0] as { text?: string })?.text ?? c[0]).slice(0, 80)).join('\n')).toBe(3);
    } finally {
      query.mockRestore();
    }
    await compiler.settled();
  });

  it('reads its answer in one round trip: its 3 queries are all sent before the first comes back', async () => {
    const { compiler } = lazyCompiler('one-trip');
    expect(await compiler.ensureItemPage(itemIds[0])).toBe(true);
    const events: string[] = [];
    const original = pg.Client.prototype.query;
    const query = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (this: pg.Client, ...args: unknown[]) {
      events.push('sent');
      const answer = (original as (...a: unknown[]) => unknown).apply(this, args);
      if (answer instanceof Promise) answer.then(() => events.push('back'), () => events.push('back'));
      return answer as never;
    });
    try {
      expect(await compiler.ensureItemPage(itemIds[2])).toBe(true);
      expect(events).toEqual(['sent', 'sent', 'sent', 'back', 'back', 'back']);
    } finally {
      query.mockRestore();
    }
    await compiler.settled();
  });

  it("answers read beside their activities are the item API's answers, activities on any SKU of the goods included", async () => {
    const running = await sql<{ item_id: number }>`SELECT item_id FROM seckill_activities WHERE NOT disabled AND end_time > now()
      UNION SELECT item_id FROM group_activities WHERE NOT disabled AND end_time > now()`.execute(db);
    expect(running.rows.length).toBeGreaterThan(0);
    // Every item page, and the goods of every SKU an activity runs on (not always the goods' default SKU).
    const withGoods = await db.selectFrom('items as a').innerJoin('items as i', 'i.goods_id', 'a.goods_id').select('i.item_id')
      .where('a.item_id', 'in', running.rows.map((r) => r.item_id)).where('i.is_default', '=', true).execute();
    const ids = [...new Set([...itemIds, ...withGoods.map((r) => r.item_id)])];
    const now = new Date();
    const viaApi = await withActivities(db, [...(await itemDetails(db, ids)).values()], now);
    const read = await databaseSource(db).items(ids);
    const clockless = (a: object) => JSON.parse(JSON.stringify(a, (k, v) => (k === 'now' || k === 'server_time' ? undefined : v)));
    expect(viaApi.filter((a) => 'activity_info' in a).length).toBeGreaterThan(0);
    for (const answer of viaApi) expect(clockless(read.get(answer.item_id)!)).toEqual(clockless(answer));
    expect(read.size).toBe(viaApi.length);
  });

  it('sends its 3 queries as named statements, the same text for any item (planned once per connection, not at every visit)', async () => {
    const { compiler } = lazyCompiler('named');
    expect(await compiler.ensureItemPage(itemIds[5])).toBe(true);
    const query = vi.spyOn(pg.Client.prototype, 'query');
    const sent = () => query.mock.calls.map((c) => c[0] as string | { name?: string; text: string });
    try {
      expect(await compiler.ensureItemPage(itemIds[6])).toBe(true);
      const first = sent();
      query.mockClear();
      expect(await compiler.ensureItemPage(itemIds[7])).toBe(true);
      const second = sent();
      // Planning the goods read took two thirds of its backend time (2.4 of 3.4 ms at 100,000 goods): a named
      // statement is parsed once per connection and, after five runs, keeps its plan.
      for (const q of [...first, ...second]) expect(typeof q === 'object' && q.name, String(typeof q === 'string' ? q : q.text).slice(0, 80)).toBeTruthy();
      const texts = (qs: typeof first) => qs.map((q) => (typeof q === 'string' ? q : q.text)).sort();
      expect(texts(second)).toEqual(texts(first));
    } finally {
      query.mockRestore();
    }
    await compiler.settled();
  });

  it('reads its goods with a plan PostgreSQL keeps: after five first visits on a connection, none is planned again', async () => {
    // One connection for every read, so its own prepared statements can be looked at.
    const one = connect(dbUrl, 1).db;
    try {
      const dist = path.join(base, 'kept-plan');
      const compiler = createCompiler({ source: databaseSource(one), config: { ...loadConfig({}), distDir: dist, astroOutDir: path.join(base, 'astro'), publicUrl: 'https://shop.example.com', lazyItems: true } });
      for (const id of itemIds.slice(8, 16)) expect(await compiler.ensureItemPage(id)).toBe(true);
      await compiler.settled();
      const { rows } = await sql<{ generic_plans: number; custom_plans: number }>`SELECT generic_plans::int, custom_plans::int FROM pg_prepared_statements WHERE statement LIKE '%asked_item_id%'`.execute(one);
      expect(rows).toHaveLength(1);
      // PostgreSQL plans the first five runs for their values, then keeps one plan when it costs no more.
      expect(rows[0].custom_plans).toBeLessThanOrEqual(5);
      expect(rows[0].generic_plans).toBeGreaterThanOrEqual(3);
    } finally {
      await one.destroy();
    }
  });

  it('shows a promotion or coupon created a moment ago, with no rebuild asked for, on the next page made', async () => {
    const { compiler, page } = lazyCompiler('changes');
    const [before, afterPromotion, afterCoupon] = itemIds.slice(2, 5);
    await compiler.ensureItemPage(before);
    expect(page(before)).not.toContain('首访满减');
    const day = 864e5;
    await db.insertInto('promotions').values({
      title: '首访满减', promotion_type: 'full_minus', tiers: JSON.stringify([{ full: 10000, minus: 1000 }]) as never,
      begin_at: new Date(Date.now() - day), end_at: new Date(Date.now() + day), use_all_items: true, goods_ids: JSON.stringify([]) as never,
    }).execute();
    await compiler.ensureItemPage(afterPromotion);
    expect(page(afterPromotion)).toContain('首访满减');
    expect(page(afterPromotion)).not.toContain('首访新券');
    await db.insertInto('coupon_templates').values({ title: '首访新券', card_type: 'cash', reduce_cost: 500, least_cost: 0, quantity: 10, get_limit: 1, begin_date: new Date(Date.now() - day), end_date: new Date(Date.now() + day) }).execute();
    await compiler.ensureItemPage(afterCoupon);
    expect(page(afterCoupon)).toContain('首访新券');
    await compiler.settled();
  });
});
