/**
 * Goods search on PostgreSQL full text over the words the indexer stored (GIN indexes): the filter, the
 * ranking (exact phrase in the name first, then more of the query's words, then where they were found —
 * name over brand over category over brief — then sales, then goods id so pages never overlap),
 * suggestions while typing, and the nearest words when nothing was found.
 */
import { sql, type RawBuilder } from 'kysely';
import type { Database } from '../../../db/database.server';
import { indexStaleGoods } from './indexer.server';
import { allUnitsQuery, anyUnitQuery, highlightRanges, parseQuery, requiredUnits, unitQuery, type ParsedQuery, type Range } from './query';
import { normalize, pinyinWords, queryWords, segmentsWithOffsets } from './tokens';
import { synonymGroupsIn } from './synonyms.service';

/** Stale goods indexed before a search; more means a bulk change the background indexer is working through. */
const CATCH_UP_MAX = 50;
export const SUGGEST_MAX = 8;
const NEAREST_MAX = 5;

/** Brings the few goods changed since they were last indexed up to date, so an edit is found at once. */
export async function catchUpIndex(db: Database): Promise<void> {
  await indexStaleGoods(db, CATCH_UP_MAX, { skipIfMore: true });
}

/** The query as units, with the operator's synonyms applied (read now: a change applies to the next search). */
export async function readQuery(db: Database, raw: string): Promise<ParsedQuery> {
  return parseQuery(raw, await synonymGroupsIn(db, normalize(raw)));
}

export interface SearchSql {
  /** Goods matching enough of the query's units. */
  where: RawBuilder<boolean>;
  /** Relevance, most relevant first (all descending). */
  rank: RawBuilder<number>[];
}

const matches = (tsquery: string) => sql<boolean>`(g.search_vector @@ ${tsquery}::tsquery)`;

/** SQL for a parsed query with at least one unit, over `goods as g`. */
export function searchSql(q: ParsedQuery): SearchSql {
  const { units } = q;
  const unitMatch = units.map((u) => matches(unitQuery(u)));
  const coverage = sql<number>`(${sql.join(unitMatch.map((m) => sql`${m}::int`), sql` + `)})`;
  const need = requiredUnits(units.length);
  const where = need > 1 ? sql<boolean>`(${matches(anyUnitQuery(units))} AND ${coverage} >= ${need})` : matches(anyUnitQuery(units));
  // Per unit, the best field it was found in: name 8, brand 4, category 2, brief or tags 1.
  const score = sql<number>`(${sql.join(units.map((u) => sql`CASE WHEN ${matches(unitQuery(u, { weights: 'A' }))} THEN 8 WHEN ${matches(unitQuery(u, { weights: 'B' }))} THEN 4 WHEN ${matches(unitQuery(u, { weights: 'C' }))} THEN 2 WHEN ${matches(unitQuery(u))} THEN 1 ELSE 0 END`), sql` + `)})`;
  const exact = sql<number>`(strpos(lower(g.item_name), ${q.phrase}) > 0)::int`;
  return { where, rank: units.length > 1 ? [exact, coverage, score] : [exact, score] };
}

/** Offsets of the searched words in each name (the list marks them; React renders text, never HTML). */
export function withHighlights<T extends { item_name: string }>(rows: T[], q: ParsedQuery): (T & { highlight: { item_name: Range[] } })[] {
  return rows.map((r) => ({ ...r, highlight: { item_name: highlightRanges(r.item_name, q.units) } }));
}

const onSale = sql<boolean>`g.approve_status IN ('onsale', 'only_show') AND NOT g.is_gift`;

export interface Suggestion { text: string; item_id: number; highlight: Range[] }

/** Names of goods on sale that match what was typed so far (the last word a prefix), best sellers first. */
export async function suggest(db: Database, raw: string): Promise<Suggestion[]> {
  const q = await readQuery(db, raw);
  if (!q.units.length) return [];
  await catchUpIndex(db);
  const tsquery = allUnitsQuery(q.units, true);
  const pick = (column: 'search_name' | 'search_vector', skip: number[]) => sql<{ goods_id: number; item_id: number; item_name: string }>`
    SELECT g.goods_id, i.item_id, g.item_name FROM goods g JOIN items i ON i.goods_id = g.goods_id AND i.is_default
    WHERE ${onSale} AND g.${sql.ref(column)} @@ ${tsquery}::tsquery ${skip.length ? sql`AND g.goods_id <> ALL(${skip}::int[])` : sql``}
    ORDER BY g.sales DESC, g.goods_id LIMIT ${SUGGEST_MAX}`.execute(db).then((r) => r.rows);
  // Names first; other fields (brand, category, brief) fill what is left.
  const byName = await pick('search_name', []);
  const rows = byName.length < SUGGEST_MAX ? [...byName, ...(await pick('search_vector', byName.map((r) => r.goods_id)))] : byName;
  const seen = new Set<string>();
  return rows.filter((r) => (seen.has(r.item_name) ? false : (seen.add(r.item_name), true))).slice(0, SUGGEST_MAX)
    .map((r) => ({ text: r.item_name, item_id: r.item_id, highlight: highlightRanges(r.item_name, q.units) }));
}

/**
 * Words near a query that found nothing: the words of goods names reached by the query's pinyin (a
 * character typed wrong but sounding right), by its Chinese characters one by one, or by shorter
 * prefixes of a Latin word (a typo at the end).
 */
export async function nearestWords(db: Database, raw: string): Promise<string[]> {
  const words = queryWords(raw);
  const chinese = words.filter((w) => /\p{Script=Han}/u.test(w));
  const latin = words.filter((w) => !/\p{Script=Han}/u.test(w));
  const variants = [
    ...(chinese.length ? [pinyinWords([chinese.join('')]).filter((p) => p.length > 2)[0] ?? ''] : []),
    ...chinese.flatMap((w) => [...w]),
    ...latin.flatMap((w) => [w.slice(0, -1), w.slice(0, -2), w.slice(0, 3)]).filter((w) => w.length >= 2),
  ].filter((v, i, all) => v && all.indexOf(v) === i).slice(0, 4);
  const found: string[] = [];
  for (const v of variants) {
    const q = parseQuery(v);
    if (!q.units.length) continue;
    const { rows } = await sql<{ item_name: string }>`
      SELECT g.item_name FROM goods g WHERE ${onSale} AND g.search_name @@ ${allUnitsQuery(q.units, true)}::tsquery
      ORDER BY g.sales DESC, g.goods_id LIMIT ${NEAREST_MAX}`.execute(db);
    for (const r of rows) {
      for (const [s, e] of highlightRanges(r.item_name, q.units)) {
        const word = wholeWord(r.item_name, s, e);
        if (word && word !== raw.trim() && !found.includes(word)) found.push(word);
      }
    }
    if (found.length >= NEAREST_MAX) break;
  }
  return found.slice(0, NEAREST_MAX);
}

/** The marked part of a name widened to the jieba word(s) it falls in, so a suggestion is a word, not a fragment. */
function wholeWord(name: string, start: number, end: number): string {
  let [s, e] = [start, end];
  for (const w of segmentsWithOffsets(name)) if (w.start < end && start < w.end) { s = Math.min(s, w.start); e = Math.max(e, w.end); }
  return name.slice(s, e).trim();
}
