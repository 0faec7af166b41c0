/**
 * Coupon templates and members' coupons (api-contract §4.9). Claims are limited in SQL (the template
 * row is locked while the member's count is checked); a coupon moves 1 unused → 4 locked by an order
 * → 2 used on payment, or back to 1 when the order is cancelled, each by a guarded UPDATE.
 */
import crypto from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/database.server';
import type { DB } from '../../db/schema';
import { BizError } from '../../http/errors';
import { couponValue } from './coupon.rules';

type Trx = Transaction<DB> | Database;
export const COUPON = { UNUSED: 1, USED: 2, LOCKED: 4 } as const;

const unix = (d: Date | string) => Math.floor(new Date(d).getTime() / 1000);
const ymd = (d: Date | string) => {
  const x = new Date(new Date(d).getTime() + 8 * 3600_000); // Beijing date
  return x.toISOString().slice(0, 10);
};
const newCode = () => String(BigInt('0x' + crypto.randomBytes(8).toString('hex')) % 10n ** 16n).padStart(16, '0');

type Template = { card_id: number; title: string; card_type: string; reduce_cost: number; least_cost: number; discount: number; quantity: number; get_num: number; get_limit: number; begin_date: Date; end_date: Date; description: string };

/** A template as shoppers see it, with this member's claim count (`user_get_num`). */
export function toTemplate(t: Template, userGetNum: number) {
  const taken = userGetNum >= t.get_limit;
  const soldOut = t.quantity - t.get_num <= 0;
  return {
    card_id: t.card_id, title: t.title, card_type: t.card_type, reduce_cost: t.reduce_cost, least_cost: t.least_cost, discount: t.discount,
    begin_date: unix(t.begin_date), end_date: unix(t.end_date), quantity: t.quantity, get_num: t.get_num, get_limit: t.get_limit,
    user_get_num: userGetNum, use_bound: 0, use_all_items: true, use_all_distributor: true, distributor_info: [], description: t.description,
    button_status: taken ? { label: 1, text: '已领取' } : soldOut ? { label: 2, text: '已领完' } : { label: 0, text: '立即领取' },
  };
}

/** Templates whose end date has not passed: the ones a shopper can still claim or use (every item answer lists them). */
export const unexpiredTemplates = (db: Database) => db.selectFrom('coupon_templates').where('end_date', '>=', new Date());

export async function listTemplates(db: Database, userId: number | null, f: { card_id?: number; card_type?: string; unexpired?: boolean; page: number; size: number }) {
  let q = f.unexpired ? unexpiredTemplates(db) : db.selectFrom('coupon_templates');
  if (f.card_id) q = q.where('card_id', '=', f.card_id);
  if (f.card_type) q = q.where('card_type', '=', f.card_type as 'cash');
  const { n } = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await q.selectAll().orderBy('card_id').limit(f.size).offset((f.page - 1) * f.size).execute();
  const byCard = await claimCounts(db, userId, rows.map((r) => r.card_id));
  return { list: rows.map((r) => toTemplate(r, byCard.get(r.card_id) ?? 0)), total_count: Number(n) };
}

/** How many of each of these templates the member has claimed (none for a guest: no read). */
export async function claimCounts(db: Database, userId: number | null | undefined, cardIds: number[]): Promise<Map<number, number>> {
  if (!userId || !cardIds.length) return new Map();
  const counts = await db.selectFrom('user_coupons').select(['card_id', (eb) => eb.fn.countAll<number>().as('n')]).where('user_id', '=', userId).where('card_id', 'in', cardIds).groupBy('card_id').execute();
  return new Map(counts.map((c) => [c.card_id, Number(c.n)]));
}

/** Claims one coupon: quantity and per-member get_limit are enforced under the template's row lock. */
export async function claimCoupon(db: Database, userId: number, cardId: number) {
  return db.transaction().execute(async (trx) => {
    const t = await trx.selectFrom('coupon_templates').selectAll().where('card_id', '=', cardId).forUpdate().executeTakeFirst();
    if (!t) throw new BizError('优惠券不存在');
    const now = new Date();
    if (now > t.end_date) throw new BizError('优惠券已过期');
    if (t.get_num >= t.quantity) throw new BizError('优惠券已领完');
    const { n } = await trx.selectFrom('user_coupons').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).where('card_id', '=', cardId).executeTakeFirstOrThrow();
    if (Number(n) >= t.get_limit) throw new BizError('您已达到该优惠券的领取上限');
    // The WHERE guard keeps get_num <= quantity even if the lock were ever dropped.
    const up = await trx.updateTable('coupon_templates').set((eb) => ({ get_num: eb('get_num', '+', 1) })).where('card_id', '=', cardId).where(sql<boolean>`get_num < quantity`).executeTakeFirst();
    if (Number(up.numUpdatedRows) !== 1) throw new BizError('优惠券已领完');
    const row = await trx.insertInto('user_coupons').values({ code: newCode(), card_id: cardId, user_id: userId }).returning(['code']).executeTakeFirstOrThrow();
    return { status: true, code: row.code };
  });
}

const userCouponQuery = (db: Trx, userId: number) => db.selectFrom('user_coupons as u').innerJoin('coupon_templates as t', 't.card_id', 'u.card_id')
  .select(['u.id', 'u.code', 'u.status', 'u.order_id', 't.card_id', 't.title', 't.card_type', 't.reduce_cost', 't.least_cost', 't.discount', 't.begin_date', 't.end_date', 't.description'])
  .where('u.user_id', '=', userId);
type UserCouponRow = Awaited<ReturnType<ReturnType<typeof userCouponQuery>['executeTakeFirstOrThrow']>>;

function toUserCoupon(r: UserCouponRow, now: Date, itemFee?: number) {
  const expired = now > r.end_date;
  const notStarted = now < r.begin_date;
  const v = itemFee === undefined ? null : couponValue(r, itemFee, now);
  const valid = r.status === COUPON.UNUSED && !expired && !notStarted && (v ? v.usable : true);
  return {
    id: r.id, code: r.code, card_id: r.card_id, title: r.title, card_type: r.card_type, reduce_cost: r.reduce_cost, least_cost: r.least_cost, discount: r.discount,
    description: r.description, status: r.status, begin_date: ymd(r.begin_date), end_date: ymd(r.end_date), valid,
    tagClass: r.status === COUPON.USED ? 'used' : notStarted ? 'notstarted' : expired ? 'overdue' : '',
    invalid_desc: r.status !== COUPON.UNUSED ? '优惠券已使用' : expired ? '优惠券已过期' : notStarted ? '优惠券未到使用时间' : v && !v.usable ? v.reason : '',
    discount_fee: v?.discount ?? 0,
    coupon: { card_id: r.card_id, title: r.title, code: r.code, card_type: r.card_type, least_cost: r.least_cost, reduce_cost: r.reduce_cost, discount: r.discount },
  };
}

const CUR = { currency: 'CNY', symbol: '¥', title: '人民币', rate: 1 };

/** user/getUserCardList: status 1 unused (not expired) · 2 used · 3 expired. */
export async function memberCoupons(db: Database, userId: number, f: { status?: number; card_type?: string; page: number; size: number }) {
  const now = new Date();
  let q = userCouponQuery(db, userId);
  if (f.status === 1) q = q.where('u.status', '=', COUPON.UNUSED).where('t.end_date', '>=', now);
  if (f.status === 2) q = q.where('u.status', 'in', [COUPON.USED, COUPON.LOCKED]);
  if (f.status === 3) q = q.where('u.status', '=', COUPON.UNUSED).where('t.end_date', '<', now);
  if (f.card_type) q = q.where('t.card_type', '=', f.card_type as 'cash');
  const all = await q.orderBy('u.id', 'desc').execute();
  const list = all.slice((f.page - 1) * f.size, f.page * f.size).map((r) => toUserCoupon(r, now));
  const count = { total: all.length, discount: all.filter((r) => r.card_type === 'discount').length, cash: all.filter((r) => r.card_type === 'cash').length, new_gift: 0 };
  return { list, total_count: all.length, count, cur: CUR };
}

/** user/newGetCardList: the member's unused coupons, each marked usable or not for `itemFee`. */
export async function couponPicker(db: Database, userId: number, itemFee: number | undefined, page: number, size: number) {
  const now = new Date();
  const rows = await userCouponQuery(db, userId).where('u.status', '=', COUPON.UNUSED).where('t.end_date', '>=', now).orderBy('u.id', 'desc').execute();
  const list = rows.map((r) => toUserCoupon(r, now, itemFee)).sort((a, b) => Number(b.valid) - Number(a.valid) || b.discount_fee - a.discount_fee);
  return { list: list.slice((page - 1) * size, page * size), total_count: list.length, count: list.length, cur: CUR };
}

/** The member's coupon `code` and what it takes off `itemFee`; 422 when it cannot be used. */
export async function couponForCheckout(db: Trx, userId: number, code: string, itemFee: number, now = new Date()) {
  const r = await userCouponQuery(db, userId).where('u.code', '=', code).executeTakeFirst();
  if (!r) throw new BizError('优惠券不存在');
  if (r.status !== COUPON.UNUSED) throw new BizError('优惠券已使用');
  const v = couponValue(r, itemFee, now);
  if (!v.usable) throw new BizError(v.reason);
  return { code: r.code, title: r.title, card_type: r.card_type, discount: v.discount };
}

/** Locks the coupon for an order; the status guard means a coupon can back only one order. */
export async function lockCoupon(trx: Trx, userId: number, code: string, orderId: string): Promise<void> {
  const res = await trx.updateTable('user_coupons').set({ status: COUPON.LOCKED, order_id: orderId })
    .where('code', '=', code).where('user_id', '=', userId).where('status', '=', COUPON.UNUSED).executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) throw new BizError('优惠券已使用');
}

export async function consumeCoupon(trx: Trx, orderId: string): Promise<void> {
  await trx.updateTable('user_coupons').set({ status: COUPON.USED, used_at: new Date() }).where('order_id', '=', orderId).where('status', '=', COUPON.LOCKED).execute();
}

/** Gives the order's coupon back (locked or used) exactly once: the row leaves the order. */
export async function releaseCoupon(trx: Trx, orderId: string): Promise<number> {
  const res = await trx.updateTable('user_coupons').set({ status: COUPON.UNUSED, order_id: null, used_at: null })
    .where('order_id', '=', orderId).where('status', 'in', [COUPON.LOCKED, COUPON.USED]).executeTakeFirst();
  return Number(res.numUpdatedRows);
}
