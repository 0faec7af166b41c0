/** Shapes of the server's activity answers (cart groups, packages, points mall) and their display helpers. */
export interface ActivityGroup {
  activity_id: number; activity_type: string; activity_name: string; activity_tag: string; cart_ids: number[];
  is_reached: boolean; gap_fee: number; gap_desc: string; rule_desc: string; discount_fee: number;
}
export interface ExtraLine { item_id: number; item_name: string; pic: string; price: number; num: number; total_fee: number; order_item_type: 'gift' | 'plus_buy'; activity_id: number }
export interface PlusBuyActivity extends ActivityGroup {
  selected_item_id: number; plus_items: { item_id: number; item_name: string; pic: string; price: number; plus_price: number; store: number; selected: boolean }[];
}
export interface PromotionGroupFields {
  /** The group's cart lines: a promotion names the ones it covers (its `cart_ids`). */
  list?: { cart_id: number; item_name: string }[];
  activity_grouping?: ActivityGroup[]; gift_list?: ExtraLine[]; plus_buy_list?: ExtraLine[]; plus_buy_activity?: PlusBuyActivity[];
}
export interface ActivityLineFields { activity_type?: string; act_price?: number; limit_tip?: string }

export interface PackageItem { item_id: number; item_name: string; pic: string; price: number; num: number; store: number }
export interface PackageView {
  package_id: number; package_name: string; package_price: number; total_price: number; save_fee: number; begin_time: number; end_time: number;
  status: 'live' | 'upcoming'; status_text: string; sellable: boolean; items: PackageItem[];
}

export interface PointGoods {
  item_id: number; item_name: string; brief: string; pics: string[]; pic: string; point: number; cash: number; original_price: number; market_price: number;
  store: number; limit_num: number; intro?: string; user_point?: number | null; bought_num?: number;
}

/** Which lines a promotion covers, in words: 本店全部商品 when it is every line, else their names. */
export function coveredLines(group: Pick<ActivityGroup, 'cart_ids'>, lines: { cart_id: number; item_name: string }[]): string {
  const names = lines.filter((l) => group.cart_ids.includes(l.cart_id)).map((l) => l.item_name);
  if (!names.length) return '';
  if (lines.length > 1 && names.length === lines.length) return '本店全部商品';
  return names.join('、');
}

/** "300积分" or "300积分 + ¥5.00". */
export function pointPrice(point: number, cashFen: number, formatFen: (n: number) => string): string {
  return cashFen > 0 ? `${point}积分 + ${formatFen(cashFen)}` : `${point}积分`;
}

export const ACTIVITY_TAGS: Record<string, string> = {
  limited_time_sale: '限时特惠', package: '组合套餐', full_minus: '满减', full_discount: '满折', full_gift: '满赠', plus_buy: '加价购',
};
