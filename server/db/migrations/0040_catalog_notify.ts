/**
 * Every committed change to the catalogue (goods, SKUs, categories) notifies `catalog_changed`, so each
 * API process sharing this database drops its catalogue cache (server/modules/catalog/catalog-cache.ts).
 * NOTIFY is transactional: it is delivered at commit, never for a rolled-back change, and takes no row locks.
 */
import { sql, type Kysely } from 'kysely';

const TABLES = ['goods', 'items', 'categories'];

export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE OR REPLACE FUNCTION notify_catalog_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN PERFORM pg_notify('catalog_changed', ''); RETURN NULL; END $$`.execute(db);
  for (const t of TABLES) {
    await sql`CREATE TRIGGER ${sql.raw(`${t}_catalog_changed`)} AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${sql.table(t)}
      FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed()`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of TABLES) await sql`DROP TRIGGER IF EXISTS ${sql.raw(`${t}_catalog_changed`)} ON ${sql.table(t)}`.execute(db);
  await sql`DROP FUNCTION IF EXISTS notify_catalog_changed()`.execute(db);
}
