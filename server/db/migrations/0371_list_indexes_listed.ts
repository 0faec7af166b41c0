/**
 * The list's indexes on exactly its predicate now that a list reads the goods row alone (issue 23): listed is on
 * sale or show-only, not a gift, and with a default SKU — `list_price IS NOT NULL` (migration 0370) — so counts
 * and page walks no longer probe the SKU index once per goods (5,000 probes for the order behind a deep page).
 * The indexes of migrations 0220, 0260 and 0370 are made again with that predicate, and one is added for a
 * category with a brand (leaf category + brand read a category's and a brand's entries and intersected them).
 */
import { sql, type Kysely } from 'kysely';

const LISTED = sql.raw(`approve_status IN ('onsale', 'only_show') AND is_gift = false AND list_price IS NOT NULL`);
const OLD_LISTED = sql.raw(`approve_status IN ('onsale', 'only_show') AND is_gift = false`);

const INDEXES: [name: string, columns: string][] = [
  ['goods_list_sort_idx', 'sort, goods_id'],
  ['goods_list_category_idx', 'category_id, sort, goods_id'],
  ['goods_list_sales_idx', 'sales DESC, goods_id'],
  ['goods_list_created_idx', 'created_at DESC, goods_id'],
  ['goods_list_stock_idx', 'stock_total DESC, goods_id'],
  ['goods_list_price_idx', 'list_price, goods_id'],
];

async function make(db: Kysely<any>, listed: typeof LISTED, withBrand: boolean): Promise<void> {
  for (const [name, columns] of INDEXES) {
    await sql`DROP INDEX IF EXISTS ${sql.raw(name)}`.execute(db);
    await sql`CREATE INDEX ${sql.raw(name)} ON goods (${sql.raw(columns)}) WHERE ${listed}`.execute(db);
  }
  await sql`DROP INDEX IF EXISTS goods_list_category_brand_idx`.execute(db);
  if (withBrand) await sql`CREATE INDEX goods_list_category_brand_idx ON goods (category_id, brand_id, sort, goods_id) WHERE ${listed}`.execute(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  await make(db, LISTED, true);
  // The planner's statistics for the new column (price bands' index or not, a broad search's estimated count).
  await sql`ANALYZE goods`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await make(db, OLD_LISTED, false);
}
