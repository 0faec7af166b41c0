/**
 * The one place the database is chosen: DATABASE_URL (any PostgreSQL) or the embedded cluster.
 */
import path from 'node:path';
import pg from 'pg';
import { Kysely, PostgresDialect } from 'kysely';
import type { DB } from './schema';
import { startEmbedded } from './embedded.server';
import { migrateToLatest } from './migrate.server';
import { pinnable } from './request-transaction.server';
import { nameMarkedStatements } from './named-statements.server';

// int8 (bigint) columns: counts and sums come back as strings otherwise. Our amounts fit in 2^53.
pg.types.setTypeParser(20, (v) => Number(v));
// numeric → number (only used for ratios)
pg.types.setTypeParser(1700, (v) => Number(v));

export type Database = Kysely<DB>;

export interface DatabaseHandle {
  db: Database;
  /** The pool behind `db` (its counts are exported as metrics). */
  pool: pg.Pool;
  url: string;
  close(): Promise<void>;
}

/**
 * `queueTimeoutMs`: how long a query may wait for a free pooled connection (DB_POOL_TIMEOUT_MS, default 10 s);
 * past it the query fails and the API answers 503 服务繁忙，请稍后再试 (server/http/connections.ts), not 500.
 */
export function connect(url: string, poolSize = Number(process.env.DB_POOL_SIZE || 20), queueTimeoutMs = Number(process.env.DB_POOL_TIMEOUT_MS || 10_000)): { db: Database; pool: pg.Pool } {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: queueTimeoutMs });
  // Idle clients are told to terminate when the server stops (57P01): expected during shutdown.
  pool.on('error', (err: Error & { code?: string }) => { if (err.code !== '57P01') console.error('[db pool]', err.message); });
  // Statements marked PREPARED (the list page's rows) are parsed once per connection and may keep their plan.
  pool.on('connect', nameMarkedStatements);
  // Pinnable: an audited request runs all its queries in one transaction (request-transaction.server.ts).
  return { db: new Kysely<DB>({ dialect: pinnable(new PostgresDialect({ pool })) }), pool };
}

/** Opens the database (starting the embedded one if needed) and migrates it to the latest schema. */
export async function openDatabase(opts: { databaseUrl?: string; dataDir: string; quiet?: boolean }): Promise<DatabaseHandle> {
  let url = opts.databaseUrl;
  let stopEmbedded: (() => Promise<void>) | undefined;
  if (!url) {
    const embedded = await startEmbedded(path.join(opts.dataDir, 'pg'), 'shop', { quiet: opts.quiet });
    url = embedded.url;
    stopEmbedded = embedded.stop;
  }
  const { db, pool } = connect(url);
  await migrateToLatest(db);
  return {
    db,
    pool,
    url,
    async close() {
      await db.destroy();
      if (stopEmbedded) await stopEmbedded();
    },
  };
}
