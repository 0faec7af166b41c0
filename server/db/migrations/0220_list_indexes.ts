/**
 * Indexes for the goods list (`goods/items`) at catalogue size (issue 23): at 100,000 goods every list read was a
 * sequential scan of goods joined to every SKU. Partial indexes on exactly the list's predicates (on sale or
 * show-only, not a gift; a goods' default SKU), one per order the list offers, so a page — also page 200 — is
 * an index walk that stops after offset + page size rows.
 */
import { sql, type Kysely } from 'kysely';

const LISTED = sql.raw(`approve_status IN ('onsale', 'only_show') AND is_gift = false`);

export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE INDEX IF NOT EXISTS goods_list_sort_idx ON goods (sort, goods_id) WHERE ${LISTED}`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS goods_list_category_idx ON goods (category_id, sort, goods_id) WHERE ${LISTED}`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS goods_list_sales_idx ON goods (sales DESC, goods_id) WHERE ${LISTED}`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS goods_list_created_idx ON goods (created_at DESC, goods_id) WHERE ${LISTED}`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS items_default_goods_idx ON items (goods_id) INCLUDE (item_id, price, market_price) WHERE is_default`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS items_default_price_idx ON items (price, goods_id) WHERE is_default`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const name of ['goods_list_sort_idx', 'goods_list_category_idx', 'goods_list_sales_idx', 'goods_list_created_idx', 'items_default_goods_idx', 'items_default_price_idx']) {
    await sql`DROP INDEX IF EXISTS ${sql.raw(name)}`.execute(db);
  }
}
