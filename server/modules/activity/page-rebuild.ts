/**
 * Item pages are pre-rendered with the activities running or announced on them (item-activity.ts,
 * promotion/marketing.ts), so an operator's activity change rebuilds exactly the pages of the SKUs it
 * touched, after it is committed. A failed rebuild is logged and does not undo or fail the change: the
 * island still reads the live answer, and the next rebuild of those pages catches up.
 */
import type { AppDeps } from '../../deps';
import type { Database } from '../../db/database.server';

/** The item page of each of these goods (its default SKU's), or of every goods: what shows on all goods' pages. */
export async function goodsPages(db: Database, goodsIds: number[] | 'all'): Promise<number[]> {
  if (goodsIds !== 'all' && !goodsIds.length) return [];
  let q = db.selectFrom('items').select('item_id').where('is_default', '=', true);
  if (goodsIds !== 'all') q = q.where('goods_id', 'in', goodsIds);
  return (await q.orderBy('item_id').execute()).map((r) => r.item_id);
}

export async function rebuildActivityPages(deps: Pick<AppDeps, 'onCatalogChange'>, itemIds: number[], change: string): Promise<void> {
  const ids = [...new Set(itemIds)].sort((a, b) => a - b);
  if (!ids.length || !deps.onCatalogChange) return;
  try {
    await deps.onCatalogChange(ids);
  } catch (e) {
    console.error(`[活动] ${change}后重建商品页失败（商品 ${ids.join(',')}）：${(e as Error).message}`);
  }
}

type OnSku = { item_id: number } | null | undefined;

/** A change to an activity on one SKU (seckill, group buy): rebuilds that SKU's page (an edit: the SKUs before and after) and answers the activity. */
export async function withSkuPageRebuilt<T extends OnSku>(deps: Pick<AppDeps, 'onCatalogChange'>, change: string, after: T, before?: OnSku): Promise<T> {
  await rebuildActivityPages(deps, [after, before].flatMap((a) => (a ? [a.item_id] : [])), change);
  return after;
}
