/** Runs the numbered migrations (server/db/migrations/index.ts) in order; old steps never change. */
import { Migrator, type Kysely } from 'kysely';
import { migrations } from './migrations/index';

export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  for (const r of results ?? []) if (r.status === 'Error') console.error(`[migrate] ${r.migrationName} failed`);
  if (error) throw error;
}
