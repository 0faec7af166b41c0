/**
 * What shoppers read and do with activities: packages (list, detail, buy together), an activity's goods
 * (/items/activityGoodsList), the current activities, and the 加价购 pick in the cart.
 */
import type { Database } from '../../db/database.server';
import { BizError, notFound } from '../../http/errors';
import { covers, currentPackages, currentPromotions, currentSales, livePromotions, saleInfo, statusOf, type Package } from './activities';
import { PROMOTION_TAGS, ruleText } from './rules';
import { activityZoneGoods } from './activity-zone';

const unix = (d: Date) => Math.floor(d.getTime() / 1000);

async function skuCards(db: Database, itemIds: number[]) {
  if (!itemIds.length) return new Map<number, SkuCard>();
  const rows = await db.selectFrom('items as i').innerJoin('goods as g', 'g.goods_id', 'i.goods_id')
    .select(['i.item_id', 'i.goods_id', 'g.item_name', 'g.brief', 'g.pics', 'i.price', 'i.market_price', 'i.store', 'g.distributor_id', 'i.approve_status', 'g.approve_status as goods_status'])
    .where('i.item_id', 'in', [...new Set(itemIds)]).execute();
  return new Map(rows.map((r) => [r.item_id, { item_id: r.item_id, goods_id: r.goods_id, item_name: r.item_name, brief: r.brief, pics: r.pics, pic: r.pics[0] ?? '',
    price: r.price, market_price: r.market_price, store: r.store, distributor_id: r.distributor_id, onsale: r.approve_status === 'onsale' && r.goods_status === 'onsale' }]));
}
type SkuCard = { item_id: number; goods_id: number; item_name: string; brief: string; pics: string[]; pic: string; price: number; market_price: number; store: number; distributor_id: number; onsale: boolean };

async function packageView(db: Database, p: Package) {
  const cards = await skuCards(db, p.items.map((i) => i.item_id));
  const items = p.items.map((i) => ({ ...cards.get(i.item_id)!, num: i.num }));
  const total = items.reduce((n, i) => n + i.price * i.num, 0);
  const status = statusOf(p);
  return {
    package_id: p.package_id, package_name: p.title, title: p.title, package_price: p.package_price, total_price: total, save_fee: Math.max(0, total - p.package_price),
    begin_time: unix(p.begin_at), end_time: unix(p.end_at), status, status_text: status === 'upcoming' ? '即将开始' : '进行中',
    sellable: status === 'live' && items.every((i) => i.onsale && i.store >= i.num), items,
  };
}

/** Live and upcoming packages, optionally only those holding a SKU of `goodsId`. */
export async function listPackagesFor(db: Database, itemId?: number) {
  let rows = await currentPackages(db, true);
  if (itemId) rows = rows.filter((p) => p.items.some((i) => i.item_id === itemId));
  const list = await Promise.all(rows.map((p) => packageView(db, p)));
  return { list, total_count: list.length };
}

async function currentPackage(db: Database, id: number) {
  const p = (await currentPackages(db, true)).find((x) => x.package_id === id);
  if (!p) throw notFound('套餐不存在或已结束');
  return p;
}

export const packageDetail = async (db: Database, id: number) => packageView(db, await currentPackage(db, id));

/**
 * Buy a package now: its items become the member's fastbuy lines (any earlier "buy now" line is replaced)
 * and the choice is remembered, so checkout (mode=fastbuy) prices them at the package price.
 */
export async function buyPackage(db: Database, userId: number, id: number, num: number) {
  const p = await currentPackage(db, id);
  if (statusOf(p) !== 'live') throw new BizError('套餐活动尚未开始');
  if (!Number.isInteger(num) || num < 1 || num > 99) throw new BizError('购买数量必须在1到99之间');
  const cards = await skuCards(db, p.items.map((i) => i.item_id));
  for (const i of p.items) {
    const c = cards.get(i.item_id);
    if (!c?.onsale) throw new BizError('套餐内有商品已下架');
    if (c.store < i.num * num) throw new BizError(`${c.item_name}库存不足，最大库存为${c.store}件`);
  }
  await db.transaction().execute(async (trx) => {
    await trx.selectFrom('members').select('user_id').where('user_id', '=', userId).forUpdate().execute();
    await trx.deleteFrom('carts').where('user_id', '=', userId).where('cart_type', '=', 'fastbuy').execute();
    await trx.insertInto('carts').values(p.items.map((i) => ({ user_id: userId, item_id: i.item_id, num: i.num * num, cart_type: 'fastbuy', shop_id: cards.get(i.item_id)!.distributor_id, is_checked: true }))).execute();
    await trx.insertInto('package_choices').values({ user_id: userId, package_id: id, num })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ package_id: id, num })).execute();
  });
  return { status: true, package_id: id, num, distributor_id: cards.get(p.items[0].item_id)!.distributor_id };
}

/** The member picks (or, with item_id 0, drops) the 加价购 goods of a live promotion. */
export async function pickPlusBuy(db: Database, userId: number, promotionId: number, itemId: number) {
  const p = (await livePromotions(db)).find((x) => x.promotion_id === promotionId && x.promotion_type === 'plus_buy');
  if (!p) throw new BizError('加价购活动不存在或已结束');
  if (!itemId) {
    await db.deleteFrom('cart_plus_buys').where('user_id', '=', userId).where('promotion_id', '=', promotionId).execute();
    return { status: true };
  }
  if (!p.tiers.some((t) => t.item_id === itemId)) throw new BizError('该商品不是此活动的换购商品');
  await db.insertInto('cart_plus_buys').values({ user_id: userId, promotion_id: promotionId, item_id: itemId })
    .onConflict((oc) => oc.columns(['user_id', 'promotion_id']).doUpdateSet({ item_id: itemId })).execute();
  return { status: true };
}

export type ActivityKind = 'limited_time_sale' | 'package' | 'full_minus' | 'full_discount' | 'full_gift' | 'plus_buy';

/** Current activities (live and upcoming) in one list, for the activity pages. */
export async function currentActivities(db: Database) {
  const [promos, sales, packages] = await Promise.all([currentPromotions(db, true), currentSales(db, true), currentPackages(db, true)]);
  const list = [
    ...sales.map((s) => ({ activity_type: 'limited_time_sale', activity_id: s.sale_id, activity_name: s.title, activity_tag: '限时特惠', status: statusOf(s), begin_time: unix(s.begin_at), end_time: unix(s.end_at), rule_desc: s.limit_num ? `每人限购${s.limit_num}件` : '' })),
    ...promos.map((p) => ({ activity_type: p.promotion_type, activity_id: p.promotion_id, activity_name: p.title, activity_tag: PROMOTION_TAGS[p.promotion_type], status: statusOf(p), begin_time: unix(p.begin_at), end_time: unix(p.end_at), rule_desc: ruleText(p.promotion_type, p.tiers) })),
    ...packages.map((p) => ({ activity_type: 'package', activity_id: p.package_id, activity_name: p.title, activity_tag: '组合套餐', status: statusOf(p), begin_time: unix(p.begin_at), end_time: unix(p.end_at), rule_desc: `套餐价${p.package_price / 100}元` })),
  ];
  // 秒杀 and 拼团 goods of 活动专区: a list of their own, `list` keeps the activities the contract describes.
  return { list, total_count: list.length, goods_list: await activityZoneGoods(db), server_time: unix(new Date()) };
}

/** The goods of one activity, as cards with the activity price where there is one (/items/activityGoodsList). */
export async function activityGoods(db: Database, kind: ActivityKind, id: number, page: number, pageSize: number) {
  const all = await currentActivities(db);
  const activity = all.list.find((a) => a.activity_type === kind && a.activity_id === id);
  if (!activity) throw notFound('活动不存在或已结束');
  let itemIds: number[];
  const actPrice = new Map<number, number>();
  if (kind === 'limited_time_sale') {
    const sale = (await currentSales(db, true)).find((s) => s.sale_id === id)!;
    itemIds = sale.items.map((i) => i.item_id);
    sale.items.forEach((i) => actPrice.set(i.item_id, i.act_price));
    Object.assign(activity, { activity_info: saleInfo(sale) });
  } else if (kind === 'package') {
    itemIds = (await currentPackages(db, true)).find((p) => p.package_id === id)!.items.map((i) => i.item_id);
  } else {
    const promo = (await currentPromotions(db, true)).find((p) => p.promotion_id === id)!;
    const goods = await db.selectFrom('goods as g').innerJoin('items as i', (j) => j.onRef('i.goods_id', '=', 'g.goods_id').on('i.is_default', '=', true))
      .select(['i.item_id', 'g.goods_id']).where('g.approve_status', '=', 'onsale').where('g.is_gift', '=', false).orderBy('g.sort').orderBy('g.goods_id').execute();
    itemIds = goods.filter((g) => covers(promo, g.goods_id)).map((g) => g.item_id);
  }
  const cards = await skuCards(db, itemIds);
  // One card per goods: the SKU with the lowest (activity) price stands for it.
  const priceOf = (c: SkuCard) => actPrice.get(c.item_id) ?? c.price;
  const byGoods = new Map<number, SkuCard>();
  for (const c of itemIds.map((i) => cards.get(i))) if (c?.onsale && (!byGoods.has(c.goods_id) || priceOf(c) < priceOf(byGoods.get(c.goods_id)!))) byGoods.set(c.goods_id, c);
  const shown = [...byGoods.values()];
  const list = shown.slice((page - 1) * pageSize, page * pageSize).map((c) => ({ ...c, ...(actPrice.has(c.item_id) ? { act_price: actPrice.get(c.item_id), activity_price: actPrice.get(c.item_id) } : {}) }));
  return { activity, list, total_count: shown.length };
}
