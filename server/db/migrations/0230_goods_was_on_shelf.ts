/**
 * Whether a goods has ever been on shelf (issue 24 point 3): a goods taken off shelf keeps its item page, saying
 * 商品已下架, while one never put on shelf (a draft in the console) stays unknown to shoppers. A trigger sets it
 * on every write that puts a goods on shelf, whichever module writes (console, import, seed).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('goods').addColumn('was_on_shelf', 'boolean', (c) => c.notNull().defaultTo(false)).execute();
  await sql`UPDATE goods SET was_on_shelf = true WHERE approve_status <> 'offline_sale'`.execute(db);
  await sql`CREATE FUNCTION goods_mark_on_shelf() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN NEW.was_on_shelf := true; RETURN NEW; END $$`.execute(db);
  await sql`CREATE TRIGGER goods_was_on_shelf BEFORE INSERT OR UPDATE OF approve_status ON goods
    FOR EACH ROW WHEN (NEW.approve_status = 'onsale') EXECUTE FUNCTION goods_mark_on_shelf()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TRIGGER goods_was_on_shelf ON goods`.execute(db);
  await sql`DROP FUNCTION goods_mark_on_shelf()`.execute(db);
  await db.schema.alterTable('goods').dropColumn('was_on_shelf').execute();
}
