/**
 * A stock change no longer empties every cached list (issue 23). Each order takes stock from `items`, and every
 * change to items notified `catalog_changed` (migration 0040): with orders coming in, a big shop's lists were read
 * cold nearly always. Lists do not hide goods without stock (storefront spec), so a stock change matters only to
 * the lists that show that goods (its `store`) and to stock-sorted ones: it now notifies `catalog_stock_changed`
 * with the goods id, and the list cache drops just those (catalog-cache.ts). Any other change to a SKU, and any
 * insert or delete, still notifies `catalog_changed`; so does any change to a goods row but the stock total the
 * stock-sorted list folds in (migration 0260), which only ever follows a stock change already notified.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE FUNCTION items_changed_notify() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      -- Rows compared whole (but stock) only when the stock moved: a new column is never missed.
      IF OLD.store IS NOT DISTINCT FROM NEW.store OR (to_jsonb(OLD) - 'store' - 'updated_at') IS DISTINCT FROM (to_jsonb(NEW) - 'store' - 'updated_at') THEN
        PERFORM pg_notify('catalog_changed', '');
      ELSIF OLD.store IS DISTINCT FROM NEW.store THEN
        PERFORM pg_notify('catalog_stock_changed', NEW.goods_id::text);
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE FUNCTION goods_changed_notify() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF OLD.stock_total IS NOT DISTINCT FROM NEW.stock_total OR (to_jsonb(OLD) - 'stock_total') IS DISTINCT FROM (to_jsonb(NEW) - 'stock_total') THEN
        PERFORM pg_notify('catalog_changed', '');
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  for (const t of ['items', 'goods']) {
    await sql`DROP TRIGGER ${sql.raw(`${t}_catalog_changed`)} ON ${sql.table(t)}`.execute(db);
    await sql`CREATE TRIGGER ${sql.raw(`${t}_catalog_changed`)} AFTER INSERT OR DELETE OR TRUNCATE ON ${sql.table(t)}
      FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed()`.execute(db);
    await sql`CREATE TRIGGER ${sql.raw(`${t}_catalog_updated`)} AFTER UPDATE ON ${sql.table(t)}
      FOR EACH ROW EXECUTE FUNCTION ${sql.raw(`${t}_changed_notify`)}()`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['items', 'goods']) {
    await sql`DROP TRIGGER IF EXISTS ${sql.raw(`${t}_catalog_updated`)} ON ${sql.table(t)}`.execute(db);
    await sql`DROP TRIGGER IF EXISTS ${sql.raw(`${t}_catalog_changed`)} ON ${sql.table(t)}`.execute(db);
    await sql`CREATE TRIGGER ${sql.raw(`${t}_catalog_changed`)} AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${sql.table(t)}
      FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed()`.execute(db);
  }
  await sql`DROP FUNCTION IF EXISTS items_changed_notify()`.execute(db);
  await sql`DROP FUNCTION IF EXISTS goods_changed_notify()`.execute(db);
}
