/**
 * A guest's 加入购物车 / 立即购买 survives the login detour: the item URL the login page returns to
 * carries the chosen SKU, the quantity and the action (`?sku=&num=&then=cart|buy`); back on the item
 * page the choice is restored and the action finished once.
 */
export type ResumeAction = 'cart' | 'buy';
export interface ResumeBuy { skuId: number; num: number; action: ResumeAction }

/** The item path to come back to after login. */
export function resumePath(itemId: number, r: ResumeBuy): string {
  const q = new URLSearchParams({ sku: String(r.skuId), num: String(r.num), then: r.action });
  return `/items/${itemId}?${q}`;
}

/** What to resume from an item page's query; null when nothing (or nothing valid) is asked. */
export function parseResume(search: string): ResumeBuy | null {
  const q = new URLSearchParams(search);
  const then = q.get('then');
  const skuId = Number(q.get('sku'));
  const num = Number(q.get('num') ?? '1');
  if (then !== 'cart' && then !== 'buy') return null;
  if (!Number.isInteger(skuId) || skuId <= 0 || !Number.isInteger(num) || num <= 0) return null;
  return { skuId, num, action: then };
}

/** The query without the resume keys (so a reload does not add the goods again). */
export function withoutResume(search: string): string {
  const q = new URLSearchParams(search);
  for (const k of ['sku', 'num', 'then']) q.delete(k);
  const out = q.toString();
  return out ? `?${out}` : '';
}
