/**
 * Goods search (server/modules/catalog/search): each goods keeps its segmented words as tsvectors with
 * GIN indexes, written by the search indexer (jieba and pinyin run in Node, not in the database).
 * `search_rev` counts changes to what a goods is found by (name, brief, brand, category, tags, or the
 * name of its category or a parent); `search_indexed_rev` is the change the stored words reflect. The
 * triggers below keep the count for every writer, so no write path can leave the words stale unnoticed;
 * every goods starts stale and the indexer fills them in (at start, and before any search).
 * Synonyms are the operator's word groups, applied when a query is read (no rebuild); changing them
 * notifies `catalog_changed` so cached result pages are dropped.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE goods
    ADD COLUMN search_vector tsvector NOT NULL DEFAULT ''::tsvector,
    ADD COLUMN search_name tsvector NOT NULL DEFAULT ''::tsvector,
    ADD COLUMN search_rev integer NOT NULL DEFAULT 1,
    ADD COLUMN search_indexed_rev integer NOT NULL DEFAULT 0`.execute(db);
  await sql`CREATE INDEX goods_search_vector ON goods USING gin (search_vector)`.execute(db);
  await sql`CREATE INDEX goods_search_name ON goods USING gin (search_name)`.execute(db);
  await sql`CREATE INDEX goods_search_stale ON goods (goods_id) WHERE search_indexed_rev <> search_rev`.execute(db);
  // Suggestions walk best sellers first and stop at the first few that match.
  await sql`CREATE INDEX goods_sales_id ON goods (sales DESC, goods_id)`.execute(db);

  await sql`CREATE OR REPLACE FUNCTION goods_search_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN NEW.search_rev := OLD.search_rev + 1; RETURN NEW; END $$`.execute(db);
  await sql`CREATE TRIGGER goods_search_changed BEFORE UPDATE ON goods FOR EACH ROW
    WHEN (OLD.item_name IS DISTINCT FROM NEW.item_name OR OLD.brief IS DISTINCT FROM NEW.brief OR OLD.brand IS DISTINCT FROM NEW.brand
      OR OLD.category_id IS DISTINCT FROM NEW.category_id OR OLD.tags IS DISTINCT FROM NEW.tags)
    EXECUTE FUNCTION goods_search_changed()`.execute(db);

  await sql`CREATE OR REPLACE FUNCTION category_search_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE goods SET search_rev = search_rev + 1 WHERE category_id IN (
        WITH RECURSIVE t AS (SELECT NEW.category_id AS category_id
          UNION SELECT c.category_id FROM categories c JOIN t ON c.parent_id = t.category_id)
        SELECT category_id FROM t);
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER category_search_changed AFTER UPDATE ON categories FOR EACH ROW
    WHEN (OLD.category_name IS DISTINCT FROM NEW.category_name OR OLD.parent_id IS DISTINCT FROM NEW.parent_id)
    EXECUTE FUNCTION category_search_changed()`.execute(db);

  await db.schema.createTable('search_synonyms')
    .addColumn('synonym_id', 'serial', (c) => c.primaryKey())
    .addColumn('words', sql`text[]`, (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`CREATE TRIGGER search_synonyms_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON search_synonyms
    FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('search_synonyms').ifExists().execute();
  await sql`DROP TRIGGER IF EXISTS category_search_changed ON categories`.execute(db);
  await sql`DROP FUNCTION IF EXISTS category_search_changed()`.execute(db);
  await sql`DROP TRIGGER IF EXISTS goods_search_changed ON goods`.execute(db);
  await sql`DROP FUNCTION IF EXISTS goods_search_changed()`.execute(db);
  await sql`DROP INDEX IF EXISTS goods_sales_id`.execute(db);
  await sql`ALTER TABLE goods DROP COLUMN IF EXISTS search_vector, DROP COLUMN IF EXISTS search_name,
    DROP COLUMN IF EXISTS search_rev, DROP COLUMN IF EXISTS search_indexed_rev`.execute(db);
}
