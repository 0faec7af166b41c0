/**
 * The item list's state as it lives in the URL (/items?keywords=&cat_id=&main_category=&tag=&page=&goodsSort=)
 * and its mapping onto `GET goods/items` params. Pure, tested; the island only reads and writes location.
 */
import { LIST_PAGE_SIZE, SITE_NAME } from './constants';
import type { CategoryNode } from './goods';

export interface ListState { keywords: string; cat_id: string; main_category: string; tag: string; goodsSort: string; page: number }

export const EMPTY_LIST_STATE: ListState = { keywords: '', cat_id: '', main_category: '', tag: '', goodsSort: '', page: 1 };
const KEYS = ['keywords', 'cat_id', 'main_category', 'tag', 'goodsSort'] as const;

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
  const p: Record<string, string | number> = { page: s.page, pageSize: LIST_PAGE_SIZE, item_type: 'normal' };
  if (s.keywords) p.keywords = s.keywords;
  if (s.cat_id) p.category_id = s.cat_id;
  if (s.main_category) p.main_category = s.main_category;
  if (s.tag) p.tag = s.tag;
  if (s.goodsSort) p.goodsSort = s.goodsSort;
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
