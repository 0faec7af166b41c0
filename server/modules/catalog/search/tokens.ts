/**
 * How goods text and shoppers' queries become search words: Chinese segmented by jieba (the same
 * dictionary for both sides), Latin and digits lower-cased, and the pinyin of Chinese words (full and
 * initials) so `huajiao` and `hj` reach 花椒. Pure apart from the dictionary loaded once.
 */
import { Jieba } from '@node-rs/jieba';
import { dict } from '@node-rs/jieba/dict';
import { pinyin } from 'pinyin-pro';

const jieba = Jieba.withDict(dict);

/** A query longer than this is cut here (the route refuses more than 100 characters anyway). */
export const QUERY_MAX_CHARS = 100;
/** At most this many words of a query are searched; more adds nothing a shopper needs and costs time. */
export const QUERY_MAX_TERMS = 8;
/** A word longer than this is not a word (PostgreSQL also limits a lexeme to 2 KB). */
const WORD_MAX_CHARS = 40;

const HAN = /\p{Script=Han}/u;
const HAN_ONLY = /^\p{Script=Han}+$/u;
const WORDLIKE = /[\p{L}\p{N}]/u;

/** Full-width to half-width, lower case, control characters and everything but letters and digits to spaces. */
export function normalize(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}

const isWord = (w: string) => w.length > 0 && w.length <= WORD_MAX_CHARS && WORDLIKE.test(w);
const unique = (words: string[]) => [...new Set(words)];

/** Words a field is found by: jieba's search segmentation (whole words and the words inside them). */
export function fieldWords(text: string): string[] {
  const norm = normalize(text);
  return norm ? unique(jieba.cutForSearch(norm, false).filter(isWord)) : [];
}

/**
 * Words a goods name is found by: every dictionary word in it, each Chinese character alone (so 椒 finds
 * 藤椒), and pinyin: of each word (full and, for two characters or more, initials), of each character,
 * and of the whole name (so typing the name's pinyin from its start keeps finding it).
 */
export function nameWords(name: string): string[] {
  const norm = normalize(name);
  if (!norm) return [];
  const words = unique([...jieba.cutAll(norm), ...jieba.cutForSearch(norm, false)].filter(isWord));
  const chars = [...norm].filter((c) => HAN.test(c));
  const whole = norm.replace(/\s+/g, '');
  return unique([...words, ...chars, ...pinyinWords(words), ...pinyinWords(chars), ...pinyinWords([whole])]).filter(isWord);
}

/** Full pinyin and initials of Chinese words (non-Chinese words are left out). */
export function pinyinWords(words: string[]): string[] {
  const out: string[] = [];
  for (const w of words) {
    if (!HAN.test(w)) continue;
    const full = pinyin(w, { toneType: 'none', type: 'array', nonZh: 'consecutive', v: true });
    out.push(full.join('').replace(/\s+/g, ''));
    if ([...w].length >= 2) out.push(full.map((s) => s[0] ?? '').join(''));
  }
  return out.filter(isWord);
}

/** Full pinyin and initials of one word, for telling which words of a name a Latin query reached. */
export function pinyinOf(word: string): { full: string; initials: string } {
  const full = pinyin(word, { toneType: 'none', type: 'array', nonZh: 'consecutive', v: true });
  return { full: full.join('').replace(/\s+/g, ''), initials: full.map((s) => s[0] ?? '').join('') };
}

/** A query's words in order: jieba's precise segmentation of the normalized text, at most QUERY_MAX_TERMS. */
export function queryWords(query: string): string[] {
  const norm = normalize(query.slice(0, QUERY_MAX_CHARS));
  return norm ? unique(jieba.cut(norm, false).filter(isWord)).slice(0, QUERY_MAX_TERMS) : [];
}

/** Segments of a text with their offsets (UTF-16), for marking words inside a goods name. */
export function segmentsWithOffsets(text: string): { word: string; start: number; end: number }[] {
  const out: { word: string; start: number; end: number }[] = [];
  let at = 0;
  for (const w of jieba.cut(text, false)) {
    out.push({ word: w, start: at, end: at + w.length });
    at += w.length;
  }
  return out;
}

export const isChinese = (w: string) => HAN_ONLY.test(w);
