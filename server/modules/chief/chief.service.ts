/**
 * Community group-buy chiefs (社区团长). A member applies (name, mobile, community, address); the operator
 * approves or rejects. An approved chief proposes activities (a title, goods, a period) that the
 * operator approves too. Members join a chief's community; their orders placed during an approved
 * activity of that chief, for the activity's goods, are the chief's orders. When such an order is
 * finished (DONE, nothing refunded) the chief earns commission_rate percent of those goods: booked
 * once per order (unique order_id), whoever books it first.
 */
import { sql } from 'kysely';
import type { Database } from '../../db/database.server';
import { BizError } from '../../http/errors';
import { isMobile } from '../../../src/lib/validation';
import type { ChiefStatus } from './tables';
import './tables';

export const CHIEF_STATUS_LABELS: Record<ChiefStatus, string> = { pending: '审核中', approved: '已通过', rejected: '未通过' };

export const APPLY_FIELDS = [
  { key: 'name', name: '团长姓名', required: true, max: 20 },
  { key: 'mobile', name: '手机号', required: true, max: 11 },
  { key: 'community', name: '所在小区', required: true, max: 60 },
  { key: 'address', name: '提货地址', required: true, max: 200 },
] as const;

export interface ChiefApplication { name: string; mobile: string; community: string; address: string; agree: boolean }

export function applicationError(a: ChiefApplication): string {
  if (!a.agree) return '请阅读并同意《团长协议》';
  if (a.name.length < 2 || a.name.length > 20) return '请输入团长姓名（2-20字）';
  if (!isMobile(a.mobile)) return '手机号码错误';
  if (a.community.length < 2 || a.community.length > 60) return '请输入所在小区（2-60字）';
  if (a.address.length < 5 || a.address.length > 200) return '请输入提货地址（5-200字）';
  return '';
}

export async function chiefOf(db: Database, userId: number) {
  return db.selectFrom('chiefs').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** The member's application (new, or again after a rejection). */
export async function applyChief(db: Database, userId: number, a: ChiefApplication) {
  const problem = applicationError(a);
  if (problem) throw new BizError(problem);
  const values = { name: a.name, mobile: a.mobile, community: a.community, address: a.address };
  const row = await db.insertInto('chiefs').values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...values, status: 'pending', audit_memo: '', applied_at: new Date(), audited_at: null }).where('chiefs.status', '=', 'rejected'))
    .returning('chief_id').executeTakeFirst();
  if (!row) {
    const cur = await chiefOf(db, userId);
    throw new BizError(cur?.status === 'approved' ? '您已经是团长了' : '团长申请审核中，请耐心等待');
  }
  return applicationView(db, userId);
}

export async function applicationView(db: Database, userId: number) {
  const c = await chiefOf(db, userId);
  if (!c) return { is_chief: false, status: 'none', status_label: '未申请' };
  return {
    is_chief: c.status === 'approved', chief_id: c.chief_id, status: c.status, status_label: CHIEF_STATUS_LABELS[c.status], audit_memo: c.audit_memo,
    name: c.name, mobile: c.mobile, community: c.community, address: c.address, commission_rate: c.commission_rate,
    applied_at: Math.floor(new Date(c.applied_at).getTime() / 1000),
  };
}

export async function requireChief(db: Database, userId: number) {
  const c = await chiefOf(db, userId);
  if (!c || c.status !== 'approved') throw new BizError('您还不是团长，请先申请成为团长');
  return c;
}

// ── activities ────────────────────────────────────────────────────────────────

export interface NewActivity { title: string; goodsIds: number[]; beginAt: Date; endAt: Date }

export async function proposeActivity(db: Database, userId: number, a: NewActivity, now: Date) {
  const chief = await requireChief(db, userId);
  if (a.title.length < 2 || a.title.length > 60) throw new BizError('请输入活动名称（2-60字）');
  const goodsIds = [...new Set(a.goodsIds)];
  if (!goodsIds.length) throw new BizError('请选择活动商品');
  if (goodsIds.length > 50) throw new BizError('活动商品最多50个');
  if (Number.isNaN(a.beginAt.getTime()) || Number.isNaN(a.endAt.getTime())) throw new BizError('请选择活动时间');
  if (a.endAt <= a.beginAt) throw new BizError('结束时间必须晚于开始时间');
  if (a.endAt <= now) throw new BizError('结束时间必须晚于当前时间');
  const found = await db.selectFrom('goods').select('goods_id').where('goods_id', 'in', goodsIds).where('approve_status', '=', 'onsale').where('is_gift', '=', false).execute();
  if (found.length !== goodsIds.length) throw new BizError('活动商品不存在或已下架');
  const row = await db.insertInto('chief_activities').values({ chief_id: chief.chief_id, title: a.title, goods_ids: JSON.stringify(goodsIds) as never, begin_at: a.beginAt, end_at: a.endAt })
    .returning('activity_id').executeTakeFirstOrThrow();
  return { activity_id: row.activity_id, status: 'pending' };
}

const seconds = (d: Date | string) => Math.floor(new Date(d).getTime() / 1000);

async function activityRows(db: Database, where: { chiefId?: number; status?: ChiefStatus }, page: number, pageSize: number) {
  let base = db.selectFrom('chief_activities as a').innerJoin('chiefs as c', 'c.chief_id', 'a.chief_id');
  if (where.chiefId) base = base.where('a.chief_id', '=', where.chiefId);
  if (where.status) base = base.where('a.status', '=', where.status);
  const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await base.select(['a.activity_id', 'a.chief_id', 'c.name as chief_name', 'c.community', 'a.title', 'a.goods_ids', 'a.begin_at', 'a.end_at', 'a.status', 'a.audit_memo', 'a.created_at'])
    .orderBy('a.activity_id', 'desc').limit(pageSize).offset((page - 1) * pageSize).execute();
  const goodsIds = [...new Set(rows.flatMap((r) => r.goods_ids))];
  const goods = goodsIds.length ? await db.selectFrom('goods as g').innerJoin('items as i', (j) => j.onRef('i.goods_id', '=', 'g.goods_id').on('i.is_default', '=', true))
    .select(['g.goods_id', 'i.item_id', 'g.item_name', 'g.pics', 'i.price']).where('g.goods_id', 'in', goodsIds).execute() : [];
  const now = Date.now();
  return {
    list: rows.map((r) => ({
      ...r, status_label: CHIEF_STATUS_LABELS[r.status], begin_time: seconds(r.begin_at), end_time: seconds(r.end_at), created_at: seconds(r.created_at),
      show_status: r.status !== 'approved' ? r.status : new Date(r.begin_at).getTime() > now ? 'nostart' : new Date(r.end_at).getTime() < now ? 'end' : 'ongoing',
      goods: r.goods_ids.map((id) => goods.find((g) => g.goods_id === id)).filter(Boolean).map((g) => ({ goods_id: g!.goods_id, item_id: g!.item_id, item_name: g!.item_name, pic: g!.pics[0] ?? '', price: g!.price })),
    })),
    total_count: Number(total.n),
  };
}

export async function myActivities(db: Database, userId: number, page: number, pageSize: number) {
  const chief = await requireChief(db, userId);
  return activityRows(db, { chiefId: chief.chief_id }, page, pageSize);
}

/** A chief's community as a member sees it before joining: the chief and the running approved activities. */
export async function chiefCommunity(db: Database, chiefId: number, userId?: number) {
  const c = await db.selectFrom('chiefs').select(['chief_id', 'name', 'community', 'address', 'status']).where('chief_id', '=', chiefId).executeTakeFirst();
  if (!c || c.status !== 'approved') throw new BizError('团长不存在', 404);
  const acts = await activityRows(db, { chiefId, status: 'approved' }, 1, 20);
  const bound = userId ? await db.selectFrom('chief_members').select('chief_id').where('user_id', '=', userId).executeTakeFirst() : undefined;
  return { chief_id: c.chief_id, name: c.name, community: c.community, address: c.address, joined: bound?.chief_id === chiefId, activities: acts.list.filter((a) => a.show_status !== 'end') };
}

/** A member joins a chief's community (one chief at a time; joining another moves them). */
export async function joinChief(db: Database, userId: number, chiefId: number) {
  const c = await db.selectFrom('chiefs').select(['chief_id', 'status', 'user_id']).where('chief_id', '=', chiefId).executeTakeFirst();
  if (!c || c.status !== 'approved') throw new BizError('团长不存在', 404);
  if (c.user_id === userId) throw new BizError('不能加入自己的社区团');
  await db.insertInto('chief_members').values({ user_id: userId, chief_id: chiefId, bound_at: new Date() })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ chief_id: chiefId, bound_at: new Date() })).execute();
  return { status: true };
}

// ── orders and commission ─────────────────────────────────────────────────────

/**
 * The chief's orders: orders of members in the chief's community, placed (after joining) during an
 * approved activity, with the activity's goods; one row per (order, activity) with those goods' amount.
 */
function chiefOrderLines(db: Database, chiefId: number) {
  return db.selectFrom('orders as o')
    .innerJoin('chief_members as cm', (j) => j.onRef('cm.user_id', '=', 'o.user_id').on('cm.chief_id', '=', chiefId))
    .innerJoin('chief_activities as a', (j) => j.on('a.chief_id', '=', chiefId).on('a.status', '=', 'approved')
      .onRef('o.created_at', '>=', 'a.begin_at').onRef('o.created_at', '<', 'a.end_at'))
    .innerJoin('order_items as oi', 'oi.order_id', 'o.order_id')
    .where(sql<boolean>`a.goods_ids @> to_jsonb(oi.goods_id)`)
    .where(sql<boolean>`o.created_at >= cm.bound_at`);
}

export async function chiefOrders(db: Database, userId: number, q: { status?: string; page: number; pageSize: number }) {
  const chief = await requireChief(db, userId);
  let base = chiefOrderLines(db, chief.chief_id);
  if (q.status === 'pickup') base = base.where('o.order_status', 'in', ['PAYED', 'WAIT_BUYER_CONFIRM']);
  else if (q.status === 'done') base = base.where('o.order_status', '=', 'DONE');
  const grouped = base.select(['o.order_id', 'a.activity_id', 'a.title as activity_title', 'o.order_status', 'o.created_at', 'o.receiver_name', 'o.receiver_mobile', 'o.total_fee'])
    .select((eb) => [eb.fn.sum<number>('oi.item_fee').as('goods_fee'), eb.fn.sum<number>('oi.num').as('goods_num'), sql<string>`string_agg(oi.item_name, '、' order by oi.id)`.as('goods_names')])
    .groupBy(['o.order_id', 'a.activity_id', 'a.title']);
  const total = await db.selectFrom(grouped.as('t')).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await grouped.orderBy('o.created_at', 'desc').limit(q.pageSize).offset((q.page - 1) * q.pageSize).execute();
  return {
    list: rows.map((r) => ({ ...r, created_at: seconds(r.created_at), goods_fee: Number(r.goods_fee), goods_num: Number(r.goods_num), commission: Math.floor((Number(r.goods_fee) * chief.commission_rate) / 100) })),
    total_count: Number(total.n), commission_rate: chief.commission_rate,
  };
}

/** Books the commission of every finished, unrefunded chief order not booked yet. Safe to run concurrently. */
export async function bookCommissions(db: Database, chiefId: number): Promise<number> {
  const chief = await db.selectFrom('chiefs').select(['commission_rate']).where('chief_id', '=', chiefId).executeTakeFirstOrThrow();
  const due = await chiefOrderLines(db, chiefId).where('o.order_status', '=', 'DONE').where('o.refund_fee', '=', 0)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('chief_commissions as cc').select('cc.id').whereRef('cc.order_id', '=', 'o.order_id'))))
    .select(['o.order_id', 'a.activity_id']).select((eb) => eb.fn.sum<number>('oi.item_fee').as('goods_fee'))
    .groupBy(['o.order_id', 'a.activity_id']).execute();
  let booked = 0;
  for (const d of due) {
    const goodsFee = Number(d.goods_fee);
    const res = await db.insertInto('chief_commissions').values({ chief_id: chiefId, order_id: d.order_id, activity_id: d.activity_id, goods_fee: goodsFee, amount: Math.floor((goodsFee * chief.commission_rate) / 100) })
      .onConflict((oc) => oc.column('order_id').doNothing()).returning('id').executeTakeFirst();
    if (res) booked++;
  }
  return booked;
}

export async function commissionLedger(db: Database, userId: number, page: number, pageSize: number) {
  const chief = await requireChief(db, userId);
  await bookCommissions(db, chief.chief_id);
  const sum = await db.selectFrom('chief_commissions').select((eb) => [eb.fn.coalesce(eb.fn.sum<number>('amount'), sql<number>`0`).as('total'), eb.fn.countAll<number>().as('n')])
    .where('chief_id', '=', chief.chief_id).executeTakeFirstOrThrow();
  const rows = await db.selectFrom('chief_commissions as cc').innerJoin('chief_activities as a', 'a.activity_id', 'cc.activity_id')
    .select(['cc.id', 'cc.order_id', 'cc.activity_id', 'a.title as activity_title', 'cc.goods_fee', 'cc.amount', 'cc.created_at'])
    .where('cc.chief_id', '=', chief.chief_id).orderBy('cc.id', 'desc').limit(pageSize).offset((page - 1) * pageSize).execute();
  return { list: rows.map((r) => ({ ...r, created_at: seconds(r.created_at) })), total_count: Number(sum.n), total_amount: Number(sum.total), commission_rate: chief.commission_rate };
}

// ── operator ──────────────────────────────────────────────────────────────────

export async function listChiefs(db: Database, q: { status?: ChiefStatus; page: number; pageSize: number }) {
  let base = db.selectFrom('chiefs');
  if (q.status) base = base.where('status', '=', q.status);
  const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const list = await base.selectAll().orderBy('applied_at', 'desc').orderBy('chief_id', 'desc').limit(q.pageSize).offset((q.page - 1) * q.pageSize).execute();
  return { list: list.map((c) => ({ ...c, status_label: CHIEF_STATUS_LABELS[c.status] })), total_count: Number(total.n) };
}

/** Audits a pending chief (or activity): a guarded UPDATE, so two operators cannot both decide. */
export async function auditChief(db: Database, chiefId: number, decision: { approve: boolean; memo: string; rate?: number }) {
  if (!decision.approve && !decision.memo) throw new BizError('请填写驳回原因');
  const row = await db.updateTable('chiefs').set({
    status: decision.approve ? 'approved' : 'rejected', audit_memo: decision.approve ? '' : decision.memo, audited_at: new Date(),
    ...(decision.rate !== undefined ? { commission_rate: decision.rate } : {}),
  }).where('chief_id', '=', chiefId).where('status', '=', 'pending').returning('chief_id').executeTakeFirst();
  if (!row) {
    const cur = await db.selectFrom('chiefs').select('status').where('chief_id', '=', chiefId).executeTakeFirst();
    if (!cur) throw new BizError('团长申请不存在', 404);
    throw new BizError(`该申请当前为“${CHIEF_STATUS_LABELS[cur.status]}”，不能审核`);
  }
  return db.selectFrom('chiefs').selectAll().where('chief_id', '=', chiefId).executeTakeFirstOrThrow();
}

export async function listActivities(db: Database, q: { status?: ChiefStatus; page: number; pageSize: number }) {
  return activityRows(db, { status: q.status }, q.page, q.pageSize);
}

export async function auditActivity(db: Database, activityId: number, decision: { approve: boolean; memo: string }) {
  if (!decision.approve && !decision.memo) throw new BizError('请填写驳回原因');
  const row = await db.updateTable('chief_activities').set({ status: decision.approve ? 'approved' : 'rejected', audit_memo: decision.approve ? '' : decision.memo })
    .where('activity_id', '=', activityId).where('status', '=', 'pending').returning(['activity_id', 'status']).executeTakeFirst();
  if (!row) {
    const cur = await db.selectFrom('chief_activities').select('status').where('activity_id', '=', activityId).executeTakeFirst();
    if (!cur) throw new BizError('活动不存在', 404);
    throw new BizError(`该活动当前为“${CHIEF_STATUS_LABELS[cur.status]}”，不能审核`);
  }
  return row;
}
