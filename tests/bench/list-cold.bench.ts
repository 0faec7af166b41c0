/**
 * What one cold list costs, server and database, with nothing else on the database: the API in this process
 * (`inject`, no HTTP) on a seeded shop's data dir whose PostgreSQL it starts itself (the shop must not be running),
 * so no page compiler's reads are counted with the API's. Each case's distinct URLs (those of scale-api.ts) are read
 * one at a time from an emptied list cache, several rounds; CPU figures barely move with the machine's load (the
 * wall-clock ones do), the lowest and the median round are printed.
 *   SCALE_DATA_DIR=./.data-100k npm run bench list-cold      (LIST_COLD_CASES=leaf,top to pick cases)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { startEmbedded } from '../../server/db/embedded.server';
import { connect } from '../../server/db/database.server';
import { migrateToLatest } from '../../server/db/migrate.server';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { exitedChildrenCpuOf, treeCpu } from './scale-api';

const API = '/api/h5app/wxapp/goods/items?pageSize=20&';
const ROUNDS = 5;
const load = () => `load ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`;

export async function run(): Promise<void> {
  const dataDir = process.env.SCALE_DATA_DIR;
  if (!dataDir) throw new Error('SCALE_DATA_DIR: the data dir of a seeded shop that is not running');
  const pg = await startEmbedded(path.resolve(dataDir, 'pg'), 'shop', { quiet: true });
  const pgPid = Number(fs.readFileSync(path.resolve(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
  const { db } = connect(pg.url);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-list-cold-'));
  try {
    await migrateToLatest(db);
    const defaults = loadConfig({});
    const config = { ...defaults, http: { ...defaults.http, maxEventLoopDelayMs: 0, maxInFlight: 0 }, distDir: path.join(tmp, 'dist'), designerDir: path.join(tmp, 'designer'), dataDir: tmp };
    const app = await buildApp({ db, databaseUrl: pg.url, config, jwtSecret: 'bench' });
    try {
      await app.ready();
      const ids = async (q: string) => (await sql.raw<{ id: number }>(q).execute(db)).rows.map((r) => r.id);
      const leaves = await ids('SELECT category_id AS id FROM categories WHERE category_level = 3 ORDER BY 1');
      const tops = await ids('SELECT category_id AS id FROM categories WHERE parent_id = 0 ORDER BY 1');
      const brands = await ids('SELECT brand_id AS id FROM brands ORDER BY 1');
      const cases: [string, (i: number) => string][] = [
        ['leaf category + brand', (i) => `cat_id=${leaves[i % leaves.length]}&brand_id=${brands[(i * 7) % brands.length]}&page=1`],
        ['top category, sales sort', (i) => `cat_id=${tops[i % tops.length]}&goodsSort=1&page=${1 + (i % 5)}`],
        ['price 50–200 yuan, price ascending', (i) => `start_price=${50 + (i % 50)}&end_price=200&goodsSort=3&page=${1 + (i % 10)}`],
        ['page 1, no filter', (i) => `page=${1 + (i % 3)}`],
        ['search 火锅底料, page 1', (i) => `keywords=${encodeURIComponent(['火锅底料', '孜然', '八角', '汉源', '特级'][i % 5])}&page=1`],
      ];
      const only = process.env.LIST_COLD_CASES?.split(',').filter(Boolean);
      const databaseCpu = () => treeCpu(pgPid) + exitedChildrenCpuOf(pgPid);
      for (const [name, query] of cases) {
        if (only && !only.some((w) => name.includes(w))) continue;
        const urls = [...new Set(Array.from({ length: 2000 }, (_, i) => API + query(i)))].slice(0, 200);
        const rounds: { server: number; database: number; cached: number }[] = [];
        for (let r = 0; r < ROUNDS; r++) {
          await sql`SELECT pg_notify('catalog_changed', '')`.execute(db);
          // The cache hears it before the next answer it gives from memory; a first read of each URL follows.
          await app.inject({ url: urls[0] });
          const [c0, d0] = [process.cpuUsage(), databaseCpu()];
          for (const u of urls.slice(1)) if ((await app.inject({ url: u })).statusCode !== 200) throw new Error(`${u} failed`);
          const [c, d] = [process.cpuUsage(c0), databaseCpu() - d0];
          const k0 = process.cpuUsage();
          for (const u of urls.slice(1)) await app.inject({ url: u });
          const k = process.cpuUsage(k0);
          const n = urls.length - 1;
          rounds.push({ server: (c.user + c.system) / 1000 / n, database: (d * 1000) / n, cached: (k.user + k.system) / 1000 / n });
        }
        const fig = (key: 'server' | 'database' | 'cached') => {
          const v = rounds.map((x) => x[key]).sort((a, b) => a - b);
          return `${v[0].toFixed(2)} / ${v[Math.floor(v.length / 2)].toFixed(2)} ms`;
        };
        console.log(`${name}: ${urls.length - 1} distinct lists cold, one at a time, CPU a list (lowest / median of ${ROUNDS} rounds): server ${fig('server')}, database ${fig('database')}; the same read again from memory: server ${fig('cached')}   [${load()}]`);
      }
    } finally {
      await app.close();
    }
  } finally {
    await db.destroy();
    await pg.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}
