/** The 文章资讯 picker's one list: section pages then articles, paged and searched as one. */
import { describe, expect, it } from 'vitest';
import { contentLink, contentLoader, type ContentRow } from './articles';
import { ROUTES } from './routes';
import { resolveLink } from '../../../src/lib/links';

const ARTICLES = Array.from({ length: 13 }, (_, i) => ({ article_id: i + 1, title: i % 2 ? `花椒文章${i + 1}` : `辣椒文章${i + 1}`, category_name: '香料知识' }));
/** The admin API's paging (`/api/admin/articles`), over an array. */
const pager = async (q: { keywords: string; page: number; pageSize: number }) => {
  const hits = ARTICLES.filter((a) => a.title.includes(q.keywords));
  return { list: hits.slice((q.page - 1) * q.pageSize, q.page * q.pageSize), total_count: hits.length };
};
const key = (r: ContentRow) => ('article_id' in r ? `a${r.article_id}` : r.url);

describe('文章资讯 picker', () => {
  it('pages through sections then articles with no gap and no repeat', async () => {
    const load = contentLoader(pager);
    for (const size of [3, 5, 8]) {
      const seen: string[] = [];
      let total = 0;
      for (let page = 1; ; page++) {
        const res = await load({ keywords: '', page, pageSize: size });
        total = res.total_count;
        if (!res.list.length) break;
        expect(res.list.length).toBeLessThanOrEqual(size);
        seen.push(...res.list.map(key));
      }
      expect(total).toBe(ROUTES.management.length + ARTICLES.length);
      expect(seen).toEqual([...ROUTES.management.map((r) => r.url), ...ARTICLES.map((a) => `a${a.article_id}`)]);
    }
  });

  it('searches section titles and article titles', async () => {
    const res = await contentLoader(pager)({ keywords: '花椒', page: 1, pageSize: 20 });
    expect(res.list.every((r) => r.title.includes('花椒'))).toBe(true);
    expect(res.total_count).toBe(6);
  });

  it('an article becomes a link to its page; a section to its route', () => {
    const article = contentLink(ARTICLES[2]);
    expect(article).toMatchObject({ linkPage: 'management', article_id: 3, href: '/article/content/3' });
    const { href: _h, url: _u, ...stored } = article;
    expect(resolveLink(stored)).toBe('/article/content/3');
    expect(resolveLink(contentLink(ROUTES.management[1]))).toBe(ROUTES.management[1].url);
  });
});
