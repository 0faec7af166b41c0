/**
 * Item pages are pre-rendered with the activities running or announced on them, so an activity that starts or
 * ends by the clock changes what those pages should say: 活动即将开始 becomes 立即购买 at its start, the badge and
 * activity price go at its end. Operator changes rebuild at once (page-rebuild.ts); this job rebuilds the pages
 * of every activity whose start or end passed since its previous run. There is no separate announcement time:
 * an activity is announced (shown, 未开始) from the moment it is saved, which the operator's change rebuilt.
 *
 * The window is half-open, (previous run, this run]: an activity shows its new state from the boundary instant
 * on (phaseOf, statusOf, `end > now`), so a boundary at exactly this run's time is handled now and never again.
 * The first window starts at the process start: the full build at startup rendered the state after it. A failed
 * rebuild leaves the window where it was, so the next run retries it together with the boundaries since.
 *
 * Each API process runs its jobs and rebuilds only its own pages (`rebuildItems` is the local compiler, not the
 * cluster's notifying `onCatalogChange`): with a dist per process each is rebuilt once per boundary, as for an
 * operator change; with a shared DIST_DIR the rewrites are atomic and identical, also as for an operator change.
 */
import { sql } from 'kysely';
import type { Database } from '../../db/database.server';
import type { Job, JobDeps } from '../../jobs.server';
import { goodsPages } from './page-rebuild';
import { promotionPageItems, salePageItems } from '../promotion/admin.service';

/** Every 30 s: a guest's page is at most that much behind an activity's start or end (the island corrects it on
 * load anyway), and the activities of one hour (seckills start on the hour) are rebuilt together in one pass,
 * which re-renders the list and template pages once, not once per activity. The queries are a few range reads. */
export const CLOCK_REBUILD_EVERY_MS = 30_000;

export interface Window { from: Date; to: Date }

/** The activity's start or end passed in (from, to]. */
const startedOrEnded = (begin: string, end: string, w: Window) => {
  const passed = (col: string) => sql<boolean>`(${sql.ref(col)} > ${w.from} AND ${sql.ref(col)} <= ${w.to})`;
  return sql<boolean>`(${passed(begin)} OR ${passed(end)})`;
};

/** The SKUs of seckills and group buys (not taken off) that started or ended in the window. */
async function skuActivities(db: Database, table: 'seckill_activities' | 'group_activities', w: Window): Promise<number[]> {
  const rows = await db.selectFrom(table).select('item_id').where('disabled', '=', false).where(startedOrEnded('begin_time', 'end_time', w)).execute();
  return rows.map((r) => r.item_id);
}

/**
 * A coupon is listed on every item page while `end_date >= now` (coupon.service.ts), so it leaves them just after
 * its end_date: an end_date in [from, to) moved out in (from, to].
 */
async function couponEnded(db: Database, w: Window): Promise<boolean> {
  const row = await db.selectFrom('coupon_templates').select('card_id').where('end_date', '>=', w.from).where('end_date', '<', w.to).limit(1).executeTakeFirst();
  return !!row;
}

/** The item pages (SKU ids; the compiler rebuilds their goods' pages) showing an activity whose boundary passed in the window. */
export async function pagesCrossedIn(db: Database, w: Window): Promise<number[]> {
  if (w.to <= w.from) return [];
  if (await couponEnded(db, w)) return goodsPages(db, 'all');
  const [seckills, groups, promotions, sales] = await Promise.all([
    skuActivities(db, 'seckill_activities', w), skuActivities(db, 'group_activities', w),
    // Not those an operator ended: ending one rebuilt its pages.
    db.selectFrom('promotions').select(['use_all_items', 'goods_ids']).where('ended_at', 'is', null).where(startedOrEnded('begin_at', 'end_at', w)).execute(),
    db.selectFrom('limited_sales').select('items').where('ended_at', 'is', null).where(startedOrEnded('begin_at', 'end_at', w)).execute(),
  ]);
  const promoted = await Promise.all(promotions.map((p) => promotionPageItems(db, p)));
  return [...new Set([...seckills, ...groups, ...promoted.flat(), ...sales.flatMap(salePageItems)])].sort((a, b) => a - b);
}

export interface ClockRebuildOptions {
  /** Where the first window starts: the process start by default (the startup build rendered what came before). */
  startedAt?: Date;
  now?: () => Date;
}

export type ClockRebuildJob = Job & { run: (deps: JobDeps) => Promise<{ window: Window; itemIds: number[] } | undefined> };

export function clockRebuildJob({ startedAt = new Date(performance.timeOrigin), now = () => new Date() }: ClockRebuildOptions = {}): ClockRebuildJob {
  let handledUntil = startedAt;
  let running: ReturnType<ClockRebuildJob['run']> | undefined;

  const runOnce = async ({ db, rebuildItems }: JobDeps) => {
    if (!rebuildItems) return undefined;
    const window = { from: handledUntil, to: now() };
    if (window.to <= window.from) return undefined; // the clock stepped back: nothing new has passed
    const itemIds = await pagesCrossedIn(db, window);
    if (itemIds.length) {
      try {
        await rebuildItems(itemIds);
      } catch (e) {
        throw new Error(`活动开始或结束后重建商品页失败（商品 ${itemIds.join(',')}），下次重试：${(e as Error).message}`);
      }
    }
    handledUntil = window.to;
    return { window, itemIds };
  };

  return {
    name: 'rebuild-pages-at-activity-boundaries',
    everyMs: CLOCK_REBUILD_EVERY_MS,
    // A run still rebuilding when the next is due is not doubled: the next tick joins it.
    run: (deps) => (running ??= runOnce(deps).finally(() => { running = undefined; })),
  };
}

export const activityClockJob = clockRebuildJob();
