/**
 * Content pages: the article centre (/article), category lists (/article/node/N, /article/faqs/N and
 * the section routes /news, /story, /technology, /frenchstyle, /precollection, /license,
 * /license/staff), and one page per article (/article/content/N, also at /article/detail/N). Pure:
 * the page plan from the article data, and each page's body, breadcrumb, SEO head and JSON-LD.
 * Lists are paged as static files (/news/page/2); the links work without JavaScript.
 */
import { createElement as h, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  ARTICLE_PAGE_SIZE, ARTICLES_HOME, articleAliasUrl, articleUrl, categoryUrl, listPageUrl, SECTIONS,
  type ArticleCategory, type ArticleDetail, type ArticleSummary, type SectionKey,
} from '../src/lib/articles';
import { pageWindow } from '../src/islands/ui/Pagination';
import { formatDateTime } from '../src/lib/date';
import { sanitizeHtml } from './sanitize';
import { renderBreadcrumb } from './render';

export interface ContentData { categories: ArticleCategory[]; articles: ArticleSummary[] }

/** Which list a page belongs to: every article, one category, or a section with no category yet. */
export type ListKey = { kind: 'all' } | { kind: 'category'; categoryId: number } | { kind: 'section'; section: SectionKey };

export type ContentPlan =
  | { kind: 'article'; file: string; path: string; articleId: number; categoryId: number }
  | { kind: 'articleList'; file: string; path: string; list: ListKey; page: number };

const fileOf = (p: string) => `${p.replace(/^\//, '')}/index.html`;
const pagesOf = (count: number) => Math.max(1, Math.ceil(count / ARTICLE_PAGE_SIZE));

/** Folders the content pages live in (a rebuild removes files there that no plan writes any more). */
export const CONTENT_ROOTS = ['article', ...new Set(Object.values(SECTIONS).map((s) => s.path.split('/')[1]))];

function listPlans(base: string, list: ListKey, count: number, paged: boolean): ContentPlan[] {
  const pages = paged ? pagesOf(count) : 1;
  return Array.from({ length: pages }, (_, i) => {
    const path = listPageUrl(base, i + 1);
    return { kind: 'articleList', file: fileOf(path), path, list, page: i + 1 };
  });
}

export function contentPlans(data: ContentData): ContentPlan[] {
  const count = (id: number) => data.articles.filter((a) => a.category_id === id).length;
  const plans: ContentPlan[] = listPlans(ARTICLES_HOME, { kind: 'all' }, data.articles.length, true);
  for (const c of data.categories) plans.push(...listPlans(categoryUrl(c), { kind: 'category', categoryId: c.category_id }, count(c.category_id), c.layout === 'list'));
  // Every section route exists; one no category owns yet says so.
  for (const key of Object.keys(SECTIONS) as SectionKey[]) {
    if (!data.categories.some((c) => c.section === key)) plans.push(...listPlans(SECTIONS[key].path, { kind: 'section', section: key }, 0, false));
  }
  for (const a of data.articles) {
    for (const path of [articleUrl(a.article_id), articleAliasUrl(a.article_id)]) plans.push({ kind: 'article', file: fileOf(path), path, articleId: a.article_id, categoryId: a.category_id });
  }
  return plans;
}

/** Plans an article change touches: its own pages and the lists of the given categories and of all articles. */
export function plansTouchedBy(plans: ContentPlan[], articleIds: number[], categoryIds: number[]): ContentPlan[] {
  return plans.filter((p) => (p.kind === 'article' ? articleIds.includes(p.articleId)
    : p.list.kind === 'all' || (p.list.kind === 'category' && categoryIds.includes(p.list.categoryId))));
}

// ── rendering ─────────────────────────────────────────────────────────────

const date = (unix: number) => formatDateTime(unix || null, 'YYYY-MM-DD');

function Sidebar({ categories, current }: { categories: ArticleCategory[]; current?: number }) {
  return h('aside', { className: 'article-side', 'aria-label': '文章分类' },
    h('h2', null, '文章分类'),
    h('ul', null,
      h('li', null, h('a', { href: ARTICLES_HOME, 'aria-current': current === undefined ? 'page' : undefined }, '全部文章')),
      ...categories.map((c) => h('li', { key: c.category_id }, h('a', { href: categoryUrl(c), 'aria-current': current === c.category_id ? 'page' : undefined }, c.category_name)))));
}

function Pager({ base, page, pages }: { base: string; page: number; pages: number }) {
  if (pages <= 1) return null;
  const link = (n: number, label: ReactNode, rel?: string) => h('a', { key: String(label), href: listPageUrl(base, n), rel, 'aria-current': n === page && typeof label === 'number' ? 'page' : undefined }, label);
  return h('nav', { className: 'article-pager', 'aria-label': '分页' },
    page > 1 ? link(page - 1, '上一页', 'prev') : h('span', { className: 'is-disabled' }, '上一页'),
    ...pageWindow(page, pages, 5).map((n) => link(n, n)),
    page < pages ? link(page + 1, '下一页', 'next') : h('span', { className: 'is-disabled' }, '下一页'),
    h('span', { className: 'article-pager-info' }, `第 ${page} / ${pages} 页`));
}

function ArticleCard({ a }: { a: ArticleSummary }) {
  return h('li', { className: 'article-card' },
    a.image_url ? h('a', { className: 'article-card-pic', href: articleUrl(a.article_id), tabIndex: -1, 'aria-hidden': true }, h('img', { src: a.image_url, alt: '', loading: 'lazy', width: 200, height: 130 })) : null,
    h('div', { className: 'article-card-text' },
      h('h3', null, h('a', { href: articleUrl(a.article_id) }, a.title)),
      a.summary ? h('p', null, a.summary) : null,
      h('div', { className: 'article-meta' }, h('span', null, a.category_name), h('time', { dateTime: new Date(a.release_time * 1000).toISOString() }, date(a.release_time)))));
}

const Html = ({ html, className }: { html: string; className: string }) => h('div', { className, dangerouslySetInnerHTML: { __html: sanitizeHtml(html) } });

export interface ListView {
  title: string; description: string; base: string; page: number; layout: ArticleCategory['layout'];
  categories: ArticleCategory[]; current?: number; items: ArticleSummary[]; pages: number;
  /** single / faq layouts show the articles themselves. */
  details: ArticleDetail[];
}

export function listBody(v: ListView): string {
  const crumb = renderBreadcrumb(v.base === ARTICLES_HOME
    ? [{ label: '首页', href: '/' }, { label: '文章中心' }]
    : [{ label: '首页', href: '/' }, { label: '文章中心', href: ARTICLES_HOME }, { label: v.title }]);
  let main: ReactNode;
  if (v.layout === 'single' && v.details[0]) {
    main = h('article', { className: 'article-detail' }, h(Html, { className: 'article-content', html: v.details[0].content }));
  } else if (v.layout === 'faq' && v.details.length) {
    main = h('div', { className: 'article-faq' }, ...v.details.map((d) => h('details', { key: d.article_id, id: `q${d.article_id}` },
      h('summary', null, d.title), h(Html, { className: 'article-content', html: d.content }))));
  } else if (v.items.length) {
    main = h('ul', { className: 'article-list' }, ...v.items.map((a) => h(ArticleCard, { key: a.article_id, a })));
  } else {
    main = h('p', { className: 'article-empty' }, '暂无文章，敬请期待');
  }
  const body = h('div', { className: 'article-layout' },
    h(Sidebar, { categories: v.categories, current: v.current }),
    h('section', { className: 'article-main' },
      h('header', { className: 'article-head' }, h('h1', null, v.title), v.description ? h('p', null, v.description) : null),
      main, h(Pager, { base: v.base, page: v.page, pages: v.pages })));
  return `<div class="page-width article-page">${crumb}${renderToStaticMarkup(body)}</div>`;
}

export function articleBody(a: ArticleDetail, category: ArticleCategory | undefined, categories: ArticleCategory[]): string {
  const listHref = category ? categoryUrl(category) : ARTICLES_HOME;
  const crumb = renderBreadcrumb([{ label: '首页', href: '/' }, { label: '文章中心', href: ARTICLES_HOME }, { label: a.category_name, href: listHref }, { label: a.title }]);
  const body = h('div', { className: 'article-layout' },
    h(Sidebar, { categories, current: a.category_id }),
    h('article', { className: 'article-main article-detail' },
      h('header', { className: 'article-head' },
        h('h1', null, a.title),
        h('div', { className: 'article-meta' }, a.author ? h('span', null, `作者：${a.author}`) : null, h('span', null, a.category_name),
          h('time', { dateTime: new Date(a.release_time * 1000).toISOString() }, `发布于 ${date(a.release_time)}`))),
      a.summary ? h('p', { className: 'article-summary' }, a.summary) : null,
      h(Html, { className: 'article-content', html: a.content }),
      h('footer', { className: 'article-foot' }, h('a', { className: 'article-back', href: listHref }, `← 返回${a.category_name}`))));
  return `<div class="page-width article-page">${crumb}${renderToStaticMarkup(body)}</div>`;
}

const ldScript = (data: unknown) => `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;

export function articleJsonLd(a: ArticleDetail, o: { url: string; origin: string; siteName: string; listUrl: string }): string {
  const abs = (u: string) => (/^https?:\/\//.test(u) ? u : u ? o.origin + u : '');
  const iso = (unix: number) => new Date(unix * 1000).toISOString();
  return ldScript({
    '@context': 'https://schema.org', '@type': 'Article', headline: a.title.slice(0, 110), description: a.tdk.mate_description || a.summary,
    ...(a.image_url ? { image: [abs(a.image_url)] } : {}), datePublished: iso(a.release_time), dateModified: iso(a.updated || a.release_time),
    author: { '@type': a.author ? 'Person' : 'Organization', name: a.author || o.siteName },
    publisher: { '@type': 'Organization', name: o.siteName }, mainEntityOfPage: { '@type': 'WebPage', '@id': o.url },
  }) + ldScript({
    '@context': 'https://schema.org', '@type': 'BreadcrumbList',
    itemListElement: [['首页', `${o.origin}/`], ['文章中心', o.origin + ARTICLES_HOME], [a.category_name, o.origin + o.listUrl], [a.title, o.url]]
      .map(([name, item], i) => ({ '@type': 'ListItem', position: i + 1, name, item })),
  });
}

/** The list a plan shows: its title, description, layout and articles. */
export function listOf(data: ContentData, list: ListKey): { title: string; description: string; base: string; layout: ArticleCategory['layout']; current?: number; items: ArticleSummary[] } {
  if (list.kind === 'all') return { title: '文章中心', description: '', base: ARTICLES_HOME, layout: 'list', items: data.articles };
  if (list.kind === 'section') return { title: SECTIONS[list.section].title, description: '', base: SECTIONS[list.section].path, layout: 'list', items: [] };
  const c = data.categories.find((x) => x.category_id === list.categoryId)!;
  return { title: c.category_name, description: c.description, base: categoryUrl(c), layout: c.layout, current: c.category_id, items: data.articles.filter((a) => a.category_id === c.category_id) };
}

export { ARTICLE_PAGE_SIZE, articleUrl, pagesOf };
