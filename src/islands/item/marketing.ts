/**
 * The item page's marketing fields of `GET goods/items/{id}` (api-contract §4.4, §4.9) and the pure rules
 * the blocks use: coupon claim states and texts, activity names, the countdown's phases.
 */
import type { ItemDetailData } from '../../lib/goods';
import { cashLabel, discountLabel } from '../../lib/money';

/** One `kaquan_list` row (a coupon template with this member's claim counts). */
export interface ItemCoupon {
  card_id: number; title: string; card_type: string; reduce_cost: number; least_cost: number; discount: number;
  quantity: number; get_num: number; get_limit: number; user_get_num: number; begin_date: number; end_date: number; description?: string;
}
/** One `promotion_activity` row (full reduction, gifts, …), as the promotions module answers it. */
export interface ItemPromotion { marketing_id?: number; promotion_tag?: string; marketing_type?: string; marketing_name?: string; condition_rules?: string; rule_desc?: string }

export interface MarketingItem extends ItemDetailData {
  kaquan_list?: ItemCoupon[];
  promotion_activity?: ItemPromotion[];
  videos?: string;
  /** The server's clock, unix seconds (corrects the countdown). */
  server_time?: number;
}

export type ClaimState = 'open' | 'claiming' | 'taken' | 'soldOut';

/** 已领取 once the member holds as many as allowed; 已领完 when none is left (api-contract §4.9). */
export function claimState(c: ItemCoupon): ClaimState {
  if (c.get_limit - c.user_get_num <= 0) return 'taken';
  if (c.quantity - c.get_num <= 0) return 'soldOut';
  return 'open';
}
export const CLAIM_TEXT: Record<ClaimState, string> = { open: '领取', claiming: '领取中…', taken: '已领取', soldOut: '已领完' };

/** "满99减10", "无门槛减5", "满50享9折". */
export function couponRule(c: ItemCoupon): string {
  const threshold = c.least_cost > 0 ? `满${cashLabel(c.least_cost)}` : '无门槛';
  return c.card_type === 'discount' ? `${threshold}享${discountLabel(c.discount)}` : `${threshold}减${cashLabel(c.reduce_cost)}`;
}

export const ACTIVITY_NAMES: Record<string, string> = {
  seckill: '秒杀', group: '拼团', ptg: '拼团', limited_time_sale: '限时特惠', limited_buy: '限购',
};

/** Seconds since 1970 from what activity_info carries: unix seconds or milliseconds, or a date string. */
export function toUnixSeconds(v: unknown): number | undefined {
  if (v === undefined || v === null || v === '') return undefined;
  const n = Number(v);
  if (Number.isFinite(n) && n > 0) return n > 1e11 ? Math.floor(n / 1000) : n;
  const t = Date.parse(String(v).replace(' ', 'T') + (/[zZ]|[+-]\d\d:?\d\d$/.test(String(v)) ? '' : '+08:00'));
  return Number.isFinite(t) ? Math.floor(t / 1000) : undefined;
}

export interface ActivityWindow { begin?: number; end?: number }
export function activityWindow(info: Record<string, unknown> | undefined): ActivityWindow {
  if (!info) return {};
  return { begin: toUnixSeconds(info.begin_time ?? info.start_time), end: toUnixSeconds(info.end_time) };
}

export type Phase = { kind: 'before'; seconds: number } | { kind: 'running'; seconds: number } | { kind: 'over' };
/** Where `now` (unix seconds, already corrected to the server's clock) lies in the window. */
export function activityPhase(w: ActivityWindow, now: number): Phase | undefined {
  if (w.begin !== undefined && now < w.begin) return { kind: 'before', seconds: w.begin - now };
  if (w.end === undefined) return undefined;
  return now < w.end ? { kind: 'running', seconds: w.end - now } : { kind: 'over' };
}

/** "2天 03:04:05" / "03:04:05". */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const d = Math.floor(s / 86400);
  const pad = (n: number) => String(n).padStart(2, '0');
  const hms = `${pad(Math.floor((s % 86400) / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
  return d > 0 ? `${d}天 ${hms}` : hms;
}
