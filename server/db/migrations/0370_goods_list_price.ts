/**
 * The list price on the goods row (issue 23): `goods.list_price` is the goods' default SKU's price (NULL while it
 * has none), the price the list shows, filters by (`start_price`/`end_price`) and sorts by (`goodsSort` 2, 3).
 * Read through the SKUs, a price band or a deep price-sorted page at 100,000 goods walked the SKU price index and
 * fetched a goods row for each entry to check it is on sale (5,000 goods rows for the order behind page 200); kept
 * here, with a partial index on the list's predicates like the other orders (migration 0220), it is a walk of one
 * index.
 *
 * A trigger on `items` keeps it, in the same statement as the SKU change, for every writer (console, import, seed,
 * SQL by hand): a price change is never seen stale. It fires only when a default SKU's price, the default flag or
 * the goods changes; orders (stock) never touch it, so no order locks a goods row through it.
 */
import { sql, type Kysely } from 'kysely';

const LISTED = sql.raw(`approve_status IN ('onsale', 'only_show') AND is_gift = false`);

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('goods').addColumn('list_price', 'integer').execute();
  await sql`UPDATE goods g SET list_price = d.price FROM (
      SELECT DISTINCT ON (goods_id) goods_id, price FROM items WHERE is_default ORDER BY goods_id, item_id) d
    WHERE d.goods_id = g.goods_id`.execute(db);
  await sql`CREATE INDEX goods_list_price_idx ON goods (list_price, goods_id) WHERE ${LISTED}`.execute(db);
  // PL/pgSQL keeps the statement's plan for the session (a SQL function was planned again on every call), and the
  // default SKU is read through the goods' SKUs (an aggregate), never by walking the SKU key in order. Writes the
  // goods row only when the price differs.
  await sql`CREATE FUNCTION goods_refresh_list_price(gid integer) RETURNS void LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE goods SET list_price = d.price
      FROM (SELECT (array_agg(price ORDER BY item_id))[1] AS price FROM items WHERE goods_id = gid AND is_default) d
      WHERE goods_id = gid AND list_price IS DISTINCT FROM d.price;
    END $$`.execute(db);
  await sql`CREATE FUNCTION items_list_price_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'UPDATE' AND NEW.price = OLD.price AND NEW.is_default = OLD.is_default AND NEW.goods_id = OLD.goods_id THEN RETURN NULL; END IF;
      IF TG_OP <> 'INSERT' AND OLD.is_default THEN PERFORM goods_refresh_list_price(OLD.goods_id); END IF;
      IF TG_OP <> 'DELETE' AND NEW.is_default AND (TG_OP = 'INSERT' OR NEW.goods_id <> OLD.goods_id OR NOT OLD.is_default OR NEW.price <> OLD.price) THEN
        PERFORM goods_refresh_list_price(NEW.goods_id);
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER items_list_price_changed AFTER INSERT OR DELETE OR UPDATE OF price, is_default, goods_id ON items
    FOR EACH ROW EXECUTE FUNCTION items_list_price_changed()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TRIGGER IF EXISTS items_list_price_changed ON items`.execute(db);
  await sql`DROP FUNCTION IF EXISTS items_list_price_changed()`.execute(db);
  await sql`DROP FUNCTION IF EXISTS goods_refresh_list_price(integer)`.execute(db);
  await sql`DROP INDEX IF EXISTS goods_list_price_idx`.execute(db);
  await db.schema.alterTable('goods').dropColumn('list_price').execute();
}
