/**
 * Bank accounts shoppers may transfer to (线下转账, api-contract §4.7 `order/offline/backaccount`).
 * Empty until an operator adds one: the cashier offers offline transfer only when an account exists.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('offline_bank_accounts')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('bank_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('bank_account_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('bank_account_no', 'varchar(40)', (c) => c.notNull())
    .addColumn('branch_name', 'varchar(128)', (c) => c.notNull().defaultTo(''))
    .addColumn('is_default', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('offline_bank_accounts').ifExists().execute();
}
