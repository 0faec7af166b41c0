/** order module: orders, their lines, deliveries and rates (api-contract §4.6, §4.8, §6.1). */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE SEQUENCE order_no_seq`.execute(db);
  await db.schema.createTable('orders')
    .addColumn('order_id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('members.user_id'))
    // client idempotency key: one order per (member, key)
    .addColumn('request_key', 'varchar(64)')
    .addColumn('order_status', 'varchar(24)', (c) => c.notNull())
    .addColumn('order_class', 'varchar(16)', (c) => c.notNull().defaultTo('normal'))
    .addColumn('order_type', 'varchar(16)', (c) => c.notNull().defaultTo('normal'))
    .addColumn('cart_type', 'varchar(10)', (c) => c.notNull().defaultTo('cart'))
    .addColumn('pay_type', 'varchar(16)', (c) => c.notNull().defaultTo(''))
    .addColumn('receipt_type', 'varchar(16)', (c) => c.notNull().defaultTo('logistics'))
    .addColumn('distributor_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('item_fee', 'integer', (c) => c.notNull().check(sql`item_fee >= 0`))
    .addColumn('discount_fee', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('coupon_discount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('coupon_code', 'varchar(32)')
    .addColumn('point_use', 'integer', (c) => c.notNull().defaultTo(0).check(sql`point_use >= 0`))
    .addColumn('point_fee', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('freight_fee', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total_fee', 'integer', (c) => c.notNull().check(sql`total_fee >= 0`))
    .addColumn('total_num', 'integer', (c) => c.notNull())
    .addColumn('receiver_name', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('receiver_mobile', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('receiver_state', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('receiver_city', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('receiver_district', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('receiver_address', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('receiver_zip', 'varchar(10)', (c) => c.notNull().defaultTo(''))
    .addColumn('remark', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('invoice', 'jsonb')
    .addColumn('is_rate', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('cancel_reason', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('refund_fee', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('auto_cancel_time', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('paid_at', 'timestamptz')
    .addColumn('shipped_at', 'timestamptz')
    .addColumn('done_at', 'timestamptz')
    .addColumn('cancelled_at', 'timestamptz')
    .addUniqueConstraint('orders_request_key_uq', ['user_id', 'request_key'])
    .execute();
  await db.schema.createIndex('orders_user_idx').on('orders').columns(['user_id', 'created_at']).execute();
  await sql`CREATE INDEX orders_unpaid_idx ON orders (auto_cancel_time) WHERE order_status = 'NOTPAY'`.execute(db);

  await db.schema.createTable('order_items')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('order_id', 'varchar(32)', (c) => c.notNull().references('orders.order_id'))
    .addColumn('item_id', 'integer', (c) => c.notNull().references('items.item_id'))
    .addColumn('goods_id', 'integer', (c) => c.notNull())
    .addColumn('item_name', 'varchar(120)', (c) => c.notNull())
    .addColumn('pic', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('item_spec_desc', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('market_price', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('num', 'integer', (c) => c.notNull().check(sql`num > 0`))
    .addColumn('item_fee', 'integer', (c) => c.notNull())
    .addColumn('is_rate', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema.createIndex('order_items_order_idx').on('order_items').column('order_id').execute();

  await db.schema.createTable('order_deliveries')
    .addColumn('delivery_id', 'serial', (c) => c.primaryKey())
    .addColumn('order_id', 'varchar(32)', (c) => c.notNull().references('orders.order_id'))
    .addColumn('delivery_corp_name', 'varchar(40)', (c) => c.notNull())
    .addColumn('delivery_code', 'varchar(40)', (c) => c.notNull())
    .addColumn('items_num', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema.createTable('order_rates')
    .addColumn('rate_id', 'serial', (c) => c.primaryKey())
    .addColumn('order_id', 'varchar(32)', (c) => c.notNull().references('orders.order_id'))
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('star', 'smallint', (c) => c.notNull().check(sql`star between 1 and 5`))
    .addColumn('content', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('pics', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('anonymous', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('order_rates_once', ['order_id', 'item_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['order_rates', 'order_deliveries', 'order_items', 'orders']) await db.schema.dropTable(t).ifExists().execute();
  await sql`DROP SEQUENCE IF EXISTS order_no_seq`.execute(db);
}
