/** Page versions: every publish of a slot keeps its content, operator and time, so any version can be viewed or rolled back. */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('page_versions')
    .addColumn('version_id', 'serial', (c) => c.primaryKey())
    // 'header', 'footer' or 'page:<template id>', as in page_documents
    .addColumn('slot', 'varchar(40)', (c) => c.notNull())
    .addColumn('schema_version', 'integer', (c) => c.notNull())
    .addColumn('widgets', 'jsonb', (c) => c.notNull())
    .addColumn('operator_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('operator_name', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    // set when this version was published again by a rollback
    .addColumn('rollback_of', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('page_versions_slot_idx').on('page_versions').columns(['slot', 'version_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('page_versions').ifExists().execute();
}
