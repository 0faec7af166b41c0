/**
 * Compiler figures: full build speed (pages/s, the median of five builds, each in a new compiler process into an
 * empty dist) for the seed plus 1,000 generated items, peak memory (this process and the compiler's together),
 * and publish-to-served latency (p50/p95) for one page and for a header change, through a real
 * listening server (publish over HTTP, then poll the page over HTTP until the change is served). Pages are served
 * as soon as their HTML is written; the time until their compressed siblings follow is printed too.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { loadConfig } from '../../server/config';
import { buildApp } from '../../server/app';
import { buildAstro } from '../../compiler/static-builds.server';
import { compilerProcess } from '../../compiler/process.server';
import { benchEnv, fmt, percentile } from './env';

async function addGeneratedItems(db: import('../../server/db/database.server').Database, n: number) {
  await sql`
    WITH g AS (
      INSERT INTO goods (item_name, brief, category_id, brand, pics, intro, tags, sort, seo)
      SELECT '压测香料 ' || s, '批量生成的商品 ' || s, (SELECT min(category_id) FROM categories), '川香源',
             (SELECT pics FROM goods ORDER BY goods_id LIMIT 1), '<p>批量生成</p>', '[]'::jsonb, 1000 + s, '{}'::jsonb
      FROM generate_series(1, ${n}) s RETURNING goods_id)
    INSERT INTO items (goods_id, item_bn, is_default, price, market_price, store)
    SELECT goods_id, 'GEN' || goods_id, true, 1000 + goods_id, 1500 + goods_id, 100 FROM g`.execute(db);
}

const FULL_BUILDS = 5;

/** Resident memory of a process, from /proc (0 once it has gone). */
function rssOf(pid: number | undefined): number {
  if (pid === undefined) return 0;
  try { return Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024; } catch { return 0; }
}

export async function run(): Promise<void> {
  const env = await benchEnv('compiler');
  const base = loadConfig({});
  if (!fs.existsSync(path.join(base.astroOutDir, 'shell', 'index.html'))) await buildAstro();
  const config = { ...base, distDir: path.join(env.base, 'dist'), mediaDir: env.mediaDir, dataDir: env.base, publicUrl: 'http://localhost' };
  try {
    await addGeneratedItems(env.db, 1000);
    // As `npm start` runs it: the compiler in its own process, started for the build, into an empty dist. Five such
    // builds, each in a new process and a new dist (a single run on a shared 2-core VM varies by ±20 %); the median.
    const builds: { ms: number; pages: number; peak: number }[] = [];
    let compiler!: ReturnType<typeof compilerProcess>;
    let full!: Awaited<ReturnType<typeof compiler.runFull>>;
    for (let run = 1; run <= FULL_BUILDS; run++) {
      await compiler?.close();
      config.distDir = path.join(env.base, `dist-${run}`);
      compiler = compilerProcess({ databaseUrl: env.url, config });
      let peak = process.memoryUsage().rss;
      const sampler = setInterval(() => { peak = Math.max(peak, process.memoryUsage().rss + rssOf(compiler.pid)); }, 20);
      full = await compiler.runFull();
      clearInterval(sampler);
      builds.push({ ms: full.ms, pages: full.pages.length, peak });
      console.log(`  full build ${run}: ${full.pages.length} pages in ${fmt(full.ms)} → ${(full.pages.length / (full.ms / 1000)).toFixed(0)} pages/s, peak RSS (this process + the compiler process) ${(peak / 1048576).toFixed(0)} MiB`);
    }
    const median = [...builds].sort((a, b) => a.ms - b.ms)[Math.floor(builds.length / 2)];
    const peak = Math.max(...builds.map((b) => b.peak));
    console.log(`compiler full build (median of ${builds.length}): ${median.pages} pages in ${fmt(median.ms)} → ${(median.pages / (median.ms / 1000)).toFixed(0)} pages/s, peak RSS (this process + the compiler process) ${(peak / 1048576).toFixed(0)} MiB`);

    const app = await buildApp({ db: env.db, config, jwtSecret: 'bench', onPublish: (slots) => compiler.rebuildSlots(slots) });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const origin = `http://127.0.0.1:${(app.server.address() as import('node:net').AddressInfo).port}`;
    const login = await (await fetch(`${origin}/api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: 'admin12345' }) })).json();
    const auth = { authorization: `Bearer ${login.data.token}`, 'content-type': 'application/json' };
    const home = (await (await fetch(`${origin}/api/admin/templates`, { headers: auth })).json()).data.list.find((t: { page_type: string }) => t.page_type === 'index');
    const id = home.theme_pc_template_id;
    const widgets = (await (await fetch(`${origin}/api/admin/templates/${id}`, { headers: auth })).json()).data.widgets;

    /** Time from publish to `probe` showing the change; each publish starts on a settled shop (siblings written). */
    const compressedAfter: number[] = [];
    async function publishAndWait(mutate: (marker: string) => void, probe: string): Promise<number> {
      await compiler.settled();
      const marker = `压测标记${Math.random().toString(36).slice(2, 8)}`;
      mutate(marker);
      const saved = await fetch(`${origin}/api/admin/templates/${id}/draft`, { method: 'PUT', headers: auth, body: JSON.stringify({ widgets }) });
      if (!saved.ok) throw new Error(`draft save failed: ${await saved.text()}`);
      const t0 = performance.now();
      const pub = fetch(`${origin}/api/admin/templates/${id}/publish`, { method: 'POST', headers: auth });
      for (;;) {
        const html = await (await fetch(`${origin}${probe}`)).text();
        if (html.includes(marker)) break;
        if (performance.now() - t0 > 60_000) throw new Error(`${probe} did not show the change within 60 s: ${await (await pub).text()}`);
      }
      const ms = performance.now() - t0;
      await pub;
      await compiler.settled();
      compressedAfter.push(performance.now() - t0);
      return ms;
    }

    const text = widgets.find((w: { type: string }) => w.type === 'W0011');
    const page: number[] = [];
    for (let i = 0; i < 20; i++) page.push(await publishAndWait((m) => { text.text = m; }, '/'));
    console.log(`publish one page → served: p50 ${fmt(percentile(page, 50))}, p95 ${fmt(percentile(page, 95))} (n=${page.length})`);

    compressedAfter.length = 0;
    const header = widgets.find((w: { comptyle?: string }) => w.comptyle === 'header');
    const child = header.childWidgets.find((c: { type: string }) => c.type === 'W0011');
    const chrome: number[] = [];
    for (let i = 0; i < 5; i++) chrome.push(await publishAndWait((m) => { child.text = m; }, '/auth/login'));
    console.log(`publish header (every page, ${full.pages.length}) → last page served: p50 ${fmt(percentile(chrome, 50))}, p95 ${fmt(percentile(chrome, 95))} (n=${chrome.length})`);
    console.log(`  … and every page's .br/.gz written (served compressed again): p50 ${fmt(percentile(compressedAfter, 50))}, p95 ${fmt(percentile(compressedAfter, 95))}`);
    await app.close();
    await compiler.close();
  } finally {
    await env.close();
  }
}
