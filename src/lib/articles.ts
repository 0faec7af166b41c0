/**
 * Articles as the storefront API answers them (`article/management`, `article/category`) and where
 * their pages live. The one place that knows content URLs: the compiler, the API, the designer's
 * article links and the sitemap all ask here.
 */

/** Storefront sections (storefront.md §2 routes) a category can own, with their paths and default names. */
export const SECTIONS = {
  news: { path: '/news', title: '新闻资讯' },
  story: { path: '/story', title: '品牌故事' },
  technology: { path: '/technology', title: '香料知识' },
  frenchstyle: { path: '/frenchstyle', title: '风味食谱' },
  precollection: { path: '/precollection', title: '新品预告' },
  license: { path: '/license', title: '资质证照' },
  license_staff: { path: '/license/staff', title: '员工须知' },
} as const;
export type SectionKey = keyof typeof SECTIONS;
export const SECTION_KEYS = Object.keys(SECTIONS) as [SectionKey, ...SectionKey[]];

/** list: a paged list; single: the first article in full; faq: every article as a question and its answer. */
export const LAYOUTS = ['list', 'single', 'faq'] as const;
export type ArticleLayout = (typeof LAYOUTS)[number];

/** Articles per list page (static pages: /article/page/2 …). */
export const ARTICLE_PAGE_SIZE = 10;

export interface ArticleCategory {
  category_id: number; category_name: string; description: string;
  section: SectionKey | null; layout: ArticleLayout; sort: number;
  /** Published articles in it. */
  article_count: number;
}

export interface ArticleSummary {
  article_id: number; category_id: number; category_name: string; title: string; summary: string;
  image_url: string; author: string; sort: number;
  /** Unix seconds, as ECShopX answers times. */
  release_time: number; updated: number;
}

export interface ArticleDetail extends ArticleSummary {
  /** Sanitised HTML. */
  content: string;
  tdk: { title?: string; mate_keywords?: string; mate_description?: string };
}

export const ARTICLES_HOME = '/article';
export const articleUrl = (id: number | string) => `/article/content/${id}`;
/** The same article under its legacy path (ECShopX's /article/detail/:id). */
export const articleAliasUrl = (id: number | string) => `/article/detail/${id}`;

/** A category's own page: its section route, else /article/faqs/N (questions) or /article/node/N. */
export function categoryUrl(c: Pick<ArticleCategory, 'category_id' | 'section' | 'layout'>): string {
  if (c.section) return SECTIONS[c.section].path;
  return c.layout === 'faq' ? `/article/faqs/${c.category_id}` : `/article/node/${c.category_id}`;
}

/** Page `n` of a list whose first page is `base`. */
export const listPageUrl = (base: string, n: number) => (n <= 1 ? base : `${base.replace(/\/$/, '')}/page/${n}`);
