/**
 * The compiler's source over HTTP: any ECShopX-compatible API, through the contract's public calls
 * only (`pctemplate/getTemplateContent`, `pagestemplate/gettdk`, `goods/items`, `goods/items/{id}`,
 * `goods/category`). Requests are limited in number at a time and retried; an unreachable backend
 * fails the build with one clear message instead of a half-written site.
 *
 * The contract has no call listing custom pages, so they are discovered from the links of the pages
 * already known (home, header, footer, and recursively every custom page found), plus any ids given.
 */
import type { WidgetNode } from '../src/widgets/types';
import type { CategoryNode, ItemDetailData, ItemListPage } from '../src/lib/goods';
import { LIST_PAGE_SIZE, SITE_NAME } from '../src/lib/constants';
import type { CompilerSource, PageSeo, TemplateDoc } from './source';
import type { ArticleCategory, ArticleDetail, ArticleSummary } from '../src/lib/articles';

export interface HttpSourceOptions {
  /** e.g. `https://shop.example.com/api/h5app/wxapp` */
  base: string;
  /** Requests in flight at once. */
  concurrency?: number;
  /** Attempts per request (first included). */
  attempts?: number;
  timeoutMs?: number;
  /** Custom page ids to build besides those linked from the site. */
  extraPageIds?: number[];
}

export class BackendError extends Error {}

const PAGE_SIZE_MAX = 50;

/** A tiny semaphore: at most `n` tasks at a time. */
function limiter(n: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (active >= n) await new Promise<void>((r) => waiting.push(r));
    active++;
    try { return await task(); } finally {
      active--;
      waiting.shift()?.();
    }
  };
}

/** Custom page ids a document links to (designer link objects and plain `/custompage` URLs). */
export function linkedPageIds(widgets: unknown): number[] {
  const ids = new Set<number>();
  const visit = (v: unknown): void => {
    if (Array.isArray(v)) { v.forEach(visit); return; }
    if (v && typeof v === 'object') {
      const rec = v as Record<string, unknown>;
      if (rec.linkPage === 'customer') {
        const id = Number(rec.theme_pc_template_id ?? rec.id);
        if (Number.isInteger(id) && id > 0) ids.add(id);
      }
      Object.values(rec).forEach(visit);
      return;
    }
    if (typeof v === 'string') {
      for (const m of v.matchAll(/\/(?:custompage(?:\?pageid=|\/)|product\/)(\d{1,9})/g)) ids.add(Number(m[1]));
    }
  };
  visit(widgets);
  return [...ids];
}

/** Both answer forms of getTemplateContent (api-contract §8.2): the list form and the object form. */
export function widgetsOfTemplateAnswer(data: unknown): WidgetNode[] {
  const parse = (config: unknown): unknown => (typeof config === 'string' && config ? JSON.parse(config) : config ?? []);
  if (Array.isArray(data)) {
    return data.flatMap((row) => {
      const w = parse((row as { config?: unknown }).config);
      return Array.isArray(w) ? (w as WidgetNode[]) : [w as WidgetNode];
    });
  }
  if (data && typeof data === 'object' && 'config' in data) {
    const w = parse((data as { config: unknown }).config);
    return Array.isArray(w) ? (w as WidgetNode[]) : w ? [w as WidgetNode] : [];
  }
  return [];
}

export function httpSource(opts: HttpSourceOptions): CompilerSource {
  const base = opts.base.replace(/\/+$/, '');
  const limit = limiter(opts.concurrency ?? 8);
  const attempts = opts.attempts ?? 3;

  /** GET a contract call; `undefined` for a 404 (a page not served), throws BackendError otherwise. */
  async function get<T>(path: string, query: Record<string, string | number> = {}): Promise<T | undefined> {
    const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
    const url = `${base}/${path}${qs ? `?${qs}` : ''}`;
    let last = '';
    for (let attempt = 1; attempt <= attempts; attempt++) {
      try {
        const res = await limit(() => fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(opts.timeoutMs ?? 15_000) }));
        if (res.status === 404) return undefined;
        if (res.ok) return ((await res.json()) as { data: T }).data;
        last = `HTTP ${res.status}`;
        if (res.status < 500 && res.status !== 429) break; // a client error will not change on retry
      } catch (e) {
        last = (e as Error).cause ? String(((e as Error).cause as Error).message ?? (e as Error).cause) : (e as Error).message;
      }
      if (attempt < attempts) await new Promise((r) => setTimeout(r, 200 * 2 ** (attempt - 1)));
    }
    throw new BackendError(`无法从后端读取 ${url}：${last}`);
  }

  async function tdk(pageId?: number): Promise<PageSeo & { template_title?: string; theme_pc_template_id?: number }> {
    return (await get<PageSeo & { template_title?: string }>('pagestemplate/gettdk', pageId ? { page_id: pageId } : {})) ?? {};
  }

  async function template(id: number): Promise<TemplateDoc | undefined> {
    const [data, seo] = await Promise.all([get<unknown>('pctemplate/getTemplateContent', { theme_pc_template_id: id }), tdk(id).catch(() => ({}))]);
    if (data === undefined) return undefined;
    const widgets = widgetsOfTemplateAnswer(data);
    if (!widgets.length) return undefined;
    const { template_title: title = '', ...pageSeo } = seo as PageSeo & { template_title?: string };
    return { id, title, pageType: 'custom', seo: { title: pageSeo.title, mate_keywords: pageSeo.mate_keywords, mate_description: pageSeo.mate_description }, widgets };
  }

  let homeCache: Promise<TemplateDoc | undefined> | undefined;
  const home = () => (homeCache ??= (async () => {
    const [data, seo] = await Promise.all([get<unknown>('pctemplate/getTemplateContent'), tdk()]);
    const widgets = widgetsOfTemplateAnswer(data);
    if (!widgets.length) return undefined;
    return { id: seo.theme_pc_template_id ?? 0, title: (seo as { template_title?: string }).template_title ?? '', pageType: 'index', seo: { title: seo.title, mate_keywords: seo.mate_keywords, mate_description: seo.mate_description }, widgets };
  })());

  let chromeCache: Promise<{ header: WidgetNode[]; footer: WidgetNode[] }> | undefined;
  const chrome = () => (chromeCache ??= (async () => {
    const [header, footer] = await Promise.all(['header', 'footer'].map(async (pageType) => widgetsOfTemplateAnswer(await get<unknown>('pctemplate/getTemplateContent', { page_type: pageType }))));
    return { header, footer };
  })());

  /** Every custom page reachable by links from home, header and footer (and from each other). */
  let pagesCache: Promise<TemplateDoc[]> | undefined;
  const allPages = () => (pagesCache ??= (async () => {
    const [h, c] = await Promise.all([home(), chrome()]);
    const docs = new Map<number, TemplateDoc>();
    if (h) docs.set(h.id, h);
    let frontier = [...new Set([...linkedPageIds([h?.widgets ?? [], c.header, c.footer]), ...(opts.extraPageIds ?? [])])];
    while (frontier.length) {
      const found = (await Promise.all(frontier.filter((id) => !docs.has(id)).map(template))).filter((d): d is TemplateDoc => !!d);
      for (const d of found) docs.set(d.id, d);
      frontier = [...new Set(found.flatMap((d) => linkedPageIds(d.widgets)))].filter((id) => !docs.has(id));
    }
    return [...docs.values()].sort((a, b) => a.id - b.id);
  })());

  async function listAll(): Promise<number[]> {
    const first = await get<ItemListPage>('goods/items', { page: 1, pageSize: PAGE_SIZE_MAX });
    if (!first) throw new BackendError(`后端没有 goods/items：${base}`);
    const pages = Math.ceil(first.total_count / PAGE_SIZE_MAX);
    const rest = await Promise.all(Array.from({ length: Math.max(0, pages - 1) }, (_, i) => get<ItemListPage>('goods/items', { page: i + 2, pageSize: PAGE_SIZE_MAX })));
    return [first, ...rest].flatMap((p) => (p?.list ?? []).map((it) => it.item_id));
  }

  const itemCache = new Map<number, Promise<ItemDetailData | undefined>>();
  const itemOf = (id: number) => {
    let p = itemCache.get(id);
    if (!p) itemCache.set(id, (p = get<ItemDetailData>(`goods/items/${id}`, { item_id: id, is_tdk: 1 })));
    return p;
  };

  return {
    // shops/setting (login page pictures) carries brand_name; an older backend without it keeps the default.
    siteName: async () => (await get<{ brand_name?: string }>('shops/setting'))?.brand_name || SITE_NAME,
    chrome,
    home,
    async templates(onlyIds) {
      const all = await allPages();
      return onlyIds ? all.filter((d) => onlyIds.includes(d.id)) : all;
    },
    async templateIds() {
      return (await allPages()).map((d) => d.id);
    },
    async itemIds(goodsIds) {
      const ids = [...new Set(await listAll())].sort((a, b) => a - b);
      if (!goodsIds) return ids;
      const details = await Promise.all(ids.map(itemOf));
      return ids.filter((_, i) => goodsIds.includes(Number(details[i]?.goods_id)));
    },
    async goodsOfItems(itemIds) {
      const details = await Promise.all(itemIds.map(itemOf));
      return [...new Set(details.flatMap((d) => (d?.goods_id ? [d.goods_id] : [])))];
    },
    async items(itemIds) {
      const details = await Promise.all(itemIds.map(itemOf));
      return new Map(itemIds.flatMap((id, i) => (details[i] ? [[id, details[i]] as const] : [])));
    },
    async listPage() {
      const [initial, categories] = await Promise.all([
        get<ItemListPage>('goods/items', { page: 1, pageSize: LIST_PAGE_SIZE, is_tdk: 1 }),
        get<CategoryNode[]>('goods/category'),
      ]);
      return { initial: initial ?? { list: [], total_count: 0 }, categories: categories ?? [] };
    },
    async bestSellers(limit) {
      // Asked with no token: the public prices (a member's page corrects them after load).
      return (await get<ItemListPage>('promotions/recommendlike', { page: 1, pageSize: limit }))?.list ?? [];
    },
    async articleCategories() {
      // A backend without articles (404) has no content pages, not a failed build.
      return (await get<{ list: ArticleCategory[] }>('article/category'))?.list ?? [];
    },
    async articles() {
      const pageOf = (page: number) => get<{ list: ArticleSummary[]; total_count: number }>('article/management', { page, pageSize: PAGE_SIZE_MAX });
      const first = await pageOf(1);
      if (!first) return [];
      const rest = await Promise.all(Array.from({ length: Math.max(0, Math.ceil(first.total_count / PAGE_SIZE_MAX) - 1) }, (_, i) => pageOf(i + 2)));
      return [first, ...rest].flatMap((p) => p?.list ?? []);
    },
    article: (articleId) => get<ArticleDetail>(`article/management/${articleId}`),
  };
}
