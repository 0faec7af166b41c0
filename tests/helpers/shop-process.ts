/**
 * Starts the real shop (`server/main.ts`) as a child process on a port with a fresh data directory
 * (embedded PostgreSQL, seeded, pages compiled). Used by the e2e global setup and the browser benches.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface ShopProcess { origin: string; dataDir: string; pid: number; stop(): Promise<void> }

export async function startShop(port: number, extraEnv: Record<string, string> = {}): Promise<ShopProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-run-'));
  fs.chmodSync(dataDir, 0o755);
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DIST_DIR: path.join(dataDir, 'dist'), NODE_ENV: 'test', ORDER_TIMEOUT_MINUTES: '30', ...extraEnv },
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
  return {
    origin: `http://localhost:${port}`,
    dataDir,
    pid: child.pid!,
    async stop() {
      child.kill('SIGINT');
      await new Promise((r) => child.once('exit', r));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
