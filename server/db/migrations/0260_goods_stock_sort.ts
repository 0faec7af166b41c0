/**
 * Sort by stock (`goodsSort=5`, api-contract §4.4) as an index walk (issue 23): a goods' stock is the sum of its
 * SKUs' `store`, and ordering 100,000 goods by that sum computed it for every goods (2.0 s a page). `goods.stock_total`
 * keeps the sum, indexed like the other orders (migration 0220).
 *
 * It is not kept by a trigger that updates goods: checkout, after-sales and the points mall take stock SKU by SKU
 * in item_id order, and a trigger locking the goods row would lock goods in an order of its own (two orders with
 * SKUs of the same two goods could deadlock). SKU writes only append the goods id to `goods_stock_changes` (an
 * insert never waits on another); the stock-sorted list folds the appended ids into `stock_total` before reading
 * (catalog.service.ts `foldStockChanges`), so the order is always that of the committed stock.
 */
import { sql, type Kysely } from 'kysely';

const LISTED = sql.raw(`approve_status IN ('onsale', 'only_show') AND is_gift = false`);

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('goods').addColumn('stock_total', 'bigint', (c) => c.notNull().defaultTo(0)).execute();
  await sql`UPDATE goods g SET stock_total = s.total FROM (SELECT goods_id, sum(store) AS total FROM items GROUP BY goods_id) s WHERE s.goods_id = g.goods_id`.execute(db);
  await sql`CREATE INDEX goods_list_stock_idx ON goods (stock_total DESC, goods_id) WHERE ${LISTED}`.execute(db);
  await db.schema.createTable('goods_stock_changes').addColumn('goods_id', 'integer', (c) => c.notNull()).execute();
  await sql`CREATE FUNCTION goods_stock_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'UPDATE' AND NEW.store = OLD.store AND NEW.goods_id = OLD.goods_id THEN RETURN NULL; END IF;
      IF TG_OP <> 'INSERT' THEN INSERT INTO goods_stock_changes VALUES (OLD.goods_id); END IF;
      IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.goods_id <> OLD.goods_id) THEN INSERT INTO goods_stock_changes VALUES (NEW.goods_id); END IF;
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER items_stock_changed AFTER INSERT OR DELETE OR UPDATE OF store, goods_id ON items
    FOR EACH ROW EXECUTE FUNCTION goods_stock_changed()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TRIGGER IF EXISTS items_stock_changed ON items`.execute(db);
  await sql`DROP FUNCTION IF EXISTS goods_stock_changed()`.execute(db);
  await db.schema.dropTable('goods_stock_changes').ifExists().execute();
  await sql`DROP INDEX IF EXISTS goods_list_stock_idx`.execute(db);
  await db.schema.alterTable('goods').dropColumn('stock_total').execute();
}
