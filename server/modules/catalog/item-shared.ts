/**
 * What every item answer shares (goods/items/{id}, and every item page the compiler makes): the coupons a shopper
 * can claim, the VIP guide, the promotions and limited-time sales running or announced. Read in ONE query, however
 * many answers it serves, instead of five: at 100,000 goods a first visit's page was 13 queries, and each query's
 * round trip cost the compiler's process about half a millisecond of CPU besides PostgreSQL's planning, more than
 * the rows themselves (a few kilobytes). Read at each answer, never kept: a promotion, coupon or grade changed a
 * moment ago shows on the very next page made. A member's own parts (running VIP period, claims, staff flag) are
 * read beside it, and only for a member.
 */
import { sql, type InferResult } from 'kysely';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import type { Database } from '../../db/database.server';
import { PREPARED } from '../../db/named-statements.server';
import { activeVip, firstOpenGrade, guideOf } from '../vip/member-price';
import { claimCounts, toTemplate, unexpiredTemplates } from '../coupon/coupon.service';
import { currentPromotionsQuery, currentSalesQuery, type LimitedSale, type Promotion } from '../promotion/activities';
import type { CurrentMarketing } from '../promotion/marketing';
import { isStaffMember } from '../staff/staff-price';

/** At most this many coupons are listed on an item (every template applies to all goods). */
export const ITEM_COUPONS_MAX = 50;

export interface ItemShared {
  /** The member's VIP percent off (0 for guests). */
  discount: number;
  guide: ReturnType<typeof guideOf>;
  coupons: ReturnType<typeof toTemplate>[];
  isStaff: boolean;
  marketing: CurrentMarketing;
}

/** Rows that came through JSON carry their timestamps as text: back to Dates, as the driver gives them. */
function withDates<T>(row: T, columns: readonly string[]): T {
  const out = { ...row } as Record<string, unknown>;
  for (const c of columns) if (typeof out[c] === 'string') out[c] = new Date(out[c] as string);
  return out as T;
}
const WINDOW_DATES = ['begin_at', 'end_at', 'ended_at', 'created_at'] as const;
const COUPON_DATES = ['begin_date', 'end_date', 'created_at'] as const;

export async function itemShared(db: Database, userId?: number | null): Promise<ItemShared> {
  const shared = db.selectNoFrom(() => [
    jsonArrayFrom(unexpiredTemplates(db).selectAll().orderBy('card_id').limit(ITEM_COUPONS_MAX)).as('coupons'),
    jsonObjectFrom(firstOpenGrade(db)).as('grade'),
    jsonArrayFrom(currentPromotionsQuery(db, true)).as('promotions'),
    jsonArrayFrom(currentSalesQuery(db, true)).as('sales'),
  ]);
  // A named statement (its text never changes): planned once per connection, not at every page made.
  const [{ rows: [row] }, vip, isStaff] = await Promise.all([
    sql<InferResult<typeof shared>[number]>`${PREPARED} ${shared}`.execute(db),
    activeVip(db, userId), isStaffMember(db, userId),
  ]);
  const coupons = row.coupons.map((c) => withDates(c, COUPON_DATES) as unknown as Parameters<typeof toTemplate>[0]);
  const claims = await claimCounts(db, userId, coupons.map((c) => c.card_id));
  return {
    discount: vip?.discount ?? 0,
    guide: vip ? undefined : guideOf(row.grade),
    coupons: coupons.map((c) => toTemplate(c, claims.get(c.card_id) ?? 0)),
    isStaff,
    marketing: {
      promotions: row.promotions.map((p) => withDates(p, WINDOW_DATES) as unknown as Promotion),
      sales: row.sales.map((s) => withDates(s, WINDOW_DATES) as unknown as LimitedSale),
    },
  };
}
