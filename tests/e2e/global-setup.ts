/**
 * Starts the real shop once for all journeys: `server/main.ts` on its own port with a fresh data
 * directory (embedded PostgreSQL, seeded). Stopped by pid in the returned teardown.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

export default async function globalSetup() {
  const port = Number(process.env.E2E_PORT ?? 8181);
  if (process.env.E2E_EXTERNAL) return undefined; // a shop is already running on that port
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-'));
  fs.chmodSync(dataDir, 0o755);
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DIST_DIR: path.join(dataDir, 'dist'), NODE_ENV: 'test', ORDER_TIMEOUT_MINUTES: '30', SMS_RESEND_SECONDS: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (d) => { log += d; });
  child.stderr.on('data', (d) => { log += d; });
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`shop exited early:\n${log}`);
    try {
      const res = await fetch(`http://localhost:${port}/api/h5app/wxapp/goods/category`);
      if (res.ok && log.includes('按 Ctrl-C 停止')) break;
    } catch { /* not up yet */ }
    if (Date.now() > deadline) { child.kill('SIGINT'); throw new Error(`shop did not start:\n${log}`); }
    await new Promise((r) => setTimeout(r, 300));
  }
  return async () => {
    child.kill('SIGINT');
    await new Promise((r) => child.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
