/**
 * after-sales module (api-contract §4.15, §6.2): applications, their lines, a progress log, refunds
 * and the member's uploaded evidence pictures. Order lines carry what has been applied for and what
 * has been refunded, so the limits are guarded in SQL.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // A line can be applied for / refunded at most its bought quantity; an order never refunds more than was paid.
  await sql`ALTER TABLE order_items
    ADD COLUMN applied_num integer NOT NULL DEFAULT 0, ADD COLUMN applied_fee integer NOT NULL DEFAULT 0,
    ADD COLUMN refunded_num integer NOT NULL DEFAULT 0, ADD COLUMN refunded_fee integer NOT NULL DEFAULT 0,
    ADD CONSTRAINT order_items_applied_le_num CHECK (applied_num >= 0 AND applied_num <= num AND applied_fee >= 0),
    ADD CONSTRAINT order_items_refunded_le_applied CHECK (refunded_num >= 0 AND refunded_num <= num AND refunded_fee >= 0 AND refunded_fee <= applied_fee)`.execute(db);
  await sql`ALTER TABLE orders ADD CONSTRAINT orders_refund_le_total CHECK (refund_fee >= 0 AND refund_fee <= total_fee)`.execute(db);

  await sql`CREATE SEQUENCE aftersales_no_seq`.execute(db);
  await db.schema.createTable('aftersales')
    .addColumn('aftersales_bn', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('order_id', 'varchar(32)', (c) => c.notNull().references('orders.order_id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('members.user_id'))
    .addColumn('aftersales_type', 'varchar(20)', (c) => c.notNull().check(sql`aftersales_type in ('ONLY_REFUND','REFUND_GOODS','EXCHANGING_GOODS')`))
    // 0 pending · 1 processing · 2 done · 3 rejected · 4 closed
    .addColumn('aftersales_status', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('progress', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('reason', 'varchar(60)', (c) => c.notNull())
    .addColumn('description', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('evidence_pic', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('refund_fee', 'integer', (c) => c.notNull().check(sql`refund_fee >= 0`))
    .addColumn('return_type', 'varchar(16)', (c) => c.notNull().defaultTo(''))
    .addColumn('corp_code', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('logi_no', 'varchar(30)', (c) => c.notNull().defaultTo(''))
    .addColumn('refuse_reason', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('distributor_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('aftersales_user_idx').on('aftersales').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('aftersales_order_idx').on('aftersales').column('order_id').execute();

  await db.schema.createTable('aftersales_items')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('aftersales_bn', 'varchar(32)', (c) => c.notNull().references('aftersales.aftersales_bn'))
    .addColumn('order_item_id', 'integer', (c) => c.notNull().references('order_items.id'))
    .addColumn('num', 'integer', (c) => c.notNull().check(sql`num > 0`))
    .addColumn('refund_fee', 'integer', (c) => c.notNull().check(sql`refund_fee >= 0`))
    .addUniqueConstraint('aftersales_items_line_uq', ['aftersales_bn', 'order_item_id'])
    .execute();

  await db.schema.createTable('aftersales_logs')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('aftersales_bn', 'varchar(32)', (c) => c.notNull().references('aftersales.aftersales_bn'))
    .addColumn('progress', 'smallint', (c) => c.notNull())
    .addColumn('remark', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('aftersales_logs_bn_idx').on('aftersales_logs').column('aftersales_bn').execute();

  // One refund per application: the unique key is the "no double refund" guard.
  await db.schema.createTable('aftersales_refunds')
    .addColumn('refund_bn', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('aftersales_bn', 'varchar(32)', (c) => c.notNull().unique().references('aftersales.aftersales_bn'))
    .addColumn('order_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('trade_id', 'varchar(32)')
    .addColumn('pay_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('refund_fee', 'integer', (c) => c.notNull().check(sql`refund_fee >= 0`))
    // PROCESSING while a gateway works on it, then SUCCESS
    .addColumn('refund_status', 'varchar(12)', (c) => c.notNull())
    .addColumn('gateway_message', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('refunded_at', 'timestamptz')
    .execute();

  // Pictures a member uploaded (after-sales evidence, rating pictures): only these URLs are accepted back.
  await db.schema.createTable('member_uploads')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('members.user_id'))
    .addColumn('url', 'varchar(200)', (c) => c.notNull().unique())
    .addColumn('mime', 'varchar(20)', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['member_uploads', 'aftersales_refunds', 'aftersales_logs', 'aftersales_items', 'aftersales']) await db.schema.dropTable(t).ifExists().execute();
  await sql`DROP SEQUENCE IF EXISTS aftersales_no_seq`.execute(db);
  await sql`ALTER TABLE orders DROP CONSTRAINT IF EXISTS orders_refund_le_total`.execute(db);
  await sql`ALTER TABLE order_items DROP CONSTRAINT IF EXISTS order_items_applied_le_num, DROP CONSTRAINT IF EXISTS order_items_refunded_le_applied,
    DROP COLUMN IF EXISTS applied_num, DROP COLUMN IF EXISTS applied_fee, DROP COLUMN IF EXISTS refunded_num, DROP COLUMN IF EXISTS refunded_fee`.execute(db);
}
