/** combination module: saved free panels (组合模块) the designer can insert again (designer spec §3, §7 item 4). */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('combinations')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'varchar(32)', (c) => c.notNull())
    // a /media/ URL: the snapshot of the panel, uploaded through POST /api/admin/media
    .addColumn('image', 'varchar(255)', (c) => c.notNull())
    // the W0006 free panel's settings, uuids removed and links emptied
    .addColumn('params', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('combinations').ifExists().execute();
}
