/**
 * Starts one real PostgreSQL for the test run (DATABASE_URL if set, else embedded in a temp dir),
 * migrates and seeds a template database that each test file clones.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbedded } from '../../server/db/embedded.server';
import { connect } from '../../server/db/database.server';
import { migrateToLatest } from '../../server/db/migrate.server';
import { seed } from '../../server/seed/seed.server';

declare module 'vitest' {
  export interface ProvidedContext { pgAdminUrl: string; templateDb: string; mediaDir: string }
}

const TEMPLATE = 'shop_test_template';

export default async function setup(project: TestProject) {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-'));
  fs.chmodSync(base, 0o755);
  let adminUrl = process.env.TEST_DATABASE_URL;
  let stop: (() => Promise<void>) | undefined;
  if (!adminUrl) {
    const h = await startEmbedded(path.join(base, 'pg'), 'postgres', { quiet: true, throwaway: true });
    adminUrl = h.url;
    stop = h.stop;
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE}`);
  await admin.query(`CREATE DATABASE ${TEMPLATE}`);
  const url = new URL(adminUrl);
  url.pathname = `/${TEMPLATE}`;
  const { db } = connect(url.toString(), 4);
  await migrateToLatest(db);
  const mediaDir = path.join(base, 'media');
  // The seeded member and operator are hashed at the tests' bcrypt cost (vitest.config.ts `env`, which reaches the
  // workers but not this process): every file's logins check them.
  const testCost = project.config.env?.TEST_PASSWORD_COST;
  if (testCost) process.env.TEST_PASSWORD_COST ??= testCost;
  await seed(db, mediaDir);
  await db.destroy();
  await admin.end();

  project.provide('pgAdminUrl', adminUrl);
  project.provide('templateDb', TEMPLATE);
  project.provide('mediaDir', mediaDir);

  return async () => {
    if (stop) await stop();
    fs.rmSync(base, { recursive: true, force: true });
  };
}
