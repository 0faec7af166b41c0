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
 * `keep.open`: connections never closed for being idle; the others close after `keep.idleMs` idle (10 s). See `warmPool`.
 */
export function connect(url: string, poolSize = Number(process.env.DB_POOL_SIZE || 20), queueTimeoutMs = Number(process.env.DB_POOL_TIMEOUT_MS || 10_000), keep: { open?: number; idleMs?: number } = {}): { db: Database; pool: pg.Pool } {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, min: Math.min(keep.open ?? 0, poolSize), idleTimeoutMillis: keep.idleMs ?? 10_000, connectionTimeoutMillis: queueTimeoutMs });
  // Idle clients are told to terminate when the server stops (57P01): expected during shutdown.
  pool.on('error', (err: Error & { code?: string }) => { if (err.code !== '57P01') console.error('[db pool]', err.message); });
  // Statements marked PREPARED (the list page's rows) are parsed once per connection and may keep their plan.
  pool.on('connect', nameMarkedStatements);
  // Pinnable: an audited request runs all its queries in one transaction (request-transaction.server.ts).
  return { db: new Kysely<DB>({ dialect: pinnable(new PostgresDialect({ pool })) }), pool };
}

/**
 * A statement that reads nothing but makes a new session load what every list and item read plans with (goods,
 * items, categories, brands and their indexes): about 2 ms of the backend's CPU once, instead of in a shopper's request.
 */
const WARM_UP = `EXPLAIN SELECT i.item_id FROM goods g JOIN items i ON i.goods_id = g.goods_id JOIN categories c ON c.category_id = g.category_id
  JOIN brands b ON b.brand_id = g.brand_id WHERE g.goods_id = 0 AND i.is_default`;

/**
 * Opens `n` pooled connections at once and warms each (WARM_UP). With `min` at `n` the pool keeps them however long
 * the shop is quiet: a new connection costs PostgreSQL 20–30 ms of CPU (its process, the password exchange, its
 * catalogue caches, its named statements planned again) against 1 ms for a list on a warm one, and 20–150 ms before
 * its first answer. Closed after 10 s idle, as pg's pool does by default, a burst after a quiet spell paid that on
 * every connection at once, in the requests that had to wait for them.
 */
export async function warmPool(pool: pg.Pool, n: number): Promise<number> {
  // A server that refuses some (its max_connections, a role's connection limit, other processes holding theirs) must
  // not stop the shop from starting: what opened is warmed and returned to the pool, the rest opens on demand.
  const opened = await Promise.allSettled(Array.from({ length: Math.min(n, pool.options.max) }, () => pool.connect()));
  const clients = opened.flatMap((o) => (o.status === 'fulfilled' ? [o.value] : []));
  try {
    await Promise.allSettled(clients.map((c) => c.query(WARM_UP)));
  } finally {
    for (const c of clients) c.release();
  }
  const refused = opened.find((o): o is PromiseRejectedResult => o.status === 'rejected');
  if (refused) console.warn(`数据库连接池预热：${clients.length} / ${opened.length} 个连接已打开（${(refused.reason as Error).message}）`);
  return clients.length;
}

/**
 * Opens the database (starting the embedded one if needed) and migrates it to the latest schema. `warm` (the shop's
 * API process): the whole pool is opened, warmed and kept open (DB_POOL_MIN, default DB_POOL_SIZE: a fixed-size pool;
 * 0 lets idle connections close after 10 s, as before).
 */
export async function openDatabase(opts: { databaseUrl?: string; dataDir: string; quiet?: boolean; warm?: boolean }): Promise<DatabaseHandle> {
  let url = opts.databaseUrl;
  let stopEmbedded: (() => Promise<void>) | undefined;
  if (!url) {
    const embedded = await startEmbedded(path.join(opts.dataDir, 'pg'), 'shop', { quiet: opts.quiet });
    url = embedded.url;
    stopEmbedded = embedded.stop;
  }
  const keepOpen = opts.warm ? Number(process.env.DB_POOL_MIN ?? (process.env.DB_POOL_SIZE || 20)) : 0;
  const { db, pool } = connect(url, undefined, undefined, { open: keepOpen });
  await migrateToLatest(db);
  if (keepOpen > 0) await warmPool(pool, keepOpen);
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
