/** The product video of a goods (api-contract §4.4 `videos`): a media URL, empty when the goods has none. */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('goods').addColumn('videos', 'varchar(255)', (c) => c.notNull().defaultTo('')).execute();
  // Only our own uploads (/media/…) or an http(s) address; never javascript: or data: URLs.
  await sql`ALTER TABLE goods ADD CONSTRAINT goods_videos_url CHECK (videos = '' OR videos ~ '^(/media/|https?://)')`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('goods').dropColumn('videos').execute();
}
