/**
 * Starts the real shop once for all journeys: an embedded PostgreSQL in a fresh data directory and
 * `server/main.ts` on its own port against it (seeded on start). The database URL goes to the specs as
 * E2E_DATABASE_URL, so each spec can create its own member (helpers/members.ts) instead of sharing one.
 * Server and database are stopped in the returned teardown.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEmbedded } from '../../server/db/embedded.server';

const ROOT = path.resolve(import.meta.dirname, '../..');

export default async function globalSetup() {
  const port = Number(process.env.E2E_PORT ?? 8181);
  if (process.env.E2E_EXTERNAL) return undefined; // a shop is already running on that port
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-'));
  fs.chmodSync(dataDir, 0o755);
  const database = await startEmbedded(path.join(dataDir, 'pg'), 'shop', { port: port + 10000, quiet: true });
  process.env.E2E_DATABASE_URL = database.url;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: database.url, DIST_DIR: path.join(dataDir, 'dist'), NODE_ENV: 'test', ORDER_TIMEOUT_MINUTES: '30', SMS_RESEND_SECONDS: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (d) => { log += d; });
  child.stderr.on('data', (d) => { log += d; });
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) { await database.stop(); throw new Error(`shop exited early:\n${log}`); }
    try {
      const res = await fetch(`http://localhost:${port}/api/h5app/wxapp/goods/category`);
      if (res.ok && log.includes('按 Ctrl-C 停止')) break;
    } catch { /* not up yet */ }
    if (Date.now() > deadline) { child.kill('SIGINT'); await database.stop(); throw new Error(`shop did not start:\n${log}`); }
    await new Promise((r) => setTimeout(r, 300));
  }
  return async () => {
    // The server's log outlives the run (a compiler error behind a failing journey is read there).
    fs.mkdirSync(path.join(ROOT, 'test-results'), { recursive: true });
    fs.writeFileSync(path.join(ROOT, 'test-results', 'e2e-server.log'), log);
    child.kill('SIGINT');
    await new Promise((r) => child.once('exit', r));
    await database.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
