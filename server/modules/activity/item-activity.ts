/**
 * The item answer's activity fields (api-contract §4.4): a seckill or group buy running or announced on
 * one of the goods' SKUs gives `activity_type`, `activity_info`, `act_price` (on the item and its SKU)
 * and, for group buys, `groups_list` (open teams). The catalogue calls this in one line.
 */
import { sql, type InferResult } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Database } from '../../db/database.server';
import { PREPARED } from '../../db/named-statements.server';
import { phaseOf } from '../seckill/rules';
import { openTeams } from '../groupbuy/read.service';
import { unix } from './admin-input';

interface ItemAnswer { item_id: number; spec_items: { item_id: number }[] }

const showStatus = (phase: string) => (phase === 'in_the_notice' ? 'nostart' : 'noend');

type Seckill = { seckill_id: number; title: string; item_id: number; act_price: number; limit_num: number; free: number; begin_time: Date; end_time: Date };
type Group = { groups_activity_id: number; title: string; item_id: number; act_price: number; person_num: number; limit_minutes: number; begin_time: Date; end_time: Date };

/**
 * Every running or announced activity of a table on these SKUs, earliest first; with `ofGoods`, on every SKU of the
 * goods these items belong to (what their answers' SKUs are), so it needs no answer read first.
 */
const current = (db: Database, table: 'seckill_activities' | 'group_activities', itemIds: number[], now: Date, ofGoods = false) =>
  db.selectFrom(table).selectAll()
    .where(ofGoods
      ? sql<boolean>`item_id IN (SELECT s.item_id FROM items s JOIN items ai ON ai.goods_id = s.goods_id WHERE ai.item_id = ANY(${itemIds}::int[]))`
      : sql<boolean>`item_id = ANY(${itemIds}::int[])`)
    .where('disabled', '=', false).where('end_time', '>', now).orderBy('begin_time');

/** Rows that came through JSON carry their times as text: back to Dates, as the driver gives them. */
const withTimes = <T>(row: T): T => {
  const r = row as { begin_time: string | Date; end_time: string | Date; created_at: string | Date };
  return { ...row, begin_time: new Date(r.begin_time), end_time: new Date(r.end_time), created_at: new Date(r.created_at) };
};

/** The seckills and group buys on these SKUs (or the SKUs of these items' goods), in one query (a first visit's item page reads one answer alone). */
async function currentActivities(db: Database, itemIds: number[], now: Date, ofGoods = false): Promise<Activities> {
  if (!itemIds.length) return [[], []];
  const both = db.selectNoFrom(() => [
    jsonArrayFrom(current(db, 'seckill_activities', itemIds, now, ofGoods)).as('seckills'),
    jsonArrayFrom(current(db, 'group_activities', itemIds, now, ofGoods)).as('groups'),
  ]);
  // The ids as one array: the same text for any count, so a named statement, planned once per connection.
  const { rows: [row] } = await sql<InferResult<typeof both>[number]>`${PREPARED} ${both}`.execute(db);
  return [row.seckills.map(withTimes) as unknown as Seckill[], row.groups.map(withTimes) as unknown as Group[]];
}

const skuIds = (item: ItemAnswer) => (item.spec_items.length ? item.spec_items.map((s) => s.item_id) : [item.item_id]);

export async function withActivity<T extends ItemAnswer>(db: Database, item: T, now = new Date()) {
  return (await withActivities(db, [item], now))[0];
}

/** Many answers at once (the page compiler builds every item page): two reads for all of them. */
export async function withActivities<T extends ItemAnswer>(db: Database, items: T[], now = new Date()) {
  const all = [...new Set(items.flatMap(skuIds))];
  return withActivitiesRead(db, items, await currentActivities(db, all, now), now);
}

/** What the answers of these items' goods may show: the seckills and group buys on any of their SKUs. */
export type Activities = [Seckill[], Group[]];

/**
 * The activities of the answers of these items, read by item id (`withActivitiesRead` then puts them in): a page
 * compiler's read asks for them beside the answers, not after, one round trip to the database fewer per read.
 */
export const activitiesOfItems = (db: Database, itemIds: number[], now: Date): Promise<Activities> => currentActivities(db, [...new Set(itemIds)], now, true);

/**
 * The answers with their activities from `activitiesOfItems` (or the SKUs' own read): each answer takes the first
 * that is on one of its own SKUs, as `withActivities` does.
 */
export function withActivitiesRead<T extends ItemAnswer>(db: Database, items: T[], [seckills, groups]: Activities, now: Date) {
  return Promise.all(items.map((item) => {
    const ids = skuIds(item);
    const seckill = seckills.find((a) => ids.includes(a.item_id));
    return activityOf(db, item, seckill, seckill ? undefined : groups.find((a) => ids.includes(a.item_id)), now);
  }));
}

async function activityOf<T extends ItemAnswer>(db: Database, item: T, seckill: Seckill | undefined, group: Group | undefined, now: Date) {
  const a = seckill ?? group;
  if (!a) return item;
  const phase = phaseOf(a, now);
  const times = { begin_time: unix(a.begin_time), end_time: unix(a.end_time), activity_start_time: unix(a.begin_time), activity_end_time: unix(a.end_time), now: unix(now) };
  const info = seckill
    ? { seckill_id: seckill.seckill_id, title: seckill.title, item_id: seckill.item_id, limit_num: seckill.limit_num, activity_store: seckill.free, act_price: seckill.act_price }
    : { groups_activity_id: group!.groups_activity_id, title: group!.title, item_id: group!.item_id, person_num: group!.person_num, limit_minutes: group!.limit_minutes, act_price: group!.act_price };
  const withPrice = (s: { item_id: number }) => (s.item_id === a.item_id ? { ...s, act_price: a.act_price, activity_price: a.act_price } : s);
  return {
    ...withPrice(item),
    item_id: item.item_id,
    spec_items: item.spec_items.map(withPrice),
    act_price: a.act_price, activity_price: a.act_price,
    activity_type: seckill ? 'seckill' : 'group',
    activity_info: { ...info, ...times, status: phase, show_status: showStatus(phase) },
    ...(group ? { groups_list: await openTeams(db, group.groups_activity_id, now) } : {}),
  };
}
