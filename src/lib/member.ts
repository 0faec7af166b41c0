/**
 * Pure rules of the member centre and the shop pages: menu, order counters, coupon faces and claim
 * states (storefront spec §4, §9), points journal lines (api-contract §4.12), shop distance text.
 */
import { cashLabel, discountLabel } from './money';
import { formatDateTime } from './date';

/** The member centre's home page: /member itself redirects here. */
export const MEMBER_HOME = '/member/user-info';

/** Left menu of every member-centre page. */
export const MEMBER_MENU = [
  { label: '会员中心', href: MEMBER_HOME },
  { label: '我的订单', href: '/member/trade' },
  { label: '售后订单', href: '/member/trade/aftersale-list' },
  { label: '收货地址', href: '/member/address' },
  { label: '我的优惠券', href: '/member/coupon' },
  { label: '我的积分', href: '/member/point' },
  { label: '开通会员', href: '/member/vip' },
  { label: '会员权益', href: '/member/rights' },
  { label: '我的收藏', href: '/member/collector' },
  { label: '我的关注', href: '/member/follow' },
  { label: '我的足迹', href: '/member/foottrace' },
  { label: '发票管理', href: '/member/invoiceList' },
  { label: '个人资料', href: '/member/profile' },
  { label: '修改密码', href: '/member/change-password' },
  { label: '帮助中心', href: '/member/helper' },
] as const;

/** The menu entry a path belongs to (coupon-center counts as 我的优惠券). */
export function activeMenu(pathname: string): string {
  const p = pathname.replace(/\/+$/, '') || '/';
  if (p.startsWith('/member/coupon')) return '/member/coupon';
  if (p.startsWith('/member/trade/aftersale') || p.startsWith('/member/aftersales')) return '/member/trade/aftersale-list';
  if (p.startsWith('/member/trade')) return '/member/trade';
  if (p.startsWith('/member/invoice')) return '/member/invoiceList';
  return MEMBER_MENU.find((m) => m.href === p)?.href ?? '';
}

/** GET orderscount keys shown on 会员中心, each linking to its /member/trade tab (TRADE_TABS status). */
export const ORDER_COUNTERS = [
  { label: '待付款', key: 'normal_notpay_notdelivery', status: 5 },
  { label: '待收货', key: 'normal_payed_daishouhuo', status: 1 },
  { label: '待自提', key: 'normal_payed_daiziti', status: 4 },
  { label: '待评价', key: 'normal_not_rate', status: 3 },
  { label: '退换/售后', key: 'aftersales', href: '/member/trade/aftersale-list' },
] as const;

export type OrdersCount = Partial<Record<(typeof ORDER_COUNTERS)[number]['key'], number | string>>;

export function orderCounters(count: OrdersCount | null | undefined): { label: string; count: number; href: string }[] {
  return ORDER_COUNTERS.map((c) => ({
    label: c.label,
    count: Math.max(0, Math.trunc(Number(count?.[c.key]) || 0)),
    href: 'href' in c ? c.href : `/member/trade?status=${c.status}`,
  }));
}

export interface CouponLike {
  card_type?: string; reduce_cost?: number | string; least_cost?: number | string; discount?: number | string;
  get_limit?: number | string; user_get_num?: number | string; quantity?: number | string; get_num?: number | string;
  begin_date?: number | string; end_date?: number | string;
}

const n = (v: unknown): number => { const x = Number(v); return Number.isFinite(x) ? x : 0; };

/** Big text of a coupon card: cash → { value: '10', unit: '元' }, discount 10 → { value: '9', unit: '折' }. */
export function couponFace(c: CouponLike): { value: string; unit: string; kind: '满减券' | '折扣券' | '优惠券' } {
  if (c.card_type === 'discount') return { value: discountLabel(n(c.discount)).replace(/折$/, ''), unit: '折', kind: '折扣券' };
  if (c.card_type === 'cash') return { value: cashLabel(n(c.reduce_cost)), unit: '元', kind: '满减券' };
  return { value: cashLabel(n(c.reduce_cost)), unit: '元', kind: '优惠券' };
}

/** Threshold line: 满99元可用, or 无门槛 when least_cost is 0. */
export function couponCondition(c: CouponLike): string {
  const least = n(c.least_cost);
  return least > 0 ? `满${cashLabel(least)}元可用` : '无门槛';
}

/** 2025-01-01 至 2025-12-31 from unix seconds (templates) or Y-m-d strings (member coupons). */
export function couponPeriod(c: CouponLike): string {
  const b = formatDateTime(c.begin_date, 'YYYY-MM-DD');
  const e = formatDateTime(c.end_date, 'YYYY-MM-DD');
  return b && e ? `${b} 至 ${e}` : e ? `有效期至 ${e}` : '';
}

/** Claim state of a coupon template (spec §4): 1 already received, 2 all taken, 0 receivable. */
export function couponGetState(c: CouponLike): 0 | 1 | 2 {
  if (n(c.get_limit) - n(c.user_get_num) <= 0) return 1;
  if (n(c.quantity) - n(c.get_num) <= 0) return 2;
  return 0;
}

export const GET_STATE_TEXT = { 0: '领取', 1: '已领取', 2: '已领完' } as const;

/** Tabs of /member/coupon with the `status` of GET user/getUserCardList. */
export const COUPON_TABS = [
  { label: '未使用', status: 1 },
  { label: '已使用', status: 2 },
  { label: '已过期', status: 3 },
] as const;

export interface PointRow { income?: number | string; outcome?: number | string; outin_type?: string; updated?: number | string; created?: number | string }

/** Journal amount: '+income' when outin_type is 'in', else '-outcome'. */
export function pointAmount(r: PointRow): string {
  return r.outin_type === 'in' ? `+${n(r.income)}` : `-${n(r.outcome)}`;
}

export const pointDate = (r: PointRow): string => formatDateTime(r.updated ?? r.created);

/** Shop distance: 0.85 km → '850m', 12.345 km → '12.3km'; empty when unknown. */
export function distanceText(distance: unknown, unit = 'km'): string {
  if (distance === undefined || distance === null || distance === '') return '';
  const d = Number(distance);
  if (!Number.isFinite(d) || d < 0) return '';
  const km = unit === 'm' ? d / 1000 : d;
  if (km < 1) return `${Math.round(km * 1000)}m`;
  return `${km < 100 ? Number(km.toFixed(1)) : Math.round(km)}km`;
}

export interface ShopTagLike { tag_id: number | string; tag_name: string }

/** Shops carrying the tag; -1 (全部) keeps all. */
export function filterByTag<T extends { tagList?: ShopTagLike[] }>(shops: T[], tagId: number | string): T[] {
  if (String(tagId) === '-1') return shops;
  return shops.filter((s) => Array.isArray(s.tagList) && s.tagList.some((t) => String(t.tag_id) === String(tagId)));
}

/** Full address line of a delivery address. */
export function addressLine(a: { province?: string; city?: string; county?: string; adrdetail?: string }): string {
  return [a.province, a.city, a.county].filter(Boolean).join(' ') + (a.adrdetail ? ` ${a.adrdetail}` : '');
}

export interface FootprintRow { item_id: number; updated: number | string; itemData?: { item_name?: string; pics?: string[]; price?: number; approve_status?: string } }

/** Goods taken off the shelf (`instock`, or the console's own `offline_sale`): shown as 已下架, never with a price to buy at. */
export const isOffShelf = (status?: string): boolean => status === 'instock' || status === 'offline_sale';

/** 我的足迹: rows grouped by calendar day (newest day first, order kept inside a day). */
export function groupByDay<T extends { updated: number | string }>(rows: T[]): { day: string; rows: T[] }[] {
  const groups: { day: string; rows: T[] }[] = [];
  for (const r of rows) {
    const day = formatDateTime(r.updated, 'YYYY-MM-DD');
    const last = groups.at(-1);
    if (last && last.day === day) last.rows.push(r); else groups.push({ day, rows: [r] });
  }
  return groups;
}
