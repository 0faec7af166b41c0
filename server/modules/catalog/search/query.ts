/**
 * A shopper's query as PostgreSQL text-search queries, and the words of a result to mark. Pure.
 *
 * A query is a list of units (the words jieba finds, or an operator's synonym found in the text); a unit
 * matches when any of its alternatives does, an alternative when all its words do. Chinese words match
 * exactly, Latin and digits as a prefix (`huaj` reaches huajiao); while typing, the last unit is a prefix too.
 * Queries are built as tsquery text with every lexeme quoted, so nothing a shopper types is syntax.
 */
import { isChinese, normalize, pinyinOf, QUERY_MAX_CHARS, QUERY_MAX_TERMS, queryWords, segmentsWithOffsets } from './tokens';

/** One searched word group: matches when any alternative (all of its words) matches. */
export interface QueryUnit { text: string; alternatives: string[][] }

export interface ParsedQuery {
  /** The query as compared with goods names for "exact phrase first" (normalized, lower case). */
  phrase: string;
  units: QueryUnit[];
}

/** Cuts a query into units; synonym groups are applied to any of their words found in the text. */
export function parseQuery(raw: string, synonymGroups: string[][] = []): ParsedQuery {
  const text = raw.slice(0, QUERY_MAX_CHARS);
  const phrase = text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
  const norm = normalize(text);
  const groups = synonymGroups.map((g) => g.map(normalize).filter(Boolean)).filter((g) => g.length > 1);
  // Synonym words found in the query, longest first, not overlapping.
  const found: { start: number; end: number; group: string[]; word: string }[] = [];
  const candidates = groups.flatMap((group) => group.map((word) => ({ word, group }))).sort((a, b) => b.word.length - a.word.length);
  for (const { word, group } of candidates) {
    for (let at = norm.indexOf(word); at >= 0; at = norm.indexOf(word, at + 1)) {
      const span = { start: at, end: at + word.length };
      if (!found.some((f) => f.start < span.end && span.start < f.end)) found.push({ ...span, group, word });
    }
  }
  found.sort((a, b) => a.start - b.start);
  const units: QueryUnit[] = [];
  let at = 0;
  const plain = (s: string) => {
    // Characters jieba left alone side by side are one word it does not know (麻椒): all of them must match.
    let run: string[] = [];
    const flush = () => { if (run.length) units.push({ text: run.join(''), alternatives: [run] }); run = []; };
    for (const w of queryWords(s)) {
      if (isChinese(w) && w.length === 1) { run.push(w); continue; }
      flush();
      units.push({ text: w, alternatives: [[w]] });
    }
    flush();
  };
  for (const f of found) {
    plain(norm.slice(at, f.start));
    const alternatives = f.group.map((w) => queryWords(w)).filter((a) => a.length > 0);
    if (alternatives.length) units.push({ text: f.word, alternatives });
    at = f.end;
  }
  plain(norm.slice(at));
  // The same word twice adds nothing.
  const seen = new Set<string>();
  const distinct = units.filter((u) => (seen.has(u.text) ? false : (seen.add(u.text), true)));
  return { phrase, units: distinct.slice(0, QUERY_MAX_TERMS) };
}

const quote = (lexeme: string) => `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/**
 * One unit as tsquery text. `weights` restricts it to fields ('A' name, 'B' brand, 'C' category, 'D' brief
 * and tags); `prefix` makes Chinese words prefixes too (the word being typed).
 */
export function unitQuery(unit: QueryUnit, opts: { weights?: string; prefix?: boolean } = {}): string {
  const w = opts.weights ?? '';
  const lexeme = (word: string) => {
    const asPrefix = opts.prefix || !isChinese(word);
    return `${quote(word)}${asPrefix || w ? ':' : ''}${asPrefix ? '*' : ''}${w}`;
  };
  const alts = unit.alternatives.map((a) => (a.length === 1 ? lexeme(a[0]) : `(${a.map(lexeme).join(' & ')})`));
  return alts.length === 1 ? alts[0] : `(${alts.join(' | ')})`;
}

/** Any unit: the candidates a search ranks (a goods matching more units ranks higher). */
export function anyUnitQuery(units: QueryUnit[], prefixLast = false): string {
  return units.map((u, i) => unitQuery(u, { prefix: prefixLast && i === units.length - 1 })).join(' | ');
}

/** Every unit (suggestions: the words typed so far, the last one a prefix). */
export function allUnitsQuery(units: QueryUnit[], prefixLast = false): string {
  return units.map((u, i) => unitQuery(u, { prefix: prefixLast && i === units.length - 1 })).join(' & ');
}

/** How many of a query's units a result must match: all for one or two, half (rounded up) beyond. */
export const requiredUnits = (n: number): number => (n <= 2 ? 1 : Math.ceil(n / 2));

// ─── marking matched words ───────────────────────────────────────────────────────────────────────────

export type Range = [start: number, end: number];

/**
 * The words to mark in a name: the Chinese words of each alternative that the name holds whole (a lone
 * 大 of 大料 is not marked), and the Latin words, compared with the name's pinyin.
 */
function markWords(units: QueryUnit[], lowerName: string): { chinese: string[]; latin: string[] } {
  const alternatives = units.flatMap((u) => u.alternatives);
  const chinese = alternatives.filter((a) => a.filter(isChinese).every((w) => lowerName.includes(w))).flat().filter(isChinese);
  return { chinese: [...new Set(chinese)], latin: [...new Set(alternatives.flat().filter((w) => !isChinese(w)))] };
}

/**
 * Where a goods name shows what was searched, as [start, end) offsets into the name (UTF-16): Chinese
 * words and synonyms where they occur, Latin words where they occur or where the pinyin (full or
 * initials) of the name's characters, read from the start of a word, begins with them.
 */
export function highlightRanges(name: string, units: QueryUnit[]): Range[] {
  const lower = name.toLowerCase();
  const { chinese, latin } = markWords(units, lower);
  if (!chinese.length && !latin.length) return [];
  const ranges: Range[] = [];
  const occurrences = (w: string) => { for (let at = lower.indexOf(w); at >= 0; at = lower.indexOf(w, at + w.length)) ranges.push([at, at + w.length]); };
  chinese.forEach(occurrences);
  if (latin.length) {
    latin.forEach(occurrences);
    const chars = [...name].map((c, i) => ({ c, i }));
    // UTF-16 offsets of each character (names may hold characters outside the BMP).
    let off = 0;
    const offsets = chars.map(({ c }) => { const o = off; off += c.length; return o; });
    const py = chars.map(({ c }) => (/\p{Script=Han}/u.test(c) ? pinyinOf(c).full : ''));
    const starts = new Set(segmentsWithOffsets(name).map((s) => s.start));
    for (const w of latin) {
      for (let i = 0; i < chars.length; i++) {
        if (!py[i] || !starts.has(offsets[i])) continue;
        const byFull = reach(py, i, w, (s) => s);
        const byInitials = reach(py, i, w, (s) => s[0]);
        const end = byFull ?? byInitials;
        if (end !== undefined) ranges.push([offsets[i], offsets[end] + chars[end].c.length]);
      }
    }
  }
  return mergeRanges(ranges);
}

/** The last character index whose pinyin (or its initial) completes `w` read from `i`, if it does. */
function reach(py: string[], i: number, w: string, part: (s: string) => string): number | undefined {
  let read = '';
  for (let j = i; j < py.length && py[j]; j++) {
    read += part(py[j]);
    if (read.length >= w.length) return read.startsWith(w) ? j : undefined;
    if (!w.startsWith(read)) return undefined;
  }
  return undefined;
}

export function mergeRanges(ranges: Range[]): Range[] {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const out: Range[] = [];
  for (const r of sorted) {
    const last = out[out.length - 1];
    if (last && r[0] <= last[1]) last[1] = Math.max(last[1], r[1]);
    else out.push([r[0], r[1]]);
  }
  return out;
}
