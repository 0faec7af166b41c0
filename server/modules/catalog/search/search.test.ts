/** Goods search on the demo catalogue, through the API as the storefront calls it. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import pg from 'pg';
import { vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/helpers/app';
import { LIST_LIMITS } from '../catalog.service';

let t: TestApp;
let admin: string;
beforeAll(async () => { t = await createTestApp(); admin = await t.operatorToken(); });
afterAll(async () => { await t.close(); });

interface Row { item_id: number; goods_id: number; item_name: string; brief: string; sales: number; highlight: { item_name: [number, number][] } }
const search = async (keywords: string, extra: Record<string, unknown> = {}) => {
  const res = await t.call('GET', 'goods/items', { page: 1, pageSize: 50, keywords, ...extra });
  expect(res.status).toBe(200);
  return res.body.data as { list: Row[]; total_count: number; search: { words: string[]; nearest_words?: string[] }; facets?: any; brand_list?: any };
};
const names = (rows: Row[]) => rows.map((r) => r.item_name);
const marked = (r: Row) => r.highlight.item_name.map(([s, e]) => r.item_name.slice(s, e));

describe('Chinese words', () => {
  it('四川花椒 finds the peppercorn from Sichuan first, then the other peppercorns', async () => {
    const res = await search('四川花椒');
    expect(res.list[0].item_name).toBe('汉源贡椒 大红袍花椒'); // 花椒 in its name, 四川 in its brief
    expect(names(res.list)).toEqual(expect.arrayContaining(['金阳青花椒 特级', '茂县红花椒 颗粒', '花椒粉 细磨', '花椒油 250ml']));
    expect(res.search.words).toEqual(['四川', '花椒']);
  });

  it('huajiao and hj (pinyin, initials) find 花椒 goods, with 花椒 marked in their names', async () => {
    for (const q of ['huajiao', 'hj', 'HuaJiao']) {
      const res = await search(q);
      expect(res.total_count).toBeGreaterThanOrEqual(5);
      const withWord = res.list.filter((r) => r.item_name.includes('花椒'));
      expect(withWord.length).toBeGreaterThanOrEqual(5);
      for (const r of withWord) expect(marked(r)).toContain('花椒');
    }
  });

  it('a character typed wrong finds nothing but offers the word it sounds like', async () => {
    const res = await search('花交');
    expect(res.total_count).toBe(0);
    expect(res.search.nearest_words).toContain('花椒');
  });
});

describe('ranking', () => {
  it('name before category before brief, then by sales; the exact phrase first', async () => {
    const res = await search('花椒');
    const at = (name: string) => names(res.list).indexOf(name);
    const inName = res.list.filter((r) => r.item_name.includes('花椒'));
    // Every goods with 花椒 in its name comes before 藤椒 (only its category 青花椒/红花椒) and 麻婆豆腐调料 (only its brief).
    for (const r of inName) {
      expect(at(r.item_name)).toBeLessThan(at('藤椒 鲜麻款'));
      expect(at(r.item_name)).toBeLessThan(at('麻婆豆腐调料'));
    }
    expect(at('藤椒 鲜麻款')).toBeLessThan(at('麻婆豆腐调料'));
    // Among names, best sellers first (ties by goods id).
    const sales = inName.map((r) => r.sales);
    expect(sales).toEqual([...sales].sort((a, b) => b - a));
    expect((await search('花椒油')).list[0].item_name).toBe('花椒油 250ml');
    expect((await search('七星椒 特辣')).list[0].item_name).toBe('七星椒 特辣');
  });

  it('name before brand', async () => {
    // 蜀香坊 is the brand of two hot-pot bases; a goods named after it comes first.
    const g = await t.db.selectFrom('goods').select('goods_id').where('item_name', '=', '回锅肉调料').executeTakeFirstOrThrow();
    await t.db.updateTable('goods').set({ item_name: '回锅肉调料 蜀香坊同款' }).where('goods_id', '=', g.goods_id).execute();
    const res = await search('蜀香坊');
    expect(names(res.list)).toEqual(['回锅肉调料 蜀香坊同款', ...names(res.list.slice(1))]);
    expect(names(res.list.slice(1)).sort()).toEqual(['清油火锅底料', '牛油火锅底料 特辣'].sort());
    await t.db.updateTable('goods').set({ item_name: '回锅肉调料' }).where('goods_id', '=', g.goods_id).execute();
  });

  it('pages are stable: every result once across pages', async () => {
    const all = await search('椒');
    expect(all.total_count).toBeGreaterThan(12);
    const seen: number[] = [];
    for (let page = 1; page <= Math.ceil(all.total_count / 5); page++) {
      seen.push(...(await t.call('GET', 'goods/items', { page, pageSize: 5, keywords: '椒' })).body.data.list.map((r: Row) => r.item_id));
    }
    expect(seen).toEqual(all.list.map((r) => r.item_id));
  });
});

describe('synonyms (设置 › 搜索同义词)', () => {
  it('apply to the next search, with nothing re-indexed, and go away when removed', async () => {
    // 大料 is what many cooks call star anise (八角); no star anise says so.
    expect(names((await search('大料')).list)).not.toContain('广西八角 大红');
    const indexed = await sql<{ n: number }>`SELECT sum(search_indexed_rev)::int AS n FROM goods`.execute(t.db);

    const put = await t.admin(admin, 'PUT', '/search/synonyms', { groups: [['麻椒', '青花椒'], ['大料', '八角']] });
    expect(put.status).toBe(200);
    expect(put.body.data.list.map((g: { words: string[] }) => g.words)).toEqual([['麻椒', '青花椒'], ['大料', '八角']]);
    const after = await search('大料');
    expect(after.list[0].item_name).toBe('广西八角 大红');
    expect(marked(after.list[0])).toEqual(['八角']);
    expect(names((await search('麻椒')).list)).toContain('金阳青花椒 特级');
    expect((await sql<{ n: number }>`SELECT sum(search_indexed_rev)::int AS n FROM goods`.execute(t.db)).rows[0].n).toBe(indexed.rows[0].n);

    await t.admin(admin, 'PUT', '/search/synonyms', { groups: [] });
    expect(names((await search('大料')).list)).not.toContain('广西八角 大红');
  });

  it('refuses a group of one word, in Chinese, and keeps what was there', async () => {
    await t.admin(admin, 'PUT', '/search/synonyms', { groups: [['孜然', 'cumin']] });
    const bad = await t.admin(admin, 'PUT', '/search/synonyms', { groups: [['麻椒']] });
    expect(bad.status).toBe(422);
    expect(bad.body.data.message).toContain('至少需要两个不同的词');
    expect((await t.admin(admin, 'GET', '/search/synonyms')).body.data.list.map((g: { words: string[] }) => g.words)).toEqual([['孜然', 'cumin']]);
    expect(names((await search('cumin')).list)).toContain('新疆孜然粒');
    await t.admin(admin, 'PUT', '/search/synonyms', { groups: [] });
  });
});

describe('words kept current', () => {
  it('a renamed goods and a renamed category are found by their new names at once', async () => {
    const g = await t.db.selectFrom('goods').select(['goods_id', 'category_id']).where('item_name', '=', '黑孜然').executeTakeFirstOrThrow();
    await t.db.updateTable('goods').set({ item_name: '黑孜然 雪域高原款' }).where('goods_id', '=', g.goods_id).execute();
    expect(names((await search('雪域')).list)).toEqual(['黑孜然 雪域高原款']);
    await t.db.updateTable('categories').set({ category_name: '西域香料' }).where('category_id', '=', g.category_id).execute();
    expect(names((await search('西域香料')).list)).toContain('黑孜然 雪域高原款');
  });
});

describe('facets', () => {
  it('count brands, categories and price bands of the current query', async () => {
    const res = await search('花椒', { is_tdk: 1 });
    const sum = (xs: { goods_count: number }[]) => xs.reduce((n, x) => n + x.goods_count, 0);
    expect(sum(res.facets.price_bands)).toBe(res.total_count);
    expect(sum(res.facets.categories)).toBe(res.total_count);
    expect(res.facets.categories.map((c: { category_name: string }) => c.category_name)).toEqual(expect.arrayContaining(['红花椒', '青花椒']));
    expect(sum(res.facets.brands)).toBeLessThanOrEqual(res.total_count);
    // A band picked keeps the other bands counted (a facet leaves its own filter out).
    const band = res.facets.price_bands[0];
    const narrowed = await search('花椒', { is_tdk: 1, start_price: band.start_price, ...(band.end_price ? { end_price: band.end_price - 0.01 } : {}) });
    expect(narrowed.total_count).toBe(band.goods_count);
    expect(narrowed.facets.price_bands).toEqual(res.facets.price_bands);
  });
});

describe('suggestions while typing', () => {
  it('one character is enough; the word being typed is a prefix; pinyin too', async () => {
    const s = async (keywords: string) => {
      const res = await t.call('GET', 'goods/search/suggest', { keywords });
      expect(res.status).toBe(200);
      return res.body.data.list as { text: string; item_id: number; highlight: [number, number][] }[];
    };
    const hua = await s('花');
    expect(hua.length).toBeGreaterThan(0);
    expect(hua[0].text).toContain('花'); // names first, then brief and category
    for (const x of hua.filter((h) => h.text.includes('花'))) expect(x.text.slice(x.highlight[0][0], x.highlight[0][1])).toContain('花');
    expect((await s('孜然 粉')).map((x) => x.text)).toContain('孜然粉 现磨');
    expect((await s('huaj')).map((x) => x.text)).toContain('花椒油 250ml');
    expect(await s('%')).toEqual([]);
  });
});

describe('bad input', () => {
  it('LIKE wildcards match nothing (they used to match every goods)', async () => {
    for (const q of ['_', '%', '__', '%_%', '\\']) expect((await search(q)).total_count).toBe(0);
  });

  it('1,000 characters and NUL are refused in Chinese; emoji, punctuation, SQL and tsquery syntax find nothing or words', async () => {
    const long = await t.call('GET', 'goods/items', { page: 1, pageSize: 10, keywords: '花'.repeat(1000) });
    expect(long.status).toBe(422);
    expect(long.body.data.message).toMatch(/[\u4e00-\u9fff]/);
    const nul = await t.call('GET', 'goods/items', { page: 1, pageSize: 10, keywords: '花\u0000椒' });
    expect(nul.status).toBe(422);
    for (const q of ['😀', '🌶️🌶️', '！？。，', '...', "' OR 1=1 --", "'; DROP TABLE goods; --", '花椒:* | !', '(&|!<->)', "\\'", '花'.repeat(100)]) {
      const res = await t.call('GET', 'goods/items', { page: 1, pageSize: 10, keywords: q, is_tdk: 1 });
      expect(res.status, q).toBe(200);
    }
    expect((await search('😀')).total_count).toBe(0);
    expect((await search("' OR 1=1 --")).list.every((r) => /or|1/i.test(`${r.item_name}${r.brief}`))).toBe(true);
    const suggestLong = await t.call('GET', 'goods/search/suggest', { keywords: 'a'.repeat(1000) });
    expect(suggestLong.status).toBe(422);
  });
});

describe('at catalogue size (bounds lowered to reach them on the demo data)', () => {
  it('a ranked search walks and ranks its candidates in one statement: their ids never go back to the database', async () => {
    const query = vi.spyOn(pg.Client.prototype, 'query');
    let res;
    let calls: unknown[][];
    try {
      // Words of this test alone (answers are kept per query): several goods match, three are shown.
      res = (await t.call('GET', 'goods/items', { page: 1, pageSize: 3, keywords: '油 花椒' })).body.data;
    } finally {
      calls = [...query.mock.calls];
      query.mockRestore();
    }
    expect(res.list).toHaveLength(3);
    expect(res.total_count).toBeGreaterThan(3);
    const sent = calls.map((c) => (typeof c[0] === 'object' && c[0] ? (c[0] as { values?: unknown[] }).values : c[1]) as unknown[] | undefined);
    // The largest array of ids sent is the page's own (its rows); the candidates were ranked where they were read.
    const longest = Math.max(0, ...sent.flatMap((v) => (v ?? []).filter(Array.isArray).map((a) => (a as unknown[]).length)));
    expect(calls.length).toBeGreaterThan(0);
    expect(longest).toBeLessThanOrEqual(3);
  });

  it('a search matching more than it pages through ranks its best candidates once, pages through them only, and estimates the rest', async () => {
    // Answers are cached per query: this test's queries are its own (pinyin, page sizes, a price filter).
    const all = await search('jiao');
    expect(all.total_count).toBeGreaterThan(8);
    const saved = { ...LIST_LIMITS };
    Object.assign(LIST_LIMITS, { searchResults: 6, countExact: 8 });
    try {
      const capped = (await t.call('GET', 'goods/items', { page: 1, pageSize: 49, keywords: 'jiao' })).body.data;
      expect(capped.total_count).toBe(6);
      // More than it pages through: the planner's estimate (on 42 goods a rough one), never below what was read.
      expect(capped.search.total_estimate).toBeGreaterThan(6);
      expect(capped.search.total_estimate).toBeLessThanOrEqual(all.total_count);
      // The best-ranked goods of the whole search come first (exact phrase, name, sales).
      expect(capped.list.map((r: Row) => r.item_id).slice(0, 3)).toEqual(all.list.map((r) => r.item_id).slice(0, 3));
      // Pages are slices of one ranking: every result once, and nothing past the bound.
      const paged: number[] = [];
      for (const page of [1, 2, 3, 4]) paged.push(...(await t.call('GET', 'goods/items', { page, pageSize: 2, keywords: 'jiao' })).body.data.list.map((r: Row) => r.item_id));
      expect(paged).toEqual(capped.list.map((r: Row) => r.item_id));
      // A list with more goods than are counted says its count is an estimate.
      const list = (await t.call('GET', 'goods/items', { page: 1, pageSize: 5, start_price: 0 })).body.data;
      expect(list.total_estimated).toBe(true);
      expect(list.total_count).toBeGreaterThan(8);
    } finally {
      Object.assign(LIST_LIMITS, saved);
    }
  });
});
