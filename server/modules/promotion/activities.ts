/**
 * Reading activities by their time window: live (begun, not over, not ended by an operator) and
 * upcoming. The one place that says what "live" means for promotions, limited-time sales and packages.
 */
import { sql, type Selectable } from 'kysely';
import type { Database } from '../../db/database.server';
import type { LimitedSalesTable, PackagesTable, PromotionsTable } from '../../db/schema';

export type Promotion = Selectable<PromotionsTable>;
export type LimitedSale = Selectable<LimitedSalesTable>;
export type Package = Selectable<PackagesTable>;

export type ActivityStatus = 'upcoming' | 'live' | 'over';

export function statusOf(a: { begin_at: Date; end_at: Date; ended_at: Date | null }, now = new Date()): ActivityStatus {
  if (a.ended_at || a.end_at <= now) return 'over';
  return a.begin_at > now ? 'upcoming' : 'live';
}

/** Live now (by the database clock), or with `upcoming` also not begun yet. */
const inWindow = (upcoming = false) => sql<boolean>`ended_at IS NULL AND end_at > now()${upcoming ? sql`` : sql` AND begin_at <= now()`}`;

/** The query of `currentPromotions` (an item answer reads it inside its one query of what every answer shares). */
export const currentPromotionsQuery = (db: Database, upcoming = false) =>
  db.selectFrom('promotions').selectAll().where(inWindow(upcoming)).orderBy('promotion_id');
export const currentPromotions = (db: Database, upcoming = false): Promise<Promotion[]> => currentPromotionsQuery(db, upcoming).execute();
export const livePromotions = (db: Database) => currentPromotions(db);

export const currentSalesQuery = (db: Database, upcoming = false) =>
  db.selectFrom('limited_sales').selectAll().where(inWindow(upcoming)).orderBy('begin_at').orderBy('sale_id');
export const currentSales = (db: Database, upcoming = false): Promise<LimitedSale[]> => currentSalesQuery(db, upcoming).execute();

export const currentPackages = (db: Database, upcoming = false): Promise<Package[]> =>
  db.selectFrom('packages').selectAll().where(inWindow(upcoming)).orderBy('begin_at').orderBy('package_id').execute();

export const covers = (p: Pick<Promotion, 'use_all_items' | 'goods_ids'>, goodsId: number) => p.use_all_items || p.goods_ids.includes(goodsId);

/** The live or upcoming limited-time sale of a SKU (at most one: the admin API refuses overlaps). */
export function saleOf(sales: LimitedSale[], itemId: number): { sale: LimitedSale; act_price: number } | null {
  for (const sale of sales) {
    const it = sale.items.find((i) => i.item_id === itemId);
    if (it) return { sale, act_price: it.act_price };
  }
  return null;
}

const unix = (d: Date) => Math.floor(d.getTime() / 1000);

/**
 * `activity_info` of an item answer (api-contract §4.4, storefront spec §3). No clock reading here: item answers are
 * pre-rendered into pages, so a countdown corrects itself with the server's clock from the HTTP Date header.
 */
export function saleInfo(sale: LimitedSale, now = new Date()) {
  const upcoming = statusOf(sale, now) === 'upcoming';
  return {
    activity_id: sale.sale_id, limited_time_sale_id: sale.sale_id, activity_name: sale.title, limit_num: sale.limit_num,
    begin_time: unix(sale.begin_at), end_time: unix(sale.end_at), activity_start_time: unix(sale.begin_at), activity_end_time: unix(sale.end_at),
    status: upcoming ? 'in_the_notice' : 'in_sale', show_status: upcoming ? 'nostart' : 'noend',
  };
}
