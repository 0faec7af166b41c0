/** A throwaway real database for benchmarks: embedded PostgreSQL in a temp dir (or TEST_DATABASE_URL), migrated and seeded. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEmbedded } from '../../server/db/embedded.server';
import { connect, type Database } from '../../server/db/database.server';
import { migrateToLatest } from '../../server/db/migrate.server';
import { seed } from '../../server/seed/seed.server';

export interface BenchEnv { db: Database; /** the database URL (LISTEN connections) */ url: string; base: string; mediaDir: string; close(): Promise<void> }

export async function benchEnv(name: string): Promise<BenchEnv> {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), `bench-${name}-`));
  fs.chmodSync(base, 0o755);
  const pg = await startEmbedded(path.join(base, 'pg'), 'bench', { quiet: true });
  const { db } = connect(pg.url, 60);
  await migrateToLatest(db);
  const mediaDir = path.join(base, 'media');
  await seed(db, mediaDir);
  return { db, url: pg.url, base, mediaDir, async close() { await db.destroy(); await pg.stop(); fs.rmSync(base, { recursive: true, force: true }); } };
}

export function percentile(values: number[], p: number): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
}

export const fmt = (ms: number) => `${ms.toFixed(1)} ms`;
