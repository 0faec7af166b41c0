/**
 * Serving figures, same box, same run:
 *  - pre-rendered pages (home, an item) from our server vs Debian's nginx as a user deploys it (the Debian
 *    nginx.conf's settings: `worker_processes auto`, sendfile, an access log, plus `gzip_static on` for the build's
 *    .gz files) and our server as `npm start` runs it (one line per request in its log),
 *    both driven by wrk (a C load generator: a Node one saturates before nginx does). Raw and compressed, the
 *    median of RUNS runs each, the load average printed beside every figure;
 *  - goods/items (page 1, 20 goods) vs a bare Fastify hello-world (autocannon), and its latency at 200 rps.
 */
import { databaseSource } from '../../server/modules/template/compiler-source.server';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { loadConfig } from '../../server/config';
import { buildApp } from '../../server/app';
import { buildAstro } from '../../compiler/static-builds.server';
import { createCompiler } from '../../compiler/index';
import { freePort } from '../helpers/script-weight';
import { benchEnv } from './env';

const NGINX = '/usr/sbin/nginx';
const WRK = '/usr/bin/wrk';
const ROOT = path.resolve(import.meta.dirname, '../..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const load = () => `load ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`;

interface Cannon { requests: { average: number }; latency: { p50: number; p97_5: number; p99: number }; non2xx: number; errors: number }

function parseCannon(out: string, url: string): Cannon {
  try { return JSON.parse(out.slice(out.indexOf('{'))) as Cannon; } catch { throw new Error(`autocannon ${url}: ${out.slice(0, 300)}`); }
}

function cannon(url: string, opts: { connections?: number; seconds?: number; rate?: number } = {}): Promise<Cannon> {
  const extra = opts.rate ? ['--overallRate', String(opts.rate)] : [];
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(ROOT, 'node_modules/.bin/autocannon'), ['-j', '-c', String(opts.connections ?? 50), '-d', String(opts.seconds ?? SECONDS), '-H', 'accept-encoding=gzip, br', ...extra, url], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => { out += d; });
    child.stderr.on('data', (d) => { out += d; }); // autocannon writes its JSON to stderr when not on a terminal
    child.on('close', (code) => (code === 0 ? resolve(parseCannon(out, url)) : reject(new Error(`autocannon exited ${code}`))));
  });
}

/**
 * Requests/s from wrk (2 threads, 50 connections); non-2xx answers make the figure void. Spawned, not spawnSync:
 * our server runs in this process and must keep its event loop.
 */
function wrk(url: string, compressed: boolean, seconds = SECONDS): Promise<number> {
  const args = ['-t2', '-c50', `-d${seconds}s`, ...(compressed ? ['-H', 'Accept-Encoding: gzip'] : []), url];
  return new Promise((resolve, reject) => {
    const child = spawn(WRK, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => { out += d; });
    child.stderr.on('data', (d) => { out += d; });
    child.on('close', (code) => {
      const m = /Requests\/sec:\s+([\d.]+)/.exec(out);
      if (code !== 0 || !m) return reject(new Error(`wrk ${url}: ${out}`));
      if (/Non-2xx or 3xx responses/.test(out)) return reject(new Error(`wrk ${url}: answers were not 2xx\n${out}`));
      resolve(Number(m[1]));
    });
  });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Debian's nginx as a user deploys it: the packaged nginx.conf's settings, the dist as root, precompressed files on. */
async function startNginx(dist: string, dir: string): Promise<{ origin: string; stop(): Promise<void> }> {
  const port = await freePort();
  const conf = path.join(dir, 'nginx.conf');
  fs.mkdirSync(path.join(dir, 'tmp'), { recursive: true });
  fs.writeFileSync(conf, `worker_processes auto; pid ${dir}/nginx.pid; error_log ${dir}/error.log; daemon off; user root;
events { worker_connections 768; }
http { include /etc/nginx/mime.types; default_type application/octet-stream; access_log ${dir}/access.log; sendfile on; tcp_nopush on;
  gzip on; gzip_static on;
  client_body_temp_path ${dir}/tmp; proxy_temp_path ${dir}/tmp; fastcgi_temp_path ${dir}/tmp; uwsgi_temp_path ${dir}/tmp; scgi_temp_path ${dir}/tmp;
  server { listen 127.0.0.1:${port}; root ${dist}; location / { try_files $uri $uri/index.html =404; } } }`);
  const child = spawn(NGINX, ['-c', conf, '-p', dir], { stdio: 'ignore' });
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    try { await fetch(origin); break; } catch { await new Promise((r) => setTimeout(r, 50)); }
  }
  return { origin, async stop() { child.kill('SIGQUIT'); await new Promise((r) => child.once('exit', r)); } };
}

/** Ours vs nginx on one page, raw and gzip, alternating runs so a passing spike hits both alike. */
async function comparePage(label: string, ours: string, theirs: string): Promise<void> {
  for (const compressed of [false, true]) {
    await wrk(ours, compressed, 2); await wrk(theirs, compressed, 2); // warm-up
    const a: number[] = [], b: number[] = [];
    for (let i = 0; i < RUNS; i++) { a.push(await wrk(ours, compressed)); b.push(await wrk(theirs, compressed)); }
    const [o, n] = [median(a), median(b)];
    console.log(`${label} ${compressed ? 'gzip' : 'raw '}: ours ${Math.round(o)} rps, nginx ${Math.round(n)} rps → ${(100 * o / n).toFixed(1)} % (target ≥ 30 %; median of ${RUNS} wrk runs of ${SECONDS} s; ${load()})`);
  }
}

const rps = (c: Cannon) => Math.round(c.requests.average);

/** The exact p95 at a fixed rate, from a client in its own process (paced-client.ts). */
function pacedClient(url: string, rate: number, seconds: number): Promise<{ n: number; failed: number; p50: number; p95: number; p99: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'tests/bench/paced-client.ts'), url, String(rate), String(seconds)], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d) => { out += d; });
    child.on('close', (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`paced client exited ${code}`))));
  });
}

export async function run(): Promise<void> {
  const env = await benchEnv('serving');
  const base = loadConfig({});
  if (!fs.existsSync(path.join(base.astroOutDir, 'shell', 'index.html'))) await buildAstro();
  const config = { ...base, distDir: path.join(env.base, 'dist'), mediaDir: env.mediaDir, dataDir: env.base, publicUrl: 'http://localhost' };
  const app = await buildApp({ db: env.db, databaseUrl: env.url, config, jwtSecret: 'bench' }, { logger: true, logStream: fs.createWriteStream(path.join(env.base, 'server.log')) });
  const hello = Fastify();
  hello.get('/', async () => ({ hello: 'world' }));
  try {
    await createCompiler({ source: databaseSource(env.db), config }).runFull();
    const origin = await app.listen({ port: 0, host: '127.0.0.1' });
    const item = (await env.db.selectFrom('items').select('item_id').where('is_default', '=', true).orderBy('item_id').limit(1).executeTakeFirstOrThrow()).item_id;

    if (fs.existsSync(NGINX) && fs.existsSync(WRK)) {
      const nginx = await startNginx(config.distDir, path.join(env.base, 'nginx'));
      try {
        await comparePage('home page        ', `${origin}/`, `${nginx.origin}/`);
        await comparePage('static item page ', `${origin}/items/${item}/`, `${nginx.origin}/items/${item}/`);
      } finally { await nginx.stop(); }
    } else console.log('static pages: nginx or wrk not installed (apt-get install nginx wrk), skipped');

    const helloOrigin = await hello.listen({ port: 0, host: '127.0.0.1' });
    const list = `${origin}/api/h5app/wxapp/goods/items?page=1&pageSize=20`;
    await cannon(list, { seconds: 2 });
    const api = await cannon(list);
    const bare = await cannon(helloOrigin);
    console.log(`goods/items: ${rps(api)} rps, Fastify hello-world ${rps(bare)} rps → ${(100 * rps(api) / rps(bare)).toFixed(1)} % (target ≥ 10 %)${api.non2xx ? ` [${api.non2xx} non-2xx]` : ''}`);
    const paced = await cannon(list, { connections: 10, rate: 200 });
    console.log(`goods/items at 200 rps (autocannon): p50 ${paced.latency.p50} ms, p97.5 ${paced.latency.p97_5} ms`);
    const exact = await pacedClient(list, 200, 10);
    console.log(`goods/items at 200 rps (paced client, ${exact.n} requests, ${exact.failed} failed): p50 ${exact.p50} ms, p95 ${exact.p95} ms, p99 ${exact.p99} ms (target p95 ≤ 20 ms)`);
  } finally {
    await hello.close();
    await app.close();
    await env.close();
  }
}
