/**
 * Invoices requested after purchase (order_invoices: one open request per order, enforced by a partial unique
 * index), the member's invoice delivery preferences, replies under ratings (order/replyRate), and the
 * moment an account was closed (members.closed_at: the row stays, anonymised, so orders keep their owner).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('order_invoices')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('order_id', 'varchar(32)', (c) => c.notNull().references('orders.order_id'))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    // individual 个人 · unit 单位 (as member_invoices.title)
    .addColumn('title_type', 'varchar(10)', (c) => c.notNull())
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('registration_number', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('content', 'varchar(20)', (c) => c.notNull().defaultTo('商品明细'))
    .addColumn('email', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('mobile', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('company_address', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('company_phone', 'varchar(30)', (c) => c.notNull().defaultTo(''))
    .addColumn('bankname', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('bankaccount', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount > 0`))
    // pending 待开票 · issued 已开票 · cancelled 已取消
    .addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('pending'))
    .addColumn('invoice_no', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('issued_at', 'timestamptz')
    .addColumn('resent_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`CREATE UNIQUE INDEX order_invoices_one_open ON order_invoices (order_id) WHERE status <> 'cancelled'`.execute(db);
  await db.schema.createIndex('order_invoices_user').on('order_invoices').columns(['user_id', 'id']).execute();

  await db.schema.createTable('member_invoice_settings')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('members.user_id').onDelete('cascade'))
    .addColumn('email', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('mobile', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .execute();

  await db.schema.createTable('order_rate_replies')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('rate_id', 'integer', (c) => c.notNull().references('order_rates.rate_id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('content', 'varchar(500)', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('order_rate_replies_rate').on('order_rate_replies').columns(['rate_id', 'id']).execute();

  await db.schema.alterTable('members').addColumn('closed_at', 'timestamptz').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('members').dropColumn('closed_at').execute();
  await db.schema.dropTable('order_rate_replies').ifExists().execute();
  await db.schema.dropTable('member_invoice_settings').ifExists().execute();
  await db.schema.dropTable('order_invoices').ifExists().execute();
}
