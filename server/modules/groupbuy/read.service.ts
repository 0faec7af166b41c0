/** What shoppers read of group buys: the activity list, their own teams, one team (api-contract §4.19). */
import type { Database } from '../../db/database.server';
import { notFound } from '../../http/errors';
import { unix } from '../activity/admin-input';
import { phaseOf } from '../seckill/rules';
import { maskMobile } from '../../../src/lib/validation';

const activityRows = (db: Database) => db.selectFrom('group_activities as a').innerJoin('items as i', 'i.item_id', 'a.item_id').innerJoin('goods as g', 'g.goods_id', 'i.goods_id')
  .select(['a.groups_activity_id', 'a.title', 'a.item_id', 'a.act_price', 'a.person_num', 'a.limit_minutes', 'a.begin_time', 'a.end_time', 'a.disabled',
    'g.item_name', 'g.pics', 'g.distributor_id', 'i.goods_id', 'i.price', 'i.store']);

type ActivityRow = Awaited<ReturnType<ReturnType<typeof activityRows>['execute']>>[number];

export const toActivity = (a: ActivityRow, now = new Date()) => ({
  groups_activity_id: a.groups_activity_id, title: a.title, goods_id: a.goods_id, item_id: a.item_id, item_name: a.item_name, pics: a.pics, pic: a.pics[0] ?? '',
  distributor_id: a.distributor_id, price: a.price, act_price: a.act_price, store: a.store, person_num: a.person_num, limit_minutes: a.limit_minutes,
  begin_time: unix(a.begin_time), end_time: unix(a.end_time), status: a.disabled ? 'removed' : phaseOf(a, now),
});

/** promotions/groups: activities not yet ended, live ones first. */
export async function listGroupActivities(db: Database, page: number, size: number, now = new Date()) {
  const rows = await activityRows(db).where('a.disabled', '=', false).where('a.end_time', '>', now).orderBy('a.begin_time').orderBy('a.groups_activity_id').execute();
  const list = rows.map((r) => toActivity(r, now)).sort((x, y) => Number(x.status !== 'in_sale') - Number(y.status !== 'in_sale'));
  return { list: list.slice((page - 1) * size, page * size), total_count: list.length };
}

export async function allGroupActivities(db: Database) {
  return (await activityRows(db).orderBy('a.groups_activity_id', 'desc').execute()).map((a) => toActivity(a));
}

export async function groupActivity(db: Database, activityId: number) {
  const a = await activityRows(db).where('a.groups_activity_id', '=', activityId).executeTakeFirst();
  return a ? toActivity(a) : null;
}

/** Open teams others can join (the chief has paid, seats left, time left). */
export async function openTeams(db: Database, activityId: number, now = new Date()) {
  const teams = await db.selectFrom('group_teams as t').innerJoin('members as m', 'm.user_id', 't.chief_user_id')
    .select(['t.team_id', 't.person_num', 't.joined_num', 't.paid_num', 't.expires_at', 'm.mobile', 'm.nickname', 'm.avatar'])
    .where('t.groups_activity_id', '=', activityId).where('t.status', '=', 'WAITING').where('t.expires_at', '>', now).where('t.paid_num', '>=', 1)
    .whereRef('t.joined_num', '<', 't.person_num').orderBy('t.expires_at').limit(10).execute();
  return teams.map((t) => ({ team_id: t.team_id, person_num: t.person_num, join_person_num: t.joined_num, surplus_num: t.person_num - t.joined_num,
    end_time: unix(t.expires_at), chief: { nickname: t.nickname || maskMobile(t.mobile), avatar: t.avatar } }));
}

const TEAM_STATUS_TEXT: Record<string, string> = { WAITING: '拼团中', SUCCESS: '拼团成功', FAIL: '拼团失败' };

export async function teamDetail(db: Database, teamId: string, viewer?: number | null, now = new Date()) {
  const t = await db.selectFrom('group_teams').selectAll().where('team_id', '=', teamId).executeTakeFirst();
  if (!t) throw notFound('拼团不存在或已结束');
  const activity = await groupActivity(db, t.groups_activity_id);
  const members = await db.selectFrom('group_team_members as gm').innerJoin('members as m', 'm.user_id', 'gm.user_id')
    .select(['gm.user_id', 'gm.is_chief', 'gm.paid', 'gm.order_id', 'm.mobile', 'm.nickname', 'm.avatar']).where('gm.team_id', '=', teamId).orderBy('gm.id').execute();
  const mine = members.find((m) => m.user_id === viewer);
  const open = t.status === 'WAITING' && new Date(t.expires_at) > now && t.joined_num < t.person_num;
  return {
    team_id: t.team_id, groups_activity_id: t.groups_activity_id, activity, person_num: t.person_num, join_person_num: t.joined_num, paid_num: t.paid_num,
    surplus_num: t.person_num - t.joined_num, team_status: t.status, team_status_text: TEAM_STATUS_TEXT[t.status] ?? t.status,
    end_time: unix(t.expires_at), now: unix(now),
    member_list: members.map((m) => ({ nickname: m.nickname || maskMobile(m.mobile), avatar: m.avatar, is_chief: m.is_chief, paid: m.paid })),
    is_member: !!mine, my_order_id: mine?.order_id ?? '', can_join: open && !mine && activity?.status === 'in_sale',
  };
}

/** groupOrders: the member's teams with their order, newest first. */
export async function memberTeams(db: Database, userId: number, page: number, size: number) {
  const base = db.selectFrom('group_team_members as gm').innerJoin('group_teams as t', 't.team_id', 'gm.team_id')
    .innerJoin('orders as o', 'o.order_id', 'gm.order_id').where('gm.user_id', '=', userId);
  const { n } = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await base.select(['t.team_id', 't.groups_activity_id', 't.person_num', 't.joined_num', 't.paid_num', 't.status', 't.expires_at', 'gm.is_chief',
    'o.order_id', 'o.order_status', 'o.total_fee']).orderBy('gm.id', 'desc').limit(size).offset((page - 1) * size).execute();
  const activities = new Map<number, Awaited<ReturnType<typeof groupActivity>>>();
  for (const r of rows) if (!activities.has(r.groups_activity_id)) activities.set(r.groups_activity_id, await groupActivity(db, r.groups_activity_id));
  return {
    list: rows.map((r) => {
      const a = activities.get(r.groups_activity_id);
      return { team_id: r.team_id, groups_activity_id: r.groups_activity_id, title: a?.title ?? '', item_id: a?.item_id, item_name: a?.item_name ?? '', pic: a?.pic ?? '',
        act_price: a?.act_price ?? 0, person_num: r.person_num, join_person_num: r.joined_num, paid_num: r.paid_num, team_status: r.status,
        team_status_text: TEAM_STATUS_TEXT[r.status] ?? r.status, end_time: unix(r.expires_at), is_chief: r.is_chief, order_id: r.order_id, order_status: r.order_status, total_fee: r.total_fee };
    }),
    total_count: Number(n),
  };
}
