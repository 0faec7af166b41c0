/**
 * The production layout on one machine (README § Past one machine): one PostgreSQL, N API processes
 * (`server/start.mjs`, what `npm start` runs) sharing it, the JWT secret, the media folder and the
 * pre-rendered dist, and Debian's nginx in front — configured from deploy/nginx.conf, the file the README
 * tells operators to install, so what is tested here is what is deployed.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type DatabaseHandle } from '../server/db/database.server';
import { isEmpty, seed } from '../server/seed/seed.server';

const ROOT = path.resolve(import.meta.dirname, '..');
export const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => fs.existsSync(p));

export interface ClusterOptions {
  /** API processes behind nginx (at least 2 to mean anything). */
  processes: number;
  /** nginx's port; process i listens on port + 1 + i. */
  port: number;
  /** An existing PostgreSQL; otherwise an embedded one under the run folder. */
  databaseUrl?: string;
  /** The media folder of that database's pictures when it is seeded already (the tests' clone of their template); otherwise one under the run folder, seeded with the database. */
  mediaDir?: string;
  quiet?: boolean;
  env?: Record<string, string>;
}

export interface Cluster {
  /** nginx, the shopper's and operator's entry point. */
  origin: string;
  /** Each API process directly (to prove they agree). */
  processes: string[];
  dir: string;
  stop(): Promise<void>;
}

/** deploy/nginx.conf with this run's upstreams, port and dist, wrapped as a complete nginx.conf. */
export function nginxConfig(site: string, o: { port: number; upstreams: number[]; dist: string; dir: string; asRoot: boolean }): string {
  const upstream = `upstream shop_api {\n${o.upstreams.map((p) => `  server 127.0.0.1:${p};`).join('\n')}\n  keepalive 64;\n  keepalive_timeout 5s;\n}`;
  const server = site
    .replace(/upstream shop_api \{[^}]*\}/, upstream)
    .replace(/listen 80;/, `listen 127.0.0.1:${o.port};`)
    .replace(/server_name [^;]+;/, 'server_name localhost;')
    .replace(/root [^;]+;/, `root ${o.dist};`)
    .replaceAll('/srv/shop/dist/', `${o.dist}/`);
  const temp = (name: string) => `${name}_temp_path ${path.join(o.dir, 'nginx', name)};`;
  return [
    o.asRoot ? 'user root root;' : '',
    'worker_processes 1;',
    `pid ${path.join(o.dir, 'nginx', 'nginx.pid')};`,
    `error_log ${path.join(o.dir, 'nginx', 'error.log')} warn;`,
    'daemon off;',
    'events { worker_connections 1024; }',
    'http {',
    '  include /etc/nginx/mime.types;',
    '  default_type application/octet-stream;',
    '  access_log off;',
    `  ${temp('client_body')} ${temp('proxy')} ${temp('fastcgi')} ${temp('uwsgi')} ${temp('scgi')}`,
    server,
    '}',
  ].join('\n');
}

async function waitFor(url: string, child: ChildProcess, log: () => string, ready: (body: string) => boolean = () => true): Promise<void> {
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`进程提前退出：\n${log()}`);
    try {
      const res = await fetch(url);
      if (res.ok && ready(await res.text())) return;
    } catch { /* not up yet */ }
    if (Date.now() > deadline) throw new Error(`等待 ${url} 超时：\n${log()}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

export async function startCluster(o: ClusterOptions): Promise<Cluster> {
  if (!NGINX) throw new Error('未找到 nginx：请先安装 Debian 的 nginx 软件包（apt-get install nginx）');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-scale-'));
  fs.chmodSync(dir, 0o755);
  for (const d of ['dist', 'media', 'nginx']) fs.mkdirSync(path.join(dir, d), { recursive: true });
  const mediaDir = o.mediaDir ?? path.join(dir, 'media');
  const say = (m: string) => { if (!o.quiet) console.log(m); };
  const children: ChildProcess[] = [];
  let database: DatabaseHandle | undefined;
  const stop = async () => {
    for (const c of children.reverse()) {
      if (c.exitCode !== null) continue;
      c.kill('SIGTERM');
      await new Promise((r) => c.once('exit', r));
    }
    await database?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    // One database for all, seeded once before any process starts (so they don't race to seed it).
    database = await openDatabase({ databaseUrl: o.databaseUrl, dataDir: dir, quiet: true });
    if (await isEmpty(database.db)) await seed(database.db, mediaDir);
    const shared = {
      DATABASE_URL: database.url,
      JWT_SECRET: crypto.randomBytes(32).toString('hex'),
      DIST_DIR: path.join(dir, 'dist'),
      MEDIA_DIR: mediaDir,
      // Absolute media URLs in API answers point at nginx, the one address shoppers see.
      PUBLIC_URL: `http://127.0.0.1:${o.port}`,
      // nginx is the one hop in front (as deploy/README.md says to configure).
      TRUST_PROXY: '1',
    };
    const startApi = async (i: number): Promise<string> => {
      const port = o.port + 1 + i;
      const dataDir = path.join(dir, `api-${i + 1}`);
      fs.mkdirSync(dataDir, { recursive: true });
      // As `npm start` runs it: from the bundle of server/start.mjs (the first process makes it when missing).
      const child = spawn(process.execPath, ['server/start.mjs'], {
        cwd: ROOT,
        env: { ...process.env, ...o.env, ...shared, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      children.push(child);
      let log = '';
      child.stdout!.on('data', (d) => { log += d; });
      child.stderr!.on('data', (d) => { log += d; if (!o.quiet) process.stderr.write(`[api-${i + 1}] ${d}`); });
      await waitFor(`http://127.0.0.1:${port}/api/h5app/wxapp/goods/category`, child, () => log, () => log.includes('按 Ctrl-C 停止'));
      say(`API 进程 ${i + 1} 已启动：http://127.0.0.1:${port}（pid ${child.pid}）`);
      return `http://127.0.0.1:${port}`;
    };
    // The first process alone (it builds what is missing), then the others together.
    const first = await startApi(0);
    const processes = [first, ...(await Promise.all(Array.from({ length: o.processes - 1 }, (_, i) => startApi(i + 1))))];
    const conf = path.join(dir, 'nginx', 'nginx.conf');
    const site = fs.readFileSync(path.join(ROOT, 'deploy', 'nginx.conf'), 'utf8');
    fs.writeFileSync(conf, nginxConfig(site, { port: o.port, upstreams: processes.map((p) => Number(new URL(p).port)), dist: shared.DIST_DIR, dir, asRoot: process.getuid?.() === 0 }));
    const check = spawnSync(NGINX, ['-t', '-c', conf], { encoding: 'utf8' });
    if (check.status !== 0) throw new Error(`nginx 配置无效：\n${check.stderr}`);
    const nginx = spawn(NGINX, ['-c', conf], { stdio: ['ignore', 'ignore', 'pipe'] });
    children.push(nginx);
    let nginxLog = '';
    nginx.stderr!.on('data', (d) => { nginxLog += d; });
    const origin = `http://127.0.0.1:${o.port}`;
    await waitFor(`${origin}/`, nginx, () => nginxLog);
    say(`nginx 已启动：${origin}/（${o.processes} 个 API 进程，共享数据库、页面与媒体目录 ${dir}）`);
    return { origin, processes, dir, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
