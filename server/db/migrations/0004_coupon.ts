/** coupon module: coupon templates and the coupons members hold (api-contract §4.9). */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('coupon_templates')
    .addColumn('card_id', 'serial', (c) => c.primaryKey())
    .addColumn('title', 'varchar(60)', (c) => c.notNull())
    .addColumn('card_type', 'varchar(10)', (c) => c.notNull().check(sql`card_type in ('cash','discount')`))
    .addColumn('reduce_cost', 'integer', (c) => c.notNull().defaultTo(0).check(sql`reduce_cost >= 0`))
    .addColumn('least_cost', 'integer', (c) => c.notNull().defaultTo(0).check(sql`least_cost >= 0`))
    // percent off: 10 ⇒ 9折
    .addColumn('discount', 'integer', (c) => c.notNull().defaultTo(0).check(sql`discount >= 0 and discount < 100`))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('get_num', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('get_limit', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('begin_date', 'timestamptz', (c) => c.notNull())
    .addColumn('end_date', 'timestamptz', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('coupon_templates_stock', sql`get_num >= 0 and get_num <= quantity`)
    .execute();

  await db.schema.createTable('user_coupons')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('code', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('card_id', 'integer', (c) => c.notNull().references('coupon_templates.card_id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('members.user_id'))
    // 1 unused · 2 used · 4 locked by an unpaid order
    .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(1).check(sql`status in (1,2,4)`))
    .addColumn('order_id', 'varchar(32)')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('user_coupons_user_idx').on('user_coupons').columns(['user_id', 'card_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('user_coupons').ifExists().execute();
  await db.schema.dropTable('coupon_templates').ifExists().execute();
}
