/**
 * Starts the real shop once per Playwright worker: an embedded PostgreSQL in a fresh data directory and
 * `server/main.ts` against it (seeded on start), shop i on E2E_PORT + i. Each database URL goes to the
 * workers as E2E_DATABASE_URL_i (playwright.config.ts hands a worker its own as E2E_DATABASE_URL), so a
 * spec can create its own member (helpers/members.ts). Every shop is stopped in the returned teardown.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { startEmbedded } from '../../server/db/embedded.server';

const ROOT = path.resolve(import.meta.dirname, '../..');

interface Shop { child: ChildProcess; log(): string; stop(): Promise<void> }

async function startShop(port: number): Promise<{ shop: Shop; databaseUrl: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-'));
  fs.chmodSync(dataDir, 0o755);
  const database = await startEmbedded(path.join(dataDir, 'pg'), 'shop', { port: port + 10000, quiet: true });
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: database.url, DIST_DIR: path.join(dataDir, 'dist'), NODE_ENV: 'test', ORDER_TIMEOUT_MINUTES: '30', SMS_RESEND_SECONDS: '0' },
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

export default async function globalSetup(config: FullConfig) {
  const port = Number(process.env.E2E_PORT ?? 8181);
  if (process.env.E2E_EXTERNAL) return undefined; // a shop is already running on that port
  const started = await Promise.allSettled(Array.from({ length: config.workers }, (_, i) => startShop(port + i)));
  const shops = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value.shop] : []));
  const failed = started.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failed) { await Promise.all(shops.map((s) => s.stop())); throw failed.reason; }
  started.forEach((s, i) => { if (s.status === 'fulfilled') process.env[`E2E_DATABASE_URL_${i}`] = s.value.databaseUrl; });
  process.env.E2E_DATABASE_URL = process.env.E2E_DATABASE_URL_0;
  return async () => {
    // The servers' logs outlive the run (a compiler error behind a failing journey is read there).
    fs.mkdirSync(path.join(ROOT, 'test-results'), { recursive: true });
    shops.forEach((s, i) => fs.writeFileSync(path.join(ROOT, 'test-results', i ? `e2e-server-${i}.log` : 'e2e-server.log'), s.log()));
    await Promise.all(shops.map((s) => s.stop()));
  };
}
