/**
 * The real shops the journeys drive: one per Playwright worker, each an embedded PostgreSQL in a fresh data
 * directory and the server against it (seeded on start), shop i on E2E_PORT + i. The server runs as `npm start` runs it,
 * from the bundle of `server/start.mjs` (helpers/server-bundle.ts). Started by
 * global-setup.ts, or earlier by `npm test` (tests/run-all.ts) while vitest runs, which then sets
 * E2E_SHOPS_STARTED so global setup leaves them be.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEmbedded } from '../../server/db/embedded.server';
import { ensureServerBundle, SERVER_START_ARGS } from '../helpers/server-bundle';

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * bcrypt cost of the passwords the journeys' shops hash and the members they are given (helpers/members.ts): every
 * journey logs in, at ~1 ms of CPU a check instead of ~60 at the production cost (server/modules/member/member.service.ts).
 */
export const TEST_PASSWORD_COST = '4';

interface Shop { child: ChildProcess; log(): string; stop(): Promise<void> }

async function startShop(port: number): Promise<{ shop: Shop; databaseUrl: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-'));
  fs.chmodSync(dataDir, 0o755);
  const database = await startEmbedded(path.join(dataDir, 'pg'), 'shop', { port: port + 10000, quiet: true, throwaway: true });
  const child = spawn(process.execPath, SERVER_START_ARGS, {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: database.url, DIST_DIR: path.join(dataDir, 'dist'), NODE_ENV: 'test', ORDER_TIMEOUT_MINUTES: '30', SMS_RESEND_SECONDS: '0', TEST_PASSWORD_COST },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout!.on('data', (d) => { log += d; });
  child.stderr!.on('data', (d) => { log += d; });
  const stop = async () => {
    if (child.exitCode === null) { child.kill('SIGINT'); await new Promise((r) => child.once('exit', r)); }
    await database.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) { await stop(); throw new Error(`shop on ${port} exited early:\n${log}`); }
    try {
      const res = await fetch(`http://localhost:${port}/api/h5app/wxapp/goods/category`);
      if (res.ok && log.includes('按 Ctrl-C 停止')) break;
    } catch { /* not up yet */ }
    if (Date.now() > deadline) { await stop(); throw new Error(`shop on ${port} did not start:\n${log}`); }
    await new Promise((r) => setTimeout(r, 300));
  }
  return { shop: { child, log: () => log, stop }, databaseUrl: database.url };
}


export interface Shops {
  /** Database URL of shop i (a spec creates its own members there). */
  databaseUrls: string[];
  /** Writes each server's log to test-results (a compiler error behind a failing journey is read there) and stops them. */
  stop(): Promise<void>;
}

export async function startShops(count: number, port: number): Promise<Shops> {
  await ensureServerBundle();
  const started = await Promise.allSettled(Array.from({ length: count }, (_, i) => startShop(port + i)));
  const shops = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value.shop] : []));
  const failed = started.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failed) { await Promise.all(shops.map((s) => s.stop())); throw failed.reason; }
  return {
    databaseUrls: started.map((s) => (s as PromiseFulfilledResult<{ databaseUrl: string }>).value.databaseUrl),
    async stop() {
      fs.mkdirSync(path.join(ROOT, 'test-results'), { recursive: true });
      shops.forEach((s, i) => fs.writeFileSync(path.join(ROOT, 'test-results', i ? `e2e-server-${i}.log` : 'e2e-server.log'), s.log()));
      await Promise.all(shops.map((s) => s.stop()));
    },
  };
}

/** What the workers read: shop i's database as E2E_DATABASE_URL_i (playwright.config.ts picks a worker's own). */
export function announceShops(env: NodeJS.ProcessEnv, shops: Shops): void {
  shops.databaseUrls.forEach((url, i) => { env[`E2E_DATABASE_URL_${i}`] = url; });
  env.E2E_DATABASE_URL = shops.databaseUrls[0];
}
