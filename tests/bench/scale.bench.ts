/**
 * The shop at size (issue 23): `npm run bench scale` (N = 100,000 goods; `npm run bench scale -- --goods 10000` or
 * SCALE_GOODS=10000 for a quick run). Everything through the real thing: a generated catalogue seeded into an
 * embedded PostgreSQL, then `server/main.ts` started as `npm start` runs it (its compiler in its own process,
 * item pages made on first request), driven over HTTP:
 *  - seeding time and database size;
 *  - full build (start with an empty dist): time, pages/s, peak RSS of server + compiler, dist size and files;
 *    the first request of an item page (made then) and a later one;
 *  - one SKU's price change → its item page and the list page served with the new price: p50 / p95;
 *  - a header publish → every page served new (all built pages and a sample of item pages), and the p95 of
 *    page requests made meanwhile, each checked to be whole (old or new header, complete document);
 *  - restart with the existing dist: time until the first page and the first API answer, and what was rewritten;
 *  - list API and search (the public goods/items API, whatever search is merged): p50 / p95 at a paced 200 rps,
 *    one URL (answer cache warm) and many distinct URLs (cache mostly missing), max rps (wrk), and the server's and
 *    the database's CPU per request.
 * Every figure is printed with the load average: the 2 cores are shared with other work.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { startEmbedded } from '../../server/db/embedded.server';
import { connect } from '../../server/db/database.server';
import { migrateToLatest } from '../../server/db/migrate.server';
import { seedScale } from '../../server/seed/scale.server';
import { buildAstro } from '../../compiler/static-builds.server';
import { openManifest } from '../../compiler/manifest.server';
import { loadConfig } from '../../server/config';
import { freePort } from '../helpers/script-weight';
import { percentile } from './env';
import { apiPhase, apiPhaseOfRunningShop, childrenOf, cpuOf, tree, treeCpu } from './scale-api';

const ROOT = path.resolve(import.meta.dirname, '../..');
const API = '/api/h5app/wxapp';
const load = () => `load ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`;
const say = (line: string) => console.log(`${line}   [${load()}]`);
const ms = (v: number) => `${v.toFixed(v < 10 ? 1 : 0)} ms`;
const sleep = (t: number) => new Promise((r) => setTimeout(r, t));

function goodsWanted(): number {
  const at = process.argv.indexOf('--goods');
  const raw = at >= 0 ? process.argv[at + 1] : process.env.SCALE_GOODS;
  const n = Number(raw ?? 100_000);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--goods ${raw}: not a count`);
  return n;
}

/** CPU seconds of a process's children that have ended (PostgreSQL's backends of closed connections), from /proc. */
function reapedCpuOf(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(f[13]) + Number(f[14])) / 100;
  } catch { return 0; }
}
function rssOf(pid: number): number {
  try { return Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024; } catch { return 0; }
}
const treeRss = (pid: number) => tree(pid).reduce((s, p) => s + rssOf(p), 0);

interface Server { proc: ChildProcess; origin: string; out: string[]; exited: Promise<void>; stop(): Promise<void> }

function startServer(env: Record<string, string>, port: number): Server {
  // As `npm start` runs it: the bundled server (server/start.mjs; the first start makes the bundle).
  const proc = spawn(process.execPath, [path.join(ROOT, 'server/start.mjs')], {
    cwd: ROOT, env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' }, stdio: ['ignore', 'pipe', 'pipe'],
  });
  const out: string[] = [];
  const take = (d: Buffer) => out.push(...d.toString().split('\n').filter(Boolean));
  proc.stdout!.on('data', take);
  proc.stderr!.on('data', take);
  const exited = new Promise<void>((r) => proc.once('exit', () => r()));
  return {
    proc, origin: `http://127.0.0.1:${port}`, out, exited,
    async stop() { if (proc.exitCode === null) { proc.kill('SIGTERM'); await Promise.race([exited, sleep(30_000)]); } if (proc.exitCode === null) proc.kill('SIGKILL'); },
  };
}

async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs: number, everyMs = 50): Promise<T> {
  const t0 = performance.now();
  for (;;) {
    try { const v = await probe(); if (v !== undefined) return v; } catch { /* not yet */ }
    if (performance.now() - t0 > timeoutMs) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await sleep(everyMs);
  }
}

const ok = async (url: string) => { const r = await fetch(url); await r.arrayBuffer(); return r.status === 200 ? true : undefined; };
const text = async (url: string) => { const r = await fetch(url); return { status: r.status, body: await r.text() }; };

function duOf(dir: string): { bytes: number; files: number } {
  const du = spawnSync('du', ['-sk', '--exclude=.trash', dir], { encoding: 'utf8' });
  let files = 0;
  for (const e of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) if (e.isFile() && !e.parentPath.includes('.trash')) files++;
  return { bytes: Number(du.stdout.split('\t')[0]) * 1024, files };
}

export async function run(): Promise<void> {
  // The API phase alone against a shop already running (scale-api.ts): no seeding, build or page phases.
  if (process.env.SCALE_SHOP) return apiPhaseOfRunningShop(process.env.SCALE_SHOP, process.env.SCALE_DATA_DIR ?? 'data', (url) => connect(url, 4).db);
  const N = goodsWanted();
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-scale-'));
  fs.chmodSync(base, 0o755);
  say(`scale bench: ${N.toLocaleString('en')} goods, data in ${base} (2 cores shared with other engineers' work: load average beside each figure)`);
  const config = loadConfig({});
  if (!fs.existsSync(path.join(config.astroOutDir, 'shell', 'index.html'))) await buildAstro();
  let pg: Awaited<ReturnType<typeof startEmbedded>>;
  try { pg = await startEmbedded(path.join(base, 'pg'), 'bench', { quiet: false }); } catch (e) { fs.rmSync(base, { recursive: true, force: true }); throw e; }
  const { db } = connect(pg.url, 4);
  let server: Server | undefined;
  try {
    await migrateToLatest(db);
    // ── 1. seed ────────────────────────────────────────────────────────────────────────────────────────
    const seeded = await seedScale(db, path.join(base, 'media'), N);
    const dbSize = Number((await sql<{ n: string }>`SELECT pg_database_size(current_database()) AS n`.execute(db)).rows[0].n);
    say(`seed: ${seeded.goods.toLocaleString('en')} goods, ${seeded.items.toLocaleString('en')} SKUs, ${seeded.categories} categories in ${(seeded.ms / 1000).toFixed(1)} s (demo shop and its pictures ${(seeded.demoMs / 1000).toFixed(1)} s, generated goods ${((seeded.ms - seeded.demoMs) / 1000).toFixed(1)} s); database ${(dbSize / 1048576).toFixed(0)} MiB`);

    const dist = path.join(base, 'dist');
    // Every client here is this machine: the per-address connection cap (64) would refuse the bench's own load.
    const env = { MAX_CONNECTIONS_PER_ADDRESS: '0', DATABASE_URL: pg.url, DATA_DIR: base, DIST_DIR: dist, MEDIA_DIR: path.join(base, 'media'), PUBLIC_URL: 'http://localhost' };
    const port = await freePort();

    // ── 2. full build: npm start on an empty dist ───────────────────────────────────────────────────────
    const t0 = performance.now();
    server = startServer(env, port);
    let peak = 0;
    const sampler = setInterval(() => { peak = Math.max(peak, treeRss(server!.proc.pid!)); }, 100);
    const line = await waitFor('full build', async () => server!.out.find((l) => l.startsWith('页面编译完成')), 900_000, 100);
    clearInterval(sampler);
    const wall = performance.now() - t0;
    const [, written, , buildMs] = /检查 (\d+) 个页面，(\d+) 个未变，用时 (\d+) ms/.exec(line)!.map(Number);
    const { origin } = server;
    await waitFor("listening", () => ok(`${origin}/`), 600_000);
    const size = duOf(dist);
    say(`full build: ${written} pages in ${(buildMs / 1000).toFixed(1)} s → ${Math.round(written / (buildMs / 1000))} pages/s (process start to built: ${(wall / 1000).toFixed(1)} s); peak RSS server + compiler ${(peak / 1048576).toFixed(0)} MiB; dist ${(size.bytes / 1048576).toFixed(1)} MiB on disk, ${size.files} files`);
    say(`  item pages (${(seeded.goods).toLocaleString('en')}) are made on their first request, not by the build`);

    // SCALE_PHASES=restart,api skips the page phases (a quicker look at the restart and the API).
    const phases = (process.env.SCALE_PHASES ?? 'pages,restart,api').split(',');
    // Item pages: a sample of goods spread over the catalogue.
    const ids = (await sql<{ item_id: number }>`SELECT i.item_id FROM items i JOIN goods g ON g.goods_id = i.goods_id WHERE i.is_default AND NOT g.is_gift AND g.approve_status = 'onsale' ORDER BY i.item_id`.execute(db)).rows.map((r) => r.item_id);
    const sample = Array.from({ length: 200 }, (_, i) => ids[Math.floor((i * 7919) % ids.length)]);
    if (phases.includes('pages')) {
    const firstVisit: number[] = [];
    for (const id of sample.slice(0, 100)) { const t = performance.now(); await ok(`${origin}/items/${id}`); firstVisit.push(performance.now() - t); }
    const again: number[] = [];
    for (const id of sample.slice(0, 100)) { const t = performance.now(); await ok(`${origin}/items/${id}`); again.push(performance.now() - t); }
    say(`item page, first request (made then): p50 ${ms(percentile(firstVisit, 50))}, p95 ${ms(percentile(firstVisit, 95))}; later requests: p50 ${ms(percentile(again, 50))}, p95 ${ms(percentile(again, 95))} (n=100)`);

    // ── 3. one price change → its item page and the list page served new ───────────────────────────────
    const login = await (await fetch(`${origin}/api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: 'admin12345' }) })).json();
    const auth = { authorization: `Bearer ${login.data.token}`, 'content-type': 'application/json' };
    const listed = (await (await fetch(`${origin}${API}/goods/items?page=1&pageSize=20`)).json()).data.list as { item_id: number; price: number }[];
    const target = listed[0];
    const priceRuns: number[] = [];
    const itemRuns: number[] = [];
    for (let i = 0; i < 10; i++) {
      const price = target.price + 10 * (i + 1);
      const t = performance.now();
      const put = fetch(`${origin}/api/admin/items/${target.item_id}`, { method: 'PUT', headers: auth, body: JSON.stringify({ price }) });
      await waitFor('price on item page', async () => ((await text(`${origin}/items/${target.item_id}`)).body.includes(`"price":${price}`) ? true : undefined), 60_000, 5);
      itemRuns.push(performance.now() - t);
      await waitFor('price on list page', async () => ((await text(`${origin}/items`)).body.includes(`"price":${price}`) ? true : undefined), 60_000, 5);
      priceRuns.push(performance.now() - t);
      await put;
    }
    await fetch(`${origin}/api/admin/items/${target.item_id}`, { method: 'PUT', headers: auth, body: JSON.stringify({ price: target.price }) });
    say(`one price change → item page served new: p50 ${ms(percentile(itemRuns, 50))}, p95 ${ms(percentile(itemRuns, 95))}; item page and the list page showing it: p50 ${ms(percentile(priceRuns, 50))}, p95 ${ms(percentile(priceRuns, 95))} (n=${priceRuns.length})`);

    // ── 4. a header publish → every page served new, the shop answering meanwhile ──────────────────────
    // The header is changed in its own editor (a shared document with its own versions).
    const chrome = (await (await fetch(`${origin}/api/admin/chrome/header`, { headers: auth })).json()).data as { widgets: { type: string; text?: unknown; childWidgets?: { type: string; text?: unknown }[] }[]; version: number };
    const child = chrome.widgets.flatMap((w) => [w, ...(w.childWidgets ?? [])]).find((c) => c.type === 'W0011')!;
    const oldText = String(child.text);
    const marker = `规模标记${Math.random().toString(36).slice(2, 8)}`;
    child.text = marker;
    const saved = await fetch(`${origin}/api/admin/chrome/header/draft`, { method: 'PUT', headers: auth, body: JSON.stringify({ widgets: chrome.widgets, base_version: chrome.version }) });
    if (!saved.ok) throw new Error(`draft save failed: ${await saved.text()}`);
    const draftVersion = ((await saved.json()) as { data: { version: number } }).data.version;
    const built = openManifest(dist).entries().map(([file]) => file);
    const shellPages = built.filter((f) => f.endsWith('index.html') && !/^(custompage|member)\/index\.html$/.test(f))
      .map((f) => `/${f.replace(/index\.html$/, '')}`).filter((p) => !p.startsWith('/items/'));
    // Pages that show the header (the auth layout shows only the footer): those that carry its text now.
    const withHeader: string[] = [];
    const headerOf = (body: string) => { const at = body.indexOf('<header class="site-header">'); return at < 0 ? '' : body.slice(at, body.indexOf('<main', at)); };
    for (const p of shellPages) if (headerOf((await text(`${origin}${p}`)).body).includes(oldText)) withHeader.push(p);
    const probes = [...withHeader, ...sample.map((id) => `/items/${id}/`)];
    // Page requests meanwhile: 50 per second over home, the list, made and never-made item pages.
    // Page requests, 50 a second over home, the list, item pages made before and item pages never made. Each is
    // timed by what it asked for: a built page, an item page made before (or asked for earlier in this run), or one
    // asked for the first time (a render, publish or not). The same load runs first without a publish (other
    // never-made pages), so what the publish costs the shop is the difference.
    const made = new Set(sample.slice(0, 100).map((id) => `/items/${id}`));
    // CPU per page request of the server, the compiler's process and PostgreSQL (backends live and ended): a figure
    // that does not grow with the machine's load the way wall times do.
    const pgPid = Number(fs.readFileSync(path.join(base, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
    const cpuNow = () => {
      const serverPid = server!.proc.pid!;
      return { server: cpuOf(serverPid), compiler: childrenOf(serverPid).flatMap(tree).reduce((s, p) => s + cpuOf(p), 0), db: treeCpu(pgPid) + reapedCpuOf(pgPid) };
    };
    const drive = (fresh: number[]) => {
      const cpu0 = cpuNow();
      const mix = ['/', '/items', ...sample.map((id) => `/items/${id}`), ...fresh.map((id) => `/items/${id}`)];
      const byKind: Record<string, number[]> = { built: [], made: [], 'first visit': [] };
      const all: number[] = [];
      let failed = 0;
      let broken = 0;
      let stopped = false;
      const loop = (async () => {
        const pending: Promise<void>[] = [];
        for (let i = 0; !stopped; i++) {
          const asked = mix[(i * 31) % mix.length];
          const kind = !asked.startsWith('/items/') ? 'built' : made.has(asked) ? 'made' : (made.add(asked), 'first visit');
          pending.push((async () => {
            const t = performance.now();
            // A refused or dropped connection is a failed request, counted, not the end of the run.
            const r = await text(`${origin}${asked}`).catch(() => ({ status: 0, body: '' }));
            const took = performance.now() - t;
            all.push(took);
            byKind[kind].push(took);
            if (r.status === 0) failed++;
            else if (r.status !== 200 || !r.body.trimEnd().endsWith('</html>') || !(r.body.includes(oldText) || r.body.includes(marker))) broken++;
          })());
          await sleep(20);
        }
        await Promise.all(pending);
      })();
      const line = () => `p50 ${ms(percentile(all, 50))}, p95 ${ms(percentile(all, 95))} (n=${all.length}${failed ? `, ${failed} failed` : ''}), ${broken} not whole or neither old nor new; by what was asked: ${Object.entries(byKind).filter(([, v]) => v.length).map(([k, v]) => `${k} p50 ${ms(percentile(v, 50))} p95 ${ms(percentile(v, 95))} (n=${v.length})`).join('; ')}`;
      const cpuLine = () => {
        const c = cpuNow();
        const per = (k: keyof typeof c) => ms(((c[k] - cpu0[k]) * 1000) / Math.max(1, all.length));
        return `; CPU per request: server ${per('server')}, compiler ${per('compiler')}, database ${per('db')}`;
      };
      return async () => { stopped = true; await loop; return line() + cpuLine(); };
    };
    const stopQuiet = drive(ids.slice(-400, -200));
    await sleep(10_000);
    say(`the same page requests for 10 s without a publish: ${await stopQuiet()}`);
    const stopLoad = drive(ids.slice(-200));
    await sleep(500);
    const tPub = performance.now();
    const pub = await fetch(`${origin}/api/admin/chrome/header/publish`, { method: 'POST', headers: auth, body: JSON.stringify({ base_version: draftVersion }) });
    const publishAnswered = performance.now() - tPub;
    if (!pub.ok) throw new Error(`publish failed: ${await pub.text()}`);
    let stale = probes;
    while (stale.length) {
      const next: string[] = [];
      for (const p of stale) if (!(await text(`${origin}${p}`)).body.includes(marker)) next.push(p);
      stale = next;
      if (performance.now() - tPub > 600_000) throw new Error(`${stale.length} pages still old after 600 s`);
    }
    const everyNew = performance.now() - tPub;
    await sleep(1000);
    say(`header publish → every page served new (${withHeader.length} built pages with the header + ${sample.length} item pages checked): ${ms(everyNew)} (publish answered in ${ms(publishAnswered)}); page requests meanwhile: ${await stopLoad()}`);

    }
    // ── 5. restart with the existing dist ──────────────────────────────────────────────────────────────
    await server.stop();
    const tRestart = performance.now();
    server = startServer(env, port);
    const firstPage = await waitFor('first page after restart', async () => ((await ok(`${origin}/`)) ? performance.now() - tRestart : undefined), 600_000, 20);
    const firstApi = await waitFor('first API answer after restart', async () => ((await ok(`${origin}${API}/goods/items?page=1&pageSize=20`)) ? performance.now() - tRestart : undefined), 600_000, 20);
    const firstItem = await waitFor('an item page after restart', async () => ((await ok(`${origin}/items/${sample[0]}`)) ? performance.now() - tRestart : undefined), 600_000, 20);
    const rebuiltLine = await waitFor('build after restart', async () => server!.out.find((l) => l.startsWith('页面编译完成')), 600_000, 100);
    const [, w2, s2, ms2] = /检查 (\d+) 个页面，(\d+) 个未变，用时 (\d+) ms/.exec(rebuiltLine)!.map(Number);
    say(`restart with the existing dist: first page ${ms(firstPage)}, first API answer ${ms(firstApi)}, an item page ${ms(firstItem)} after the process started; the build behind it checked ${w2} pages, rewrote ${w2 - s2} (${s2} unchanged) in ${ms(ms2)}`);

    if (!phases.includes('api')) return;
    // A freshly seeded catalogue gets its search words in the background after the first start (stale goods, a
    // batch at a time); each batch is a catalogue change that empties the list cache. The API is measured on a
    // shop in its steady state: after that pass (its length is a figure of its own).
    const stale = async () => Number((await sql<{ n: string }>`SELECT count(*) AS n FROM goods WHERE search_indexed_rev IS DISTINCT FROM search_rev`.execute(db)).rows[0].n);
    const tIndex = performance.now();
    const staleAtStart = await stale();
    await waitFor('search words of every goods', async () => ((await stale()) === 0 ? true : undefined), 900_000, 500);
    say(`search words: ${staleAtStart.toLocaleString('en')} goods still to index when the API phase began; all indexed ${ms(performance.now() - tIndex)} later`);
    // ── 6. list API and search (scale-api.ts) ──────────────────────────────────────────────────────────
    const pgPid = Number(fs.readFileSync(path.join(base, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
    await apiPhase({ origin, db, serverPid: server.proc.pid!, pgPid, dir: base });
  } catch (e) {
    if (server) console.error(`server output (last lines):\n${server.out.slice(-25).join('\n')}`);
    throw e;
  } finally {
    await server?.stop();
    await db.destroy();
    await pg.stop();
    fs.rmSync(base, { recursive: true, force: true });
  }
}
