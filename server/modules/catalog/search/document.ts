/**
 * A goods' search document: its words as PostgreSQL tsvector text, each word weighted by the field it
 * comes from (A name, B brand, C category, D brief and tags), so a search can rank name over brand over
 * category over brief. Built here rather than by to_tsvector, whose parser depends on the database's
 * locale and drops Chinese characters under C. Pure.
 */
import { fieldWords, nameWords, pinyinWords } from './tokens';

export interface GoodsText { item_name: string; brand: string; categories: string[]; brief: string; tags: string[] }

/** PostgreSQL keeps at most 256 positions per lexeme and positions up to 16,383. */
const MAX_POSITION = 16_383;

const quote = (lexeme: string) => `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/** `all`: every field, weighted; `name`: the name's words alone (suggestions search only names). */
export function goodsDocument(g: GoodsText): { all: string; name: string } {
  const name = nameWords(g.item_name);
  const brand = fieldWords(g.brand);
  const category = g.categories.flatMap(fieldWords);
  const fields: [string, string[]][] = [
    ['A', name],
    ['B', [...brand, ...pinyinWords(brand)]],
    ['C', [...category, ...pinyinWords(category)]],
    ['D', [...fieldWords(g.brief), ...g.tags.flatMap(fieldWords)]],
  ];
  const positions = new Map<string, string[]>();
  let pos = 0;
  for (const [weight, words] of fields) {
    for (const w of new Set(words)) {
      if (pos >= MAX_POSITION) break;
      pos++;
      const list = positions.get(w) ?? [];
      if (!list.some((p) => p.endsWith(weight))) list.push(`${pos}${weight}`);
      positions.set(w, list);
    }
  }
  const all = [...positions].map(([w, ps]) => `${quote(w)}:${ps.join(',')}`).join(' ');
  return { all, name: [...new Set(name)].map(quote).join(' ') };
}
