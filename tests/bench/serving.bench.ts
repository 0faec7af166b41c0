/**
 * Serving figures, same box, same run, load from autocannon in its own process:
 *  - a pre-rendered item page from our server vs Debian's nginx on the same dist (one worker each,
 *    gzip accepted: both send precompressed bytes);
 *  - goods/items (page 1, 20 goods) vs a bare Fastify hello-world, and its latency at 200 rps.
 */
import { databaseSource } from '../../server/modules/template/compiler-source.server';
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import { loadConfig } from '../../server/config';
import { buildApp } from '../../server/app';
import { buildAstro } from '../../compiler/static-builds.server';
import { createCompiler } from '../../compiler/index';
import { freePort } from '../helpers/script-weight';
import { benchEnv } from './env';

const NGINX = '/usr/sbin/nginx';
const ROOT = path.resolve(import.meta.dirname, '../..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);

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

async function startNginx(dist: string, dir: string): Promise<{ origin: string; stop(): Promise<void> }> {
  const port = await freePort();
  const conf = path.join(dir, 'nginx.conf');
  fs.mkdirSync(path.join(dir, 'logs'), { recursive: true });
  fs.writeFileSync(conf, `worker_processes 1; pid ${dir}/nginx.pid; error_log ${dir}/logs/error.log; daemon off; user root;
events { worker_connections 1024; }
http { include /etc/nginx/mime.types; access_log off; sendfile on; tcp_nopush on; keepalive_requests 100000; gzip_static on;
  client_body_temp_path ${dir}/tmp; proxy_temp_path ${dir}/tmp; fastcgi_temp_path ${dir}/tmp; uwsgi_temp_path ${dir}/tmp; scgi_temp_path ${dir}/tmp;
  server { listen 127.0.0.1:${port}; root ${dist}; location / { try_files $uri $uri/index.html =404; } } }`);
  const child = spawn(NGINX, ['-c', conf, '-p', dir], { stdio: 'ignore' });
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    try { await fetch(origin); break; } catch { await new Promise((r) => setTimeout(r, 50)); }
  }
  return { origin, async stop() { child.kill('SIGQUIT'); await new Promise((r) => child.once('exit', r)); } };
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
  const app = await buildApp({ db: env.db, databaseUrl: env.url, config, jwtSecret: 'bench' });
  const hello = Fastify();
  hello.get('/', async () => ({ hello: 'world' }));
  try {
    await createCompiler({ source: databaseSource(env.db), config }).runFull();
    const origin = await app.listen({ port: 0, host: '127.0.0.1' });
    const item = (await env.db.selectFrom('items').select('item_id').where('is_default', '=', true).orderBy('item_id').limit(1).executeTakeFirstOrThrow()).item_id;

    if (fs.existsSync(NGINX) && spawnSync(NGINX, ['-v']).status === 0) {
      const nginx = await startNginx(config.distDir, path.join(env.base, 'nginx'));
      try {
        await cannon(`${origin}/items/${item}`, { seconds: 2 }); // warm-up
        const ours = await cannon(`${origin}/items/${item}`);
        const theirs = await cannon(`${nginx.origin}/items/${item}/`);
        console.log(`static item page: ours ${rps(ours)} rps, nginx ${rps(theirs)} rps → ${(100 * rps(ours) / rps(theirs)).toFixed(1)} % (target ≥ 30 %)${ours.non2xx ? ` [${ours.non2xx} non-2xx]` : ''}`);
      } finally { await nginx.stop(); }
    } else console.log('static item page: nginx not installed, skipped');

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
