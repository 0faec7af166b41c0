/**
 * The points-mall item page as the original ECShopX client reads it (`pages/pointitems/_id.vue`): the item-detail
 * shape of the catalogue (pictures, intro, brand, tdk) for the one SKU that is exchangeable, priced in points
 * (`point`) with its cash part as `price` (ECShopX's pointsmall_items columns), and 猜你喜欢 beside it.
 */
import type { Database } from '../../db/database.server';
import { itemDetail } from '../catalog/catalog.service';
import { card, pointGoods, POINT_SORTS, rows } from './pointsmall.service';

/** What 猜你喜欢 shows under a points goods (ECShopX: the ten best sellers, the current one left out). */
const LOVELY_MAX = 10;

interface CategoryLink { category_id: number; category_name: string; children?: CategoryLink[] }

/** The category path of the breadcrumb, root first, each level the only child of the one above (`item_category_main`). */
async function categoryPath(db: Database, categoryId: number): Promise<CategoryLink[]> {
  const chain: CategoryLink[] = [];
  let id: number | null = categoryId;
  // Categories are at most three levels deep; the bound keeps a damaged parent loop from spinning.
  for (let depth = 0; id && depth < 5; depth++) {
    const c = await db.selectFrom('categories').select(['category_id', 'category_name', 'parent_id']).where('category_id', '=', id).executeTakeFirst();
    if (!c) break;
    chain.unshift({ category_id: c.category_id, category_name: c.category_name });
    id = c.parent_id || null;
  }
  const [root, ...rest] = chain;
  if (!root) return [];
  let level = root;
  for (const c of rest) { level.children = [c]; level = c; }
  return [root];
}

export async function pointGoodsDetail(db: Database, itemId: number, userId?: number) {
  const g = await pointGoods(db, itemId, userId);
  const d = await itemDetail(db, itemId, userId);
  const sku = d.spec_items.find((s) => s.item_id === itemId);
  return {
    item_id: g.item_id, itemId: g.item_id, goods_id: g.goods_id, default_item_id: g.item_id, company_id: 1, distributor_id: g.distributor_id,
    item_name: g.item_name, itemName: g.item_name, title: g.item_name, brief: g.brief, item_unit: '件', item_bn: d.item_bn,
    // Exchanged as one SKU: the page shows no spec picker and takes this one.
    nospec: true, item_spec_desc: [], spec_items: [], spec_images: [], item_spec: sku?.custom_spec_name ?? '',
    point: g.point, item_point: g.point, price: g.cash, cash: g.cash, market_price: g.original_price, original_price: g.original_price,
    store: g.store, item_total_store: g.store, limit_num: g.limit_num, user_point: g.user_point, bought_num: g.bought_num, pointsmall_id: g.pointsmall_id,
    approve_status: 'onsale', sales: g.sales, pics: g.pics, pic: g.pic, intro: d.intro, videos: d.videos, video_type: d.video_type, videos_url: d.videos_url,
    item_params: [], goods_brand: d.goods_brand, brand_id: d.brand_id, category_id: g.category_id, item_category_main: await categoryPath(db, g.category_id),
    activity_type: 'normal', promotion_activity: [], item_type: 'normal', freight_desc: '积分商城商品包邮', tdk_data: d.tdk_data,
  };
}

export async function lovelyPointGoods(db: Database, exceptItemId: number) {
  const list = (await rows(db)).filter((r) => r.item_id !== exceptItemId).sort(POINT_SORTS[1]).slice(0, LOVELY_MAX).map(card);
  return { list, total_count: list.length };
}
