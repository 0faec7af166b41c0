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
 * Phases alone against a shop already running (no seeding, no build): SCALE_SHOP=<origin> SCALE_DATA_DIR=<its data
 * dir>, SCALE_PHASES=api (the default there), pages, or pages,api (scale-pages.ts, scale-api.ts).
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
import { loadConfig } from '../../server/config';
import { freePort } from '../helpers/script-weight';
import { apiPhase, apiPhaseOfRunningShop, tree } from './scale-api';
import { ok, pageItemIds, pagePhase, pagePhaseOfRunningShop, spread, waitFor } from './scale-pages';

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


function duOf(dir: string): { bytes: number; files: number } {
  const du = spawnSync('du', ['-sk', '--exclude=.trash', dir], { encoding: 'utf8' });
  let files = 0;
  for (const e of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) if (e.isFile() && !e.parentPath.includes('.trash')) files++;
  return { bytes: Number(du.stdout.split('\t')[0]) * 1024, files };
}

export async function run(): Promise<void> {
  // The API phase alone against a shop already running (scale-api.ts): no seeding, build or page phases.
  // Phases alone against a shop already running (scale-api.ts, scale-pages.ts): no seeding or build. The API phase
  // unless SCALE_PHASES names others (`pages`, `pages,api`).
  if (process.env.SCALE_SHOP) {
    const only = (process.env.SCALE_PHASES ?? 'api').split(',');
    const dataDir = process.env.SCALE_DATA_DIR ?? 'data';
    if (only.includes('pages')) await pagePhaseOfRunningShop(process.env.SCALE_SHOP, dataDir, (url) => connect(url, 4).db);
    if (only.includes('api')) await apiPhaseOfRunningShop(process.env.SCALE_SHOP, dataDir, (url) => connect(url, 4).db);
    return;
  }
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
    const ids = await pageItemIds(db);
    const sample = spread(ids, 200);
    // A freshly seeded catalogue gets its search words in the background after the first start (stale goods, a
    // batch of 200 at a time: jieba and pinyin in the server's thread, an UPDATE of goods in PostgreSQL, and a
    // catalogue change that empties every list cache). Pages and the API are measured on a shop in its steady
    // state, after that pass; its length is a figure of its own. (The page phases used to run during it:
    // their "server 13 ms, database 10 ms per page request" were mostly the pass.)
    const stale = async () => Number((await sql<{ n: string }>`SELECT count(*) AS n FROM goods WHERE search_indexed_rev IS DISTINCT FROM search_rev`.execute(db)).rows[0].n);
    const searchWordsPass = async (phase: string) => {
      const tIndex = performance.now();
      const vacuums = async () => (await sql<{ n: number }>`SELECT vacuum_count::int AS n FROM pg_stat_user_tables WHERE relname = 'goods'`.execute(db)).rows[0].n;
      const [staleAtStart, vacuumsAtStart] = [await stale(), await vacuums()];
      await waitFor('search words of every goods', async () => ((await stale()) === 0 ? true : undefined), 900_000, 500);
      const indexed = performance.now() - tIndex;
      // A pass over 1,000 goods or more ends with VACUUM ANALYZE of goods (server/modules/catalog/search/indexer.server.ts).
      if (staleAtStart >= 1000) await waitFor('goods vacuumed after the pass', async () => ((await vacuums()) > vacuumsAtStart ? true : undefined), 900_000, 200);
      say(`search words: ${staleAtStart.toLocaleString('en')} goods still to index when ${phase} began; all indexed ${ms(indexed)} later, the goods table settled (VACUUM ANALYZE) ${ms(performance.now() - tIndex - indexed)} after that`);
    };
    if (phases.includes('pages')) {
      await searchWordsPass('the page phases');
      const pgPid = Number(fs.readFileSync(path.join(base, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
      await pagePhase({ origin, db, dist, serverPid: server.proc.pid!, pgPid, sample, freshQuiet: ids.slice(-400, -200), freshDuring: ids.slice(-200) });
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
    await searchWordsPass('the API phase');
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
