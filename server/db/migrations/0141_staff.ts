/**
 * Staff (员工内购): staff accounts log in with a work number and act as their member (members.is_staff);
 * goods carry a product type (sale 特卖, bag 福袋, normal) and a staff-goods flag; SKUs an optional staff price.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('goods')
    .addColumn('product_type', 'varchar(8)', (c) => c.notNull().defaultTo('normal').check(sql`product_type in ('normal','sale','bag')`))
    .addColumn('staff_goods', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema.alterTable('items').addColumn('staff_price', 'integer', (c) => c.check(sql`staff_price >= 0`)).execute();

  await db.schema.createTable('staff_accounts')
    .addColumn('staff_id', 'serial', (c) => c.primaryKey())
    .addColumn('work_id', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(40)', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().unique().references('members.user_id'))
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('disabled', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('staff_accounts').ifExists().execute();
  await db.schema.alterTable('items').dropColumn('staff_price').execute();
  await db.schema.alterTable('goods').dropColumn('product_type').dropColumn('staff_goods').execute();
}
