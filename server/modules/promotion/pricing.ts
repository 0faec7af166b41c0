/**
 * Activity pricing of a set of lines, the same for the cart (per shop group) and checkout: package
 * price (fastbuy of a chosen package), limited-time sale prices with the per-member limit, then the
 * cart promotions (满减 / 满折 shared over their lines, 满赠 gift lines, 加价购 lines) with what is still
 * needed to reach each. Lines bought under a package or sale price take no cart promotion.
 */
import type { Database } from '../../db/database.server';
import type { PromotionTier } from '../../db/schema';
import { covers, currentPackages, currentSales, livePromotions, saleOf, type Package, type Promotion } from './activities';
import { gapText, PROMOTION_TAGS, reachTier, ruleText, shareDiscount, tierDiscount } from './rules';
import { purchasedNum, type Claim } from './claims';

export interface PricingInput { cart_id: number; item_id: number; goods_id: number; price: number; num: number; member_price?: number; original_price?: number }
export type ActivityKind = 'limited_time_sale' | 'package';
export interface ActivityFields {
  price: number; total_fee: number; discount_fee: number; activity_type?: ActivityKind; activity_id?: number; act_price?: number;
  original_price?: number; member_price?: number; promotion_ids: number[]; limit_tip?: string;
}
export interface ExtraLine {
  cart_id: 0; item_id: number; goods_id: number; item_name: string; pic: string; item_spec_desc: string; price: number; market_price: number;
  num: number; total_fee: number; discount_fee: 0; store: number; shop_id: number; order_item_type: 'gift' | 'plus_buy'; activity_id: number;
}
/** One activity an order takes part in: recorded with the order; limits count these. */
export type { Claim } from './claims';

interface GoodsInfo { item_id: number; goods_id: number; item_name: string; pic: string; price: number; market_price: number; store: number; shop_id: number; onsale: boolean }

async function goodsInfo(db: Database, itemIds: number[]): Promise<Map<number, GoodsInfo>> {
  if (!itemIds.length) return new Map();
  const rows = await db.selectFrom('items as i').innerJoin('goods as g', 'g.goods_id', 'i.goods_id')
    .select(['i.item_id', 'i.goods_id', 'g.item_name', 'g.pics', 'i.price', 'i.market_price', 'i.store', 'g.distributor_id', 'i.approve_status', 'g.approve_status as goods_status'])
    .where('i.item_id', 'in', [...new Set(itemIds)]).execute();
  return new Map(rows.map((r) => [r.item_id, { item_id: r.item_id, goods_id: r.goods_id, item_name: r.item_name, pic: r.pics[0] ?? '', price: r.price, market_price: r.market_price,
    store: r.store, shop_id: r.distributor_id, onsale: r.approve_status === 'onsale' && r.goods_status === 'onsale' }]));
}

const extraLine = (g: GoodsInfo, num: number, price: number, type: ExtraLine['order_item_type'], activityId: number): ExtraLine => ({
  cart_id: 0, item_id: g.item_id, goods_id: g.goods_id, item_name: g.item_name, pic: g.pic, item_spec_desc: '', price, market_price: g.market_price,
  num, total_fee: price * num, discount_fee: 0, store: g.store, shop_id: g.shop_id, order_item_type: type, activity_id: activityId,
});

/** True when the lines are exactly the package's items, `num` sets of them. */
function isPackage(pkg: Package, num: number, lines: PricingInput[]): boolean {
  if (lines.length !== pkg.items.length) return false;
  return pkg.items.every((p) => lines.some((l) => l.item_id === p.item_id && l.num === p.num * num));
}

export interface ActivityPricing<L> {
  lines: (L & ActivityFields)[]; extras: ExtraLine[]; discount_fee: number; claims: Claim[]; problems: string[];
  activity_grouping: ReturnType<typeof groupEntry>[]; used_activity: { activity_id: number; activity_name: string; activity_tag: string; discount_fee: number }[];
  used_activity_ids: number[]; gift_activity: unknown[]; plus_buy_activity: unknown[];
}

function groupEntry(p: Promotion, cartIds: number[], amount: number, discount: number, giftName: (t: PromotionTier) => string) {
  const reach = reachTier(p.tiers, amount);
  const tag = PROMOTION_TAGS[p.promotion_type];
  return {
    activity_id: p.promotion_id, promotion_id: p.promotion_id, activity_type: p.promotion_type, activity_name: p.title, activity_tag: tag, promotion_tag: tag,
    cart_ids: cartIds, item_fee: amount, discount_fee: discount, is_reached: !!reach.reached, gap_fee: reach.gap, next_full: reach.next?.full ?? 0,
    reached_full: reach.reached?.full ?? 0, rule_desc: ruleText(p.promotion_type, p.tiers, giftName), gap_desc: gapText(p.promotion_type, reach, giftName),
  };
}

/**
 * Prices `lines` of one member (`selected` = the lines being bought: checked cart lines, or all at checkout).
 * `cartType` fastbuy may be a package the member chose (promotions/package/{id}/buy).
 */
export async function priceActivities<L extends PricingInput>(db: Database, userId: number, lines: L[], selected: (l: L) => boolean, cartType: 'cart' | 'fastbuy'): Promise<ActivityPricing<L>> {
  const out = lines.map((l) => ({ ...l, total_fee: l.price * l.num, discount_fee: 0, promotion_ids: [] as number[] })) as (L & ActivityFields)[];
  const claims: Claim[] = [];
  const problems: string[] = [];
  const extras: ExtraLine[] = [];
  let discountFee = 0;
  const isSelected = (l: L & ActivityFields) => selected(l);

  // Package: the fastbuy lines are exactly a chosen live package.
  if (cartType === 'fastbuy') {
    const choice = await db.selectFrom('package_choices').selectAll().where('user_id', '=', userId).executeTakeFirst();
    const pkg = choice && (await currentPackages(db)).find((p) => p.package_id === choice.package_id);
    if (choice && pkg && isPackage(pkg, choice.num, out)) {
      const gross = out.reduce((n, l) => n + l.total_fee, 0);
      const discount = Math.max(0, gross - pkg.package_price * choice.num);
      shareDiscount(out.map((l) => l.total_fee), discount).forEach((s, i) => Object.assign(out[i], { discount_fee: s, activity_type: 'package', activity_id: pkg.package_id }));
      discountFee += discount;
      claims.push({ activity_type: 'package', activity_id: pkg.package_id, title: pkg.title, discount_fee: discount, num: choice.num, limit_num: 0 });
    }
  }

  // Limited-time sale: the activity price replaces the sale (or member) price.
  const sales = await currentSales(db);
  const saleQty = new Map<number, { num: number; saved: number }>();
  for (const l of out) {
    const s = !l.activity_type ? saleOf(sales, l.item_id) : null;
    if (!s) continue;
    const original = l.original_price ?? l.price;
    Object.assign(l, { price: s.act_price, act_price: s.act_price, original_price: original, member_price: undefined, total_fee: s.act_price * l.num,
      activity_type: 'limited_time_sale', activity_id: s.sale.sale_id });
    if (!isSelected(l)) continue;
    const q = saleQty.get(s.sale.sale_id) ?? { num: 0, saved: 0 };
    saleQty.set(s.sale.sale_id, { num: q.num + l.num, saved: q.saved + Math.max(0, original - s.act_price) * l.num });
  }
  for (const [saleId, q] of saleQty) {
    const sale = sales.find((s) => s.sale_id === saleId)!;
    if (sale.limit_num > 0) {
      const bought = await purchasedNum(db, userId, 'limited_time_sale', saleId);
      if (bought + q.num > sale.limit_num) {
        const tip = `「${sale.title}」每人限购${sale.limit_num}件${bought ? `，您已购买${bought}件` : ''}`;
        problems.push(tip);
        for (const l of out) if (l.activity_id === saleId && l.activity_type === 'limited_time_sale') l.limit_tip = tip;
      }
    }
    claims.push({ activity_type: 'limited_time_sale', activity_id: saleId, title: sale.title, discount_fee: q.saved, num: q.num, limit_num: sale.limit_num });
  }

  // Cart promotions over the remaining lines; a line takes at most one promotion of each kind.
  const promotions = await livePromotions(db);
  const giftIds = promotions.flatMap((p) => p.tiers.map((t) => t.gift_item_id ?? t.item_id ?? 0)).filter(Boolean);
  const goods = await goodsInfo(db, giftIds);
  const giftName = (t: PromotionTier) => goods.get(t.gift_item_id ?? 0)?.item_name ?? '赠品';
  const picked = await db.selectFrom('cart_plus_buys').selectAll().where('user_id', '=', userId).execute();
  const taken = new Map<string, Set<number>>();
  const kindOf = (t: Promotion['promotion_type']) => (t === 'full_minus' || t === 'full_discount' ? 'discount' : t);
  const grouping: ActivityPricing<L>['activity_grouping'] = [];
  const gifts: unknown[] = [];
  const plusBuys: unknown[] = [];
  for (const p of promotions) {
    const used = taken.get(kindOf(p.promotion_type)) ?? new Set<number>();
    taken.set(kindOf(p.promotion_type), used);
    const mine = out.filter((l) => !l.activity_type && covers(p, l.goods_id) && !used.has(l.cart_id));
    if (!mine.length) continue;
    mine.forEach((l) => used.add(l.cart_id));
    const buying = mine.filter(isSelected);
    const amount = buying.reduce((n, l) => n + l.total_fee, 0);
    const reach = reachTier(p.tiers, amount);
    const discount = tierDiscount(p.promotion_type, reach.reached, amount);
    if (discount > 0) {
      shareDiscount(buying.map((l) => l.total_fee), discount).forEach((s, i) => { buying[i].discount_fee += s; });
      discountFee += discount;
    }
    buying.forEach((l) => l.promotion_ids.push(p.promotion_id));
    const entry = groupEntry(p, mine.map((l) => l.cart_id), amount, discount, giftName);
    grouping.push(entry);
    if (p.promotion_type === 'full_gift') {
      const tier = reach.reached;
      const g = tier && goods.get(tier.gift_item_id!);
      const available = !!g && g.onsale && g.store >= tier!.gift_num!;
      if (tier && g && available) extras.push(extraLine(g, tier.gift_num!, 0, 'gift', p.promotion_id));
      gifts.push({ ...entry, gifts: tier && g ? [{ item_id: g.item_id, item_name: g.item_name, pic: g.pic, num: tier.gift_num, store: g.store, is_out: !available }] : [] });
    }
    if (p.promotion_type === 'plus_buy') {
      const choice = picked.find((c) => c.promotion_id === p.promotion_id);
      const options = p.tiers.map((t) => ({ t, g: goods.get(t.item_id!) })).filter((o) => o.g?.onsale);
      const chosen = options.find((o) => o.t.item_id === choice?.item_id);
      if (reach.reached && chosen && chosen.g!.store > 0) {
        extras.push(extraLine(chosen.g!, 1, chosen.t.plus_price!, 'plus_buy', p.promotion_id));
        claims.push({ activity_type: 'plus_buy', activity_id: p.promotion_id, title: p.title, discount_fee: chosen.g!.price - chosen.t.plus_price!, num: 1, limit_num: 0 });
      }
      plusBuys.push({ ...entry, selected_item_id: chosen?.t.item_id ?? 0, plus_items: options.map(({ t, g }) => ({
        item_id: g!.item_id, item_name: g!.item_name, pic: g!.pic, price: g!.price, plus_price: t.plus_price, store: g!.store, selected: t.item_id === chosen?.t.item_id })) });
    }
    if (reach.reached && buying.length && p.promotion_type !== 'plus_buy') {
      claims.push({ activity_type: p.promotion_type, activity_id: p.promotion_id, title: p.title, discount_fee: discount, num: 0, limit_num: 0 });
    }
  }
  const used = grouping.filter((g) => g.is_reached && g.discount_fee > 0);
  return {
    lines: out, extras, discount_fee: discountFee, claims, problems, activity_grouping: grouping,
    used_activity: used.map((g) => ({ activity_id: g.activity_id, activity_name: g.activity_name, activity_tag: g.activity_tag, discount_fee: g.discount_fee })),
    used_activity_ids: used.map((g) => g.activity_id), gift_activity: gifts, plus_buy_activity: plusBuys,
  };
}
