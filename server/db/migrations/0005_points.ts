/** points module: the journal of every points movement (the balance is members.point, never negative). */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('point_journal')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('members.user_id'))
    .addColumn('income', 'integer', (c) => c.notNull().defaultTo(0).check(sql`income >= 0`))
    .addColumn('outcome', 'integer', (c) => c.notNull().defaultTo(0).check(sql`outcome >= 0`))
    .addColumn('journal_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('order_id', 'varchar(32)')
    .addColumn('point_desc', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('point_journal_user_idx').on('point_journal').columns(['user_id', 'id']).execute();
  // An order deducts once and refunds once, whatever races happen.
  await sql`CREATE UNIQUE INDEX point_journal_order_once ON point_journal (order_id, journal_type) WHERE order_id IS NOT NULL`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('point_journal').ifExists().execute();
}
