/**
 * Keeps goods' search words current. Triggers (migration 0210) count every change a goods is found by in
 * `search_rev`, whoever writes it (console, import, seed, a bulk generator, SQL by hand); the indexer
 * segments the goods whose words are older (`search_indexed_rev <> search_rev`) and stores new ones, only
 * if no change came in meanwhile. It runs:
 *  - before a search, for a few stale goods (an operator's edit is found at once),
 *  - in the background, at start and after each catalogue change (a large import or a new database).
 * Several processes may index the same goods at once: the conditional write makes that harmless.
 */
import pg from 'pg';
import { sql } from 'kysely';
import { PREPARED } from '../../../db/named-statements.server';
import type { Database } from '../../../db/database.server';
import { goodsDocument } from './document';

/** Goods segmented per round trip: about 10 ms of jieba and pinyin. */
const BATCH = 200;
const RECONNECT_MS = 1000;
/**
 * A sweep that rewrote at least this many goods rows (a new or imported catalogue) ends with VACUUM ANALYZE of
 * goods: at 100,000 goods the pass leaves every row with a dead version and the planner with statistics from before,
 * and until autovacuum came round (minutes later, at a time of its choosing) each item read and list cost PostgreSQL
 * 2–4 times its CPU (4.6–7.3 ms per page request against 1.4–2.0 on a settled copy of the same shop).
 */
const SETTLE_AFTER = 1000;

interface StaleGoods { goods_id: number; search_rev: number; item_name: string; brief: string; brand: string; tags: string[]; categories: (string | null)[] }

/**
 * Asked before every search and suggestion (usually finding none): a named statement, so the four-table join is
 * planned once per connection (planning it weighed goods' 14 indexes each time: 1–6 ms of the backend's CPU).
 */
async function staleGoods(db: Database, limit: number): Promise<StaleGoods[]> {
  const { rows } = await sql<StaleGoods>`${PREPARED}
    SELECT g.goods_id, g.search_rev, g.item_name, g.brief, g.brand, g.tags,
      ARRAY[c.category_name, p.category_name, pp.category_name] AS categories
    FROM goods g
    LEFT JOIN categories c ON c.category_id = g.category_id
    LEFT JOIN categories p ON p.category_id = c.parent_id
    LEFT JOIN categories pp ON pp.category_id = p.parent_id
    WHERE g.search_indexed_rev <> g.search_rev
    ORDER BY g.goods_id LIMIT ${limit}`.execute(db);
  return rows;
}

/**
 * Indexes up to `limit` stale goods; returns how many were stale. `skipIfMore`: do nothing when more than
 * `limit` are stale (a bulk change: the background indexer has it, a request should not wait for it).
 */
export async function indexStaleGoods(db: Database, limit = BATCH, opts: { skipIfMore?: boolean } = {}): Promise<number> {
  const stale = await staleGoods(db, opts.skipIfMore ? limit + 1 : limit);
  if (!stale.length || stale.length > limit) return stale.length;
  const docs = stale.map((g) => goodsDocument({ item_name: g.item_name, brief: g.brief, brand: g.brand, tags: g.tags ?? [], categories: g.categories.filter((c): c is string => !!c) }));
  await sql`
    UPDATE goods g SET search_vector = u.v::tsvector, search_name = u.n::tsvector, search_indexed_rev = u.rev
    FROM unnest(${stale.map((g) => g.goods_id)}::int[], ${stale.map((g) => g.search_rev)}::int[], ${docs.map((d) => d.all)}::text[], ${docs.map((d) => d.name)}::text[]) AS u(id, rev, v, n)
    WHERE g.goods_id = u.id AND g.search_rev = u.rev`.execute(db);
  return stale.length;
}

/** Indexes every stale goods, a batch at a time. */
export async function indexAllStaleGoods(db: Database): Promise<number> {
  let total = 0;
  for (let n = await indexStaleGoods(db); n > 0; n = await indexStaleGoods(db)) {
    total += n;
    // Give requests their turn between batches (a 100,000-goods backfill takes a while).
    await new Promise((r) => setImmediate(r));
  }
  return total;
}

/**
 * Clears the dead row versions a bulk re-index left and refreshes goods' statistics. Outside any transaction (VACUUM
 * refuses one); a role that does not own the table gets PostgreSQL's warning and nothing happens, which is no error.
 */
async function settleGoods(db: Database): Promise<void> {
  await sql`VACUUM (ANALYZE) goods`.execute(db);
}

export interface SearchIndexer { close(): Promise<void>; /** Resolves when the sweep at start is done (tests, bench). */ idle(): Promise<void> }

/** The background half: sweeps at start and after every catalogue change this process hears of. */
export function startSearchIndexer(
  db: Database, databaseUrl: string | undefined, log: (m: string) => void = () => undefined,
  opts: { settleAfter?: number } = {},
): SearchIndexer {
  const settleAfter = opts.settleAfter ?? SETTLE_AFTER;
  let closed = false;
  let running: Promise<void> = Promise.resolve();
  let again = false;
  let client: pg.Client | undefined;
  const sweep = () => {
    if (closed) return;
    again = true;
    running = running.then(async () => {
      while (again && !closed) {
        again = false;
        try {
          const n = await indexAllStaleGoods(db);
          if (n > 100) log(`搜索索引：已更新 ${n} 件商品`);
          if (n >= settleAfter && !closed) {
            await settleGoods(db);
            log(`搜索索引：已整理商品表（VACUUM ANALYZE，${n} 件商品的旧版本）`);
          }
        } catch (e) {
          if (!closed) log(`搜索索引更新失败：${(e as Error).message}`);
        }
      }
    });
  };
  async function listen(): Promise<void> {
    if (!databaseUrl || closed) return;
    const c = new pg.Client({ connectionString: databaseUrl });
    client = c;
    c.on('notification', sweep);
    c.on('error', () => {
      c.end().catch(() => undefined);
      if (!closed) setTimeout(() => void listen().catch(() => undefined), RECONNECT_MS);
    });
    await c.connect();
    await c.query('LISTEN catalog_changed');
    sweep(); // changes made while nobody listened
  }
  sweep();
  void listen().catch(() => { if (!closed) setTimeout(() => void listen().catch(() => undefined), RECONNECT_MS); });
  return {
    idle: () => running,
    async close() {
      closed = true;
      await client?.end().catch(() => undefined);
      await running;
    },
  };
}
