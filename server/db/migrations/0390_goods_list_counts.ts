/**
 * How many listed goods each category holds of each brand (issue 23), kept by triggers on goods in the same
 * statement as the change: a list filtered by category and/or brand only (a top category, a leaf with a brand, all
 * goods) is counted from this small table, exactly, without reading the goods' index. Before, such a count was a
 * plan and an index read per list (two round trips for each new list), and a top category's total (16,000 goods at
 * 100,000) was the planner's estimate (约 N 件).
 *
 * Listed is the list's predicate (catalog.service.ts `goodsListed`, migration 0371): on sale or show-only, not a gift,
 * with a list price. `brand_id` 0 holds the goods without a brand. The table holds changes, summed by the reader:
 * a write appends (category, brand, +n / −n) rows and never updates a shared count, so writers never wait for each
 * other (an import holding a category's count until it commits) nor deadlock (two goods moved between two categories
 * in opposite directions). The reader folds the rows into one per category × brand when they pile up
 * (catalog.service.ts). Inserts and deletes append per statement (a seed or an import of thousands of goods: a row
 * per category × brand); an update per row, and only when it changes whether or where the goods is listed (an
 * order's sales or stock never fires it).
 */
import { sql, type Kysely } from 'kysely';

const listed = (row: 'OLD' | 'NEW' | 'r') => sql.raw(`(${row}.approve_status IN ('onsale', 'only_show') AND ${row}.is_gift = false AND ${row}.list_price IS NOT NULL)`);

export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE TABLE goods_list_counts (category_id integer NOT NULL, brand_id integer NOT NULL, goods integer NOT NULL)`.execute(db);
  await sql`INSERT INTO goods_list_counts (category_id, brand_id, goods)
    SELECT r.category_id, coalesce(r.brand_id, 0), count(*) FROM goods r WHERE ${listed('r')} GROUP BY 1, 2`.execute(db);

  // Appends the listed rows of a statement's transition table, one row per category × brand.
  for (const [name, table, sign] of [['goods_list_counts_inserted', 'new_rows', ''], ['goods_list_counts_deleted', 'old_rows', '-']] as const) {
    await sql`CREATE FUNCTION ${sql.raw(name)}() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO goods_list_counts (category_id, brand_id, goods)
          SELECT r.category_id, coalesce(r.brand_id, 0), ${sql.raw(sign)}count(*) FROM ${sql.raw(table)} r WHERE ${listed('r')} GROUP BY 1, 2;
        RETURN NULL;
      END $$`.execute(db);
  }
  await sql`CREATE TRIGGER goods_list_counts_inserted AFTER INSERT ON goods REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION goods_list_counts_inserted()`.execute(db);
  await sql`CREATE TRIGGER goods_list_counts_deleted AFTER DELETE ON goods REFERENCING OLD TABLE AS old_rows
    FOR EACH STATEMENT EXECUTE FUNCTION goods_list_counts_deleted()`.execute(db);

  await sql`CREATE FUNCTION goods_list_counts_updated() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF ${listed('OLD')} THEN
        INSERT INTO goods_list_counts (category_id, brand_id, goods) VALUES (OLD.category_id, coalesce(OLD.brand_id, 0), -1);
      END IF;
      IF ${listed('NEW')} THEN
        INSERT INTO goods_list_counts (category_id, brand_id, goods) VALUES (NEW.category_id, coalesce(NEW.brand_id, 0), 1);
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  // Fires only when the goods enters or leaves the lists, or moves to another category or brand while listed. No
  // column list (UPDATE OF): it names the statement's SET columns, and brand_id is set by a trigger from the brand name.
  await sql`CREATE TRIGGER goods_list_counts_updated AFTER UPDATE ON goods
    FOR EACH ROW WHEN (${listed('OLD')} IS DISTINCT FROM ${listed('NEW')}
      OR (${listed('NEW')} AND (OLD.category_id IS DISTINCT FROM NEW.category_id OR OLD.brand_id IS DISTINCT FROM NEW.brand_id)))
    EXECUTE FUNCTION goods_list_counts_updated()`.execute(db);
  await sql`CREATE FUNCTION goods_list_counts_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN DELETE FROM goods_list_counts; RETURN NULL; END $$`.execute(db);
  await sql`CREATE TRIGGER goods_list_counts_truncated AFTER TRUNCATE ON goods FOR EACH STATEMENT EXECUTE FUNCTION goods_list_counts_truncated()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['inserted', 'deleted', 'updated', 'truncated']) {
    await sql`DROP TRIGGER IF EXISTS ${sql.raw(`goods_list_counts_${t}`)} ON goods`.execute(db);
    await sql`DROP FUNCTION IF EXISTS ${sql.raw(`goods_list_counts_${t}`)}()`.execute(db);
  }
  await sql`DROP TABLE IF EXISTS goods_list_counts`.execute(db);
}
