/**
 * The API phase of the scale bench (scale.bench.ts): the public list API (`goods/items`) and search at a paced
 * 200 rps, one URL (answer cache warm) and 2,000 distinct URLs (cache mostly missing), max rps (wrk), and the
 * server's and PostgreSQL's CPU per request. Also runs alone against a shop already running (its own data dir):
 *   SCALE_SHOP=http://127.0.0.1:8600 SCALE_DATA_DIR=./data-100k npm run bench scale
 * which skips seeding, the build and the page phases (a quick look at the API after a change; minutes, not ten).
 * `SCALE_API_CASES=leaf,search` runs only the cases whose name holds one of the words.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';

const ROOT = path.resolve(import.meta.dirname, '../..');
const API = '/api/h5app/wxapp';
const load = () => `load ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`;
const say = (line: string) => console.log(`${line}   [${load()}]`);
const ms = (v: number) => `${v.toFixed(v < 10 ? 1 : 0)} ms`;

/** CPU seconds (user + system) of a process, from /proc. */
export function cpuOf(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(f[11]) + Number(f[12])) / 100;
  } catch { return 0; }
}
export function childrenOf(pid: number): number[] {
  try {
    return fs.readdirSync(`/proc/${pid}/task`).flatMap((t) => fs.readFileSync(`/proc/${pid}/task/${t}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number));
  } catch { return []; }
}
export const tree = (pid: number): number[] => [pid, ...childrenOf(pid).flatMap(tree)];
export const treeCpu = (pid: number) => tree(pid).reduce((s, p) => s + cpuOf(p), 0);
/** CPU seconds of a process's children that have exited (cutime + cstime): PostgreSQL's closed backends. */
export function exitedChildrenCpuOf(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(f[13]) + Number(f[14])) / 100;
  } catch { return 0; }
}
/** PostgreSQL's CPU: its processes now, and the backends that closed (a pool closes idle ones). */
const databaseCpu = (pgPid: number) => treeCpu(pgPid) + exitedChildrenCpuOf(pgPid);

/** The paced client in its own process (paced-client.ts). */
interface Paced { n: number; failed: number; p50: number; p95: number; p99: number; rps: number; lagP95: number; lagMax: number }
/** Whether the paced client kept its pace: the rate it sent at and how late its requests left (p95 / max). */
const pace = (r: Paced) => `sent ${r.rps} rps, client lag p95 ${ms(r.lagP95)} max ${ms(r.lagMax)}`;

function paced(target: string, rate: number, seconds: number): Promise<Paced> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'tests/bench/paced-client.ts'), target, String(rate), String(seconds)], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d) => { out += d; });
    child.on('close', (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`paced client exited ${code}`))));
  });
}

/** Max rps with wrk (Debian's), rotating through the given paths; undefined when wrk is not installed. */
function wrk(origin: string, paths: string[], dir: string, seconds = 5): number | undefined {
  if (!fs.existsSync('/usr/bin/wrk')) return undefined;
  const list = path.join(dir, `wrk-${Math.random().toString(36).slice(2)}.txt`);
  fs.writeFileSync(list, paths.join('\n'));
  const script = path.join(dir, 'rotate.lua');
  fs.writeFileSync(script, `local paths = {}\nfor l in io.lines("${list}") do paths[#paths + 1] = l end\nlocal i = 0\nrequest = function() i = i + 1; return wrk.format("GET", paths[(i % #paths) + 1], { ["Accept-Encoding"] = "gzip, br" }) end\n`);
  const r = spawnSync('/usr/bin/wrk', ['-t1', '-c16', `-d${seconds}s`, '-s', script, origin], { encoding: 'utf8' });
  const m = /Requests\/sec:\s+([\d.]+)/.exec(r.stdout ?? '');
  return m ? Math.round(Number(m[1])) : undefined;
}

const ok = async (url: string) => { const r = await fetch(url); await r.arrayBuffer(); return r.status === 200; };

export interface ApiPhase {
  origin: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  db: Kysely<any>;
  /** The shop's API process (its CPU counted alone, not its children's: the compiler, an embedded PostgreSQL) and PostgreSQL's postmaster. */
  serverPid: number;
  pgPid: number;
  /** A scratch folder for URL lists. */
  dir: string;
}

/** The list and search cases: each a URL for request i (distinct i: distinct lists, pages and filters). */
async function apiCases(db: ApiPhase['db']): Promise<[string, (i: number) => string][]> {
  const tops = (await sql<{ category_id: number }>`SELECT category_id FROM categories WHERE parent_id = 0 ORDER BY category_id`.execute(db)).rows.map((r) => r.category_id);
  const leaves = (await sql<{ category_id: number }>`SELECT category_id FROM categories WHERE category_level = 3 ORDER BY category_id`.execute(db)).rows.map((r) => r.category_id);
  const brands = (await sql<{ brand_id: number }>`SELECT brand_id FROM brands ORDER BY brand_id`.execute(db)).rows.map((r) => r.brand_id);
  const q = (s: string) => `${API}/goods/items?pageSize=20&${s}`;
  return [
    ['page 1, no filter', (i) => q(`page=${1 + (i % 3)}`)],
    ['page 200, no filter', (i) => q(`page=${200 + (i % 50)}`)],
    ['top category, sales sort', (i) => q(`cat_id=${tops[i % tops.length]}&goodsSort=1&page=${1 + (i % 5)}`)],
    ['leaf category + brand', (i) => q(`cat_id=${leaves[i % leaves.length]}&brand_id=${brands[(i * 7) % brands.length]}&page=1`)],
    ['price 50–200 yuan, price ascending', (i) => q(`start_price=${50 + (i % 50)}&end_price=200&goodsSort=3&page=${1 + (i % 10)}`)],
    ['price descending, page 200', (i) => q(`goodsSort=2&page=${200 + (i % 50)}`)],
    ['stock descending (goodsSort=5), page 1 / 200', (i) => q(`goodsSort=5&page=${i % 2 ? 1 + (i % 5) : 200 + (i % 50)}`)],
    ['search 花椒', (i) => q(`keywords=${encodeURIComponent('花椒')}&page=${1 + (i % 20)}`)],
    ['search 火锅底料, page 1', (i) => q(`keywords=${encodeURIComponent(['火锅底料', '孜然', '八角', '汉源', '特级'][i % 5])}&page=1`)],
  ];
}

export async function apiPhase({ origin, db, serverPid, pgPid, dir }: ApiPhase): Promise<void> {
  const only = process.env.SCALE_API_CASES?.split(',').filter(Boolean);
  for (const [name, url] of await apiCases(db)) {
    if (only && !only.some((w) => name.includes(w))) continue;
    const one = `${origin}${url(0)}`;
    const many = Array.from({ length: 2000 }, (_, i) => `${origin}${url(i)}`);
    const file = path.join(dir, 'urls.txt');
    fs.writeFileSync(file, many.join('\n'));
    // Every case starts from an empty list cache (as after a catalogue change), also when run again on one shop.
    await sql`SELECT pg_notify('catalog_changed', '')`.execute(db);
    await ok(one);
    const warm = await paced(one, 200, 5);
    // The API process alone: the embedded PostgreSQL and the page compiler are its children.
    const cpu0 = cpuOf(serverPid);
    const db0 = databaseCpu(pgPid);
    const cold = await paced(`@${file}`, 200, 5);
    const cpu = (cpuOf(serverPid) - cpu0) / cold.n * 1000;
    const dbCpu = (databaseCpu(pgPid) - db0) / cold.n * 1000;
    const distinct = new Set(many).size;
    // Each distinct URL once, one at a time, from an empty cache: what a cold answer costs, whatever the load.
    await sql`SELECT pg_notify('catalog_changed', '')`.execute(db);
    const firsts = [...new Set(many)].slice(0, 200);
    const [serial0, serialDb0] = [cpuOf(serverPid), databaseCpu(pgPid)];
    for (const u of firsts) await ok(u);
    const [serialCpu, serialDb] = [(cpuOf(serverPid) - serial0) / firsts.length * 1000, (databaseCpu(pgPid) - serialDb0) / firsts.length * 1000];
    const maxOne = wrk(origin, [url(0)], dir);
    const maxMany = wrk(origin, many.map((u) => u.slice(origin.length)), dir);
    say(`${name}: 200 rps one URL p50 ${ms(warm.p50)} p95 ${ms(warm.p95)} (${pace(warm)}); 200 rps over ${distinct} distinct URLs p50 ${ms(cold.p50)} p95 ${ms(cold.p95)} (${pace(cold)})${cold.failed ? ` (${cold.failed} failed)` : ''}; CPU per request: server ${ms(cpu)}, database ${ms(dbCpu)}; each of ${firsts.length} distinct URLs cold, one at a time: server ${ms(serialCpu)}, database ${ms(serialDb)}; max ${maxOne ?? '–'} rps one URL, ${maxMany ?? '–'} rps distinct`);
  }
}

/** The API phase alone against a running shop (SCALE_SHOP, SCALE_DATA_DIR: its embedded PostgreSQL). */
export async function apiPhaseOfRunningShop(origin: string, dataDir: string, connect: (url: string) => ApiPhase['db']): Promise<void> {
  const [pid, , , port] = fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n');
  const db = connect(`postgres://shop:shop@127.0.0.1:${port.trim()}/shop`);
  // The shop's process: the one listening on the origin's port.
  const listening = spawnSync('ss', ['-ltnpH', `sport = :${new URL(origin).port}`], { encoding: 'utf8' }).stdout;
  const serverPid = Number(/pid=(\d+)/.exec(listening)?.[1] ?? 0);
  if (!serverPid) throw new Error(`no process listens at ${origin}`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-scale-api-'));
  say(`scale bench, API phase only: the shop at ${origin} (pid ${serverPid}), PostgreSQL pid ${pid.trim()} on port ${port.trim()}`);
  try {
    await apiPhase({ origin, db, serverPid, pgPid: Number(pid), dir });
  } finally {
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
