/** payment module: one trade per payment attempt (api-contract §4.7). */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE SEQUENCE trade_no_seq`.execute(db);
  await db.schema.createTable('trades')
    .addColumn('trade_id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('order_id', 'varchar(32)', (c) => c.notNull().references('orders.order_id'))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('pay_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('total_fee', 'integer', (c) => c.notNull().check(sql`total_fee >= 0`))
    // NOTPAY → SUCCESS once (the notification guard); CLOSED when its order closes unpaid
    .addColumn('trade_state', 'varchar(12)', (c) => c.notNull().defaultTo('NOTPAY'))
    .addColumn('transaction_id', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    // paid after its order was already closed: money must go back by hand
    .addColumn('refund_required', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('pay_date', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('trades_order_idx').on('trades').column('order_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('trades').ifExists().execute();
  await sql`DROP SEQUENCE IF EXISTS trade_no_seq`.execute(db);
}
