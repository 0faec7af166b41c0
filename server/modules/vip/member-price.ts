/**
 * The VIP member price: the member's active grade takes its percent off every sale price. The server
 * applies it wherever it prices goods (list, item, cart, checkout), so a page never decides it.
 */
import type { Database } from '../../db/database.server';

/** Price after `discount` percent off, in fen; the fraction of a fen stays with the shop. */
export const memberPrice = (price: number, discount: number): number => price - Math.floor((price * discount) / 100);

/** "9折" for 10 percent off, "8.5折" for 15. */
export const discountLabel = (discount: number): string => `${Number(((100 - discount) / 10).toFixed(1))}折`;

export interface ActiveVip { vip_grade_id: number; grade_name: string; lv_type: 'vip' | 'svip'; guide_title: string; discount: number; begin_at: Date; end_at: Date }

/** The member's VIP period that is running now, if any. */
export async function activeVip(db: Database, userId: number | null | undefined, now = new Date()): Promise<ActiveVip | undefined> {
  if (!userId) return undefined;
  return db.selectFrom('member_vips as m').innerJoin('vip_grades as g', 'g.vip_grade_id', 'm.vip_grade_id')
    .select(['g.vip_grade_id', 'g.grade_name', 'g.lv_type', 'g.guide_title', 'g.discount', 'm.begin_at', 'm.end_at'])
    .where('m.user_id', '=', userId).where('m.end_at', '>', now).executeTakeFirst() as Promise<ActiveVip | undefined>;
}

/** Percent off for this member now (0 for guests and members without a running VIP period). */
export async function memberDiscount(db: Database, userId: number | null | undefined): Promise<number> {
  return (await activeVip(db, userId))?.discount ?? 0;
}

/** vipgrade_guide_title of the item page (api-contract §4.4): the first open grade invites members who are not VIP yet. */
export async function vipGuide(db: Database, userId: number | null | undefined) {
  if (await activeVip(db, userId)) return undefined;
  return guideOf(await firstOpenGrade(db).executeTakeFirst());
}

/** The grade the guide invites to: the first open one (read inside the item answers' shared query too). */
export const firstOpenGrade = (db: Database) => db.selectFrom('vip_grades').select(['grade_name', 'guide_title', 'discount']).where('is_open', '=', true).orderBy('sort').orderBy('vip_grade_id').limit(1);

/** vipgrade_guide_title from that grade (none when no grade is open). */
export const guideOf = (g: { grade_name: string; guide_title: string; discount: number } | null | undefined) =>
  (g ? { vipgrade_name: g.grade_name, gradeDiscount: discountLabel(g.discount), guide_title_desc: g.guide_title } : undefined);
