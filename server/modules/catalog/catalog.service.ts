/** Catalogue reads: item list, item detail with specs and SKUs, category tree (api-contract §4.4). */
import { sql, type RawBuilder, type Selectable } from 'kysely';
import type { Database } from '../../db/database.server';
import type { DB } from '../../db/schema';
import { BizError } from '../../http/errors';
import { SITE_NAME } from '../../../src/lib/constants';
import { memberDiscount, memberPrice } from '../vip/member-price';
import { itemShared, type ItemShared } from './item-shared';
import { withMarketingAll, type MarketingFields } from '../promotion/marketing';
import { staffPriceFor } from '../staff/staff-price';
import { shopGoodsOwners } from '../shop/shop.service';
import { catchUpIndex, nearestWords, readQuery, searchSql, withHighlights } from './search/search.service';
import { allUnitsQuery, anyUnitQuery, requiredUnits } from './search/query';
import type { ParsedQuery } from './search/query';
import { PREPARED } from '../../db/named-statements.server';

export interface CategoryNode { category_id: number; category_name: string; category_level: number; parent_id: number; image_url: string; customize_page_id: number; children: CategoryNode[] }

export async function categoryTree(db: Database): Promise<CategoryNode[]> {
  const rows = await db.selectFrom('categories').selectAll().orderBy('sort').orderBy('category_id').execute();
  const byId = new Map<number, CategoryNode>();
  for (const r of rows) byId.set(r.category_id, { category_id: r.category_id, category_name: r.category_name, category_level: r.category_level, parent_id: r.parent_id, image_url: r.image_url, customize_page_id: 0, children: [] });
  const roots: CategoryNode[] = [];
  for (const n of byId.values()) (n.parent_id && byId.get(n.parent_id) ? byId.get(n.parent_id)!.children : roots).push(n);
  return roots;
}

/** Each category's children, read whole (a few hundred rows): a list's category and its descendants come from it. */
async function categoryChildren(db: Database): Promise<Map<number, number[]>> {
  const rows = await db.selectFrom('categories').select(['category_id', 'parent_id']).execute();
  const children = new Map<number, number[]>();
  for (const r of rows) children.set(r.parent_id, [...(children.get(r.parent_id) ?? []), r.category_id]);
  return children;
}

/** A category and all its descendants (none when it does not exist). */
function categoryWithDescendants(children: Map<number, number[]>, known: Set<number>, id: number): number[] {
  if (!known.has(id)) return [];
  const out = [id];
  for (let k = 0; k < out.length; k++) out.push(...(children.get(out[k]) ?? []));
  return out;
}

/**
 * Listed goods per category × brand (brand 0: none), kept by triggers in the same statement as each goods change
 * (migration 0390) as appended changes, summed here. Read whole once per catalogue change (a row per category ×
 * brand once folded), kept with the lists.
 */
export interface ListCounts { byCategory: Map<number, Map<number, number>> }
async function listCounts(db: Database): Promise<ListCounts> {
  // Summed in the database and sent as three comma-separated texts (category, brand, goods): a row per category ×
  // brand (4,810 at 100,000 goods) parsed one by one cost the first list after every catalogue change 10–20 ms of
  // the server's CPU, and pg's parser of int arrays 5 ms; split and converted here, about a tenth of that.
  const { rows: [sums] } = await sql<{ categories: string; brands: string; goods: string; keys: number; parts: number }>`${PREPARED}
    SELECT coalesce(array_to_string(array_agg(category_id) FILTER (WHERE goods > 0), ','), '') AS categories,
      coalesce(array_to_string(array_agg(brand_id) FILTER (WHERE goods > 0), ','), '') AS brands,
      coalesce(array_to_string(array_agg(goods) FILTER (WHERE goods > 0), ','), '') AS goods, count(*)::int AS keys, coalesce(sum(parts), 0)::int AS parts
    FROM (SELECT category_id, brand_id, sum(goods)::int AS goods, count(*) AS parts FROM goods_list_counts GROUP BY 1, 2) AS sums`.execute(db);
  const byCategory = new Map<number, Map<number, number>>();
  const ints = (text: string) => (text ? text.split(',').map(Number) : []);
  const [categories, brands, goods] = [ints(sums.categories), ints(sums.brands), ints(sums.goods)];
  for (let k = 0; k < categories.length; k++) {
    let inCategory = byCategory.get(categories[k]);
    if (!inCategory) byCategory.set(categories[k], (inCategory = new Map()));
    inCategory.set(brands[k], goods[k]);
  }
  // Each change appended a row: once they outnumber the counts, they are folded (a few ms, then one row each).
  if (sums.parts > 2 * sums.keys + LIST_COUNTS_FOLD_SLACK) await foldListCounts(db);
  return { byCategory };
}
const LIST_COUNTS_FOLD_SLACK = 1000;

/**
 * Folds the appended changes into one row per category × brand. Safe beside writers and other folds: the delete
 * sees only committed rows (a writer's rows not yet committed stay, and are summed later), and a row another fold
 * deleted first is skipped.
 */
export async function foldListCounts(db: Database): Promise<void> {
  await sql`WITH gone AS (DELETE FROM goods_list_counts RETURNING category_id, brand_id, goods)
    INSERT INTO goods_list_counts (category_id, brand_id, goods)
    SELECT category_id, brand_id, sum(goods) FROM gone GROUP BY 1, 2 HAVING sum(goods) <> 0`.execute(db);
}

/** How many listed goods the categories (all when undefined) hold, of one brand or of any. */
function countOf({ byCategory }: ListCounts, categoryIds: number[] | undefined, brandId: number | undefined): number {
  let n = 0;
  for (const c of categoryIds ?? byCategory.keys()) {
    const brands = byCategory.get(c);
    if (!brands) continue;
    if (brandId) n += brands.get(brandId) ?? 0;
    else for (const v of brands.values()) n += v;
  }
  return n;
}

export interface ListQuery {
  page: number; pageSize: number; keywords?: string; categoryId?: number; tag?: string;
  goodsSort?: number; startPrice?: number; endPrice?: number; itemIds?: number[]; brandId?: number;
  /** One shop's goods (its own, and the brand catalogue for the brand's stores). */
  distributorId?: number;
  /** Also answer `brand_list` and `tdk_data` (api-contract §4.4 `is_tdk=1`). */
  withTdk?: boolean;
  /**
   * With `withTdk`: also the category and price-band facets (default). The pre-rendered list page leaves them out:
   * it has no query, the page shows facets only for one, and counting them over 100,000 goods made every
   * re-render of that page (after a price change shown on it) slower by two aggregations.
   */
  withFacets?: boolean;
}

export interface BrandOption { attribute_id: number; attribute_name: string }
export interface ListTdk { title: string; mate_keywords: string; mate_description: string }

/**
 * Each order an index walk (migrations 0220, 0260, 0370); stock is the goods' SKUs' total, kept in `g.stock_total`;
 * price is the default SKU's, kept on the goods row as `g.list_price` by a trigger in the same statement.
 */
const SORTS: Record<number, [string, 'asc' | 'desc']> = { 1: ['g.sales', 'desc'], 2: ['g.list_price', 'desc'], 3: ['g.list_price', 'asc'], 4: ['g.created_at', 'desc'], 5: ['g.stock_total', 'desc'] };

/**
 * Brings `goods.stock_total` up to the committed SKU stock: the goods whose SKUs changed since the last fold
 * (migration 0260 appends them; no trigger locks a goods row in the middle of an order) get their sum again.
 * Run before a stock-sorted list is read; nothing to do (one empty delete) when no stock moved.
 */
export async function foldStockChanges(db: Database): Promise<void> {
  // Nothing moved: no UPDATE at all. An UPDATE of no rows still fires the goods table's statement trigger
  // (catalog_changed, migration 0040), which empties every process's list cache: every stock-sorted read did.
  if (!(await sql`SELECT 1 FROM goods_stock_changes LIMIT 1`.execute(db)).rows.length) return;
  await sql`WITH changed AS (DELETE FROM goods_stock_changes RETURNING goods_id)
    UPDATE goods g SET stock_total = (SELECT coalesce(sum(s.store), 0) FROM items s WHERE s.goods_id = g.goods_id)
    WHERE g.goods_id IN (SELECT goods_id FROM changed)`.execute(db);
}

/** The list for a viewer: a VIP member sees the member price as `price` (api-contract §4.4) and as `member_price`. */
export async function listItemsFor(db: Database, q: ListQuery, userId?: number | null) {
  return withMemberPrices(db, await listItems(db, q), userId);
}

/** A list page as this member sees it: a VIP gets the member price in `price` (api-contract §4.4). */
export async function withMemberPrices<T extends { list: { price: number }[] }>(db: Database, res: T, userId?: number | null): Promise<T> {
  const discount = await memberDiscount(db, userId);
  if (!discount) return res;
  return { ...res, list: res.list.map((r) => ({ ...r, price: memberPrice(r.price, discount), member_price: memberPrice(r.price, discount), original_price: r.price })) };
}

/**
 * Goods a list may show (api-contract §4.4): on sale or show-only, not a gift, with a default SKU — whose price the
 * goods row keeps (`list_price`, migration 0370), so filters, counts and page walks read the goods row alone, each
 * on an index with exactly this predicate (migration 0371).
 */
const LISTED = sql<boolean>`g.approve_status IN ('onsale', 'only_show') AND g.is_gift = false AND g.list_price IS NOT NULL`;
const goodsListed = (db: Database) => db.selectFrom('goods as g').where(LISTED);

/** A row of a list page. */
interface PageRow {
  item_id: number; goods_id: number; item_name: string; brief: string; pics: string[]; price: number; market_price: number;
  distributor_id: number; sales: number; approve_status: string; nospec: boolean; tags: string[]; product_type: string; staff_goods: boolean;
  /** The goods' stock: every SKU's, as committed now (goods.stock_total is folded only before a stock-sorted read). */
  store: number;
}

/**
 * A page's rows, listed goods with their default SKU, in the order of `ids` (those no longer listed left out). Its
 * text does not change with the ids (one array), so it is a named statement (named-statements.server.ts): planned
 * anew on every page it cost the backend about 1 ms of CPU, twice what running it does.
 */
async function pageRows(db: Database, ids: number[]): Promise<PageRow[]> {
  if (!ids.length) return [];
  const { rows } = await sql<PageRow>`${PREPARED} SELECT i.item_id, g.goods_id, g.item_name, g.brief, g.pics, i.price, i.market_price,
      g.distributor_id, g.sales, g.approve_status, g.nospec, g.tags, g.product_type, g.staff_goods,
      (SELECT coalesce(sum(s.store), 0) FROM items s WHERE s.goods_id = g.goods_id) AS store
    FROM goods g JOIN items i ON i.goods_id = g.goods_id AND i.is_default
    WHERE ${LISTED} AND g.goods_id = ANY(${ids}::int[])`.execute(db);
  const at = new Map(ids.map((id, k) => [id, k]));
  return rows.sort((x, y) => at.get(x.goods_id)! - at.get(y.goods_id)!);
}

/** Which filter a facet leaves out, so each facet counts what picking one of its values would show. */
type FacetOf = 'brand' | 'category' | 'price' | null;
/** A search's candidate walk whose own condition implies the search words' (no second index read for them). */
type FilterExcept = FacetOf | 'words';

/** Price bands offered on the list page (yuan, upper bound exclusive; the last open-ended). */
export const PRICE_BANDS: [number, number | null][] = [[0, 20], [20, 50], [50, 100], [100, 200], [200, null]];

/** Keeps an answer that does not depend on the page or sort (counts, facets) for the next page of the same list. */
export type Memo = <T>(key: string, load: () => Promise<T>, opts?: { stock?: boolean }) => Promise<T>;

/** A list read in stock order: any stock change (an order) changes it, not only changes to the goods it shows. */
export const isStockSorted = (q: Pick<ListQuery, 'goodsSort'>): boolean => (q.goodsSort ? SORTS[q.goodsSort]?.[0] === 'g.stock_total' : false);
const noMemo: Memo = (_key, load) => load();

export async function listItems(db: Database, q: ListQuery, memo: Memo = noMemo) {
  const filterKey = JSON.stringify({ ...q, page: undefined, pageSize: undefined, goodsSort: undefined });
  let search: ParsedQuery | undefined;
  if (q.keywords) {
    search = await readQuery(db, q.keywords);
    // Only punctuation, emoji or LIKE wildcards (`_`, `%`): no word to search, nothing found.
    if (!search.units.length) return emptyPage(db, q);
    await catchUpIndex(db);
  }
  const matched = search ? searchSql(search) : undefined;
  // The category tree changes rarely: it is read whole and kept like the lists (emptied with them on a catalogue change).
  const categoryIds = q.categoryId ? await memo(`category:${q.categoryId}`, async () => {
    const children = await memo('categories:children', () => categoryChildren(db));
    return categoryWithDescendants(children, new Set([...children.values()].flat()), q.categoryId!);
  }) : undefined;
  const owners = q.distributorId !== undefined ? await shopGoodsOwners(db, q.distributorId) : undefined;
  const filtered = (except: FilterExcept = null) => {
    let f = goodsListed(db);
    if (matched && except !== 'words') f = f.where(matched.where);
    // An unknown category matches nothing (and `IN ()` is not SQL).
    if (categoryIds && except !== 'category') f = f.where('g.category_id', 'in', categoryIds.length ? categoryIds : [-1]);
    if (q.tag) f = f.where(sql<boolean>`g.tags ? ${q.tag}`);
    // The goods row's copy of the default SKU's price (migration 0370): a price band is a walk of one index.
    if (except !== 'price' && q.startPrice !== undefined) f = f.where('g.list_price', '>=', Math.round(q.startPrice * 100));
    if (except !== 'price' && q.endPrice !== undefined) f = f.where('g.list_price', '<=', Math.round(q.endPrice * 100));
    if (q.itemIds?.length) f = f.where('g.goods_id', 'in', db.selectFrom('items').select('goods_id').where('item_id', 'in', q.itemIds).where('is_default', '=', true));
    if (owners) f = f.where('g.distributor_id', 'in', owners);
    // Brands offered are those of the goods matching every other filter, so picking one never empties the list.
    if (q.brandId && except !== 'brand') f = f.where('g.brand_id', '=', q.brandId);
    return f;
  };
  const query = filtered();
  const sort = q.goodsSort ? SORTS[q.goodsSort] : undefined;
  if (sort?.[0] === 'g.stock_total') await foldStockChanges(db);
  const offset = (q.page - 1) * q.pageSize;
  // A search in relevance order (综合): ranked once per query, each page a slice of it; the reads that gather what
  // it ranks also count the matches (exactly up to the pager's end), so it needs no count of its own.
  const ranked = matched && !sort ? await memo(`ranked:${LIST_LIMITS.searchResults}:${filterKey}`, () => rankCandidates(db, filtered, matched, search!)) : undefined;
  // A search's matches are counted only as far as its pager goes: each match counted is a row's words read.
  // A search's estimate is the planner's guess at text matches (often far off): searches are always counted.
  // Filtered by category and/or brand only: counted exactly from the kept counts (migration 0390), no goods read.
  const byCategoryBrandOnly = !search && !q.tag && q.startPrice === undefined && q.endPrice === undefined && !q.itemIds?.length && !owners;
  const counted = ranked ? ranked.counted
    : byCategoryBrandOnly ? { n: countOf(await memo('list-counts', () => listCounts(db)), categoryIds, q.brandId), estimated: false }
    : await memo(`count:${filterKey}`, () => (matched ? countOrEstimate(db, query, LIST_LIMITS.searchResults) : countOrEstimate(db, query, LIST_LIMITS.countExact, true)));
  let ids: number[];
  if (ranked) ids = ranked.ids.slice(offset, offset + q.pageSize);
  else {
    // The page's goods ids first (an index walk, nothing else read for the rows skipped), then their rows.
    let idQ = query.select('g.goods_id');
    if (sort) idQ = idQ.orderBy(sql.ref(sort[0]), sort[1]);
    // 综合 with search words: most relevant first, then best sellers; else the operator's order.
    else if (matched) idQ = matched.rank.reduce((l, r) => l.orderBy(r, 'desc'), idQ).orderBy('g.sales', 'desc');
    else idQ = idQ.orderBy('g.sort');
    // Ties by goods id in the sort's direction, so a descending price walks its index backwards.
    idQ = idQ.orderBy('g.goods_id', sort?.[0] === 'g.list_price' ? sort[1] : 'asc');
    // A walk whose best index does not depend on the values (no filter in any order; one category — a leaf — with
    // or without a brand in the operator's order; a price band in price order: an index holds exactly that order) is
    // a named statement, planned once per connection (named-statements.server.ts). Others are planned for their
    // values: a category's best sellers walk the sales index when it is large, its own index when it is small.
    const priceBandByPrice = sort?.[0] === 'g.list_price' && !search && !q.tag && !q.itemIds?.length && !owners && !categoryIds && !q.brandId;
    const sameIndexWhatever = priceBandByPrice || (byCategoryBrandOnly && (categoryIds === undefined ? !q.brandId : categoryIds.length === 1 && !sort));
    const walk = async (limit: number, skip = 0) => {
      const w = idQ.limit(limit).offset(skip);
      return (sameIndexWhatever ? (await sql<{ goods_id: number }>`${PREPARED} ${w}`.execute(db)).rows : await w.execute()).map((r) => r.goods_id);
    };
    const end = offset + q.pageSize;
    if (offset < LIST_LIMITS.shallowOffset || end > LIST_LIMITS.orderedIds) ids = await walk(q.pageSize, offset);
    else {
      // A deep page: the walk to it read every row before it (page 200 of 100,000 goods: 10–36 ms). The list's
      // order is read once, as far as the pager usually goes, and each deep page is a slice of it until the
      // catalogue changes.
      const head = await memo(`order:${filterKey}:${q.goodsSort ?? 0}`, () => walk(LIST_LIMITS.orderedIds), { stock: isStockSorted(q) });
      ids = head.slice(offset, end);
    }
  }
  const list = (await pageRows(db, ids)).map((r) => ({ ...r, item_type: 'normal', tagList: r.tags.map((t) => ({ tag_name: t })) }));
  const page = {
    list: search ? withHighlights(list, search) : list,
    // What the pager pages through: a broad search's ranked results; else every match (estimated when very many).
    total_count: ranked ? ranked.ids.length : counted.n,
    ...(counted.estimated && !ranked ? { total_estimated: true } : {}),
    ...(search ? { search: { ...(await searchInfo(db, q, search, counted.n)), ...(ranked && counted.n > ranked.ids.length ? { total_estimate: counted.n } : {}) } } : {}),
  };
  if (!q.withTdk) return page;
  const [brands, facets] = await memo(`facets:${filterKey}`, () => Promise.all([
    filtered('brand').innerJoin('brands as b', 'b.brand_id', 'g.brand_id')
      .select((eb) => ['b.brand_id as attribute_id', 'b.brand_name as attribute_name', 'b.sort', eb.fn.countAll<number>().as('goods_count')])
      .groupBy(['b.brand_id', 'b.brand_name', 'b.sort']).orderBy('b.sort').orderBy('b.brand_id').execute()
      .then((r) => r.map(({ attribute_id, attribute_name, goods_count }) => ({ attribute_id, attribute_name, goods_count: Number(goods_count) }))),
    q.withFacets === false ? { categories: [], price_bands: [] } : listFacets(filtered),
  ]));
  return { ...page, brand_list: { list: brands, total_count: brands.length }, facets: { ...facets, brands }, tdk_data: await listTdk(db, q) };
}

/** Facet counts for the list page: categories and price bands of the goods the other filters keep. */
async function listFacets(filtered: (except: FacetOf) => GoodsListQuery) {
  const band = sql<number>`CASE ${sql.join(PRICE_BANDS.map(([lo, hi], k) => (hi === null ? sql`WHEN g.list_price >= ${lo * 100} THEN ${k}` : sql`WHEN g.list_price < ${hi * 100} THEN ${k}`)), sql` `)} END`;
  const [categories, bands] = await Promise.all([
    filtered('category').innerJoin('categories as c', 'c.category_id', 'g.category_id')
      .select((eb) => ['c.category_id', 'c.category_name', eb.fn.countAll<number>().as('goods_count')])
      .groupBy(['c.category_id', 'c.category_name', 'c.sort']).orderBy('goods_count', 'desc').orderBy('c.sort').orderBy('c.category_id').limit(FACET_CATEGORIES_MAX).execute(),
    filtered('price').select((eb) => [band.as('band'), eb.fn.countAll<number>().as('goods_count')]).groupBy(sql`1`).execute(),
  ]);
  const byBand = new Map(bands.map((b) => [Number(b.band), Number(b.goods_count)]));
  return {
    categories: categories.map((c) => ({ category_id: c.category_id, category_name: c.category_name, goods_count: Number(c.goods_count) })),
    price_bands: PRICE_BANDS.map(([lo, hi], k) => ({ start_price: lo, end_price: hi, goods_count: byBand.get(k) ?? 0 })).filter((b) => b.goods_count > 0),
  };
}
const FACET_CATEGORIES_MAX = 12;
type GoodsListQuery = ReturnType<typeof goodsListed>;

/** Bounds that keep a list's cost from growing with the catalogue (tests lower them to reach them on the demo data). */
export const LIST_LIMITS = {
  /**
   * The most results a ranked search pages through. A broad word matches a large part of a big catalogue (花椒:
   * 25,000 of 100,000 goods); ranking all of them read every match's words and took 0.6 s. Past this many, the
   * ranking runs over candidates read in the sales index's order (below), once per query, and the pager stops here.
   */
  searchResults: 1000,
  /** Lists are counted exactly up to this many goods; past it the count is the planner's estimate (no rows read). */
  countExact: 5000,
  /** A list (not a search) the planner puts above this many times `countExact` is estimated without counting. */
  estimateOnlyAbove: 2,
  /** Pages starting this deep are sliced from the list's order read once (`orderedIds` long); shallower ones walk to it. */
  shallowOffset: 200,
  orderedIds: 5000,
};

/**
 * How many goods a list holds: exact up to `exactMax`, else estimated (a count of 100,000 rows took 0.13 s).
 * With `estimateFirst`, a list the planner puts at several times `exactMax` is not counted at all: counting the
 * first 5,001 goods of a price band joined 25,000 goods rows (31 ms at 100,000 goods) to say "more than 5,000".
 */
async function countOrEstimate(db: Database, query: GoodsListQuery, exactMax: number, estimateFirst = false): Promise<{ n: number; estimated: boolean }> {
  const estimate = async () => Math.round((await sql<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>`EXPLAIN (FORMAT JSON) ${query.select('g.goods_id')}`.execute(db)).rows[0]['QUERY PLAN'][0].Plan['Plan Rows']);
  const planned = estimateFirst ? await estimate() : undefined;
  if (planned !== undefined && planned > LIST_LIMITS.estimateOnlyAbove * exactMax) return { n: planned, estimated: true };
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM (${query.select('g.goods_id').limit(exactMax + 1)}) AS capped`.execute(db);
  const n = rows[0]?.n ?? 0;
  if (n <= exactMax) return { n, estimated: false };
  return { n: Math.max(n, planned ?? await estimate()), estimated: true };
}

/**
 * A search in relevance order: its goods ids, most relevant first, at most LIST_LIMITS.searchResults, and how many
 * goods match. Ranked over the best sellers among all matches, among goods with a word in their name, and (several
 * words) among goods matching every word, each read in the sales index's order and stopped at the cap. When the
 * first read stops short of the cap it holds every match: the ranking is exact and so is the count; past it, the top
 * of the ranking — exact phrase, more words, name over brand over category over brief — comes from these, deeper
 * tiers are approximate, and the count is the planner's estimate.
 */
async function rankCandidates(db: Database, filtered: (except?: FilterExcept) => GoodsListQuery, matched: ReturnType<typeof searchSql>, search: ParsedQuery): Promise<{ ids: number[]; counted: { n: number; estimated: boolean } }> {
  const cap = LIST_LIMITS.searchResults;
  // Each candidate's relevance is computed where its walk read the row: no second read of the candidates by key.
  const keys = matched.rank.map((r, k) => r.as(`r${k}`));
  const best = (branch: number, extra?: RawBuilder<boolean>, limit = cap, impliesWords = false) => {
    let f = filtered(impliesWords ? 'words' : null).select([sql<number>`g.goods_id`.as('goods_id'), sql<number>`${branch}::int`.as('branch'), sql<number>`g.sales`.as('sales')]).select(keys);
    if (extra) f = f.where(extra);
    return sql`(${f.orderBy('g.sales', 'desc').orderBy('g.goods_id').limit(limit)})`;
  };
  // One more than the cap among all matches: fewer than that read means every match was read.
  // A goods' name words are its search words of weight A (search/document.ts): a name holding any unit matches the
  // search when one unit is enough, and a goods holding every unit always does. Those walks leave the words' own
  // condition out: the planner cannot know it is implied, and read the whole words' index for it again (11,886
  // entries for 火锅 | 底料 at 100,000 goods) to intersect with what the narrower condition found.
  const oneUnitEnough = requiredUnits(search.units.length) === 1;
  const branches = [best(0, undefined, cap + 1), best(1, sql<boolean>`g.search_name @@ ${anyUnitQuery(search.units)}::tsquery`, cap, oneUnitEnough)];
  if (search.units.length > 1) branches.push(best(2, sql<boolean>`g.search_vector @@ ${allUnitsQuery(search.units)}::tsquery`, cap, true));
  const order = sql.join([...matched.rank.map((_, k) => sql`${sql.ref(`r${k}`)} DESC`), sql`sales DESC`, sql`goods_id`]);
  const columns = sql.join([sql`goods_id`, ...matched.rank.map((_, k) => sql.ref(`r${k}`)), sql`sales`]);
  // One statement: the walks once (a MATERIALIZED CTE: joined into the ranking, the planner ran them once per
  // parallel worker), the count of the first, and the ranked ids as one array (a goods found by several walks once).
  const { rows: [found] } = await sql<{ all_matches: number; ids: number[] | null }>`
    WITH candidates AS MATERIALIZED (${sql.join(branches, sql` UNION ALL `)})
    SELECT (SELECT count(*) FROM candidates WHERE branch = 0)::int AS all_matches,
      (SELECT array_agg(goods_id ORDER BY ${order}) FROM (SELECT ${columns} FROM candidates GROUP BY ${columns} ORDER BY ${order} LIMIT ${cap}) AS ranked) AS ids`.execute(db);
  const ids = found.ids ?? [];
  if (found.all_matches <= cap) return { ids, counted: { n: found.all_matches, estimated: false } };
  const planned = (await sql<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>`EXPLAIN (FORMAT JSON) ${filtered().select('g.goods_id')}`.execute(db)).rows[0]['QUERY PLAN'][0].Plan['Plan Rows'];
  return { ids, counted: { n: Math.max(cap + 1, Math.round(planned)), estimated: true } };
}

/** What a results page shows about the search: the words searched, and the nearest words when nothing was found. */
async function searchInfo(db: Database, q: ListQuery, search: ParsedQuery, total: number) {
  const words = search.units.map((u) => u.text);
  return total > 0 || q.page > 1 ? { words } : { words, nearest_words: await nearestWords(db, q.keywords ?? '') };
}

/** A search with no word in it: nothing found, in the list's usual shape. */
async function emptyPage(db: Database, q: ListQuery) {
  const page = { list: [], total_count: 0, search: { words: [] as string[], nearest_words: [] as string[] } };
  return q.withTdk ? { ...page, brand_list: { list: [], total_count: 0 }, facets: { brands: [], categories: [], price_bands: [] }, tdk_data: await listTdk(db, q) } : page;
}

/** Title, keywords and description of a result page: by search words, else by category, else all goods. */
async function listTdk(db: Database, q: ListQuery): Promise<ListTdk> {
  if (q.keywords) {
    return { title: `${q.keywords} - 搜索结果 - ${SITE_NAME}`, mate_keywords: q.keywords, mate_description: `${SITE_NAME}：“${q.keywords}”的搜索结果。` };
  }
  if (q.categoryId) {
    const cat = await db.selectFrom('categories').select('category_name').where('category_id', '=', q.categoryId).executeTakeFirst();
    if (cat) return { title: `${cat.category_name} - ${SITE_NAME}`, mate_keywords: cat.category_name, mate_description: `${SITE_NAME}：${cat.category_name}，产地直采。` };
  }
  return { title: `全部商品 - ${SITE_NAME}`, mate_keywords: '', mate_description: '' };
}

/** Item detail for any SKU id of a goods; the requested SKU's price is shown, with the member price for a VIP viewer. */
export async function itemDetail(db: Database, itemId: number, userId?: number | null) {
  const found = (await itemDetails(db, [itemId], userId)).get(itemId);
  if (!found) throw new BizError('商品不存在或者已下架');
  return found;
}

type ItemDetail = ReturnType<typeof detailOf> & MarketingFields;

/**
 * Off shelf in the console (`offline_sale`) is answered as the contract's `instock` (storefront spec §4: the buy
 * toolbar shows only a disabled 商品已下架), on the item and each SKU.
 */
export const shopperShelfState = (status: string): string => (status === 'offline_sale' ? 'instock' : status);

/**
 * The answers of many items at once, keyed by item id; items that are gone are left out, off-shelf ones say so.
 * Two queries whatever the count (a member's answer a few more): the goods with their SKUs, spec names and values
 * and category in one (`goodsRows`), and what every answer shares in the other (item-shared.ts). A first visit's
 * item page reads one answer alone: it was 13 queries, and their round trips were most of its read.
 */
export async function itemDetails(db: Database, itemIds: number[], userId?: number | null): Promise<Map<number, ItemDetail>> {
  const ids = [...new Set(itemIds)];
  if (!ids.length) return new Map();
  const [rows, { discount, guide, coupons, isStaff, marketing }] = await Promise.all([goodsRows(db, ids), itemShared(db, userId)]);
  const answers = rows.map((r) => detailOf(r.asked_item_id, r, r.skus, {
    discount, guide, coupons, isStaff, specName: new Map((r.specs ?? []).map((x) => [x.spec_id, x.spec_name])), values: r.spec_values ?? [],
    categories: new Map(r.category_name === null ? [] : [[r.category_id, { category_id: r.category_id, category_name: r.category_name }]]),
  }));
  return new Map((await withMarketingAll(db, answers, marketing)).map((d) => [d.item_id, d]));
}

/** The SKU columns an answer shows. */
const SKU_JSON = sql`json_build_object('item_id', s.item_id, 'goods_id', s.goods_id, 'item_bn', s.item_bn, 'is_default', s.is_default, 'spec', s.spec,
  'price', s.price, 'market_price', s.market_price, 'cost_price', s.cost_price, 'store', s.store, 'approve_status', s.approve_status, 'staff_price', s.staff_price)`;
/** The spec ids (or spec value ids) the SKUs of goods `g` use. */
const specsOfGoods = (key: 'spec_id' | 'spec_value_id') => sql`SELECT (e->>${key})::int FROM items s2, jsonb_array_elements(s2.spec) e WHERE s2.goods_id = g.goods_id`;

type GoodsDetailRow = GoodsRow & {
  asked_item_id: number; category_name: string | null; skus: DetailSku[];
  specs: { spec_id: number; spec_name: string }[] | null; spec_values: SpecValueRow[] | null;
};

/**
 * Each asked item's goods, with its SKUs (item order), the names of the specs and values they use (values in their
 * display order) and its category, in one query. Goods taken off shelf keep their page (it says 商品已下架, nothing to
 * buy; the cart refuses them); a goods never put on shelf (a console draft) stays unknown.
 */
async function goodsRows(db: Database, itemIds: number[]): Promise<GoodsDetailRow[]> {
  const columns = sql.join(DETAIL_GOODS_COLUMNS.map((c) => sql.ref(`g.${c}`)));
  // A named statement (its text is the same for any ids): planning it took two thirds of its backend time, about 2.4
  // against 1 ms executing for one item at 100,000 goods (pg_stat_statements), and a first visit reads one item.
  // One id has a text of its own: with an array of ids PostgreSQL never keeps a plan (one made for any array is
  // costed for a hundred ids, against the one-id plans it is weighed with), so it planned every first visit anyway.
  const asked = itemIds.length === 1 ? sql`(SELECT ${itemIds[0]}::int AS item_id) AS a` : sql`unnest(${itemIds}::int[]) AS a(item_id)`;
  const { rows } = await sql<GoodsDetailRow>`${PREPARED} SELECT a.item_id AS asked_item_id, ${columns}, c.category_name,
      (SELECT json_agg(${SKU_JSON} ORDER BY s.item_id) FROM items s WHERE s.goods_id = g.goods_id) AS skus,
      (SELECT json_agg(json_build_object('spec_id', x.spec_id, 'spec_name', x.spec_name)) FROM specs x WHERE x.spec_id IN (${specsOfGoods('spec_id')})) AS specs,
      (SELECT json_agg(v ORDER BY v.sort, v.spec_value_id) FROM spec_values v WHERE v.spec_value_id IN (${specsOfGoods('spec_value_id')})) AS spec_values
    FROM ${asked}
    JOIN items ai ON ai.item_id = a.item_id
    JOIN goods g ON g.goods_id = ai.goods_id
    LEFT JOIN categories c ON c.category_id = g.category_id
    WHERE g.approve_status <> 'offline_sale' OR g.was_on_shelf`.execute(db);
  return rows;
}

interface SharedDetail {
  discount: number; guide: ItemShared['guide']; coupons: ItemShared['coupons']; isStaff: boolean;
  specName: Map<number, string>; values: SpecValueRow[]; categories: Map<number, { category_id: number; category_name: string }>;
}
/** Every goods column but the search words (a kilobyte a goods the item pages never show). */
const DETAIL_GOODS_COLUMNS = ['goods_id', 'distributor_id', 'item_name', 'brief', 'category_id', 'brand', 'brand_id', 'pics', 'intro', 'tags',
  'approve_status', 'is_gift', 'nospec', 'sales', 'sort', 'seo', 'created_at', 'updated_at', 'goods_bn', 'videos', 'product_type', 'staff_goods'] as const;
type GoodsRow = Pick<Selectable<DB['goods']>, (typeof DETAIL_GOODS_COLUMNS)[number]>;
/** A SKU as an answer reads it. */
type DetailSku = Pick<Selectable<DB['items']>, 'item_id' | 'goods_id' | 'item_bn' | 'is_default' | 'spec' | 'price' | 'market_price' | 'cost_price' | 'store' | 'approve_status' | 'staff_price'>;
type SpecValueRow = Selectable<DB['spec_values']>;

/** One item's answer from its goods, that goods' SKUs and what every answer shares. */
function detailOf(itemId: number, g: GoodsRow, skus: DetailSku[], { discount, guide, coupons, isStaff, specName, values: allValues, categories }: SharedDetail) {
  const member = (price: number) => (discount ? { member_price: memberPrice(price, discount) } : {});
  const staff = (s: { price: number; staff_price: number | null }) => { const p = staffPriceFor({ ...s, staff_goods: g.staff_goods }, isStaff); return p === undefined ? {} : { staff_price: p }; };
  const specIds = [...new Set(skus.flatMap((s) => s.spec.map((x) => x.spec_id)))].sort((a, b) => b - a);
  const valueIds = new Set(skus.flatMap((s) => s.spec.map((x) => x.spec_value_id)));
  const values = allValues.filter((v) => valueIds.has(v.spec_value_id));
  const valueName = new Map(values.map((v) => [v.spec_value_id, v.spec_value_name]));
  const category = categories.get(g.category_id);
  const shown = skus.find((s) => s.item_id === itemId) ?? skus[0];

  const item_spec_desc = specIds.map((spec_id) => ({
    spec_id, spec_name: specName.get(spec_id) ?? '', is_image: false,
    spec_values: values.filter((v) => v.spec_id === spec_id).map((v) => ({ spec_value_id: v.spec_value_id, spec_value_name: v.spec_value_name, spec_custom_value_name: v.spec_value_name, spec_image_url: '', item_image_url: '' })),
  }));
  const spec_items = skus.map((s) => {
    const ordered = [...s.spec].sort((a, b) => b.spec_id - a.spec_id);
    return {
      item_id: s.item_id, price: s.price, market_price: s.market_price, ...member(s.price), ...staff(s), store: s.store, approve_status: shopperShelfState(g.approve_status === 'offline_sale' ? g.approve_status : s.approve_status), item_bn: s.item_bn,
      item_spec: ordered.map((x) => ({ spec_id: x.spec_id, spec_value_id: x.spec_value_id, spec_name: specName.get(x.spec_id) ?? '', spec_value_name: valueName.get(x.spec_value_id) ?? '', spec_image_url: '' })),
      custom_spec_id: ordered.map((x) => x.spec_value_id).join('-'),
      custom_spec_name: ordered.map((x) => valueName.get(x.spec_value_id) ?? '').join('、'),
    };
  });
  return {
    item_id: shown.item_id, goods_id: g.goods_id, default_item_id: (skus.find((s) => s.is_default) ?? skus[0]).item_id, company_id: 1,
    distributor_id: g.distributor_id, item_name: g.item_name, itemName: g.item_name, title: g.item_name, brief: g.brief, sub_title: g.brief,
    item_bn: shown.item_bn, item_unit: '件', price: shown.price, market_price: shown.market_price, cost_price: shown.cost_price, ...member(shown.price),
    ...(guide ? { vipgrade_guide_title: guide } : {}),
    product_type: g.product_type, staff_goods: g.staff_goods ? 1 : 0, ...staff(shown),
    store: skus.reduce((n, s) => n + s.store, 0), sales: g.sales, approve_status: shopperShelfState(g.approve_status), is_gift: g.is_gift, nospec: g.nospec,
    pics: g.pics, ...videoFields(g.videos), intro: g.intro, item_params: [], item_spec_desc, spec_items,
    goods_brand: g.brand, brand_id: g.brand_id ?? 0, category_id: g.category_id, item_category_info: category ? [{ category_id: category.category_id, category_name: category.category_name, children: [] }] : [],
    activity_type: 'normal', promotion_activity: [], kaquan_list: coupons, taglist: g.tags.map((t) => ({ tag_name: t })),
    tdk_data: { title: g.seo.title ?? g.item_name, mate_keywords: g.seo.mate_keywords ?? '', mate_description: g.seo.mate_description ?? g.brief },
    updated_at: g.updated_at,
    // The server's clock (unix seconds): the page corrects its activity countdown by it.
    server_time: Math.floor(Date.now() / 1000),
  };
}

/** `videos`, `video_type`, `videos_url` of the detail: the one product video, or empty strings. */
function videoFields(url: string) {
  const type = url ? (/\.webm$/i.test(url) ? 'webm' : 'mp4') : '';
  return { videos: url, video_type: type, videos_url: url };
}

