/**
 * `npm run bench search`: goods search at size. Generates SEARCH_BENCH_GOODS synthetic goods (default
 * 100,000) in SQL on a throwaway database, indexes them (jieba + pinyin), then measures the server's time
 * for a search result page, a list page without words, a suggestion and a facet page: sequentially
 * (p50/p95), and offered at a paced 200 requests per second from this process (no HTTP, no cache: every
 * request a different query or page), which is the server and database time a request costs under load.
 */
import { sql } from 'kysely';
import { benchEnv, fmt, percentile } from './env';
import { listItems } from '../../server/modules/catalog/catalog.service';
import { suggest } from '../../server/modules/catalog/search/search.service';
import { indexAllStaleGoods } from '../../server/modules/catalog/search/indexer.server';

const N = Number(process.env.SEARCH_BENCH_GOODS ?? 100_000);
const RATE = 200;
const SECONDS = Number(process.env.SEARCH_BENCH_SECONDS ?? 10);

const QUERIES = ['花椒', '四川花椒', 'huajiao', 'hj', '青花椒 500g', '特辣 火锅底料', '孜然粉', '礼盒', '汉源 贡椒', '八角', 'zr', 'lajiao', '麻辣', '精选 颗粒', '重庆', '花椒油', '郫县豆瓣酱', '云南 草果', 'xiangye', '细磨'];
const TYPED = ['花', 'h', '孜', 'hu', '火锅', 'la', '青花', '八', 'z', '礼'];

export async function generate(db: Parameters<typeof indexAllStaleGoods>[0], n: number): Promise<void> {
  const before = (await db.selectFrom('goods').select((eb) => eb.fn.max('goods_id').as('m')).executeTakeFirstOrThrow()).m ?? 0;
  await sql`
    WITH w AS (SELECT
      ARRAY['汉源','金阳','茂县','四川','贵州','新疆','广西','云南','重庆','郫县','凉山','洪雅'] AS place,
      ARRAY['花椒','青花椒','辣椒','八角','孜然','桂皮','香叶','草果','火锅底料','豆瓣酱','花椒油','辣椒面','孜然粉','藤椒','朝天椒'] AS prod,
      ARRAY['特级','精选','颗粒','细磨','罐装','袋装','礼盒装','特辣','微辣','家庭装'] AS qual,
      ARRAY['100g','250g','500g','1kg'] AS wt,
      ARRAY['产地直采，麻香浓郁','四川原产，香辣过瘾','低温研磨，保留挥发油','卤味炖汤必备','烧烤灵魂，撒上就香','重庆老火锅配方','当季新货，密封保存'] AS brief,
      ARRAY['川香源','蜀香坊','鹃城','山野农夫','椒香记','滇味坊'] AS brand,
      (SELECT array_agg(category_id ORDER BY category_id) FROM categories) AS cats)
    INSERT INTO goods (item_name, brief, category_id, brand, pics, intro, tags, sort, seo, sales)
    SELECT place[1 + s % 12] || prod[1 + (s / 12) % 15] || ' ' || qual[1 + (s / 180) % 10] || ' ' || wt[1 + (s / 1800) % 4] || ' ' || s,
      brief[1 + s % 7], cats[1 + s % array_length(cats, 1)], brand[1 + s % 6], '[]'::jsonb, '', '[]'::jsonb, 1000 + s, '{}'::jsonb, (s * 7919) % 5000
    FROM w, generate_series(1, ${n}) s`.execute(db);
  await sql`INSERT INTO items (goods_id, item_bn, is_default, spec, price, market_price, store)
    SELECT goods_id, 'BENCH' || goods_id, true, '[]'::jsonb, 990 + (goods_id * 37) % 30000, 2000 + (goods_id * 37) % 30000, 100
    FROM goods WHERE goods_id > ${before}`.execute(db);
  await sql`ANALYZE goods`.execute(db);
  await sql`ANALYZE items`.execute(db);
}

async function timeEach(label: string, calls: (() => Promise<unknown>)[]): Promise<void> {
  const ms: number[] = [];
  for (const call of calls) { const t0 = performance.now(); await call(); ms.push(performance.now() - t0); }
  console.log(`${label.padEnd(34)} n=${ms.length}  p50 ${fmt(percentile(ms, 50))}  p95 ${fmt(percentile(ms, 95))}`);
}

/** Offers the calls at RATE per second whatever the answers do; latency from start to answer. */
async function paced(label: string, make: (i: number) => () => Promise<unknown>): Promise<void> {
  const total = RATE * SECONDS;
  const ms: number[] = [];
  let failed = 0;
  const pending: Promise<void>[] = [];
  const start = performance.now();
  for (let i = 0; i < total; i++) {
    const wait = start + (i * 1000) / RATE - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const call = make(i);
    pending.push((async () => { const t0 = performance.now(); try { await call(); ms.push(performance.now() - t0); } catch { failed++; } })());
  }
  await Promise.all(pending);
  console.log(`${label.padEnd(34)} ${RATE} rps × ${SECONDS} s  p50 ${fmt(percentile(ms, 50))}  p95 ${fmt(percentile(ms, 95))}  p99 ${fmt(percentile(ms, 99))}  failed ${failed}`);
}

export async function run(): Promise<void> {
  const env = await benchEnv('search');
  try {
    const { db } = env;
    let t0 = performance.now();
    await generate(db, N);
    console.log(`generated ${N} goods in SQL: ${fmt(performance.now() - t0)}`);
    t0 = performance.now();
    const indexed = await indexAllStaleGoods(db);
    const s = (performance.now() - t0) / 1000;
    console.log(`indexed ${indexed} goods (jieba + pinyin, one process): ${s.toFixed(1)} s, ${Math.round(indexed / s)} goods/s`);
    const size = await sql<{ size: string }>`SELECT pg_size_pretty(pg_total_relation_size('goods')) AS size`.execute(db);
    console.log(`goods table with search words and indexes: ${size.rows[0].size}`);

    const search = (keywords: string, page = 1, withTdk = false) => () => listItems(db, { keywords, page, pageSize: 20, withTdk });
    const list = (page: number, sort?: number) => () => listItems(db, { page, pageSize: 20, goodsSort: sort });
    // Warm the caches of PostgreSQL as a running shop has them.
    for (const q of QUERIES) await search(q)();

    await timeEach('search page 1 (sequential)', QUERIES.map((q) => search(q)));
    await timeEach('search page 5 (sequential)', QUERIES.map((q) => search(q, 5)));
    await timeEach('search + facets (is_tdk=1)', QUERIES.map((q) => search(q, 1, true)));
    await timeEach('suggest after 1–2 keystrokes', TYPED.map((q) => () => suggest(db, q)));
    await timeEach('list, no words, page 1 / 200', [1, 200, 1, 200, 50].flatMap((p) => [list(p), list(p, 1), list(p, 3)]));

    await paced('search (paced, distinct pages)', (i) => search(QUERIES[i % QUERIES.length], 1 + Math.floor(i / QUERIES.length) % 10));
    await paced('suggest (paced)', (i) => () => suggest(db, TYPED[i % TYPED.length]));
    await paced('list API (paced, sorts, deep pages)', (i) => list(1 + (i * 7) % 200, [undefined, 1, 2, 3, 4][i % 5]));
  } finally {
    await env.close();
  }
}
