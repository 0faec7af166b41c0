/** invoice module: saved invoice titles (api-contract §4.14); an order keeps its own copy. */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('member_invoices')
    .addColumn('invoice_id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('members.user_id'))
    .addColumn('title', 'varchar(10)', (c) => c.notNull().check(sql`title in ('individual','unit')`))
    .addColumn('content', 'varchar(100)', (c) => c.notNull())
    .addColumn('registration_number', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('company_address', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('company_phone', 'varchar(30)', (c) => c.notNull().defaultTo(''))
    .addColumn('bankname', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('bankaccount', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('is_def', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('member_invoices_user_idx').on('member_invoices').column('user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('member_invoices').ifExists().execute();
}
