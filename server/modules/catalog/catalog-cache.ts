/**
 * Cache of catalogue answers (goods list pages), emptied on every committed catalogue change: the
 * database notifies `catalog_changed` (migration 0040) and every process LISTENs on its own connection,
 * so several API processes on one PostgreSQL stay correct. Without a live LISTEN connection nothing is
 * cached. An answer read while a change arrived is served but not kept. Carts and orders never read it.
 *
 * A kept answer is served only after a round trip on the LISTEN connection that began after the request
 * arrived: PostgreSQL signals listeners before a writer's COMMIT returns and sends a session's pending
 * notifications before its ReadyForQuery, so every change committed before the request is known by then.
 * Without it, a change acknowledged a moment ago (an operator's new synonym, a member's price) could be
 * answered from memory by the next request while the notification was still on its way.
 *
 * A stock change (each order) notifies `catalog_stock_changed` with the goods id instead (migration 0372): only the
 * answers showing that goods (its `store` in a list row) and those read in stock order (`stock: true`) are dropped.
 */
import pg from 'pg';

const MAX_ENTRIES = 2000;
const RECONNECT_MS = 1000;
/** What is sent on the LISTEN connection to learn that every notification before it has arrived. */
export const ROUND_TRIP = '';

export interface CacheOptions {
  /** The answer depends on every goods' stock (a stock-sorted list): any stock change drops it. */
  stock?: boolean;
}

/** Reads answers through the cache, as of every change committed before the request that made it (see `request`). */
export type CachedRead = <T>(key: string, load: () => Promise<T>, opts?: CacheOptions) => Promise<T>;

export interface CatalogCache {
  /** One answer for a request of its own: `request()(key, load, opts)`. */
  get: CachedRead;
  /**
   * The reads of one request: the first kept answer it asks for waits for a round trip on the LISTEN connection
   * begun after the request arrived; its other reads share that round trip (every change committed before the
   * request is known after one). A list page asks for several kept parts (its category's descendants, the counts,
   * the list itself): one round trip, not one each.
   */
  request(): CachedRead;
  close(): Promise<void>;
  /** Resolves once the cache listens (tests). */
  ready: Promise<void>;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/** The goods an answer shows (a list page's rows): a stock change of one of them drops it. */
function goodsShown(value: unknown): Set<number> {
  const list = (value as { list?: unknown } | null)?.list;
  return new Set(Array.isArray(list) ? list.map((r) => (r as { goods_id?: number }).goods_id).filter((id): id is number => typeof id === 'number') : []);
}

/** Stock changes heard, kept while a read that began before them may still finish (so it is not kept stale). */
const STOCK_LOG_MAX = 10_000;

export function createCatalogCache(databaseUrl: string | undefined): CatalogCache {
  const entries = new Map<string, { value: unknown; stock: boolean; goods: Set<number> }>();
  /** Answers being read: a burst of requests for one list that is not kept yet reads it once, not once each. */
  const loading = new Map<string, { generation: number; stockSeen: number; value: Promise<unknown> }>();
  let generation = 0;
  /** Stock changes heard so far (a count), and the goods of the latest ones. */
  let stockChanges = 0;
  let stockLog: { at: number; goodsId: number }[] = [];
  const stockChanged = (goodsId: number) => {
    stockChanges++;
    stockLog.push({ at: stockChanges, goodsId });
    if (stockLog.length > STOCK_LOG_MAX) stockLog = stockLog.slice(-STOCK_LOG_MAX / 2);
    for (const [key, e] of entries) if (e.stock || e.goods.has(goodsId)) entries.delete(key);
  };
  /** Whether an answer read since `seen` stock changes missed one that matters to it (unknown when the log was cut). */
  const staleByStock = (seen: number, stock: boolean, goods: Set<number>) => {
    if (seen === stockChanges) return false;
    if (stock || !stockLog.length || stockLog[0].at > seen + 1) return true;
    return stockLog.some((c) => c.at > seen && goods.has(c.goodsId));
  };
  let listening = false;
  let closed = false;
  let client: pg.Client | undefined;
  const forget = () => { generation++; entries.clear(); loading.clear(); stockLog = []; };

  // One round trip at a time on the LISTEN connection; a request that arrives while one is out waits
  // for the next, which starts after it arrived (so it covers every commit before the request).
  let current: Promise<void> | undefined;
  let next: Promise<void> | undefined;
  // An empty query: PostgreSQL answers it (EmptyQueryResponse, then ReadyForQuery, pending notifications before
  // them) without parsing or planning anything; half the backend's CPU of a SELECT 1.
  const roundTrip = (c: pg.Client): Promise<void> => c.query(ROUND_TRIP).then(() => undefined);
  function caughtUp(): Promise<void> {
    const c = client;
    if (!c) return Promise.resolve();
    if (!current) {
      current = roundTrip(c).finally(() => { current = undefined; });
      return current;
    }
    next ??= current.catch(() => undefined).then(() => {
      next = undefined;
      current = roundTrip(c).finally(() => { current = undefined; });
      return current;
    });
    return next;
  }

  async function listen(): Promise<void> {
    if (!databaseUrl || closed) return;
    const c = new pg.Client({ connectionString: databaseUrl });
    client = c;
    c.on('notification', (n) => {
      const goodsId = Number(n.payload);
      if (n.channel === 'catalog_stock_changed' && Number.isInteger(goodsId) && goodsId > 0) stockChanged(goodsId);
      else forget();
    });
    c.on('error', () => {
      listening = false;
      forget();
      c.end().catch(() => undefined);
      if (!closed) setTimeout(() => void listen().catch(() => undefined), RECONNECT_MS);
    });
    await c.connect();
    await c.query('LISTEN catalog_changed');
    await c.query('LISTEN catalog_stock_changed');
    forget(); // anything read before we listened may have missed a change
    listening = true;
  }
  const ready = listen().catch(() => {
    if (!closed) setTimeout(() => void listen().catch(() => undefined), RECONNECT_MS);
  });

  const request = (): CachedRead => {
    let known: Promise<void> | undefined;
    return (key, load, opts) => read(key, load, opts, () => (known ??= caughtUp().catch(() => forget())));
  };

  async function read<T>(key: string, load: () => Promise<T>, opts: CacheOptions = {}, caughtUpForRequest: () => Promise<void>): Promise<T> {
    if (!listening) return load();
    if (entries.has(key) || loading.has(key)) {
      await caughtUpForRequest(); // a broken connection forgets (and reconnects on 'error')
      const kept = entries.get(key);
      if (listening && kept) return kept.value as T;
      // The same answer is being read, begun in this generation with no stock change since: no change committed
      // before this request (all are known after the round trip) came after it began, so it is this one's too.
      const pending = loading.get(key);
      if (listening && pending && pending.generation === generation && pending.stockSeen === stockChanges) return pending.value as Promise<T>;
    }
    const seen = generation;
    const stockSeen = stockChanges;
    const value = load();
    const mine = { generation: seen, stockSeen, value };
    loading.set(key, mine);
    try {
      const loaded = await value;
      const goods = goodsShown(loaded);
      const stock = !!opts.stock;
      if (listening && seen === generation && !staleByStock(stockSeen, stock, goods)) {
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
        // Shared by every request from now on: frozen, so no caller can change what others are answered.
        entries.set(key, { value: deepFreeze(loaded), stock, goods });
      }
      return loaded;
    } finally {
      if (loading.get(key) === mine) loading.delete(key);
    }
  }

  return {
    ready,
    get: (key, load, opts) => request()(key, load, opts),
    request,
    async close() {
      closed = true;
      listening = false;
      await client?.end().catch(() => undefined);
    },
  };
}
