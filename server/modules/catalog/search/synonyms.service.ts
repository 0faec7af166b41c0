/**
 * The operator's search synonyms (设置 › 搜索同义词): groups of words a shopper means alike (麻椒 = 青花椒).
 * Applied when a query is read, so a change works on the next search with nothing rebuilt; stored
 * normalized (the form queries are compared in).
 */
import { sql } from 'kysely';
import { PREPARED } from '../../../db/named-statements.server';
import type { Database } from '../../../db/database.server';
import { BizError } from '../../../http/errors';
import { normalize } from './tokens';

export const SYNONYM_GROUPS_MAX = 500;
export const SYNONYM_WORDS_MAX = 10;
export const SYNONYM_WORD_CHARS = 20;

export interface SynonymGroup { synonym_id: number; words: string[] }

export async function listSynonyms(db: Database): Promise<SynonymGroup[]> {
  return db.selectFrom('search_synonyms').select(['synonym_id', 'words']).orderBy('synonym_id').execute();
}

/** The groups having a word that occurs in the (normalized) query. */
export async function synonymGroupsIn(db: Database, normalizedQuery: string): Promise<string[][]> {
  if (!normalizedQuery) return [];
  // Every search and every suggestion keystroke asks: a named statement, parsed and planned once per connection.
  const { rows } = await sql<{ words: string[] }>`${PREPARED}
    SELECT words FROM search_synonyms WHERE EXISTS (SELECT 1 FROM unnest(words) w WHERE strpos(${normalizedQuery}, w) > 0)
    ORDER BY synonym_id LIMIT 20`.execute(db);
  return rows.map((r) => r.words);
}

/** Checks and normalizes what the operator typed: each group two or more distinct words. */
export function cleanGroups(groups: string[][]): string[][] {
  if (groups.length > SYNONYM_GROUPS_MAX) throw new BizError(`同义词最多${SYNONYM_GROUPS_MAX}组`);
  return groups.map((g, i) => {
    const words = [...new Set(g.map((w) => normalize(w).replace(/\s+/g, '')).filter(Boolean))];
    const at = `第${i + 1}组同义词`;
    if (g.some((w) => [...w.trim()].length > SYNONYM_WORD_CHARS)) throw new BizError(`${at}中的词不能超过${SYNONYM_WORD_CHARS}个字`);
    if (words.length < 2) throw new BizError(`${at}至少需要两个不同的词`);
    if (words.length > SYNONYM_WORDS_MAX) throw new BizError(`${at}最多${SYNONYM_WORDS_MAX}个词`);
    return words;
  });
}

/** Replaces every group at once (the console edits them as one list). */
export async function replaceSynonyms(db: Database, groups: string[][]): Promise<SynonymGroup[]> {
  const clean = cleanGroups(groups);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('search_synonyms').execute();
    if (clean.length) await trx.insertInto('search_synonyms').values(clean.map((words) => ({ words }))).execute();
  });
  return listSynonyms(db);
}
