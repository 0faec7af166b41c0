/**
 * VIP grades (api-contract §4.13): the grade list, the member's VIP state, buying a period (an order
 * of class `vip` paid through the cashier), and granting the period when that order is paid.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.server';
import type { DB, VipPrice } from '../../db/schema';
import { BizError } from '../../http/errors';
import { writeOrderHeader } from './vip-order';
import { activeVip, discountLabel } from './member-price';

export const CARD_TYPES: Record<VipPrice['name'], string> = { monthly: '月卡', quarter: '季卡', year: '年卡' };
const ymd = (d: Date | string) => new Date(new Date(d).getTime() + 8 * 3600_000).toISOString().slice(0, 10);

export async function vipGrades(db: Database, userId: number | null) {
  const rows = await db.selectFrom('vip_grades').selectAll().where('is_open', '=', true).orderBy('sort').orderBy('vip_grade_id').execute();
  return {
    list: rows.map((g) => ({
      vip_grade_id: g.vip_grade_id, grade_name: g.grade_name, lv_type: g.lv_type, guide_title: g.guide_title,
      privileges: { discount: g.discount, discount_desc: discountLabel(g.discount) }, rights: g.rights,
      // Prices in yuan on this endpoint (api-contract §7); zero-price entries are left out.
      price_list: g.price_list.filter((p) => p.price > 0).map((p) => ({ name: p.name, price: (p.price / 100).toFixed(2), price_fen: p.price, day: p.day, desc: p.desc, title: CARD_TYPES[p.name] })),
    })),
    cur: { symbol: '¥', title: '人民币' },
    ...(userId ? { uservip: await userVip(db, userId) } : {}),
  };
}

/** The member's VIP state, as `member.vipgrade` (api-contract §4.2). */
export async function userVip(db: Database, userId: number) {
  const v = await activeVip(db, userId);
  const had = v ? true : !!(await db.selectFrom('member_vips').select('user_id').where('user_id', '=', userId).executeTakeFirst());
  if (!v) return { is_vip: false, is_had_vip: had, vip_type: 'vip', vip_grade_id: 0, grade_name: '', guide_title: '', end_date: '', end_time: 0, discount: 0 };
  return { is_vip: true, is_had_vip: true, vip_type: v.lv_type, vip_grade_id: v.vip_grade_id, grade_name: v.grade_name, guide_title: v.guide_title,
    end_date: ymd(v.end_at), end_time: Math.floor(new Date(v.end_at).getTime() / 1000), discount: v.discount, discount_desc: discountLabel(v.discount) };
}

/** vipgrades/buy: an unpaid order for the chosen grade and period; the cashier pays it. */
export async function buyVip(db: Database, userId: number, gradeId: number, cardType: string, timeoutMinutes: number) {
  const g = await db.selectFrom('vip_grades').selectAll().where('vip_grade_id', '=', gradeId).where('is_open', '=', true).executeTakeFirst();
  if (!g) throw new BizError('会员等级不存在');
  const price = g.price_list.find((p) => p.name === cardType && p.price > 0);
  if (!price) throw new BizError('请选择开通时长');
  const orderId = await db.transaction().execute(async (trx) => {
    const id = await writeOrderHeader(trx, { userId, totalFee: price.price, autoCancelTime: new Date(Date.now() + timeoutMinutes * 60_000) });
    await trx.insertInto('vip_orders').values({ order_id: id, user_id: userId, vip_grade_id: g.vip_grade_id, card_type: price.name, days: price.day }).execute();
    return id;
  });
  return { order_id: orderId, pay_type: '', total_fee: price.price, order_type: 'vip', trade_info: { order_id: orderId, trade_id: '', trade_source_type: 'membercard' } };
}

/**
 * Grants the period of a paid VIP order, once (the granted_at guard). A running period of the same
 * grade is extended; another grade replaces it from now.
 */
export async function grantVip(trx: Transaction<DB>, orderId: string, now = new Date()): Promise<boolean> {
  const o = await trx.updateTable('vip_orders').set({ granted_at: now }).where('order_id', '=', orderId).where('granted_at', 'is', null).returningAll().executeTakeFirst();
  if (!o) return false;
  const cur = await trx.selectFrom('member_vips').selectAll().where('user_id', '=', o.user_id).forUpdate().executeTakeFirst();
  const running = cur && new Date(cur.end_at) > now;
  const from = running && cur.vip_grade_id === o.vip_grade_id ? new Date(cur.end_at) : now;
  const end = new Date(from.getTime() + o.days * 86_400_000);
  await trx.insertInto('member_vips').values({ user_id: o.user_id, vip_grade_id: o.vip_grade_id, begin_at: running && cur.vip_grade_id === o.vip_grade_id ? cur.begin_at : now, end_at: end })
    .onConflict((oc) => oc.column('user_id').doUpdateSet((eb) => ({ vip_grade_id: eb.ref('excluded.vip_grade_id'), begin_at: eb.ref('excluded.begin_at'), end_at: eb.ref('excluded.end_at') }))).execute();
  return true;
}

/** Cashier title of a VIP order (it has no goods lines). */
export async function vipOrderTitle(db: Database, orderId: string): Promise<string | undefined> {
  const v = await db.selectFrom('vip_orders as v').innerJoin('vip_grades as g', 'g.vip_grade_id', 'v.vip_grade_id').select(['g.grade_name', 'v.card_type'])
    .where('v.order_id', '=', orderId).executeTakeFirst();
  return v ? `${v.grade_name}${CARD_TYPES[v.card_type as VipPrice['name']] ?? ''}` : undefined;
}
