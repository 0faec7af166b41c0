/**
 * The item list's state as it lives in the URL (/items?keywords=&cat_id=&main_category=&tag=&page=&goodsSort=
 * &brand_id=&start_price=&end_price=, prices in yuan)
 * and its mapping onto `GET goods/items` params. Pure, tested; the island only reads and writes location.
 */
import { LIST_PAGE_SIZE, SITE_NAME } from './constants';
import type { CategoryNode } from './goods';

export interface ListState { keywords: string; cat_id: string; main_category: string; tag: string; goodsSort: string; brand_id: string; start_price: string; end_price: string; page: number }

export const EMPTY_LIST_STATE: ListState = { keywords: '', cat_id: '', main_category: '', tag: '', goodsSort: '', brand_id: '', start_price: '', end_price: '', page: 1 };
const KEYS = ['keywords', 'cat_id', 'main_category', 'tag', 'goodsSort', 'brand_id', 'start_price', 'end_price'] as const;

/** Sort bar: 综合 = manual order, 销量 = sales desc, 价格 toggles desc(2)/asc(3), 新品 = newest (api-contract §4.4). */
export const SORTS = [
  { label: '综合', value: '' },
  { label: '销量', value: '1' },
  { label: '价格', value: '3' },
  { label: '新品', value: '4' },
] as const;

export function parseListState(search: string): ListState {
  const q = new URLSearchParams(search);
  const page = Math.max(1, Math.floor(Number(q.get('page')) || 1));
  const s: ListState = { ...EMPTY_LIST_STATE, page };
  for (const k of KEYS) s[k] = (q.get(k) ?? '').trim();
  // Links from designer "tag" pickers carry tag_id.
  if (!s.tag && q.get('tag_id')) s.tag = (q.get('tag_id') ?? '').trim();
  return s;
}

/** True when the URL asks for something other than the pre-rendered first page. */
export const hasListQuery = (s: ListState): boolean => KEYS.some((k) => s[k] !== '') || s.page > 1;

export function listSearch(s: ListState): string {
  const q = new URLSearchParams();
  for (const k of KEYS) if (s[k]) q.set(k, s[k]);
  if (s.page > 1) q.set('page', String(s.page));
  const out = q.toString();
  return out ? `?${out}` : '';
}

export function listParams(s: ListState): Record<string, string | number> {
  // is_tdk=1: the brands offered follow the other filters (api-contract §4.4 brand_list).
  const p: Record<string, string | number> = { page: s.page, pageSize: LIST_PAGE_SIZE, item_type: 'normal', is_tdk: 1 };
  if (s.keywords) p.keywords = s.keywords;
  if (s.cat_id) p.category_id = s.cat_id;
  if (s.main_category) p.main_category = s.main_category;
  if (s.tag) p.tag = s.tag;
  if (s.goodsSort) p.goodsSort = s.goodsSort;
  if (s.brand_id) p.brand_id = s.brand_id;
  if (s.start_price) p.start_price = s.start_price;
  if (s.end_price) p.end_price = s.end_price;
  return p;
}

export const pageCount = (total: number, size = LIST_PAGE_SIZE): number => Math.max(1, Math.ceil(Math.max(0, total) / size));

function findCategory(tree: CategoryNode[], id: string): CategoryNode | undefined {
  for (const c of tree) {
    if (String(c.category_id) === id) return c;
    const hit = findCategory(c.children ?? [], id);
    if (hit) return hit;
  }
  return undefined;
}

/** The results page title: `花椒 - 搜索结果 - 店名`, the category's name for cat_id, else 全部商品. */
export function listTitle(s: ListState, tree: CategoryNode[]): string {
  if (s.keywords) return `${s.keywords} - 搜索结果 - ${SITE_NAME}`;
  const cat = findCategory(tree, s.cat_id || s.main_category);
  return `${cat?.category_name ?? '全部商品'} - ${SITE_NAME}`;
}

const YUAN = /^\d{1,7}(\.\d{1,2})?$/;
/** Why a typed price range cannot be searched (yuan, up to 2 decimals, low ≤ high), or '' when it can. */
export function priceRangeError(start: string, end: string): string {
  if (start && !YUAN.test(start)) return '最低价请输入不超过两位小数的金额';
  if (end && !YUAN.test(end)) return '最高价请输入不超过两位小数的金额';
  if (start && end && Number(start) > Number(end)) return '最低价不能高于最高价';
  return '';
}
