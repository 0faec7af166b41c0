/**
 * Favourites (api-contract §4.10) and footprints (§4.11). A goods is kept under its default SKU's
 * item_id, so collecting or viewing it from any SKU gives one row.
 */
import { sql } from 'kysely';
import type { Database } from '../../db/database.server';
import { BizError } from '../../http/errors';
import { shopperShelfState } from '../catalog/catalog.service';

const ITEM_GONE = '商品不存在或者已下架';
export const FOOTPRINT_KEEP = 100;

/** The default SKU of the goods `itemId` belongs to (on sale or shown only). */
export async function goodsItemId(db: Database, itemId: number): Promise<{ item_id: number; distributor_id: number }> {
  const row = await db.selectFrom('items as s').innerJoin('goods as g', 'g.goods_id', 's.goods_id')
    .innerJoin('items as d', (j) => j.onRef('d.goods_id', '=', 'g.goods_id').on('d.is_default', '=', true))
    .select(['d.item_id', 'g.distributor_id', 'g.approve_status']).where('s.item_id', '=', itemId).executeTakeFirst();
  if (!row || row.approve_status === 'offline_sale') throw new BizError(ITEM_GONE);
  return { item_id: row.item_id, distributor_id: row.distributor_id };
}

const unix = (d: Date | string) => Math.floor(new Date(d).getTime() / 1000);

export async function collectItem(db: Database, userId: number, itemId: number, now: Date) {
  const g = await goodsItemId(db, itemId);
  await db.insertInto('member_fav_items').values({ user_id: userId, item_id: g.item_id, distributor_id: g.distributor_id, created_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'item_id']).doNothing()).execute();
  const row = await db.selectFrom('member_fav_items').selectAll().where('user_id', '=', userId).where('item_id', '=', g.item_id).executeTakeFirstOrThrow();
  return { fav_id: row.fav_id, user_id: userId, item_id: row.item_id, distributor_id: row.distributor_id, item_type: 'normal', created: unix(row.created_at) };
}

export async function isItemCollected(db: Database, userId: number, itemId: number) {
  const g = await goodsItemId(db, itemId);
  const row = await db.selectFrom('member_fav_items').select('fav_id').where('user_id', '=', userId).where('item_id', '=', g.item_id).executeTakeFirst();
  return { is_fav: !!row };
}

export async function listCollectedItems(db: Database, userId: number, page: number, pageSize: number) {
  const base = db.selectFrom('member_fav_items as f').where('f.user_id', '=', userId);
  const { n } = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await base.innerJoin('items as i', 'i.item_id', 'f.item_id').innerJoin('goods as g', 'g.goods_id', 'i.goods_id')
    .select(['f.fav_id', 'f.item_id', 'f.distributor_id', 'f.created_at', 'g.item_name', 'g.pics', 'g.approve_status', 'i.price', 'i.market_price'])
    .orderBy('f.created_at', 'desc').orderBy('f.fav_id', 'desc').limit(pageSize).offset((page - 1) * pageSize).execute();
  return {
    list: rows.map((r) => ({
      fav_id: r.fav_id, item_id: r.item_id, item_name: r.item_name, item_image: r.pics[0] ?? '', item_price: r.price, price: r.price,
      market_price: r.market_price, distributor_id: r.distributor_id, approve_status: shopperShelfState(r.approve_status), created: unix(r.created_at),
    })),
    total_count: Number(n),
  };
}

/** DELETE member/collect/item: the given item_ids, or all when `empty`. */
export async function removeCollectedItems(db: Database, userId: number, itemIds: number[], empty: boolean) {
  if (!empty && itemIds.length === 0) throw new BizError('请选择要移除的商品');
  let q = db.deleteFrom('member_fav_items').where('user_id', '=', userId);
  if (!empty) {
    const keys = await Promise.all(itemIds.map((id) => goodsItemId(db, id).then((g) => g.item_id).catch(() => id)));
    q = q.where('item_id', 'in', keys);
  }
  await q.execute();
  return { status: true };
}

async function requireShop(db: Database, distributorId: number) {
  const shop = await db.selectFrom('shops').select(['distributor_id', 'name', 'logo']).where('distributor_id', '=', distributorId).executeTakeFirst();
  if (!shop) throw new BizError('店铺不存在', 404);
  return shop;
}

export async function followShop(db: Database, userId: number, distributorId: number, now: Date) {
  const shop = await requireShop(db, distributorId);
  await db.insertInto('member_fav_shops').values({ user_id: userId, distributor_id: distributorId, created_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'distributor_id']).doNothing()).execute();
  // No `message` key: the old client treats one as a failure (api-contract §2.5).
  return { user_id: userId, distributor_id: shop.distributor_id, name: shop.name, is_fav: true };
}

export async function unfollowShops(db: Database, userId: number, distributorId: number | undefined, empty: boolean) {
  if (!empty && distributorId === undefined) throw new BizError('请选择要取消关注的店铺');
  let q = db.deleteFrom('member_fav_shops').where('user_id', '=', userId);
  if (!empty) q = q.where('distributor_id', '=', distributorId!);
  await q.execute();
  return { status: true };
}

export async function isShopFollowed(db: Database, userId: number, distributorId: number) {
  const row = await db.selectFrom('member_fav_shops').select('id').where('user_id', '=', userId).where('distributor_id', '=', distributorId).executeTakeFirst();
  return { is_fav: !!row };
}

export async function listFollowedShops(db: Database, userId: number, page: number, pageSize: number) {
  const base = db.selectFrom('member_fav_shops as f').where('f.user_id', '=', userId);
  const { n } = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const favNum = sql<number>`(select count(*) from member_fav_shops x where x.distributor_id = s.distributor_id)`;
  const rows = await base.innerJoin('shops as s', 's.distributor_id', 'f.distributor_id')
    .select(['s.distributor_id', 's.name', 's.logo', 's.address', 's.tags', 'f.created_at', favNum.as('fav_num')])
    .orderBy('f.created_at', 'desc').orderBy('f.id', 'desc').limit(pageSize).offset((page - 1) * pageSize).execute();
  return {
    list: rows.map((r) => ({ distributor_id: r.distributor_id, name: r.name, logo: r.logo, address: r.address, tagList: r.tags, fav_num: Number(r.fav_num), created: unix(r.created_at) })),
    total_count: Number(n),
  };
}

export async function saveFootprint(db: Database, userId: number, itemId: number, now: Date) {
  const g = await goodsItemId(db, itemId);
  await db.insertInto('member_browse_history').values({ user_id: userId, item_id: g.item_id, updated_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'item_id']).doUpdateSet({ updated_at: now })).execute();
  // Only the latest FOOTPRINT_KEEP goods are kept.
  await db.deleteFrom('member_browse_history').where('user_id', '=', userId)
    .where('id', 'not in', (eb) => eb.selectFrom('member_browse_history').select('id').where('user_id', '=', userId).orderBy('updated_at', 'desc').limit(FOOTPRINT_KEEP))
    .execute();
  return { status: true };
}

export async function listFootprints(db: Database, userId: number, page: number, pageSize: number) {
  const base = db.selectFrom('member_browse_history as h').where('h.user_id', '=', userId);
  const { n } = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await base.innerJoin('items as i', 'i.item_id', 'h.item_id').innerJoin('goods as g', 'g.goods_id', 'i.goods_id')
    .select(['h.item_id', 'h.updated_at', 'g.item_name', 'g.pics', 'i.price', 'i.market_price', 'g.approve_status'])
    .orderBy('h.updated_at', 'desc').orderBy('h.id', 'desc').limit(pageSize).offset((page - 1) * pageSize).execute();
  return {
    list: rows.map((r) => ({ item_id: r.item_id, itemData: { item_id: r.item_id, item_name: r.item_name, pics: r.pics, price: r.price, market_price: r.market_price, approve_status: shopperShelfState(r.approve_status) }, updated: unix(r.updated_at) })),
    total_count: Number(n),
  };
}

export async function removeFootprints(db: Database, userId: number, itemIds: number[], empty: boolean) {
  if (!empty && itemIds.length === 0) throw new BizError('请选择要删除的足迹');
  let q = db.deleteFrom('member_browse_history').where('user_id', '=', userId);
  if (!empty) q = q.where('item_id', 'in', itemIds);
  await q.execute();
  return { status: true };
}

/** Counts for the member centre header. */
export async function memberCounts(db: Database, userId: number) {
  const count = (t: 'member_fav_items' | 'member_fav_shops' | 'member_browse_history') =>
    db.selectFrom(t).select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow().then((r) => Number(r.n));
  const [fav_item_count, fav_shop_count, browse_count] = await Promise.all([count('member_fav_items'), count('member_fav_shops'), count('member_browse_history')]);
  return { fav_item_count, fav_shop_count, browse_count };
}
