/**
 * Serving figures, same box, same run:
 *  - pre-rendered pages (home, an item) from our server vs Debian's nginx as a user deploys it (the Debian
 *    nginx.conf's settings: `worker_processes auto`, sendfile, an access log, plus `gzip_static on` for the build's
 *    .gz files) and our server as `npm start` runs it (one line per request in its log),
 *    both driven by wrk (a C load generator: a Node one saturates before nginx does). Raw and compressed, the
 *    median of RUNS runs each, the load average printed beside every figure; beside them a bare node:http
 *    server sending the same bytes and headers: the ceiling for one Node process;
 *  - goods/items (page 1, 20 goods) vs a bare Fastify hello-world (autocannon), and its latency at 200 rps.
 */
import { databaseSource } from '../../server/modules/template/compiler-source.server';
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { loadConfig } from '../../server/config';
import { buildApp } from '../../server/app';
import { buildAstro } from '../../compiler/static-builds.server';
import { createCompiler } from '../../compiler/index';
import { freePort } from '../helpers/script-weight';
import { benchEnv } from './env';
import { watchShopLoad } from '../../server/http/shop-load';
import { asyncStdout } from '../../server/http/log-destination';

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
 * Requests/s and requests answered from wrk (2 threads, 50 connections); non-2xx answers make the figure void.
 * Spawned, not spawnSync: our server runs in this process and must keep its event loop.
 */
function wrk(url: string, compressed: boolean, seconds = SECONDS): Promise<{ rps: number; requests: number }> {
  const args = ['-t2', '-c50', `-d${seconds}s`, ...(compressed ? ['-H', 'Accept-Encoding: gzip'] : []), url];
  return new Promise((resolve, reject) => {
    const child = spawn(WRK, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => { out += d; });
    child.stderr.on('data', (d) => { out += d; });
    child.on('close', (code) => {
      const m = /Requests\/sec:\s+([\d.]+)/.exec(out);
      const n = /(\d+) requests in/.exec(out);
      if (code !== 0 || !m || !n) return reject(new Error(`wrk ${url}: ${out}`));
      if (/Non-2xx or 3xx responses/.test(out)) return reject(new Error(`wrk ${url}: answers were not 2xx\n${out}`));
      resolve({ rps: Number(m[1]), requests: Number(n[1]) });
    });
  });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const TICK_MICROS = 1e6 / 100; // USER_HZ: /proc reports CPU time in 1/100 s
/** CPU time (user + system) of a process and its children (nginx's master and workers), from /proc. */
function treeCpuMicros(pid: number): number {
  const own = (p: number) => {
    try {
      const fields = fs.readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1].split(' ');
      return (Number(fields[11]) + Number(fields[12])) * TICK_MICROS; // utime, stime
    } catch { return 0; }
  };
  let children: number[] = [];
  try { children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number); } catch { /* no children */ }
  return own(pid) + children.reduce((sum, c) => sum + own(c), 0);
}
/** This process's CPU time (ours and the bare Node server run here, one at a time). */
const ownCpuMicros = () => { const c = process.cpuUsage(); return c.user + c.system; };

/** Debian's nginx as a user deploys it: the packaged nginx.conf's settings, the dist as root, precompressed files on. */
async function startNginx(dist: string, dir: string): Promise<{ origin: string; cpuMicros(): number; stop(): Promise<void> }> {
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
  return { origin, cpuMicros: () => treeCpuMicros(child.pid!), async stop() { child.kill('SIGQUIT'); await new Promise((r) => child.once('exit', r)); } };
}

/** An answer as it came over the wire: status, header list and body bytes (not decoded). */
function rawGet(url: string, acceptEncoding?: string): Promise<{ status: number; headers: string[]; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http.get(url, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.rawHeaders, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

/**
 * The ceiling for one Node process: a bare node:http server answering each page with the bytes and headers our
 * server sent for it (a fresh request id each time, as ours makes one), nothing else per request.
 */
async function startBareNode(oursOrigin: string, paths: string[]): Promise<{ origin: string; close(): Promise<void> }> {
  const answers = new Map<string, { identity: { headers: string[]; body: Buffer }; gzip: { headers: string[]; body: Buffer } }>();
  const PER_REQUEST = new Set(['date', 'connection', 'keep-alive', 'x-request-id', 'transfer-encoding']);
  for (const p of paths) {
    const [identity, gzip] = await Promise.all([rawGet(`${oursOrigin}${p}`), rawGet(`${oursOrigin}${p}`, 'gzip')]);
    const keep = (a: typeof identity) => {
      if (a.status !== 200) throw new Error(`bare Node: ${p} answered ${a.status}`);
      const headers: string[] = [];
      for (let i = 0; i < a.headers.length; i += 2) if (!PER_REQUEST.has(a.headers[i].toLowerCase())) headers.push(a.headers[i], a.headers[i + 1]);
      headers.push('x-request-id', '');
      return { headers, body: a.body };
    };
    answers.set(p, { identity: keep(identity), gzip: keep(gzip) });
  }
  const server = http.createServer({ keepAliveTimeout: 10_000 }, (req, res) => {
    const page = answers.get(req.url ?? '');
    if (!page) { res.writeHead(404).end(); return; }
    const a = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '') ? page.gzip : page.identity;
    a.headers[a.headers.length - 1] = crypto.randomUUID();
    res.writeHead(200, a.headers);
    res.end(a.body);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise<void>((r) => { server.closeAllConnections(); server.close(() => r()); }) };
}

interface Served { origin: string; cpuMicros(): number }

/**
 * Ours, a bare Node server and nginx on one page, raw and gzip, alternating runs so a passing spike hits all alike.
 * Beside the rates, the CPU each spent per request (all of nginx's workers; ours and bare Node in this process):
 * on a loaded machine the rates move with the load, the CPU per request much less.
 */
async function comparePage(label: string, page: string, ours: Served, bare: Served, nginx: Served): Promise<void> {
  for (const compressed of [false, true]) {
    const servers = [ours, bare, nginx];
    for (const s of servers) await wrk(`${s.origin}${page}`, compressed, 2); // warm-up
    const runs: number[][] = [[], [], []];
    const cpu: number[][] = [[], [], []];
    for (let i = 0; i < RUNS; i++) {
      for (const [k, s] of servers.entries()) {
        const before = s.cpuMicros();
        const r = await wrk(`${s.origin}${page}`, compressed);
        runs[k].push(r.rps);
        cpu[k].push((s.cpuMicros() - before) / r.requests);
      }
    }
    const [o, b, n] = runs.map(median);
    const [oc, bc, nc] = cpu.map(median);
    console.log(`${label} ${compressed ? 'gzip' : 'raw '}: ours ${Math.round(o)} rps, bare Node ${Math.round(b)} rps, nginx ${Math.round(n)} rps → ours ${(100 * o / n).toFixed(1)} % of nginx (target ≥ 30 %), bare Node ${(100 * b / n).toFixed(1)} %, ours ${(100 * o / b).toFixed(1)} % of bare Node (median of ${RUNS} wrk runs of ${SECONDS} s; ${load()})`);
    console.log(`${' '.repeat(label.length)} ${compressed ? 'gzip' : 'raw '}: CPU per request ours ${oc.toFixed(1)} µs, bare Node ${bc.toFixed(1)} µs, nginx ${nc.toFixed(1)} µs (all workers; medians)`);
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
  // Logging each request as `npm start` does (its asynchronous writer), to a file instead of stdout.
  const app = await buildApp({ db: env.db, databaseUrl: env.url, config, jwtSecret: 'bench' }, { logger: true, logStream: asyncStdout(fs.openSync(path.join(env.base, 'server.log'), 'a')) });
  const hello = Fastify();
  let stopLoadWatch: (() => void) | undefined;
  hello.get('/', async () => ({ hello: 'world' }));
  try {
    await createCompiler({ source: databaseSource(env.db), config }).runFull();
    // As `npm start` has it (server/main.ts): the shop-load counter listens to every request.
    stopLoadWatch = watchShopLoad(app.server, () => undefined);
    const origin = await app.listen({ port: 0, host: '127.0.0.1' });
    const item = (await env.db.selectFrom('items').select('item_id').where('is_default', '=', true).orderBy('item_id').limit(1).executeTakeFirstOrThrow()).item_id;

    if (fs.existsSync(NGINX) && fs.existsSync(WRK)) {
      const itemPage = `/items/${item}/`;
      const nginx = await startNginx(config.distDir, path.join(env.base, 'nginx'));
      const bare = await startBareNode(origin, ['/', itemPage]);
      try {
        console.log('wrk -t2 -c50, one Node process each (ours as `npm start` runs it, logging each request; a bare node:http server with the same bytes and headers), nginx with worker_processes auto and its access log on (one write per request, as Debian ships it); nginx has no brotli module here, so no br line');
        const ours = { origin, cpuMicros: ownCpuMicros };
        const bareNode = { origin: bare.origin, cpuMicros: ownCpuMicros };
        await comparePage('home page        ', '/', ours, bareNode, nginx);
        await comparePage('static item page ', itemPage, ours, bareNode, nginx);
      } finally { await nginx.stop(); await bare.close(); }
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
    stopLoadWatch?.();
    await hello.close();
    await app.close();
    await env.close();
  }
}
