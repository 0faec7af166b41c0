/**
 * Which buy-toolbar buttons an item shows (storefront spec §4 "Buy toolbar"). Order of the rules:
 * gift → off shelf → out of stock → on-sale activity rules. Gift and off-shelf come first because they
 * say why the item can never be bought; 'restocking' then replaces every on-sale button.
 */
import type { ActivityInfo } from './goods';

export type BuyAction = 'cart' | 'buy' | 'group' | 'none';
export interface BuyButton { action: BuyAction; label: string; disabled: boolean; primary?: boolean }

export const BUY_TEXT = {
  gift: '赠品不可购买',
  offShelf: '商品已下架',
  restocking: '补货中',
  cart: '加入购物车',
  buy: '立即购买',
  group: '我要开团',
  soon: '活动即将开始',
} as const;

export interface BuyState {
  is_gift?: boolean;
  approve_status: string;
  /** Stock of the chosen SKU, or of the whole item while the choice is incomplete. */
  store: number;
  activity_type?: string;
  activity_info?: ActivityInfo;
}

const off = (label: string): BuyButton => ({ action: 'none', label, disabled: true });

export function buyButtons(s: BuyState): BuyButton[] {
  if (s.is_gift) return [off(BUY_TEXT.gift)];
  // instock is the contract's off-shelf state; offline_sale is how the console stores it (an API answering it raw).
  if (s.approve_status === 'instock' || s.approve_status === 'offline_sale') return [off(BUY_TEXT.offShelf)];
  if (s.approve_status !== 'onsale') return []; // only_show: display only
  if (Number(s.store) <= 0) return [off(BUY_TEXT.restocking)];
  const type = s.activity_type || 'normal';
  if (type === 'normal' || type === 'limited_buy') {
    return [{ action: 'cart', label: BUY_TEXT.cart, disabled: false }, { action: 'buy', label: BUY_TEXT.buy, disabled: false, primary: true }];
  }
  if (type === 'group') {
    return s.activity_info?.show_status === 'nostart' ? [off(BUY_TEXT.soon)] : [{ action: 'group', label: BUY_TEXT.group, disabled: false, primary: true }];
  }
  // seckill, ptg, limited_time_sale: buy now only (add to cart hidden).
  return s.activity_info?.status === 'in_the_notice' ? [off(BUY_TEXT.soon)] : [{ action: 'buy', label: BUY_TEXT.buy, disabled: false, primary: true }];
}

/** Checkout URL for 立即购买, with the activity extras of spec §2 "Cart and checkout". */
export function fastbuyCheckoutUrl(distributorId: number, activityType?: string, info: ActivityInfo = {}, ticket?: string): string {
  const q = new URLSearchParams({ mode: 'fastbuy', id: String(distributorId ?? 0) });
  if (activityType === 'seckill') {
    q.set('seckill_id', String(info.seckill_id ?? ''));
    if (ticket) q.set('ticket', ticket);
    q.set('order_type', 'normal_seckill');
  } else if (activityType === 'group') {
    q.set('type', 'group');
    q.set('group_id', String(info.groups_activity_id ?? ''));
    q.set('order_type', 'normal_groups');
  } else if (activityType === 'ptg') {
    q.set('type', 'ptg');
    q.set('ptg_chief_id', String(info.ptg_chief_id ?? ''));
    q.set('ptg_id', String(info.ptg_id ?? ''));
  }
  return `/cart/checkout?${q.toString()}`;
}
