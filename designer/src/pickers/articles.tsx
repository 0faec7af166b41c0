/**
 * The 文章资讯 link kind's source: the content section pages first (文章中心, 品牌故事, 新闻资讯 …), then
 * every published article (searched and paged by the admin API), as one paged list.
 */
import { api, type ArticleRow } from '../api/client';
import type { PageQuery, PageResult, PickerSource } from './PickerDialog';
import { kindLabel, routeLink, ROUTES, type RouteEntry } from './routes';
import { articleUrl } from '../../../src/lib/articles';

export type ContentRow = RouteEntry | ArticleRow;
const isArticle = (r: ContentRow): r is ArticleRow => 'article_id' in r;

type ArticlePage = (q: PageQuery) => Promise<PageResult<ArticleRow>>;

/** Published articles at positions [offset, offset + count) of the article list (pages of `size`). */
async function articleRange(fetchPage: ArticlePage, keywords: string, offset: number, count: number, size: number): Promise<{ rows: ArticleRow[]; total: number }> {
  const page = Math.floor(offset / size) + 1;
  const first = await fetchPage({ keywords, page, pageSize: size });
  let rows = first.list.slice(offset % size);
  if (rows.length < count && page * size < first.total_count) rows = rows.concat((await fetchPage({ keywords, page: page + 1, pageSize: size })).list);
  return { rows: rows.slice(0, count), total: first.total_count };
}

/** One paged list: the section pages (matching the search), then the articles the API finds. */
export function contentLoader(fetchPage: ArticlePage) {
  return async (q: PageQuery): Promise<PageResult<ContentRow>> => {
    const kw = q.keywords.trim();
    const routes = ROUTES.management.filter((r) => !kw || r.title.includes(kw));
    const offset = (q.page - 1) * q.pageSize;
    const shownRoutes = routes.slice(offset, offset + q.pageSize);
    const articles = await articleRange(fetchPage, kw, Math.max(0, offset - routes.length), q.pageSize - shownRoutes.length, q.pageSize);
    return { list: [...shownRoutes, ...articles.rows], total_count: routes.length + articles.total };
  };
}

export const contentSource: PickerSource<ContentRow> = {
  title: '选择文章资讯', searchLabel: '标题', empty: '暂无文章',
  load: contentLoader(api.articles),
  key: (r) => (isArticle(r) ? `a${r.article_id}` : r.url),
  render: (r) => (isArticle(r)
    ? <><span className="dz-pick-name">{r.title}</span><span className="dz-muted">{r.category_name}</span></>
    : <><span className="dz-pick-name">{r.title}</span><span className="dz-muted">{r.url}</span></>),
};

export function contentLink(r: ContentRow): Record<string, unknown> {
  if (!isArticle(r)) return routeLink('management', r);
  const url = articleUrl(r.article_id);
  return { article_id: r.article_id, title: r.title, category_name: r.category_name, url, linkPage: 'management', linkPageLabel: kindLabel.management, href: url };
}
