/**
 * Demo activities for the spice shop: one live and one upcoming of each kind (满减, 满折, 满赠, 加价购,
 * 限时特惠, 组合套餐), a gift goods for 满赠, and points-mall goods. The goods chosen are the later
 * categories (复合调味料, 八角桂皮, 孜然, 礼盒), so the first SKUs stay at plain prices.
 */
import type { Database } from '../db/database.server';

const DAY = 24 * 3600_000;

export const DEMO_GIFT_NAME = '川香源定制围裙（赠品）';

export async function seedPromotions(db: Database): Promise<void> {
  const now = Date.now();
  const live = { begin_at: new Date(now - DAY), end_at: new Date(now + 30 * DAY) };
  const upcoming = { begin_at: new Date(now + 2 * DAY), end_at: new Date(now + 32 * DAY) };

  const goods = await db.selectFrom('goods as g').innerJoin('items as i', (j) => j.onRef('i.goods_id', '=', 'g.goods_id').on('i.is_default', '=', true))
    .innerJoin('categories as c', 'c.category_id', 'g.category_id')
    .select(['g.goods_id', 'g.item_name', 'g.pics', 'g.category_id', 'g.distributor_id', 'c.category_name', 'c.parent_id', 'i.item_id', 'i.price']).execute();
  const cats = await db.selectFrom('categories').select(['category_id', 'category_name', 'parent_id']).execute();
  const rootName = (categoryId: number): string => {
    const c = cats.find((x) => x.category_id === categoryId)!;
    return c.parent_id ? rootName(c.parent_id) : c.category_name;
  };
  const inCategory = (name: string) => goods.filter((g) => rootName(g.category_id) === name);
  const named = (name: string) => {
    const g = goods.find((x) => x.item_name === name);
    if (!g) throw new Error(`seed: goods ${name} missing`);
    return g;
  };
  const ids = (name: string) => JSON.stringify(inCategory(name).map((g) => g.goods_id)) as never;
  const tiers = (t: object[]) => JSON.stringify(t) as never;

  // The 满赠 gift: a goods of its own that can be given but not bought (is_gift).
  const box = named('川味香料 节日礼盒');
  const giftGoods = await db.insertInto('goods').values({
    item_name: DEMO_GIFT_NAME, brief: '满赠活动赠品，不单独销售', category_id: box.category_id, pics: JSON.stringify(box.pics) as never, intro: '<p>加厚帆布，川香源定制款。</p>',
    tags: JSON.stringify([]) as never, approve_status: 'onsale', is_gift: true, nospec: true, seo: JSON.stringify({}) as never, distributor_id: box.distributor_id,
  }).returning('goods_id').executeTakeFirstOrThrow();
  const gift = await db.insertInto('items').values({ goods_id: giftGoods.goods_id, item_bn: 'GIFT-APRON', is_default: true, spec: JSON.stringify([]) as never, price: 1990, market_price: 1990, store: 1000 })
    .returning('item_id').executeTakeFirstOrThrow();
  const oil = named('花椒油 250ml');

  await db.insertInto('promotions').values([
    { ...live, title: '火锅季 满99减10 满199减30', promotion_type: 'full_minus', goods_ids: ids('复合调味料'), tiers: tiers([{ full: 9_900, minus: 1_000 }, { full: 19_900, minus: 3_000 }]) },
    { ...upcoming, title: '烧烤节 满150减20', promotion_type: 'full_minus', goods_ids: ids('孜然'), tiers: tiers([{ full: 15_000, minus: 2_000 }]) },
    { ...live, title: '卤香八角 满100打9折', promotion_type: 'full_discount', goods_ids: ids('八角桂皮'), tiers: tiers([{ full: 10_000, pay_percent: 90 }]) },
    { ...upcoming, title: '礼盒季 满300打8.5折', promotion_type: 'full_discount', goods_ids: ids('礼盒'), tiers: tiers([{ full: 30_000, pay_percent: 85 }]) },
    { ...live, title: '礼盒满199送定制围裙', promotion_type: 'full_gift', goods_ids: ids('礼盒'), tiers: tiers([{ full: 19_900, gift_item_id: gift.item_id, gift_num: 1 }]) },
    { ...upcoming, title: '孜然满99送定制围裙', promotion_type: 'full_gift', goods_ids: ids('孜然'), tiers: tiers([{ full: 9_900, gift_item_id: gift.item_id, gift_num: 1 }]) },
    { ...live, title: '满79元加9.9元换购花椒油', promotion_type: 'plus_buy', goods_ids: ids('复合调味料'), tiers: tiers([{ full: 7_900, item_id: oil.item_id, plus_price: 990 }]) },
    { ...upcoming, title: '八角满59元加5元换购香叶', promotion_type: 'plus_buy', goods_ids: ids('八角桂皮'), tiers: tiers([{ full: 5_900, item_id: named('香叶 月桂叶').item_id, plus_price: 500 }]) },
  ]).execute();

  const saleItems = async (name: string, percent: number) => {
    const skus = await db.selectFrom('items').select(['item_id', 'price']).where('goods_id', '=', named(name).goods_id).execute();
    return JSON.stringify(skus.map((s) => ({ item_id: s.item_id, act_price: Math.round((s.price * percent) / 100) }))) as never;
  };
  await db.insertInto('limited_sales').values([
    { ...live, title: '黑孜然 限时8折', limit_num: 2, items: await saleItems('黑孜然', 80) },
    { begin_at: new Date(now + DAY), end_at: new Date(now + 8 * DAY), title: '孜然椒盐 限时7折', limit_num: 3, items: await saleItems('孜然椒盐', 70) },
  ]).execute();

  const pack = (names: string[], off: number) => {
    const items = names.map((n) => ({ item_id: named(n).item_id, num: 1 }));
    return { items: JSON.stringify(items) as never, package_price: names.reduce((s, n) => s + named(n).price, 0) - off };
  };
  await db.insertInto('packages').values([
    { ...live, title: '火锅家宴套餐', ...pack(['牛油火锅底料 特辣', '麻婆豆腐调料', '冷吃兔调料'], 1_500) },
    { ...upcoming, title: '烧烤派对套餐', ...pack(['新疆孜然粒', '烧烤撒料 孜然辣'], 800) },
  ]).execute();

  const points = [['香叶 月桂叶', 300, 0], ['小茴香', 500, 0], ['卤料包 十三香', 800, 500], ['孜然粉 现磨', 1_000, 0], ['草果 精选', 600, 300], ['肉桂 桂皮卷', 900, 0]] as const;
  await db.insertInto('pointsmall_goods').values(points.map(([name, point, cash], sort) => ({ item_id: named(name).item_id, point, cash, sort, limit_num: 5 }))).execute();
}
