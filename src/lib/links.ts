/**
 * Link objects (designer spec §2, widgets.md §4.1) → storefront URLs. The one place that knows link kinds.
 *
 * Kinds the old system never mapped get the page the storefront spec names (links the designer makes
 * carry a precomputed href, which wins; these cover stored links without one):
 *   coupons → /member/coupon-center (coupon rows carry no href of their own);
 *   tag → /items?tag= (the item list filters by tag name);
 *   seckill → the goods page when it names goods, else /items/activityGoodsList (seckill_id kept);
 *   marketing → /items/activityGoodsList; management (articles) → the article's page, else /article;
 *   bring (带货商品) → the goods page; live (直播活动页) → its custom page.
 */

import { ARTICLES_HOME, articleUrl } from './articles';

type Rec = Record<string, unknown>;

const PAGE_COUPON_CENTER = '/member/coupon-center';
const PAGE_ACTIVITY_LIST = '/items/activityGoodsList';
const PAGE_ARTICLES = ARTICLES_HOME;

function str(v: unknown): string {
  return v === undefined || v === null ? '' : String(v).trim();
}

/** First non-empty value among keys. */
function pick(rec: Rec, ...keys: string[]): string {
  for (const k of keys) {
    const s = str(rec[k]);
    if (s) return s;
  }
  return '';
}

function withQuery(path: string, key: string, value: string): string {
  return value ? `${path}?${key}=${encodeURIComponent(value)}` : '';
}

/** Only http(s) targets leave the shop (opened in a new tab). */
export function isExternal(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

/** Makes stored URLs usable: relative `items/…`, `shops/info?…` become root-relative; script URLs are dropped. */
export function normalizeUrl(url: unknown): string {
  const s = str(url);
  if (!s) return '';
  if (/^(javascript|data|vbscript):/i.test(s)) return '';
  if (isExternal(s) || s.startsWith('/') || s.startsWith('#') || s.startsWith('?')) return s;
  if (/^[a-z][a-z0-9+.-]*:/i.test(s)) return s; // mailto:, tel:
  return '/' + s.replace(/^\.\//, '');
}

/** Goods detail URL; distributor_id is added when present and non-zero. */
export function goodsUrl(goodsId: unknown, distributorId?: unknown): string {
  const id = str(goodsId);
  if (!id) return '';
  const shop = str(distributorId);
  return shop && shop !== '0' ? `/items/${encodeURIComponent(id)}?distributor_id=${encodeURIComponent(shop)}` : `/items/${encodeURIComponent(id)}`;
}

/** Shop detail URL. */
export function shopUrl(distributorId: unknown): string {
  return withQuery('/shops/info', 'distributor_id', str(distributorId));
}

const byKind: Record<string, (l: Rec) => string> = {
  goods: (l) => goodsUrl(pick(l, 'itemId', 'item_id', 'goods_id', 'id'), l.distributor_id),
  category: (l) => withQuery('/items', 'cat_id', pick(l, 'category_id', 'id')),
  maincategory: (l) => withQuery('/items', 'main_category', pick(l, 'category_id', 'id')),
  brand: (l) => withQuery('/items', 'brand_id', pick(l, 'attribute_id', 'brand_id', 'id')),
  tag: (l) => withQuery('/items', 'tag', pick(l, 'tag_name', 'tag_id', 'id')),
  page: (l) => normalizeUrl(l.url),
  customer: (l) => withQuery('/custompage', 'pageid', pick(l, 'theme_pc_template_id', 'id')),
  href: (l) => normalizeUrl(l.href),
  coupons: () => PAGE_COUPON_CENTER,
  seckill: (l) => goodsUrl(pick(l, 'itemId', 'item_id', 'goods_id'), l.distributor_id)
    || (pick(l, 'seckill_id') ? withQuery(PAGE_ACTIVITY_LIST, 'seckill_id', pick(l, 'seckill_id')) : PAGE_ACTIVITY_LIST),
  marketing: (l) => normalizeUrl(l.url) || PAGE_ACTIVITY_LIST,
  management: (l) => normalizeUrl(l.url) || (/^\d+$/.test(pick(l, 'article_id')) ? articleUrl(pick(l, 'article_id')) : PAGE_ARTICLES),
  bring: (l) => goodsUrl(pick(l, 'itemId', 'item_id', 'goods_id', 'id'), l.distributor_id),
  live: (l) => withQuery('/custompage', 'pageid', pick(l, 'theme_pc_template_id', 'id')),
};

/** The title a stored link object carries (its page, category or goods name), or '' — an image link's accessible name. */
export function linkTitle(link: unknown): string {
  if (!link || typeof link !== 'object' || Array.isArray(link)) return '';
  return pick(link as Rec, 'title', 'item_name', 'category_name', 'name');
}

/** Any stored link (object, string, '', [] or garbage) → URL, or '' when it goes nowhere. */
export function resolveLink(link: unknown): string {
  if (typeof link === 'string') return normalizeUrl(link);
  if (!link || typeof link !== 'object' || Array.isArray(link)) return '';
  const l = link as Rec;
  const href = normalizeUrl(l.href);
  if (href) return href;
  const kind = byKind[str(l.linkPage)];
  return kind ? kind(l) : '';
}
