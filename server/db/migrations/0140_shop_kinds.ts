/**
 * Shops gain a kind (门店 store or 经销商 dealer), an introduction and the merchant who runs them;
 * shops created for approved merchants take ids from a sequence above the seeded ones.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('shops')
    .addColumn('kind', 'varchar(10)', (c) => c.notNull().defaultTo('store').check(sql`kind in ('store','dealer')`))
    .addColumn('intro', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('merchant_id', 'integer')
    .execute();
  await sql`CREATE SEQUENCE shops_distributor_id_seq START 1000`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP SEQUENCE IF EXISTS shops_distributor_id_seq`.execute(db);
  await db.schema.alterTable('shops').dropColumn('kind').dropColumn('intro').dropColumn('merchant_id').execute();
}
