/**
 * The clock job rebuilds the item pages of activities whose start or end passed since its previous run, each
 * boundary exactly once, and retries a failed rebuild. Runs are driven with an injected clock (no waiting),
 * in a far-off year where the demo data has no boundaries. The last test renders with the real compiler.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/app';
import { createCompiledTestApp } from '../../../tests/helpers/compiled-site';
import type { Database } from '../../db/database.server';
import { jobs } from '../../jobs.server';
import { activityClockJob, clockRebuildJob } from './clock-rebuild.server';
import { goodsPages } from './page-rebuild';

let t: TestApp;
let skus: number[];
beforeAll(async () => {
  t = await createTestApp();
  skus = await plainSkus(t.db);
});
afterAll(() => t.close());

/** Default SKUs of goods on sale with no activity of the demo data on any of their SKUs. */
async function plainSkus(db: Database): Promise<number[]> {
  const [seckills, groups, sales] = await Promise.all([
    db.selectFrom('seckill_activities').select('item_id').execute(), db.selectFrom('group_activities').select('item_id').execute(),
    db.selectFrom('limited_sales').select('items').execute(),
  ]);
  const busy = [...seckills, ...groups, ...sales.flatMap((s) => s.items)].map((a) => a.item_id);
  const busyGoods = (await db.selectFrom('items').select('goods_id').where('item_id', 'in', busy).execute()).map((r) => r.goods_id);
  const rows = await db.selectFrom('items').innerJoin('goods', 'goods.goods_id', 'items.goods_id').select('items.item_id')
    .where('items.is_default', '=', true).where('goods.approve_status', '=', 'onsale').where('items.goods_id', 'not in', busyGoods).orderBy('items.item_id').execute();
  return rows.map((r) => r.item_id);
}

const YEAR_2090 = Date.parse('2090-06-15T03:00:00Z');
let epochs = 0;

/**
 * A job started at a moment of its own (each test's activities stay in the database: the next test starts
 * days later), `at(seconds)` after it, the clock the test sets and the rebuilds the job asked for.
 */
function clockedJob(db: Database) {
  const epoch = YEAR_2090 + ++epochs * 10 * 86_400_000;
  const at = (seconds: number) => new Date(epoch + seconds * 1000);
  const clock = { now: at(0), fail: false };
  const rebuilds: number[][] = [];
  const job = clockRebuildJob({ startedAt: at(0), now: () => clock.now });
  const deps = { db, config: t.config, rebuildItems: async (ids: number[]) => { if (clock.fail) throw new Error('磁盘已满'); rebuilds.push(ids); } };
  /** Runs the job at `seconds` after T0 and answers the rebuilds of that run. */
  const runAt = async (seconds: number) => {
    clock.now = at(seconds);
    const before = rebuilds.length;
    await job.run(deps);
    return rebuilds.slice(before);
  };
  return { at, clock, job, deps, rebuilds, runAt };
}

const seckill = (db: Database, itemId: number, begin: Date, end: Date, extra: { disabled?: boolean } = {}) =>
  db.insertInto('seckill_activities').values({ title: '整点秒杀', item_id: itemId, act_price: 1, total_stock: 10, free: 10, limit_num: 1, begin_time: begin, end_time: end, ...extra }).execute();

describe('seckills and group buys', () => {
  it('a seckill that starts between two runs is rebuilt once, and once when it ends; a running one without a boundary never', async () => {
    const { at, runAt } = clockedJob(t.db);
    const [starting, running] = skus;
    await seckill(t.db, starting, at(45), at(3600));
    await seckill(t.db, running, at(-60), at(7200)); // began before the process started: the startup build showed it
    expect(await runAt(30)).toEqual([]);
    expect(await runAt(60)).toEqual([[starting]]);
    expect(await runAt(90)).toEqual([]);
    expect(await runAt(3600)).toEqual([[starting]]); // ends exactly at this run: from now on it is over, handled now…
    expect(await runAt(3630)).toEqual([]); // …and never again
    expect(await runAt(7000)).toEqual([]);
  });

  it('a boundary at the process start or before it is left to the startup build; a group buy is rebuilt like a seckill; one taken off is not', async () => {
    const { at, runAt } = clockedJob(t.db);
    const [atStart, group, disabled] = skus.slice(2);
    await seckill(t.db, atStart, at(0), at(10_000));
    await t.db.insertInto('group_activities').values({ title: '两人团', item_id: group, act_price: 100, person_num: 2, limit_minutes: 60, begin_time: at(100), end_time: at(200) }).execute();
    await seckill(t.db, disabled, at(100), at(200), { disabled: true });
    expect(await runAt(50)).toEqual([]);
    expect(await runAt(150)).toEqual([[group]]);
    expect(await runAt(250)).toEqual([[group]]);
  });

  it('a failed rebuild is retried on the next run with the boundaries since, then not again', async () => {
    const { at, runAt, clock } = clockedJob(t.db);
    const [first, second] = skus.slice(5);
    await seckill(t.db, first, at(20_040), at(30_000));
    await seckill(t.db, second, at(20_070), at(30_000));
    expect(await runAt(20_000)).toEqual([]);
    clock.fail = true;
    await expect(runAt(20_050)).rejects.toThrow(`商品 ${first}`);
    clock.fail = false;
    expect(await runAt(20_080)).toEqual([[first, second].sort((a, b) => a - b)]);
    expect(await runAt(20_110)).toEqual([]);
  });

  it('a run still rebuilding when the next is due is joined, not doubled', async () => {
    const { at, job, deps, clock, rebuilds } = clockedJob(t.db);
    const [sku] = skus.slice(7);
    await seckill(t.db, sku, at(40_010), at(50_000));
    clock.now = at(40_020);
    let release!: () => void;
    const slow = { ...deps, rebuildItems: async (ids: number[]) => { await new Promise<void>((r) => { release = r; }); rebuilds.push(ids); } };
    const first = job.run(slow);
    const second = job.run(slow);
    await vi.waitFor(() => expect(release).toBeTypeOf('function'));
    release();
    await Promise.all([first, second]);
    expect(rebuilds).toEqual([[sku]]);
  });

  it('is one of the background jobs', () => {
    expect(jobs).toContain(activityClockJob);
    expect(activityClockJob.everyMs).toBe(30_000);
  });
});

describe('cart promotions, limited-time sales and coupons', () => {
  it('a promotion on some goods rebuilds their pages, a limited sale its SKUs, an ended one nothing; one on all goods or a coupon ending every page', async () => {
    const { at, runAt } = clockedJob(t.db);
    const [a, b, c, d] = skus.slice(8);
    const goodsOf = async (itemId: number) => (await t.db.selectFrom('items').select('goods_id').where('item_id', '=', itemId).executeTakeFirstOrThrow()).goods_id;
    const tiers = JSON.stringify([{ full: 10000, minus: 1000 }]) as never;
    const promotion = (begin: number, end: number, goods: number[] | 'all', ended?: number) => t.db.insertInto('promotions').values({
      title: '满100减10', promotion_type: 'full_minus', tiers, begin_at: at(begin), end_at: at(end), use_all_items: goods === 'all',
      goods_ids: JSON.stringify(goods === 'all' ? [] : goods) as never, ended_at: ended === undefined ? null : at(ended),
    }).execute();
    await promotion(60_100, 70_000, [await goodsOf(a), await goodsOf(b)]);
    await promotion(60_100, 70_000, [await goodsOf(d)], 60_050); // ended by an operator before it began
    await t.db.insertInto('limited_sales').values({ title: '限时特惠', begin_at: at(-100), end_at: at(60_200), items: JSON.stringify([{ item_id: c, act_price: 100 }]) as never }).execute();
    expect(await runAt(60_000)).toEqual([]);
    expect(await runAt(60_150)).toEqual([[a, b].sort((x, y) => x - y)]);
    expect(await runAt(60_250)).toEqual([[c]]);

    const everyPage = await goodsPages(t.db, 'all');
    await promotion(60_300, 70_000, 'all');
    expect(await runAt(60_350)).toEqual([everyPage]);
    // A coupon is listed while its end_date is not past: it leaves the pages at the first run after that.
    await t.db.insertInto('coupon_templates').values({ title: '满50减5', card_type: 'cash', reduce_cost: 500, least_cost: 5000, quantity: 10, begin_date: at(0), end_date: at(60_400) }).execute();
    expect(await runAt(60_400)).toEqual([]);
    expect(await runAt(60_430)).toEqual([everyPage]);
    expect(await runAt(60_460)).toEqual([]);
  });
});

describe('a guest’s static item page', () => {
  it('turns from 活动即将开始 to the seckill price when the clock passes its start, and loses the badge at its end (real compiler)', async () => {
    const site = await createCompiledTestApp();
    const BADGE = '<span class="pd-act-badge">秒杀</span>';
    try {
      const token = await site.operatorToken();
      const [sku] = await plainSkus(site.db);
      const page = async () => (await site.app.inject({ url: `/items/${sku}` })).body;
      // The compiler renders with the process clock; the job is given the same one.
      vi.useFakeTimers({ toFake: ['Date'] });
      const start = Date.now();
      const job = clockRebuildJob({ startedAt: new Date(start) });
      const deps = { db: site.db, config: site.config, rebuildItems: site.rebuildItems };
      const unix = (ms: number) => Math.floor(ms / 1000);
      const begin = start + 10 * 60_000;
      const end = start + 20 * 60_000;
      // The operator announces it: the page is rebuilt at once, 未开始.
      const created = await site.admin(token, 'POST', '/seckill', { title: '整点秒杀', item_id: sku, act_price: 1, total_stock: 10, limit_num: 1, begin_time: unix(begin), end_time: unix(end) });
      expect(created.status).toBe(200);
      const announced = await page();
      expect(announced).toContain(BADGE);
      expect(announced).toContain('活动即将开始');

      vi.setSystemTime(begin + 1000);
      expect(await page()).toContain('活动即将开始'); // the static page is stale until the job runs
      await job.run(deps);
      const started = await page();
      expect(started).toContain(BADGE);
      expect(started).toMatch(/data-testid="item-price"[^>]*>¥0\.01</);
      expect(started).not.toContain('活动即将开始');

      vi.setSystemTime(end + 1000);
      expect(await page()).toContain(BADGE);
      await job.run(deps);
      const ended = await page();
      expect(ended).not.toContain(BADGE);
      expect(ended).not.toContain('¥0.01');
    } finally {
      vi.useRealTimers();
      await site.close();
    }
  });
});
