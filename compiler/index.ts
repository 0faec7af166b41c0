/**
 * The page compiler. `runFull()` reads top to bottom: load → (migrate happens in load) → resolve →
 * render → write. `rebuildSlots()` / `rebuildItems()` rebuild only the affected pages with the very
 * same functions, so full and incremental builds give identical HTML. Rebuilds are serialized.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { WidgetNode } from '../src/widgets/types';
import ItemDetail from '../src/islands/ItemDetail';
import ItemRates from '../src/islands/item/ItemRates';
import ItemRecommend from '../src/islands/item/ItemRecommend';
import ItemList from '../src/islands/ItemList';
import type { CompilerSource, TemplateDoc } from './source';
import type { ItemDetailData } from '../src/lib/goods';
import { renderBreadcrumb, renderPageIsland, renderWidgetList, sanitizeIntro } from './render';
import { MEMBER_HOME } from '../src/lib/member';
import { SITE_NAME } from '../src/lib/constants';
import { chromeFrame, escapeHtml, fillShellBytes, isShellPage, prepareFill, swapChrome, type ChromeFrame, type PageConfig, type PreparedFill } from './shell';
import { color, list } from '../src/widgets/shared/style';
import { activeIndex } from '../src/widgets/W0013-scroll-nav/Render';
import type { NavItem } from '../src/widgets/W0013-scroll-nav/schema';
import { dropDefaultDescription, productJsonLd, robotsTxt, seoHead, sitemapXml } from './seo';
import { astroPage, itemPage, listPage, sitemapPaths, templatePages, type PagePlan } from './pages';
import { copyAssets, createPageWriter, listAstroPages, removeFile, writeAtomic } from './write.server';
import { filesChanged } from './files-changed';
import { articleBody, articleJsonLd, CONTENT_ROOTS, contentPlans, listBody, listOf, pagesOf, plansTouchedBy, type ContentData, type ContentPlan } from './articles';
import { ARTICLE_PAGE_SIZE, categoryUrl } from '../src/lib/articles';
import { siteHeadExtras, type SiteScripts } from './site-scripts';
import { eachLimited } from './each-limited';
import { coalescedItemReads } from './item-reads';
import { madeFirst, mapInSlices } from './warm-order';
import { setImmediate as yieldToEventLoop, setTimeout as sleep } from 'node:timers/promises';
import fsSync from 'node:fs';
import { hashOf, openManifest } from './manifest.server';
import { renderStamp } from './render-stamp.server';
import { collectGoodsIds } from '../src/document/prices';
import { servicePromisesOf, type ServicePromise } from '../src/lib/service-promises';
import { CART_FILE, cartExtras, RECOMMEND_COUNT } from './page-extras';

export { SITE_NAME };
const BUILD_CONCURRENCY = 4;
const DEFAULT_PAGE: PageConfig = { backgroundColor: '#f4f4f4', themeColor: '#FF5D02' };

const customPageRedirect = (siteName: string) => `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>${escapeHtml(siteName)}</title><meta name="robots" content="noindex"><script>var id=new URLSearchParams(location.search).get('pageid');location.replace(/^\\d+$/.test(id||'')?'/custompage/'+id+'/':'/404.html');</script></head><body>正在打开页面…</body></html>`;

// /member on a plain static host lands on this redirect page; the Fastify server redirects itself.
const memberRedirect = (siteName: string) => `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>${escapeHtml(siteName)}</title><meta name="robots" content="noindex"><meta http-equiv="refresh" content="0; url=${MEMBER_HOME}"></head><body><a href="${MEMBER_HOME}">正在打开会员中心…</a></body></html>`;

/** `pages`: the pages the build made current; `skipped`: how many of them were left as they were (inputs unchanged, per the manifest). */
export interface BuildResult { pages: string[]; ms: number; skipped?: number }

/** Item answers read a batch at a time (a few queries per batch instead of a dozen per item), in build order. */
const ITEM_BATCH = 100;
/** An item page's file in dist (and in the manifest). */
const ITEM_FILE = /^items\/(\d+)\/index\.html$/;
type ItemLoader = (itemId: number) => Promise<ItemDetailData>;

function itemLoader(source: CompilerSource, planned: number[]): ItemLoader {
  const batches = new Map<number, Promise<Map<number, ItemDetailData>>>();
  const order = new Map(planned.map((id, i) => [id, i]));
  const load = (key: number, ids: number[]) => {
    let batch = batches.get(key);
    if (!batch) batches.set(key, (batch = source.items(ids)));
    return batch;
  };
  // The first batch is read while the pages before the items (templates, the list) render.
  if (planned.length) void load(0, planned.slice(0, ITEM_BATCH)).catch(() => undefined);
  return async (itemId) => {
    const at = order.get(itemId) ?? -1;
    if (at < 0) return found(await load(-itemId, [itemId]), itemId);
    const key = Math.floor(at / ITEM_BATCH);
    const batch = load(key, planned.slice(key * ITEM_BATCH, (key + 1) * ITEM_BATCH));
    // The next batch is read while this one renders: the database and the rendering overlap.
    if ((key + 1) * ITEM_BATCH < planned.length) void load(key + 1, planned.slice((key + 1) * ITEM_BATCH, (key + 2) * ITEM_BATCH)).catch(() => undefined);
    return found(await batch, itemId);
  };
}

function found(batch: Map<number, ItemDetailData>, itemId: number): ItemDetailData {
  const item = batch.get(itemId);
  if (!item) throw new Error(`商品 ${itemId} 不存在或者已下架`);
  return item;
}

/** W0000 of a document → page background and theme colour (defaults when absent: old data lacks them). */
export function pageConfigOf(widgets: WidgetNode[]): PageConfig {
  const w0 = widgets.find((w) => w.type === 'W0000');
  return {
    // Only checked colours reach the page's style attribute: a stored `red;}body{…}` falls back to the default.
    backgroundColor: color(w0?.backgroundColor, DEFAULT_PAGE.backgroundColor),
    themeColor: color(w0?.themeColor, DEFAULT_PAGE.themeColor),
  };
}

interface BuildContext {
  shell: string;
  header: WidgetNode[];
  footer: WidgetNode[];
  /** The home page's settings theme the pages that have no W0000 of their own. */
  sitePage: PageConfig;
  homeId?: number;
  /** The home page's document, read for its settings: a build that renders it does not read it again. */
  home?: TemplateDoc;
  /** Rendered header/footer per page settings (and per path only on pages a navigation entry points at). */
  chromeCache: Map<string, { header: PreparedFill; footer: PreparedFill }>;
  /** The entries of every 导航菜单 (W0013) in the header/footer: the one widget that renders per path. */
  chromeNavs: NavItem[][];
  /** Article categories and published articles (content pages). */
  content: ContentData;
  /** The shop's name from the console: titles are composed with SITE_NAME, which `finish` swaps for it. */
  siteName: string;
  /** Hash of what every page shares (render code, shell, header/footer, site settings): part of each item page's inputs. */
  common: string;
  /** The footer's service promises, repeated on the cart and item pages (src/lib/service-promises.ts). */
  promises: ServicePromise[];
}

/** The entry lists of the widgets (free-panel children included) that highlight the current page. */
export function pathNavs(widgets: WidgetNode[]): NavItem[][] {
  return widgets.flatMap((w) => [
    ...(w.type === 'W0013' ? [list<NavItem>(w.data)] : []),
    ...(Array.isArray(w.childWidgets) ? pathNavs(w.childWidgets as WidgetNode[]) : []),
  ]);
}

/** Where pages are written and which origin they name (canonical links, sitemap, JSON-LD). */
export interface CompilerConfig {
  distDir: string; astroOutDir: string; publicUrl: string; /** Analytics and map provider (site-scripts.ts); none when absent. */ siteScripts?: SiteScripts;
  /**
   * Item pages made on their first request (`ensureItemPage`) instead of by every build: what a server does (a
   * full build of 100,000 item pages would take minutes and a header publish would rewrite them all). A static
   * build for a plain host (`npm run build`) leaves it off and writes every page.
   */
  lazyItems?: boolean;
  /**
   * With `lazyItems`: item pages nobody asked for yet are made in the background after a build, and the ones made
   * before a header publish are made again the same way (see `warm`), so a first visit or a crawler rarely waits
   * for a render and a static server in front gets every page with the new header. What `npm start` sets.
   */
  warmItems?: boolean;
  /**
   * How long a header publish's background work (re-filling pages, re-making item pages) waits, per page, for the
   * item pages shoppers are waiting for (first visits) before it goes on anyway: a crawler's steady stream of first
   * visits must not hold a publish back for good. See `shopperIdle`.
   */
  shopperFirstMs?: number;
  /**
   * How long after a header/footer publish the pages made with the old one may be served as they are (whole, old
   * header) while they wait for a quiet shop to be made again (`warm`). Past it, the ones still old are moved out of
   * the served folder (`retireStale`): a request for one waits for its swap, so every page is new within the grace
   * and the moves, however many pages were made before.
   */
  oldChromeGraceMs?: number;
}

/**
 * Short: at 100,000 goods with a first visit every 50 ms, 250 ms per page held a header publish's 130 re-filled pages
 * back for half a minute (the shoppers' own connections and the yields between pages do most of the good).
 */
const SHOPPER_FIRST_MS = 25;
/** A third of the minute a header publish has to reach every page: the old pages still there then are moved aside (`retireStale`). */
const OLD_CHROME_GRACE_MS = 20_000;
/** Old item pages moved aside per turn of the event loop (`retireStale`): a first visit's message waits for one batch at most (~270 µs a move at load 15: 54 ms). */
const RETIRE_BATCH = 200;

/** Shoppers' item reads in flight at once (item-reads.ts): the compiler process gives them 4 connections. */
const SHOPPER_READS_IN_FLIGHT = 2;

/**
 * `shopperSource`: the same source on connections of its own, for the item pages a shopper is waiting for (a first
 * visit): their reads never queue behind a background batch of 100 answers (what `npm start` gives it).
 */
export function createCompiler(deps: { source: CompilerSource; config: CompilerConfig; shopperSource?: CompilerSource }) {
  const { source, config } = deps;
  const shopperSource = deps.shopperSource ?? source;
  const dist = config.distDir;
  const astroOut = config.astroOutDir;
  const siteHead = siteHeadExtras(config.siteScripts);
  // Replaced pages wait in dist's `.trash` (same file system, so moving them there is a rename; never served).
  const pageFiles = createPageWriter(path.join(dist, '.trash'));
  /** A page that is gone: its file and siblings removed, and siblings still being made for it dropped. */
  const removePage = (file: string) => {
    const rel = path.relative(dist, file).split(path.sep).join('/');
    pageFiles.forget(file);
    manifest.delete(rel);
    dropAside(rel);
    return removeFile(file);
  };
  /**
   * Item pages made with an old header, moved out of the served folder once the grace after a publish is over
   * (`retireStale`), kept in a dot folder (never served by us or nginx) so their new header can still be swapped in.
   * What an earlier process left there is of no use (its swaps need that process's contexts): cleared at start.
   */
  const staleDir = path.join(dist, '.stale');
  const retired = new Set<string>();
  clearOldAside(staleDir);
  /** The aside copy of a page made again or gone: removed (one call for the page's folder, only when there is one). */
  const dropAside = (rel: string) => {
    if (!retired.delete(rel)) return;
    fsSync.rmSync(path.join(staleDir, path.dirname(rel)), { recursive: true, force: true });
  };
  /** A page's bytes: where it is served, or aside when it was retired. */
  const readPage = (rel: string): Buffer | undefined => {
    for (const file of retired.has(rel) ? [path.join(staleDir, rel), path.join(dist, rel)] : [path.join(dist, rel)]) {
      try { return fsSync.readFileSync(file); } catch { /* not there */ }
    }
    return undefined;
  };
  const manifest = openManifest(dist);
  const lazy = !!config.lazyItems;
  const stamp = renderStamp();
  /** Lazy item pages known current in this process (made, or checked against the manifest, with today's shared parts). */
  const current = new Set<number>();
  /**
   * Item pages this process wrote whose body has no `<style>` of its own (all of them, today): after a header/footer
   * publish such a page gets the new one swapped in around its bytes (`swapItemChrome`) instead of being rendered again.
   */
  const swappable = new Set<number>();
  /** The last contexts before the current one, by their `common`: what the item pages made with them were filled with. */
  const earlier = new Map<string, BuildContext>();
  /** The item ids that have a page (from the last plan). */
  let pageIds = new Set<number>();
  /** Bumped by every catalogue change: a lazy page read before one is made again. */
  let catalogGen = 0;
  let lastCtx: BuildContext | undefined;
  const making = new Map<number, Promise<boolean>>();
  /** Answers of pages made one by one, read together when asked for together (item-reads.ts): shoppers' on their own connections. */
  const shopperReads = coalescedItemReads((ids) => shopperSource.items(ids), 50, SHOPPER_READS_IN_FLIGHT);
  const backgroundReads = coalescedItemReads((ids) => source.items(ids));
  const exists = (file: string) => fsSync.existsSync(path.join(dist, file));
  let queue: Promise<unknown> = Promise.resolve();
  let lastSitePage: PageConfig | undefined;
  let lastChrome: { key: string; cache: BuildContext['chromeCache'] } = { key: '', cache: new Map() };
  /**
   * Shoppers first. A first visit of an item page waits for its render; nothing else a publish does is waited for
   * by anyone (built pages are re-filled behind the old ones, item pages made before are served whole with the old
   * header until made again). So while a shopper's page is being made, that background work waits before each page
   * (at most `shopperFirstMs`, 25 ms), and the shopper's read and render get the process, the connections and the core.
   */
  let shoppersWaiting = 0;
  let shoppersGone: (() => void)[] = [];
  const shopperFirstMs = config.shopperFirstMs ?? SHOPPER_FIRST_MS;
  const shopperIdle = (): Promise<unknown> => (shoppersWaiting === 0 ? Promise.resolve()
    : Promise.race([new Promise<void>((r) => shoppersGone.push(r)), sleep(shopperFirstMs)]));
  const shopperServed = () => { if (--shoppersWaiting === 0) for (const r of shoppersGone.splice(0)) r(); };
  /**
   * Until when the shop said it is busy serving (`shopBusy`): the background making of pages nobody asked for
   * (`warm`) stops meanwhile. It took more than a core (with its compression thread) and batch reads from PostgreSQL when the API was
   * answering 200 requests a second; nobody waits for it, and a page asked for is made on request anyway.
   */
  let shopBusyUntil = 0;
  let pausedForShop = false;
  /** Waits while the shop is busy, and no longer than `until` (a time: pages with an old header after a publish). */
  const shopQuiet = async (live: () => boolean, until = Infinity) => {
    try {
      for (let left = Math.min(shopBusyUntil, until) - Date.now(); left > 0 && live(); left = Math.min(shopBusyUntil, until) - Date.now()) {
        pausedForShop = true;
        await sleep(Math.min(left, 100));
      }
    } finally {
      pausedForShop = false;
    }
  };
  const serialized = <T>(job: () => Promise<T>): Promise<T> => {
    const next = queue.then(job, job);
    queue = next.catch(() => undefined);
    return next;
  };

  async function context(): Promise<BuildContext> {
    const [shell, chrome, home, categories, articles, siteName] = await Promise.all([fs.readFile(path.join(astroOut, 'shell', 'index.html'), 'utf8'), source.chrome(), source.home(), source.articleCategories(), source.articles(), source.siteName()]);
    // Rendered header/footer outlive a build while their published, priced widgets stay the same
    // (rendering is a pure function of them): a page publish does not render them again.
    const chromeKey = JSON.stringify(chrome);
    if (chromeKey !== lastChrome.key) lastChrome = { key: chromeKey, cache: new Map() };
    const sitePage = home ? pageConfigOf(home.widgets) : DEFAULT_PAGE;
    return {
      common: hashOf(stamp, shell, chromeKey, JSON.stringify(sitePage), siteName, siteHead, config.publicUrl),
      content: { categories, articles }, siteName,
      shell, header: chrome.header, footer: chrome.footer, sitePage, homeId: home?.id, home,
      chromeCache: lastChrome.cache, chromeNavs: pathNavs([...chrome.header, ...chrome.footer]),
      promises: servicePromisesOf(chrome.footer),
    };
  }

  /**
   * The header or footer with its own page settings (saved in its own editor): its 主题色 themes its widgets,
   * its 背景颜色 paints a full-width band behind it. Without them it takes the page's, as before.
   */
  function renderChrome(widgets: WidgetNode[], page: PageConfig, path: string): string {
    const own = widgets.find((w) => w.type === 'W0000');
    const color = (v: unknown) => (typeof v === 'string' && /^#[0-9a-fA-F]{3,8}$/.test(v) ? v : '');
    const theme = color(own?.themeColor);
    const html = renderWidgetList(widgets, theme ? { ...page, themeColor: theme } : page, path);
    const band = color(own?.backgroundColor);
    return band ? `<div class="shop-chrome-band" style="background-color:${band}">${html}</div>` : html;
  }

  // Header and footer are the same on most pages: rendered once per page settings, which keeps a
  // header publish (every page) fast. Only a page some navigation entry points at gets its own (the entry
  // highlighted); on the others nothing is highlighted, as the island itself would find from the URL.
  function chromeHtml(ctx: BuildContext, page: PageConfig, currentPath: string) {
    const path = ctx.chromeNavs.some((items) => activeIndex(items, currentPath) >= 0) ? currentPath : '';
    const key = `${page.backgroundColor}|${page.themeColor}|${path}`;
    let html = ctx.chromeCache.get(key);
    if (!html) {
      html = { header: prepareFill(renderChrome(ctx.header, page, path)), footer: prepareFill(renderChrome(ctx.footer, page, path)) };
      ctx.chromeCache.set(key, html);
    }
    return html;
  }

  /**
   * What a page is made of apart from the header and footer. Kept per file so that a header/footer
   * publish (every page) only re-fills shells instead of re-rendering every body.
   */
  interface PageParts { source: string; title?: string; head?: string; body?: PreparedFill; /** own W0000, else the site's */ page?: PageConfig; /** an item page: the hash of its item's answer */ inputs?: string }
  /** A page as composed; kept with its body prepared (shell.ts `prepareFill`). */
  type Composed = Omit<PageParts, 'body'> & { body?: string };
  const partsCache = new Map<string, PageParts>();
  /**
   * The item ids each template page and the list page showed when last rendered: a price, stock or shelf change
   * re-renders only the pages that show the changed goods (at size, re-rendering every page per order was seconds).
   */
  const shownOn = new Map<string, Set<number>>();

  function composeTemplate(ctx: BuildContext, plan: Extract<PagePlan, { kind: 'template' }>, doc: TemplateDoc): Composed {
    if (doc.error) throw new Error(`页面 ${doc.id} 的数据无法读取：${doc.error}`);
    const page = pageConfigOf(doc.widgets);
    const title = doc.seo.title || (doc.id === ctx.homeId ? SITE_NAME : `${doc.title} - ${SITE_NAME}`);
    return {
      source: doc.seo.mate_description ? dropDefaultDescription(ctx.shell) : ctx.shell, title, page,
      head: seoHead({ title, keywords: doc.seo.mate_keywords, description: doc.seo.mate_description, canonical: `${config.publicUrl}${plan.path}` }),
      body: `<div class="template-page">${renderWidgetList(doc.widgets, page, plan.path)}</div>`,
    };
  }

  async function composeList(ctx: BuildContext, plan: PagePlan): Promise<Composed> {
    const data = await source.listPage();
    shownOn.set(plan.file, new Set(data.initial.list.map((r) => r.item_id)));
    const title = `全部商品 - ${SITE_NAME}`;
    // The page has no query, and facets show only for one: they are not sent (the database source does not count them).
    const initial = { ...data.initial, facets: undefined };
    return { source: ctx.shell, title, head: seoHead({ title, canonical: `${config.publicUrl}${plan.path}` }), body: renderPageIsland('ItemList', ItemList, { ...data, initial }) };
  }

  /** The answer's clock readings (`server_time`, an activity's `now`) would make every build differ. */
  function withoutBuildClock<T extends { activity_info?: object }>(item: T): T {
    return { ...item, server_time: undefined, ...(item.activity_info ? { activity_info: { ...item.activity_info, now: undefined } } : {}) };
  }

  /** An item page's inputs besides the shared parts: its answer, without the build's clock. */
  const itemInputs = (item: ItemDetailData) => hashOf(JSON.stringify(withoutBuildClock(item)));

  function composeItem(ctx: BuildContext, plan: Extract<PagePlan, { kind: 'item' }>, item: ItemDetailData): Composed {
    const tdk = item.tdk_data ?? {};
    const title = tdk.title || `${item.item_name} - ${SITE_NAME}`;
    const url = `${config.publicUrl}${plan.path}`;
    const ld = productJsonLd({ name: item.item_name, description: item.brief ?? '', images: item.pics.map((p: string) => (p.startsWith('http') ? p : config.publicUrl + p)), sku: item.item_bn ?? '', priceFen: item.price, inStock: item.store > 0 && item.approve_status === 'onsale', url, brand: item.goods_brand || SITE_NAME });
    const crumb = renderBreadcrumb([{ label: '首页', href: '/' }, ...(item.item_category_info ?? []).map((c: { category_id: number; category_name: string }) => ({ label: c.category_name, href: `/items?cat_id=${c.category_id}` })), { label: item.item_name }]);
    // The intro travels as sanitised HTML only; the raw one is dropped from the island's props, and so is
    // the build's clock (the page reads the server's when it loads), so rebuilding an unchanged item changes nothing.
    const props = { item: { ...withoutBuildClock(item), intro: '' }, introHtml: sanitizeIntro(item.intro ?? ''), ...(ctx.promises.length ? { promises: ctx.promises } : {}) };
    return {
      source: dropDefaultDescription(ctx.shell), title,
      head: seoHead({ title, keywords: tdk.mate_keywords, description: tdk.mate_description, canonical: url }, ld),
      body: `<div class="page-width">${crumb}</div>${renderPageIsland('ItemDetail', ItemDetail, props)}${renderPageIsland('ItemRates', ItemRates, { itemId: item.item_id }, 'visible')}${renderPageIsland('ItemRecommend', ItemRecommend, { itemId: item.item_id }, 'visible')}`,
    };
  }

  async function composeArticleList(ctx: BuildContext, plan: Extract<ContentPlan, { kind: 'articleList' }>): Promise<Composed> {
    const list = listOf(ctx.content, plan.list);
    const items = list.items.slice((plan.page - 1) * ARTICLE_PAGE_SIZE, plan.page * ARTICLE_PAGE_SIZE);
    // single / faq layouts show the articles themselves (a single page shows only the first).
    const shown = list.layout === 'single' ? list.items.slice(0, 1) : list.layout === 'faq' ? list.items : [];
    const details = (await Promise.all(shown.map((a) => source.article(a.article_id)))).filter((d) => d !== undefined);
    const title = `${list.title}${plan.page > 1 ? ` - 第${plan.page}页` : ''} - ${SITE_NAME}`;
    const description = list.description || (list.layout === 'single' && details[0] ? details[0].summary : '') || `${SITE_NAME}${list.title}`;
    return {
      source: dropDefaultDescription(ctx.shell), title,
      head: seoHead({ title, description, canonical: `${config.publicUrl}${plan.path}` }),
      body: listBody({ ...list, page: plan.page, pages: list.layout === 'list' ? pagesOf(list.items.length) : 1, items, details, categories: ctx.content.categories }),
    };
  }

  async function composeArticle(ctx: BuildContext, plan: Extract<ContentPlan, { kind: 'article' }>): Promise<Composed | undefined> {
    const a = await source.article(plan.articleId);
    if (!a) return undefined;
    const category = ctx.content.categories.find((c) => c.category_id === a.category_id);
    const title = a.tdk.title || `${a.title} - ${SITE_NAME}`;
    const url = `${config.publicUrl}/article/content/${a.article_id}`;
    const ld = articleJsonLd(a, { url, origin: config.publicUrl, siteName: SITE_NAME, listUrl: category ? categoryUrl(category) : '/article' });
    return {
      source: dropDefaultDescription(ctx.shell), title,
      head: seoHead({ title, keywords: a.tdk.mate_keywords, description: a.tdk.mate_description || a.summary || a.title, canonical: url }, ld),
      body: articleBody(a, category, ctx.content.categories),
    };
  }

  async function composeAstro(ctx: BuildContext, plan: PagePlan): Promise<Composed> {
    const html = await fs.readFile(path.join(astroOut, plan.file), 'utf8');
    if (plan.file !== CART_FILE) return { source: html };
    // The cart: the footer's promises and 猜你喜欢 (best sellers) under the island; a price change re-renders it.
    const goods = (await source.bestSellers?.(RECOMMEND_COUNT)) ?? [];
    shownOn.set(plan.file, new Set(goods.map((g) => g.item_id)));
    return { source: html, body: cartExtras(ctx.promises, goods) };
  }

  function finish(ctx: BuildContext, plan: PagePlan, parts: PageParts): string | Buffer {
    if (!isShellPage(parts.source)) return parts.source;
    const page = parts.page ?? ctx.sitePage;
    // Titles end with the shop's name: the console's, also on Astro's pages (their <title> is already escaped).
    const renamed = ctx.siteName !== SITE_NAME;
    const source = renamed && parts.title === undefined
      ? parts.source.replace(/<title>([^<]*)<\/title>/, (_m, t: string) => `<title>${t.replaceAll(SITE_NAME, escapeHtml(ctx.siteName))}</title>`)
      : parts.source;
    const title = renamed ? parts.title?.replaceAll(SITE_NAME, ctx.siteName) : parts.title;
    return fillShellBytes(source, { title, head: (parts.head ?? '') + siteHead, body: parts.body, page, ...chromeHtml(ctx, page, plan.path) });
  }

  /**
   * Renders and writes the given plans; template docs are loaded once per template. With `reuse`,
   * bodies composed by an earlier build are re-filled with the current header/footer. `full`: every page.
   * `behindShoppers`: background work (a header publish), each page after the item pages shoppers wait for.
   */
  async function build(ctx: BuildContext, plans: PagePlan[], { reuse = false, full = false, behindShoppers = false } = {}): Promise<string[]> {
    const docs = new Map<number, TemplateDoc>();
    const templateIds = reuse ? [] : [...new Set(plans.flatMap((p) => (p.kind === 'template' ? [p.templateId] : [])))];
    if (ctx.home && templateIds.includes(ctx.home.id)) docs.set(ctx.home.id, ctx.home);
    const toRead = templateIds.filter((id) => !docs.has(id));
    if (toRead.length) for (const d of await source.templates(toRead)) docs.set(d.id, d);
    const items = itemLoader(source, reuse ? [] : plans.flatMap((p) => (p.kind === 'item' ? [p.itemId] : [])));
    const written: string[] = [];
    let skipped = 0;
    const one = async (plan: PagePlan) => {
      if (behindShoppers) await shopperIdle();
      try { await buildOne(plan); } catch (e) {
        // One bad page must not stop the rebuild of the others (nor fail the publish that asked for it).
        console.error(`[compiler] ${plan.path} 生成失败，已跳过：${(e as Error).message}`);
      }
      // A full build compresses alongside. Item pages of a batch already read follow each other as microtasks
      // only: without a turn of the event loop the compression thread's answers wait and it runs out of pages
      // (measured: idle 70 % of the build, then 0.6 s of compressing after the last page).
      // Behind shoppers: re-filled pages are written without awaiting anything, so without a turn of the event loop
      // a first visit's request (an IPC message) would wait for every page of the publish.
      if (full || behindShoppers) await yieldToEventLoop();
    };
    const buildOne = async (plan: PagePlan) => {
      let parts = reuse ? partsCache.get(plan.file) : undefined;
      if (!parts) {
        let composed: Composed;
        if (plan.kind === 'template') {
          const doc = docs.get(plan.templateId) ?? (await source.templates([plan.templateId]))[0];
          if (!doc) { partsCache.delete(plan.file); await removePage(path.join(dist, plan.file)); return; } // unpublished/disabled
          composed = composeTemplate(ctx, plan, doc);
          shownOn.set(plan.file, new Set(collectGoodsIds(doc.widgets)));
        } else if (plan.kind === 'article') {
          const article = await composeArticle(ctx, plan);
          if (!article) { partsCache.delete(plan.file); await removePage(path.join(dist, plan.file)); return; } // unpublished meanwhile
          composed = article;
        } else if (plan.kind === 'articleList') composed = await composeArticleList(ctx, plan);
        else if (plan.kind === 'list') composed = await composeList(ctx, plan);
        else if (plan.kind === 'item') {
          const item = await items(plan.itemId);
          const inputs = itemInputs(item);
          // Unchanged since it was written (a restart, a rebuild of a page showing it): not rendered again.
          if (manifest.get(plan.file) === `${ctx.common}.${inputs}` && exists(plan.file)) { skipped++; current.add(plan.itemId); written.push(plan.path); return; }
          composed = { ...composeItem(ctx, plan, item), inputs };
        } else composed = await composeAstro(ctx, plan);
        parts = { ...composed, body: composed.body === undefined ? undefined : prepareFill(composed.body) };
        // Lazy item pages are made again from their answer: 100,000 kept bodies would be gigabytes.
        if (!(lazy && plan.kind === 'item')) partsCache.set(plan.file, parts);
      }
      const out = finish(ctx, plan, parts);
      const hash = parts.inputs ? `${ctx.common}.${parts.inputs}` : hashOf(out);
      if (manifest.get(plan.file) === hash && exists(plan.file)) { skipped++; written.push(plan.path); return; }
      pageFiles.write(path.join(dist, plan.file), out);
      manifest.set(plan.file, hash);
      if (plan.kind === 'item') {
        dropAside(plan.file);
        current.add(plan.itemId);
        if (parts.body?.styles.length === 0) swappable.add(plan.itemId); else swappable.delete(plan.itemId);
      }
      written.push(plan.path);
    };
    // A few pages at a time: database reads and file writes of one page overlap another's rendering.
    // A rebuild holds compression back until its pages are written (they are served sooner); a full build
    // compresses alongside, on the other core, since it is done only once every page is compressed.
    const run = () => eachLimited(plans, BUILD_CONCURRENCY, one);
    await (full ? run() : pageFiles.during(run));
    manifest.flush();
    lastSkipped = skipped;
    return written;
  }
  let lastSkipped = 0;

  /** The pages a build writes: with lazy item pages, every page but the items. */
  const built = (plans: PagePlan[]) => (lazy ? plans.filter((p) => p.kind !== 'item') : plans);

  /** The context builds and lazy pages use from now on; when the shared parts changed, every lazy item page is stale. */
  function useContext(ctx: BuildContext): void {
    const changed = lastCtx !== undefined && lastCtx.common !== ctx.common;
    if (changed) {
      earlier.set(lastCtx!.common, lastCtx!);
      for (const common of [...earlier.keys()].slice(0, -2)) earlier.delete(common);
    }
    lastCtx = ctx;
    if (!changed || !lazy) return;
    current.clear();
    // The first publish's grace counts: publishes one after another do not put the moves off.
    retireScheduled ??= new Promise<void>((resolve) => {
      setTimeout(() => {
        retireScheduled = undefined;
        retiring = (lastCtx ? retireStale(lastCtx) : Promise.resolve())
          .catch((e) => console.error(`[compiler] 旧商品页移出失败：${(e as Error).message}`));
        void retiring.then(resolve);
      }, config.oldChromeGraceMs ?? OLD_CHROME_GRACE_MS).unref();
    });
    if (config.warmItems) warming = warm(ctx, Date.now() + (config.oldChromeGraceMs ?? OLD_CHROME_GRACE_MS));
    else void dropStaleItems(ctx.common);
  }

  /**
   * Makes in the background every item page that is not current with this context: pages made with an older header
   * first (they are served meanwhile, whole), then pages never made. Answers are read 100 per batch (a handful of
   * queries for all of them, against about ten for one page alone), and after each page it waits as long as that page
   * took, so it takes at most half a core from the shop; requested pages (`ensureItemPage`) and rebuilds go first.
   * A newer context (another header publish) starts its own pass; a catalogue change meanwhile re-reads the batch.
   */
  let warmPass = 0;
  let warming: Promise<void> = Promise.resolve();
  /** The moves after the current grace (until its timer fires), and the last moves begun. */
  let retireScheduled: Promise<void> | undefined;
  let retiring: Promise<void> = Promise.resolve();

  /**
   * Past the grace after a header publish: every item page still made with an old header is moved aside (its
   * folder renamed into `.stale`, one rename per page), so no server answers it old again — ours hears of each
   * move (files-changed.ts), nginx finds no file and asks ours. A request for one then waits for it to be made
   * (`ensureItemPage`: its new header swapped in from the aside copy, a few ms), and the warm pass or the refresh
   * queue makes the rest from there. So every page is new within the grace and the moves, whatever the number of
   * pages made before. A batch per turn of the event loop, shoppers' first visits first.
   */
  async function retireStale(ctx: BuildContext): Promise<void> {
    const stale = manifest.entries().filter(([f, h]) => ITEM_FILE.test(f) && !h.startsWith(`${ctx.common}.`)).map(([f]) => f);
    if (!stale.length) return;
    fsSync.mkdirSync(path.join(staleDir, 'items'), { recursive: true });
    const t0 = performance.now();
    let count = 0;
    let spent = 0; // this thread's own time in the moves, without the turns given to others between batches
    for (let i = 0; i < stale.length; i += RETIRE_BATCH) {
      await shopperIdle();
      await yieldToEventLoop();
      if (lastCtx !== ctx) return; // a newer publish: its own grace, its own moves
      const moved: string[] = [];
      const batchStart = performance.now();
      for (const rel of stale.slice(i, i + RETIRE_BATCH)) {
        const id = Number(rel.split('/')[1]);
        if (current.has(id) || making.has(id) || retired.has(rel)) continue;
        if (manifest.get(rel)?.startsWith(`${ctx.common}.`)) continue; // made again meanwhile
        const file = path.join(dist, rel);
        pageFiles.forget(file); // siblings still owed for the old page are not written into a folder that moved
        const from = path.dirname(file);
        const to = path.join(staleDir, path.dirname(rel));
        try {
          fsSync.renameSync(from, to);
        } catch (e) {
          const code = (e as NodeJS.ErrnoException).code;
          if (code === 'ENOENT') continue; // not there (removed, or never written in this dist)
          if (code !== 'ENOTEMPTY' && code !== 'EEXIST') throw e;
          fsSync.rmSync(to, { recursive: true, force: true }); // a leftover of an earlier move
          fsSync.renameSync(from, to);
        }
        retired.add(rel);
        moved.push(file);
      }
      if (moved.length) filesChanged(moved);
      count += moved.length;
      spent += performance.now() - batchStart;
    }
    if (count) console.log(`[compiler] 页头/页尾发布后仍是旧版的 ${count} 个商品页已移出（用时 ${Math.round(performance.now() - t0)} ms，其中移动 ${Math.round(spent)} ms），再次访问时即换新`);
  }
  async function warm(ctx: BuildContext, oldChromeUntil = Infinity): Promise<void> {
    const pass = ++warmPass;
    const live = () => pass === warmPass && lastCtx === ctx;
    const made = (id: number) => !!manifest.get(itemPlan(id).file);
    // A page made with the old header is served until made again: past the grace it no longer waits for a quiet
    // shop (still one page at a time, each followed by a pause as long as it took). Pages never made need nothing.
    const quietFor = (ids: number[]) => shopQuiet(live, ids.some(made) ? oldChromeUntil : Infinity);
    try {
      if (!pageIds.size) pageIds = new Set(await source.itemIds());
      const order = await madeFirst([...pageIds], { current: (id) => current.has(id), made, live });
      if (!order) return;
      for (let i = 0; i < order.length && live(); i += ITEM_BATCH) {
        let todo = order.slice(i, i + ITEM_BATCH);
        while (todo.length && live()) {
          todo = todo.filter((id) => !current.has(id) && !making.has(id) && pageIds.has(id));
          // Pages made with the header/footer before: their new one swapped in, no read, no render, a page at a time,
          // each followed by a pause as long as it took; like the rest of this pass, not while the shop is busy serving
          // until the grace is over (a page asked for meanwhile is swapped on request: `refresh`).
          for (const id of todo) {
            if (!live()) break;
            await quietFor([id]);
            await shopperIdle();
            const t0 = performance.now();
            if (!current.has(id) && !making.has(id) && swapItemChrome(ctx, id)) await sleep(performance.now() - t0);
            else await yieldToEventLoop();
          }
          todo = todo.filter((id) => !current.has(id));
          if (!todo.length) continue;
          await quietFor(todo);
          const gen = catalogGen;
          const answers = await source.items(todo);
          while (todo.length && live() && gen === catalogGen) {
            const id = todo.shift()!;
            const item = answers.get(id);
            if (!item || current.has(id) || making.has(id)) continue;
            await quietFor([id]);
            await shopperIdle();
            if (!live() || gen !== catalogGen) { todo.unshift(id); continue; } // stopped, or read again (outer loop)
            if (current.has(id) || making.has(id)) continue; // made for a shopper meanwhile
            const t0 = performance.now();
            const plan = itemPage(id) as Extract<PagePlan, { kind: 'item' }>;
            const inputs = `${ctx.common}.${itemInputs(item)}`;
            if (manifest.get(plan.file) !== inputs || !exists(plan.file)) writeItem(ctx, plan, composeItem(ctx, plan, item), inputs);
            current.add(id);
            await sleep(performance.now() - t0);
          }
        }
        manifest.flush();
      }
    } catch (e) {
      console.error(`[compiler] 商品页后台生成中断：${(e as Error).message}`);
    }
  }

  /**
   * Item files made with other shared parts are made again in the background (`refresh`), requested ones first;
   * until then they are served as they are, whole, with the old header (a static server in front, nginx, too).
   */
  function dropStaleItems(common: string): void {
    for (const [file, hash] of manifest.entries()) {
      const m = ITEM_FILE.exec(file);
      if (m && !hash.startsWith(`${common}.`)) refresh(Number(m[1]), false);
    }
  }

  /**
   * Item pages to make again in the background, two at a time, so a header publish never turns every page
   * request into a render: requested pages jump the queue.
   */
  const refreshQueue: number[] = [];
  const queued = new Set<number>();
  let refreshing = 0;
  function refresh(itemId: number, urgent: boolean): void {
    if (making.has(itemId)) return;
    if (queued.has(itemId)) { if (urgent) { refreshQueue.splice(refreshQueue.indexOf(itemId), 1); refreshQueue.unshift(itemId); } return; }
    queued.add(itemId);
    if (urgent) refreshQueue.unshift(itemId); else refreshQueue.push(itemId);
    pumpRefresh();
  }
  function pumpRefresh(): void {
    while (refreshing < 2 && refreshQueue.length) {
      const id = refreshQueue.shift()!;
      queued.delete(id);
      if (current.has(id) || making.has(id)) continue;
      refreshing++;
      // A turn of the event loop before each page: an item page made before gets its new header swapped in without
      // a read (makeItem returns at once), so hundreds of them queued by a header publish ran as one chain of
      // microtasks, and a shopper's first visit (its IPC message) waited for all of them (1.8 s for 460 pages).
      const job = shopperIdle().then(() => yieldToEventLoop()).then(() => makeItem(id)).catch((e) => { console.error(`[compiler] /items/${id} 生成失败：${(e as Error).message}`); return false; })
        .finally(() => { making.delete(id); refreshing--; pumpRefresh(); });
      making.set(id, job);
    }
  }

  /**
   * After a restart with an existing dist: the item pages it has are checked against their answers in the
   * background, 100 at a time; unchanged ones are kept (not rendered), changed or gone ones are removed and
   * made again on their next request. A turn of the event loop after each page, and shoppers' first visits go
   * first: after a deploy (new render code, every page stale) a batch's 300 unlinks ran without a turn, and a
   * first visit's message waited for them (measured at 100,000 goods, load 17: 55 s of unlink in the compiler's
   * one thread over the 6,000 pages of an earlier run, event loop held up to 0.6 s).
   */
  async function checkItems(ctx: BuildContext): Promise<void> {
    const files = manifest.entries().filter(([f]) => ITEM_FILE.test(f));
    for (let i = 0; i < files.length; i += ITEM_BATCH) {
      const batch = files.slice(i, i + ITEM_BATCH).map(([f, h]) => ({ file: f, hash: h, id: Number(f.split('/')[1]) }));
      const gen = catalogGen;
      const answers = await source.items(batch.map((b) => b.id));
      for (const b of batch) {
        await shopperIdle();
        await yieldToEventLoop();
        if (lastCtx !== ctx) return; // shared parts changed meanwhile: useContext's sweep handles them
        if (manifest.get(b.file) !== b.hash || current.has(b.id) || making.has(b.id)) continue; // made again meanwhile
        if (!exists(b.file)) { manifest.delete(b.file); continue; } // gone (moved aside before the restart): made on request
        const item = answers.get(b.id);
        if (item && pageIds.has(b.id) && b.hash === `${ctx.common}.${itemInputs(item)}`) { if (gen === catalogGen) current.add(b.id); continue; }
        await removePage(path.join(dist, b.file));
      }
    }
    manifest.flush();
  }

  /** An item page written from its composed parts, known current; noted when its body could have its header swapped later. */
  function writeItem(ctx: BuildContext, plan: Extract<PagePlan, { kind: 'item' }>, composed: Composed, inputs: string): void {
    const body = prepareFill(composed.body!);
    pageFiles.write(path.join(dist, plan.file), finish(ctx, plan, { ...composed, body }));
    manifest.set(plan.file, inputs);
    dropAside(plan.file);
    current.add(plan.itemId);
    if (body.styles.length === 0) swappable.add(plan.itemId); else swappable.delete(plan.itemId);
  }

  /** The frame around every item page's own parts for one context (chrome per path only where a navigation entry points). */
  const frames = new WeakMap<BuildContext, Map<object, ChromeFrame>>();
  function itemFrame(ctx: BuildContext, plan: PagePlan): ChromeFrame {
    const chrome = chromeHtml(ctx, ctx.sitePage, plan.path);
    let ofCtx = frames.get(ctx);
    if (!ofCtx) frames.set(ctx, (ofCtx = new Map()));
    let frame = ofCtx.get(chrome);
    if (!frame) ofCtx.set(chrome, (frame = chromeFrame(dropDefaultDescription(ctx.shell), { page: ctx.sitePage, ...chrome })));
    return frame;
  }

  /**
   * After a header/footer publish: an item page this process made with an earlier context gets the new header and
   * footer swapped in around its own bytes (title, head, body), when nothing else it was made from changed (shell,
   * site settings, shop name, the footer's service promises its body repeats). The same bytes as rendering it again
   * (`shell.ts` swapChrome; compared with a fresh render in lazy.test.ts), without the read (13 queries for one page
   * alone) or React. True when swapped; otherwise the page is made the usual way.
   */
  function swapItemChrome(ctx: BuildContext, itemId: number): boolean {
    if (!swappable.has(itemId)) return false;
    const plan = itemPage(itemId) as Extract<PagePlan, { kind: 'item' }>;
    const hash = manifest.get(plan.file);
    const dot = hash?.indexOf('.') ?? -1;
    const before = dot > 0 ? earlier.get(hash!.slice(0, dot)) : undefined;
    if (!before || before === ctx || before.shell !== ctx.shell || before.siteName !== ctx.siteName
      || JSON.stringify(before.sitePage) !== JSON.stringify(ctx.sitePage) || JSON.stringify(before.promises) !== JSON.stringify(ctx.promises)) return false;
    const page = readPage(plan.file);
    if (!page) return false;
    const swapped = swapChrome(page, itemFrame(before, plan), itemFrame(ctx, plan));
    if (!swapped) return false;
    pageFiles.write(path.join(dist, plan.file), swapped);
    manifest.set(plan.file, `${ctx.common}${hash!.slice(dot)}`);
    dropAside(plan.file);
    current.add(itemId);
    return true;
  }

  /**
   * A lazy item page made now if it is not current (its first request, or the first since its goods or the shared
   * parts changed). False when the item has no page (unknown, a SKU that is not the default, off sale, a gift).
   * Not queued behind builds: a catalogue change during the render makes it render again, so a page never ends
   * older than the last change.
   */
  async function makeItem(itemId: number, forShopper = false): Promise<boolean> {
    const plan = itemPage(itemId) as Extract<PagePlan, { kind: 'item' }>;
    for (let attempt = 0; ; attempt++) {
      const ctx = lastCtx ?? (lastCtx = await context());
      if (!pageIds.size) pageIds = new Set(await source.itemIds());
      if (!pageIds.has(itemId)) return false;
      if (swapItemChrome(ctx, itemId)) return true;
      const gen = catalogGen;
      const item = await (forShopper ? shopperReads : backgroundReads)(itemId);
      // Answers read together are rendered one per turn of the event loop: each page's answer leaves before the next renders.
      await yieldToEventLoop();
      // A page made again in the background (after a header publish) renders only once no shopper waits for one:
      // its read began behind them, but it may answer while their pages are still being made.
      if (!forShopper) await shopperIdle();
      if (!item) return false;
      const inputs = `${ctx.common}.${itemInputs(item)}`;
      const stale = () => attempt < 5 && (gen !== catalogGen || ctx !== lastCtx);
      if (manifest.get(plan.file) === inputs && exists(plan.file)) {
        if (stale()) continue;
        current.add(itemId);
        return true;
      }
      const composed = composeItem(ctx, plan, item);
      if (stale()) continue;
      writeItem(ctx, plan, composed, inputs);
      return true;
    }
  }

  /** The list page re-rendered after the rebuild that asked, once however many changes ask meanwhile. */
  let listPending: Promise<unknown> | undefined;
  function listBehind(list: PagePlan): void {
    if (listPending) return;
    listPending = serialized(async () => {
      listPending = undefined;
      const ctx = await context();
      useContext(ctx);
      partsCache.delete(list.file);
      await build(ctx, [list]);
    }).catch((e) => console.error(`[compiler] /items 生成失败：${(e as Error).message}`));
  }

  // Astro's pages are built before the server starts: listed once per compiler.
  let astroPages: Promise<string[]> | undefined;

  /**
   * Item page plans, made once per id: every publish plans every page, and at 100,000 goods making 100,000 plan
   * objects each time took 150 ms of the compiler's one thread (a first visit waited behind it); kept, the same
   * objects also let the sitemap be known unchanged at a glance (`sitemapOf`).
   */
  const itemPlans = new Map<number, PagePlan>();
  const itemPlan = (id: number): PagePlan => {
    let plan = itemPlans.get(id);
    if (!plan) itemPlans.set(id, (plan = itemPage(id)));
    return plan;
  };

  async function allPlans(ctx: BuildContext): Promise<PagePlan[]> {
    const [templateIds, itemIds, astro] = await Promise.all([source.templateIds(), source.itemIds(), astroPages ??= listAstroPages(astroOut)]);
    const ids = new Set<number>();
    const items = await mapInSlices(itemIds, (id) => { ids.add(id); return itemPlan(id); });
    pageIds = ids;
    return [
      ...templateIds.flatMap((id) => templatePages(id, id === ctx.homeId)),
      listPage(),
      ...items,
      ...contentPlans(ctx.content),
      ...astro.map(astroPage),
    ];
  }

  /** Content files no plan writes any more (an unpublished article, a list that got shorter) are removed. */
  async function pruneContent(plans: PagePlan[]): Promise<void> {
    const live = new Set(plans.map((p) => p.file));
    for (const root of CONTENT_ROOTS) {
      let files: string[];
      try { files = (await fs.readdir(path.join(dist, root), { recursive: true })) as string[]; } catch { continue; }
      for (const f of files) {
        const rel = path.posix.join(root, f.split(path.sep).join('/'));
        if (!rel.endsWith('index.html') || live.has(rel)) continue;
        partsCache.delete(rel);
        await removePage(path.join(dist, rel));
      }
    }
  }

  /** What this compiler last wrote to each site file: a rebuild that would write the same bytes skips it. */
  const siteFiles = new Map<string, string>();

  /**
   * The sitemap of these plans: the last one when they name the same pages. At 100,000 goods, listing the paths and
   * writing the XML took 230 ms of the compiler's one thread at every publish, the same bytes each time.
   */
  let lastSitemap: { plans: PagePlan[]; xml: string } | undefined;
  function sitemapOf(plans: PagePlan[]): string {
    const last = lastSitemap?.plans;
    const same = last && last.length === plans.length && plans.every((p, i) => p === last[i] || (p.kind === last[i].kind && p.path === last[i].path));
    if (!same) lastSitemap = { plans, xml: sitemapXml(config.publicUrl, sitemapPaths(plans)) };
    return lastSitemap!.xml;
  }

  async function writeSeoFiles(ctx: BuildContext, plans: PagePlan[]): Promise<void> {
    const files: [string, string][] = [
      ['sitemap.xml', sitemapOf(plans)],
      ['robots.txt', robotsTxt(config.publicUrl)],
      // On a plain static host `/custompage?pageid=N` lands here; the Fastify server rewrites it itself.
      ['custompage/index.html', customPageRedirect(ctx.siteName)],
      ['member/index.html', memberRedirect(ctx.siteName)],
    ];
    for (const [file, content] of files) {
      if (siteFiles.get(file) === content) continue;
      // Written by an earlier run with the same content (a restart): left as it is.
      const hash = hashOf(content);
      if (manifest.get(file) !== hash || !exists(file)) await writeAtomic(path.join(dist, file), content);
      manifest.set(file, hash);
      siteFiles.set(file, content);
    }
  }

  const timed = async (fn: () => Promise<string[]>): Promise<BuildResult> => {
    const t0 = performance.now();
    lastSkipped = 0;
    const pages = await fn();
    return { pages, ms: Math.round(performance.now() - t0), skipped: lastSkipped };
  };

  return {
    /**
     * A rebuild returns once its pages are written and served; their `.br`/`.gz` siblings follow in the
     * background (write.server.ts). This resolves when those are written too.
     */
    settled: async () => {
      // Item pages being made again in the background first (their writes then owe compressed siblings).
      while (making.size || refreshQueue.length) await Promise.allSettled([...making.values()]);
      await queue; // rebuilds, and a list page re-rendered behind a catalogue change
      await pageFiles.settled();
      manifest.flush();
    },

    /** Everything: Astro's assets copied, every page rendered, sitemap and robots written. */
    runFull: () => serialized(() => timed(async () => {
      astroPages = undefined;
      siteFiles.clear();
      // Assets are copied while the build reads what it renders from; every page (which names them) after both.
      const [ctx] = await Promise.all([context(), copyAssets(astroOut, dist)]);
      lastSitePage = ctx.sitePage;
      useContext(ctx);
      const plans = await allPlans(ctx);
      const written = await build(ctx, built(plans), { full: true });
      await pruneContent(plans);
      await writeSeoFiles(ctx, plans);
      const skipped = lastSkipped;
      await pageFiles.settled(); // a full build is done when every page is also compressed
      manifest.flush();
      lastSkipped = skipped;
      // The item pages an earlier run made are checked after the build, while the shop already serves.
      if (lazy) {
        const checked = checkItems(ctx).catch((e) => console.error(`[compiler] 商品页检查失败：${(e as Error).message}`));
        if (config.warmItems) warming = checked.then(() => (lastCtx === ctx ? warm(ctx) : undefined));
      }
      return written;
    })),

    /** After a publish: a page slot rebuilds that page; header/footer rebuild every page (no Astro run). */
    rebuildSlots: (slots: string[]) => serialized(() => timed(async () => {
      const ctx = await context();
      useContext(ctx);
      const plans = await allPlans(ctx);
      const ids = slots.filter((s) => s.startsWith('page:')).map((s) => Number(s.slice(5)));
      const pages: PagePlan[] = plans.filter((p) => p.kind === 'template' && ids.includes(p.templateId));
      // Articles: an article's pages and the lists it is (or was) in; a category change touches every content page.
      const articleIds = slots.filter((s) => s.startsWith('article:')).map((s) => Number(s.slice(8)));
      const categoryIds = slots.filter((s) => s.startsWith('article-category:')).map((s) => Number(s.slice(17)));
      const formerLists = slots.filter((s) => s.startsWith('article-list:')).map((s) => Number(s.slice(13)));
      const contents = plans.filter((p): p is ContentPlan => p.kind === 'article' || p.kind === 'articleList');
      if (categoryIds.length) pages.push(...contents);
      else if (articleIds.length) {
        const inCategories = ctx.content.articles.filter((a) => articleIds.includes(a.article_id)).map((a) => a.category_id);
        pages.push(...plansTouchedBy(contents, articleIds, [...inCategories, ...formerLists]));
      }
      for (const p of pages) partsCache.delete(p.file);
      // Bodies that repeat the footer's promises (cart, item pages' props) are composed again with the new footer.
      if (slots.includes('footer')) for (const p of plans) if (p.kind === 'item' || p.file === CART_FILE) partsCache.delete(p.file);
      // Pages that are no longer live (disabled, deleted, never published) lose their files: they answer 404.
      for (const id of ids.filter((id) => !pages.some((p) => p.kind === 'template' && p.templateId === id))) {
        for (const gone of templatePages(id, false)) { partsCache.delete(gone.file); await removePage(path.join(dist, gone.file)); }
      }
      // The home page's settings theme every other page: a change there, or in the header/footer,
      // re-fills every page; only the published pages are re-rendered.
      const siteChanged = JSON.stringify(ctx.sitePage) !== JSON.stringify(lastSitePage);
      lastSitePage = ctx.sitePage;
      const written = slots.includes('header') || slots.includes('footer') || slots.includes('site') || siteChanged
        ? await build(ctx, built(plans), { reuse: true, behindShoppers: true })
        : await build(ctx, pages);
      if (articleIds.length || categoryIds.length) await pruneContent(plans);
      await writeSeoFiles(ctx, plans);
      return written;
    })),

    /**
     * After price/stock/shelf changes: those items' pages first (removed when off sale; served new as soon as they
     * are written), then the template pages and the list page that show them. The list's first page can also change
     * without showing a changed goods (one put on sale, the count): it is re-rendered behind, once for many changes.
     */
    rebuildItems: (itemIds: number[]) => { catalogGen++; return serialized(() => timed(async () => {
      const ctx = await context();
      useContext(ctx);
      const goodsIds = await source.goodsOfItems(itemIds);
      // Only what shows these goods is planned: the page of every item is not listed (100,000 ids at size).
      const [ids, templateIds] = await Promise.all([source.itemIds(goodsIds), source.templateIds()]);
      if (!pageIds.size) pageIds = new Set(await source.itemIds());
      // Items taken off the shelf or deleted lose their page (it answers 404 like any unknown item).
      for (const gone of itemIds.filter((id) => !ids.includes(id))) {
        const file = itemPage(gone).file;
        partsCache.delete(file);
        pageIds.delete(gone);
        await removePage(path.join(dist, file));
      }
      for (const id of ids) { current.delete(id); pageIds.add(id); }
      const written = await build(ctx, ids.map(itemPage));
      const changed = new Set([...itemIds, ...ids]);
      // A page not rendered by this compiler yet is not known to be clear of them.
      const shows = (p: PagePlan) => { const shown = shownOn.get(p.file); return !shown || [...changed].some((id) => shown.has(id)); };
      const pages = templateIds.flatMap((id) => templatePages(id, id === ctx.homeId)).filter(shows);
      const list = listPage();
      if (shows(list)) pages.push(list);
      else listBehind(list);
      const cart = astroPage(CART_FILE);
      if (shownOn.has(cart.file) && shows(cart)) pages.push(cart);
      for (const p of pages) partsCache.delete(p.file);
      return [...written, ...(await build(ctx, pages))];
    })); },

    /** The shop is busy serving for the next `ms`: background work nobody waits for pauses (see `shopQuiet`). */
    shopBusy: async (ms: number): Promise<void> => { shopBusyUntil = Date.now() + Math.min(Math.max(0, ms), 60_000); },
    /** Whether the background making of pages is waiting for the shop to be quiet (tests, metrics). */
    pausedForShop: async (): Promise<boolean> => pausedForShop,

    /** Resolves once the grace after the last header publish is over and its old item pages are moved aside (`retireStale`). */
    oldPagesRetired: async () => {
      for (let seen: Promise<void> | undefined; seen !== (retireScheduled ?? retiring);) { seen = retireScheduled ?? retiring; await seen; }
    },

    /** Resolves when the background making of item pages (`warmItems`) has nothing left to do. */
    warmed: async () => {
      for (let seen: Promise<void> | undefined; seen !== warming;) { seen = warming; await seen; }
    },

    /** Makes a lazy item page current before it is served (see makeItem); true when the item has a page. */
    ensureItemPage: (itemId: number): Promise<boolean> => {
      if (!lazy || current.has(itemId)) return Promise.resolve(true);
      // A page made before (old header, or not yet checked since a restart) is served as it is, whole, and made
      // again behind it; only a page that is not there yet is waited for.
      if (pageIds.has(itemId) && manifest.get(itemPage(itemId).file) && exists(itemPage(itemId).file)) {
        refresh(itemId, true);
        return Promise.resolve(true);
      }
      let job = making.get(itemId);
      if (!job) {
        shoppersWaiting++;
        making.set(itemId, (job = makeItem(itemId, true).finally(() => { making.delete(itemId); shopperServed(); })));
      }
      return job;
    },
  };
}

export type Compiler = ReturnType<typeof createCompiler>;

/**
 * An earlier process's aside pages (`retireStale`): renamed out of the way at once, since this process moves its own
 * there, and deleted behind on libuv's threads.
 */
function clearOldAside(dir: string): void {
  const parent = path.dirname(dir);
  const base = path.basename(dir);
  let names: string[];
  try { names = fsSync.readdirSync(parent).filter((n) => n === base || n.startsWith(`${base}-`)); } catch { return; }
  for (const name of names) {
    let from = path.join(parent, name);
    if (name === base) {
      const to = `${dir}-${Date.now().toString(36)}-${process.pid}`;
      try { fsSync.renameSync(from, to); from = to; } catch { continue; }
    }
    void fs.rm(from, { recursive: true, force: true }).catch(() => undefined);
  }
}
