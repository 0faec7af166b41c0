/** Earned points may be taken back in parts (partial refunds): those journal rows are outside the once-per-order index. */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX point_journal_order_once`.execute(db);
  await sql`CREATE UNIQUE INDEX point_journal_order_once ON point_journal (order_id, journal_type) WHERE order_id IS NOT NULL AND journal_type <> 'order_earn_back'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DELETE FROM point_journal WHERE journal_type = 'order_earn_back'`.execute(db);
  await sql`DROP INDEX point_journal_order_once`.execute(db);
  await sql`CREATE UNIQUE INDEX point_journal_order_once ON point_journal (order_id, journal_type) WHERE order_id IS NOT NULL`.execute(db);
}
