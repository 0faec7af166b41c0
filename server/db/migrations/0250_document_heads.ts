/**
 * Operators are many (ARCHITECTURE principle 14). `document_heads`: one version counter per document slot
 * ('header', 'footer', 'page:<id>'), raised by every change an operator makes to that slot (draft saved,
 * published, rolled back, draft discarded); a save names the version it read and is refused when the
 * counter moved on. `document_presence`: who has which document open, kept fresh by the designer's
 * heartbeat (rows older than a minute mean nobody). `scheduled_publishes`: 定时发布, run by the job runner.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('document_heads')
    .addColumn('slot', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('operator_name', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema.createTable('document_presence')
    .addColumn('slot', 'varchar(40)', (c) => c.notNull())
    // one row per open editor tab: the same operator in two tabs is two editors
    .addColumn('client_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('operator_id', 'integer', (c) => c.notNull())
    .addColumn('operator_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('seen_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('document_presence_pk', ['slot', 'client_id'])
    .execute();

  await db.schema.createTable('scheduled_publishes')
    .addColumn('schedule_id', 'serial', (c) => c.primaryKey())
    .addColumn('slot', 'varchar(40)', (c) => c.notNull())
    .addColumn('run_at', 'timestamptz', (c) => c.notNull())
    // the draft as it is at run_at is published; a draft discarded or a page deleted by then ends it as 'failed'
    .addColumn('status', 'varchar(12)', (c) => c.notNull().defaultTo('pending').check(sql`status IN ('pending', 'done', 'cancelled', 'failed')`))
    .addColumn('message', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('operator_id', 'integer', (c) => c.notNull())
    .addColumn('operator_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('finished_at', 'timestamptz')
    .execute();
  // at most one pending schedule per document: a second one is refused with a clear message
  await sql`CREATE UNIQUE INDEX scheduled_publishes_one_pending ON scheduled_publishes (slot) WHERE status = 'pending'`.execute(db);
  await db.schema.createIndex('scheduled_publishes_due_idx').on('scheduled_publishes').columns(['status', 'run_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['scheduled_publishes', 'document_presence', 'document_heads']) await db.schema.dropTable(t).ifExists().execute();
}
