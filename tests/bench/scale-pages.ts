/**
 * The page phases of the scale bench (scale.bench.ts): item pages' first and later requests, one price change →
 * its pages served new, and a header publish → every page served new with the p95 of page requests made meanwhile
 * (50 a second, each checked to be whole), the same load first without a publish. Also runs alone against a shop
 * already running on its own data dir (no seeding, no build; minutes, not ten):
 *   SCALE_SHOP=http://127.0.0.1:8400 SCALE_DATA_DIR=./.data-100k SCALE_PHASES=pages npm run bench scale
 * There, the "first visits" are item pages that have no file yet in that dist (a run makes them: the next run
 * takes others).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { openManifest } from '../../compiler/manifest.server';
import { percentile } from './env';
import { childrenOf, cpuOf, exitedChildrenCpuOf, tree, treeCpu } from './scale-api';

const API = '/api/h5app/wxapp';
const load = () => `load ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`;
const say = (line: string) => console.log(`${line}   [${load()}]`);
const ms = (v: number) => `${v.toFixed(v < 10 ? 1 : 0)} ms`;
const sleep = (t: number) => new Promise((r) => setTimeout(r, t));
/** How often the pages not yet new are probed during a header publish (the time to every page new is known within it). */
const PROBE_EVERY_MS = 250;

export async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs: number, everyMs = 50): Promise<T> {
  const t0 = performance.now();
  for (;;) {
    try { const v = await probe(); if (v !== undefined) return v; } catch { /* not yet */ }
    if (performance.now() - t0 > timeoutMs) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await sleep(everyMs);
  }
}

export const ok = async (url: string) => { const r = await fetch(url); await r.arrayBuffer(); return r.status === 200 ? true : undefined; };
const text = async (url: string) => { const r = await fetch(url); return { status: r.status, body: await r.text() }; };

export interface PagePhase {
  origin: string;
  db: Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  dist: string;
  serverPid: number;
  pgPid: number;
  /** 200 item pages spread over the catalogue, none made yet: the first 100 are asked for (made), then all 200 probed after the publish. */
  sample: number[];
  /** Item pages never made, 200 for the load without a publish and 200 for the load during it. */
  freshQuiet: number[];
  freshDuring: number[];
}

/** Item ids with a page (on sale, default SKU, not a gift), in id order. */
export async function pageItemIds(db: PagePhase['db']): Promise<number[]> {
  return (await sql<{ item_id: number }>`SELECT i.item_id FROM items i JOIN goods g ON g.goods_id = i.goods_id WHERE i.is_default AND NOT g.is_gift AND g.approve_status = 'onsale' ORDER BY i.item_id`.execute(db)).rows.map((r) => r.item_id);
}

export async function pagePhase({ origin, db, dist, serverPid, pgPid, sample, freshQuiet, freshDuring }: PagePhase): Promise<void> {
  const firstVisit: number[] = [];
  for (const id of sample.slice(0, 100)) { const t = performance.now(); await ok(`${origin}/items/${id}`); firstVisit.push(performance.now() - t); }
  const again: number[] = [];
  for (const id of sample.slice(0, 100)) { const t = performance.now(); await ok(`${origin}/items/${id}`); again.push(performance.now() - t); }
  say(`item page, first request (made then): p50 ${ms(percentile(firstVisit, 50))}, p95 ${ms(percentile(firstVisit, 95))}; later requests: p50 ${ms(percentile(again, 50))}, p95 ${ms(percentile(again, 95))} (n=100)`);

  // ── one price change → its item page and the list page served new ───────────────────────────────────
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

  // ── a header publish → every page served new, the shop answering meanwhile ──────────────────────────
  // The header is changed in its own editor (a shared document with its own versions).
  const chrome = (await (await fetch(`${origin}/api/admin/chrome/header`, { headers: auth })).json()).data as { widgets: { type: string; text?: unknown; childWidgets?: { type: string; text?: unknown }[] }[]; version: number };
  const child = chrome.widgets.flatMap((w) => [w, ...(w.childWidgets ?? [])]).find((c) => c.type === 'W0011')!;
  const oldText = String(child.text);
  const marker = `规模标记${Math.random().toString(36).slice(2, 8)}`;
  child.text = marker;
  const saved = await fetch(`${origin}/api/admin/chrome/header/draft`, { method: 'PUT', headers: auth, body: JSON.stringify({ widgets: chrome.widgets, base_version: chrome.version }) });
  if (!saved.ok) throw new Error(`draft save failed: ${await saved.text()}`);
  const draftVersion = ((await saved.json()) as { data: { version: number } }).data.version;
  // Item pages on disk when the header changes: each is made again behind the publish (a header swap), so how many
  // there are is what the publish's background work, and the page requests' p95 meanwhile, depend on.
  const itemDirs = fs.existsSync(path.join(dist, 'items')) ? fs.readdirSync(path.join(dist, 'items')).filter((d) => /^\d+$/.test(d)) : [];
  const itemPagesBefore = itemDirs.length;
  // Item pages made before that nobody asks for during the publish (not the load's, not the probes'): the probes
  // below make the pages they ask for new by asking, so these are what says whether every page is new.
  const asked = new Set([...sample, ...freshQuiet, ...freshDuring].map(String));
  const untouched = itemDirs.filter((d) => !asked.has(d));
  const built = openManifest(dist).entries().map(([file]) => file);
  const shellPages = built.filter((f) => f.endsWith('index.html') && !/^(custompage|member)\/index\.html$/.test(f))
    .map((f) => `/${f.replace(/index\.html$/, '')}`).filter((p) => !p.startsWith('/items/'));
  // Pages that show the header (the auth layout shows only the footer): those that carry its text now.
  const withHeader: string[] = [];
  const headerOf = (body: string) => { const at = body.indexOf('<header class="site-header">'); return at < 0 ? '' : body.slice(at, body.indexOf('<main', at)); };
  // The ETag each probed page has now, with the old header (see the probes below): taken before the load is timed.
  const seen = new Map<string, string>();
  for (const p of shellPages) {
    const r = await fetch(`${origin}${p}`);
    if (headerOf(await r.text()).includes(oldText)) { withHeader.push(p); seen.set(p, r.headers.get('etag') ?? ''); }
  }
  const probes = [...withHeader, ...sample.map((id) => `/items/${id}/`)];
  // Page requests, 50 a second over home, the list, item pages made before and item pages never made. Each is
  // timed by what it asked for: a built page, an item page made before (or asked for earlier in this run), or one
  // asked for the first time (a render, publish or not). The same load runs first without a publish (other
  // never-made pages), so what the publish costs the shop is the difference.
  const made = new Set(sample.slice(0, 100).map((id) => `/items/${id}`));
  // CPU per page request of the server, the compiler's process and PostgreSQL (backends live and ended): a figure
  // that does not grow with the machine's load the way wall times do.
  // The compiler: the server's node children only (its embedded PostgreSQL, counted as the database, and esbuild's
  // service, which exits meanwhile, are children too).
  const compilerPids = () => childrenOf(serverPid).filter((p) => { try { return fs.readFileSync(`/proc/${p}/comm`, 'utf8').trim() === 'node'; } catch { return false; } });
  const cpuNow = () => ({
    server: cpuOf(serverPid), compiler: compilerPids().flatMap(tree).reduce((s, p) => s + cpuOf(p), 0), db: treeCpu(pgPid) + exitedChildrenCpuOf(pgPid),
  });
  // Requests the bench itself adds meanwhile (the publish's probes below): the server answers them too, so CPU per
  // request is given over every page request the shop answered, and the probes' count beside it.
  let probeRequests = 0;
  const drive = (fresh: number[]) => {
    const cpu0 = cpuNow();
    const probes0 = probeRequests;
    const client0 = process.cpuUsage();
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
      const probed = probeRequests - probes0;
      const answered = Math.max(1, all.length + probed);
      const per = (k: keyof typeof c) => ms(((c[k] - cpu0[k]) * 1000) / answered);
      const client = process.cpuUsage(client0);
      return `; CPU per page request (${answered} answered${probed ? `, ${probed} of them the bench's probes` : ''}): server ${per('server')}, compiler ${per('compiler')}, database ${per('db')}; the bench client's own CPU ${ms((client.user + client.system) / 1000)}`;
    };
    return async () => { stopped = true; await loop; return line() + cpuLine(); };
  };
  const stopQuiet = drive(freshQuiet);
  await sleep(10_000);
  say(`the same page requests for 10 s without a publish: ${await stopQuiet()}`);
  // The item pages of the sample asked for by now (the first hundred, and those the load above made): their ETags.
  for (const id of sample) {
    if (!made.has(`/items/${id}`)) continue;
    const r = await fetch(`${origin}/items/${id}/`, { method: 'HEAD' });
    seen.set(`/items/${id}/`, r.headers.get('etag') ?? '');
  }
  const stopLoad = drive(freshDuring);
  await sleep(500);
  const tPub = performance.now();
  const pub = await fetch(`${origin}/api/admin/chrome/header/publish`, { method: 'POST', headers: auth, body: JSON.stringify({ base_version: draftVersion }) });
  const publishAnswered = performance.now() - tPub;
  if (!pub.ok) throw new Error(`publish failed: ${await pub.text()}`);
  // Every page probed until it carries the new header: by ETag (a 304 while its bytes are the ones seen last, before
  // the publish for the pages made by then, so an unchanged page costs neither side a body), a round at most every
  // PROBE_EVERY_MS. Probing flat out with whole bodies was as many requests again as the load being timed (about 400
  // in its 10 s, counted in its CPU per request), on the same 2 cores: the instrument slowed what it measured. The time
  // to every page new is now known within a round.
  let stale = probes;
  while (stale.length) {
    const round = performance.now();
    const next: string[] = [];
    for (const p of stale) {
      probeRequests++;
      const etag = seen.get(p);
      const r = await fetch(`${origin}${p}`, { headers: etag ? { 'if-none-match': etag } : {} });
      const body = await r.text();
      if (r.status === 304) { next.push(p); continue; }
      seen.set(p, r.headers.get('etag') ?? '');
      if (!body.includes(marker)) next.push(p);
    }
    stale = next;
    if (performance.now() - tPub > 600_000) throw new Error(`${stale.length} pages still old after 600 s`);
    if (stale.length) await sleep(PROBE_EVERY_MS - (performance.now() - round));
  }
  const everyNew = performance.now() - tPub;
  // The pages nobody asked for: until no file in dist (what nginx or our server would send) has the old header.
  // A file is read up to its header (the first 64 KB); one gone (moved aside to be made on request) counts as new.
  const chunk = Buffer.alloc(64 * 1024);
  const oldLeft = () => untouched.filter((d) => {
    let fd: number | undefined;
    try { fd = fs.openSync(path.join(dist, 'items', d, 'index.html'), 'r'); } catch { return false; }
    try { const n = fs.readSync(fd, chunk, 0, chunk.length, 0); return headerOf(chunk.subarray(0, n).toString('utf8')).includes(oldText); } finally { fs.closeSync(fd); }
  }).length;
  let left = oldLeft();
  const leftAtProbesDone = left;
  while (left > 0) {
    if (performance.now() - tPub > 600_000) throw new Error(`${left} item pages in dist still old after 600 s`);
    await sleep(1000);
    left = oldLeft();
  }
  const untouchedNew = performance.now() - tPub;
  const stillThere = untouched.filter((d) => fs.existsSync(path.join(dist, 'items', d, 'index.html'))).length;
  await sleep(1000);
  const loadLine = await stopLoad();
  // A few of them asked for now, for the first time since the publish: each must come back new.
  const firsts: number[] = [];
  let oldServed = 0;
  for (const d of spread(untouched.map(Number), 20)) {
    const t = performance.now();
    const r = await text(`${origin}/items/${d}/`);
    firsts.push(performance.now() - t);
    if (!headerOf(r.body).includes(marker)) oldServed++;
  }
  say(`header publish → every page served new (${withHeader.length} built pages with the header + ${sample.length} item pages checked, a round at most every ${PROBE_EVERY_MS} ms): ${ms(everyNew)} (publish answered in ${ms(publishAnswered)}; ${itemPagesBefore.toLocaleString('en')} item pages made before it, made again behind it); page requests meanwhile: ${loadLine}`);
  say(`  the ${untouched.length.toLocaleString('en')} item pages made before that nobody asked for: no file in dist with the old header after ${ms(untouchedNew)} (${leftAtProbesDone.toLocaleString('en')} still old when the probes were done; at the end ${stillThere.toLocaleString('en')} made again, ${(untouched.length - stillThere).toLocaleString('en')} moved aside to be made on request); 20 of them asked for after: ${oldServed} served old, p50 ${ms(percentile(firsts, 50))} / p95 ${ms(percentile(firsts, 95))}`);
}

/** Spread over the catalogue: `n` of `ids`, every 7919th modulo its length (a prime: no two alike while n < length). */
export const spread = (ids: number[], n: number) => Array.from({ length: Math.min(n, ids.length) }, (_, i) => ids[Math.floor((i * 7919) % ids.length)]);

/** The page phases alone against a running shop (SCALE_SHOP, SCALE_DATA_DIR: its data dir with pg/ and dist/). */
export async function pagePhaseOfRunningShop(origin: string, dataDir: string, connect: (url: string) => PagePhase['db']): Promise<void> {
  const [pid, , , port] = fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n');
  const db = connect(`postgres://shop:shop@127.0.0.1:${port.trim()}/shop`);
  const listening = spawnSync('ss', ['-ltnpH', `sport = :${new URL(origin).port}`], { encoding: 'utf8' }).stdout;
  const serverPid = Number(/pid=(\d+)/.exec(listening)?.[1] ?? 0);
  if (!serverPid) throw new Error(`no process listens at ${origin}`);
  const dist = process.env.DIST_DIR ?? path.join(dataDir, 'dist');
  try {
    const ids = await pageItemIds(db);
    // Pages an earlier run (or the warm pass) made are not first visits any more: only ids without a file.
    const unmade = ids.filter((id) => !fs.existsSync(path.join(dist, 'items', String(id), 'index.html')));
    if (unmade.length < 1000) throw new Error(`only ${unmade.length} item pages not made yet in ${dist}: a run needs 600`);
    const sample = spread(unmade, 200);
    const rest = unmade.filter((id) => !sample.includes(id));
    // Never-made pages for the two loads: from the far end, as a fresh shop's bench takes them (the warm pass goes in id order).
    say(`scale bench, page phases only: the shop at ${origin} (pid ${serverPid}); ${ids.length - unmade.length} of ${ids.length} item pages made before`);
    await pagePhase({ origin, db, dist, serverPid, pgPid: Number(pid), sample, freshQuiet: rest.slice(-400, -200), freshDuring: rest.slice(-200) });
  } finally {
    await db.destroy();
  }
}
