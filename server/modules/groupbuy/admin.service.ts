/** The operator's side of group buys: create, edit, shelve, and see the teams. */
import type { Database } from '../../db/database.server';
import { BizError, notFound } from '../../http/errors';
import { requiredTitle, timeRange, unix } from '../activity/admin-input';
import { allGroupActivities, groupActivity } from './read.service';
import { endStillAhead, refuseUnsafeEdit, sameMinute } from '../activity/edit-guard';

export interface GroupInput { title?: unknown; item_id?: unknown; act_price?: unknown; person_num?: unknown; limit_minutes?: unknown; begin_time?: unknown; end_time?: unknown }

const intIn = (v: unknown, min: number, max: number, label: string) => {
  const n = Number(v);
  if (!Number.isInteger(n) || n < min || n > max) throw new BizError(`${label}必须是${min}到${max}之间的整数`);
  return n;
};

export async function createGroup(db: Database, b: GroupInput) {
  const title = requiredTitle(b.title);
  const item = await db.selectFrom('items').select(['item_id', 'price']).where('item_id', '=', intIn(b.item_id, 1, 2 ** 31 - 1, '商品')).executeTakeFirst();
  if (!item) throw new BizError('商品不存在');
  const actPrice = intIn(b.act_price, 1, 2 ** 31 - 1, '拼团价');
  if (actPrice >= item.price) throw new BizError('拼团价必须低于商品售价');
  const { begin, end } = timeRange(b as Record<string, unknown>);
  const row = await db.insertInto('group_activities').values({
    title, item_id: item.item_id, act_price: actPrice, person_num: intIn(b.person_num, 2, 20, '成团人数'),
    limit_minutes: intIn(b.limit_minutes, 1, 10080, '成团时限（分钟）'), begin_time: begin, end_time: end,
  }).returning('groups_activity_id').executeTakeFirstOrThrow();
  return groupActivity(db, row.groups_activity_id);
}

/** Edits. Before the start everything may change; once started only the name and the end (activity/edit-guard.ts). */
export async function updateGroup(db: Database, activityId: number, b: GroupInput) {
  const a = await db.selectFrom('group_activities').selectAll().where('groups_activity_id', '=', activityId).executeTakeFirst();
  if (!a) throw notFound('拼团活动不存在');
  const { begin, end } = timeRange({ begin_time: b.begin_time ?? unix(a.begin_time), end_time: b.end_time ?? unix(a.end_time) });
  const itemId = b.item_id !== undefined ? intIn(b.item_id, 1, 2 ** 31 - 1, '商品') : a.item_id;
  const actPrice = b.act_price !== undefined ? intIn(b.act_price, 1, 2 ** 31 - 1, '拼团价') : a.act_price;
  const personNum = b.person_num !== undefined ? intIn(b.person_num, 2, 20, '成团人数') : a.person_num;
  const limitMinutes = b.limit_minutes !== undefined ? intIn(b.limit_minutes, 1, 10080, '成团时限（分钟）') : a.limit_minutes;
  refuseUnsafeEdit({ begin: a.begin_time, end: a.end_time }, [
    { label: '活动商品', changed: itemId !== a.item_id }, { label: '拼团价', changed: actPrice !== a.act_price },
    { label: '成团人数', changed: personNum !== a.person_num }, { label: '成团时限', changed: limitMinutes !== a.limit_minutes },
    { label: '开始时间', changed: !sameMinute(begin, a.begin_time) },
  ], ['活动名称', '结束时间']);
  if (a.begin_time <= new Date()) endStillAhead(end);
  const item = await db.selectFrom('items').select(['item_id', 'price']).where('item_id', '=', itemId).executeTakeFirst();
  if (!item) throw new BizError('商品不存在');
  if (actPrice >= item.price) throw new BizError('拼团价必须低于商品售价');
  await db.updateTable('group_activities').set({
    title: b.title !== undefined ? requiredTitle(b.title) : a.title, item_id: itemId, act_price: actPrice, person_num: personNum,
    limit_minutes: limitMinutes, begin_time: begin, end_time: end,
  }).where('groups_activity_id', '=', activityId).execute();
  return groupActivity(db, activityId);
}

export async function setGroupDisabled(db: Database, activityId: number, disabled: boolean) {
  const res = await db.updateTable('group_activities').set({ disabled }).where('groups_activity_id', '=', activityId).executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) throw notFound('拼团活动不存在');
  return groupActivity(db, activityId);
}

export async function listGroups(db: Database) {
  return { list: await allGroupActivities(db) };
}

export async function listTeams(db: Database, activityId?: number, status?: string) {
  let q = db.selectFrom('group_teams').selectAll().orderBy('created_at', 'desc').limit(200);
  if (activityId) q = q.where('groups_activity_id', '=', activityId);
  if (status) q = q.where('status', '=', status);
  const rows = await q.execute();
  return { list: rows.map((t) => ({ team_id: t.team_id, groups_activity_id: t.groups_activity_id, chief_user_id: t.chief_user_id, person_num: t.person_num,
    joined_num: t.joined_num, paid_num: t.paid_num, status: t.status, expires_at: unix(t.expires_at), created_at: unix(t.created_at), finished_at: t.finished_at ? unix(t.finished_at) : null })) };
}
