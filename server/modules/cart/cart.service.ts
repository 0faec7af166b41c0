/** The cart: lines per member, priced from the database on every read (api-contract §4.5). */
import { sql } from 'kysely';
import type { Database } from '../../db/database.server';
import { BizError } from '../../http/errors';
import { memberDiscount, memberPrice } from '../vip/member-price';
import { priceActivities } from '../promotion/pricing';
import { buyerOf, unitPrice } from '../staff/staff-price';

export type CartType = 'cart' | 'fastbuy';

export async function addToCart(db: Database, userId: number, itemId: number, num: number, cartType: CartType): Promise<void> {
  if (!Number.isInteger(num) || num < 1) throw new BizError('购物车参数错误');
  const item = await db.selectFrom('items as i').innerJoin('goods as g', 'g.goods_id', 'i.goods_id')
    .select(['i.item_id', 'i.store', 'i.approve_status', 'g.approve_status as goods_status', 'g.is_gift', 'g.distributor_id'])
    .where('i.item_id', '=', itemId).executeTakeFirst();
  if (!item || item.approve_status !== 'onsale' || item.goods_status !== 'onsale') throw new BizError('商品不存在或者已下架');
  if (item.is_gift) throw new BizError('赠品不可购买');
  if (cartType === 'fastbuy') {
    // "Buy now" keeps one fastbuy line per member: the latest choice.
    if (num > item.store) throw new BizError(`库存不足，最大库存为${item.store}件`);
    // Two "buy now" clicks race: the upsert keeps the unique line (carts_line_uq) instead of failing on it.
    // The member row lock keeps one fastbuy line per member when different items race.
    await db.transaction().execute(async (trx) => {
      await trx.selectFrom('members').select('user_id').where('user_id', '=', userId).forUpdate().execute();
      await trx.deleteFrom('carts').where('user_id', '=', userId).where('cart_type', '=', 'fastbuy').where('item_id', '<>', itemId).execute();
      await trx.insertInto('carts').values({ user_id: userId, item_id: itemId, num, cart_type: 'fastbuy', shop_id: item.distributor_id, is_checked: true })
        .onConflict((oc) => oc.columns(['user_id', 'item_id', 'cart_type']).doUpdateSet({ num, shop_id: item.distributor_id, is_checked: true }))
        .execute();
    });
    return;
  }
  // Adds to an existing line atomically; the WHERE guard refuses a total above the stock.
  // Casts matter: two untyped parameters would be compared as text ('2' <= '100' is false).
  const res = await sql<{ num: number }>`
    INSERT INTO carts (user_id, item_id, num, cart_type, shop_id, is_checked)
    SELECT ${userId}::int, ${itemId}::int, ${num}::int, 'cart', ${item.distributor_id}::int, true WHERE ${num}::int <= ${item.store}::int
    ON CONFLICT (user_id, item_id, cart_type) DO UPDATE SET num = carts.num + EXCLUDED.num, is_checked = true
      WHERE carts.num + EXCLUDED.num <= (SELECT store FROM items WHERE item_id = ${itemId})
    RETURNING num`.execute(db);
  if (res.rows.length === 0) throw new BizError(`库存不足，最大库存为${item.store}件`);
}

export async function updateNum(db: Database, userId: number, cartId: number, num: number): Promise<void> {
  if (!Number.isInteger(num) || num < 1) throw new BizError('参数错误');
  const line = await db.selectFrom('carts as c').innerJoin('items as i', 'i.item_id', 'c.item_id').select(['c.cart_id', 'i.store'])
    .where('c.cart_id', '=', cartId).where('c.user_id', '=', userId).executeTakeFirst();
  if (!line) throw new BizError('数据错误');
  if (num > line.store) throw new BizError(`库存不足，最大库存为${line.store}件`);
  await db.updateTable('carts').set({ num }).where('cart_id', '=', cartId).where('user_id', '=', userId).execute();
}

export async function setChecked(db: Database, userId: number, cartIds: number[], checked: boolean): Promise<void> {
  if (!cartIds.length) throw new BizError('购物车参数错误');
  const res = await db.updateTable('carts').set({ is_checked: checked }).where('user_id', '=', userId).where('cart_id', 'in', cartIds).executeTakeFirst();
  // Another member's line ids match nothing here: answered as an error, and nothing changes.
  if (Number(res.numUpdatedRows) === 0) throw new BizError('数据错误');
}

export async function deleteLines(db: Database, userId: number, cartIds: number[]): Promise<void> {
  if (!cartIds.length) throw new BizError('购物车参数错误');
  const res = await db.deleteFrom('carts').where('user_id', '=', userId).where('cart_id', 'in', cartIds).executeTakeFirst();
  if (Number(res.numDeletedRows) === 0) throw new BizError('数据错误');
}

export interface CartLineRow {
  cart_id: number; item_id: number; goods_id: number; item_name: string; pics: string; price: number; market_price: number;
  num: number; total_fee: number; discount_fee: number; is_checked: boolean; item_spec_desc: string; store: number;
  shop_id: number; approve_status: string; spec_info: { color: string; size: string };
  /** Set for a VIP member: `price` is then this member price, `original_price` the sale price. */
  member_price?: number; original_price?: number;
}

/** Current lines of a member's cart with live prices; invalid = off shelf or out of stock. */
export async function cartLines(db: Database, userId: number, cartType: CartType): Promise<{ valid: CartLineRow[]; invalid: CartLineRow[] }> {
  const rows = await db.selectFrom('carts as c')
    .innerJoin('items as i', 'i.item_id', 'c.item_id').innerJoin('goods as g', 'g.goods_id', 'i.goods_id')
    .select(['c.cart_id', 'c.item_id', 'g.goods_id', 'g.item_name', 'g.pics', 'i.price', 'i.market_price', 'c.num', 'c.is_checked', 'i.store', 'c.shop_id', 'i.approve_status', 'g.approve_status as goods_status', 'i.spec', 'i.staff_price', 'g.staff_goods'])
    .where('c.user_id', '=', userId).where('c.cart_type', '=', cartType).orderBy('c.cart_id', 'desc').execute();
  const valueIds = [...new Set(rows.flatMap((r) => r.spec.map((s) => s.spec_value_id)))];
  const names = valueIds.length ? await db.selectFrom('spec_values as v').innerJoin('specs as s', 's.spec_id', 'v.spec_id').select(['v.spec_value_id', 'v.spec_value_name', 's.spec_name']).where('v.spec_value_id', 'in', valueIds).execute() : [];
  const byId = new Map(names.map((n) => [n.spec_value_id, n]));
  const buyer = await buyerOf(db, userId);
  const valid: CartLineRow[] = [];
  const invalid: CartLineRow[] = [];
  for (const r of rows) {
    const parts = [...r.spec].sort((a, b) => b.spec_id - a.spec_id).map((s) => byId.get(s.spec_value_id)).filter(Boolean) as { spec_name: string; spec_value_name: string }[];
    // Checkout reads these lines too, so a VIP or staff member is charged the price the cart shows.
    const price = unitPrice(r, buyer);
    const line: CartLineRow = {
      cart_id: r.cart_id, item_id: r.item_id, goods_id: r.goods_id, item_name: r.item_name, pics: r.pics[0] ?? '', price, market_price: r.market_price,
      ...(price < r.price ? { member_price: price, original_price: r.price } : {}),
      num: r.num, total_fee: price * r.num, discount_fee: 0, is_checked: r.is_checked, store: r.store, shop_id: r.shop_id, approve_status: r.approve_status,
      item_spec_desc: parts.map((p) => `${p.spec_name}:${p.spec_value_name}`).join(','),
      spec_info: { color: parts[1]?.spec_value_name ?? '', size: parts[0]?.spec_value_name ?? '' },
    };
    (r.approve_status === 'onsale' && r.goods_status === 'onsale' && r.store > 0 ? valid : invalid).push(line);
  }
  return { valid, invalid };
}

export async function cartList(db: Database, userId: number, cartType: CartType) {
  const { valid, invalid } = await cartLines(db, userId, cartType);
  const shopIds = [...new Set(valid.map((l) => l.shop_id))];
  const shops = shopIds.length ? await db.selectFrom('shops').selectAll().where('distributor_id', 'in', shopIds).execute() : [];
  const valid_cart = await Promise.all(shopIds.map(async (shopId) => {
    // Activity prices and promotions per shop group, as checkout applies them (promotion/pricing.ts).
    const { lines: list, extras, discount_fee, claims: _c, problems: _p, ...activities } = await priceActivities(db, userId, valid.filter((l) => l.shop_id === shopId), (l) => l.is_checked, cartType);
    const checked = list.filter((l) => l.is_checked);
    const shop = shops.find((s) => s.distributor_id === shopId);
    const item_fee = checked.reduce((n, l) => n + l.total_fee, 0);
    const plus_fee = extras.reduce((n, l) => n + l.total_fee, 0);
    return {
      shop_id: shopId, shop_name: shop?.name ?? '自营店铺', address: shop?.address ?? '', is_ziti: shop?.is_ziti ?? false, is_delivery: true,
      list, logistics_list: list, gift_list: extras.filter((e) => e.order_item_type === 'gift'), plus_buy_list: extras.filter((e) => e.order_item_type === 'plus_buy'),
      item_fee: item_fee + plus_fee, cart_total_price: item_fee + plus_fee - discount_fee, cart_total_num: checked.reduce((n, l) => n + l.num, 0),
      cart_total_count: checked.length, discount_fee, total_fee: item_fee + plus_fee - discount_fee,
      member_discount: checked.reduce((n, l) => n + (l.member_price ? ((l.original_price ?? l.price) - l.price) * l.num : 0), 0),
      ...activities,
    };
  }));
  return { valid_cart, invalid_cart: invalid, crossborder_show: false };
}

export async function cartCount(db: Database, userId: number) {
  const { valid } = await cartLines(db, userId, 'cart');
  return { cart_count: valid.length, item_count: valid.reduce((n, l) => n + l.num, 0) };
}
