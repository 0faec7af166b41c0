/**
 * Promotion rules (pure, one home): which tier a goods amount reaches, what it is worth, what is still
 * needed for the next one, how a discount is shared over the lines, and the Chinese texts the cart shows.
 * Amounts are fen. Tiers are kept sorted by `full` ascending.
 */
import type { PromotionTier, PromotionType } from '../../db/schema';

export const PROMOTION_TAGS: Record<PromotionType, string> = { full_minus: '满减', full_discount: '满折', full_gift: '满赠', plus_buy: '加价购' };

const yuan = (fen: number) => String(Number((fen / 100).toFixed(2)));
/** pay_percent 90 → '9折', 85 → '8.5折'. */
export const discountText = (payPercent: number) => `${payPercent / 10}折`;

export interface TierReach { reached: PromotionTier | null; next: PromotionTier | null; gap: number }

/** The highest tier `amount` reaches and the next one above it (gap = fen still needed for it). */
export function reachTier(tiers: PromotionTier[], amount: number): TierReach {
  const sorted = [...tiers].sort((a, b) => a.full - b.full);
  const reached = [...sorted].reverse().find((t) => amount >= t.full) ?? null;
  const next = sorted.find((t) => amount < t.full) ?? null;
  return { reached, next, gap: next ? next.full - amount : 0 };
}

/** Fen taken off `amount` by a reached tier of a 满减 / 满折 promotion (never more than the amount). */
export function tierDiscount(type: PromotionType, tier: PromotionTier | null, amount: number): number {
  if (!tier) return 0;
  if (type === 'full_minus') return Math.min(amount, tier.minus ?? 0);
  if (type === 'full_discount') return amount - Math.round((amount * (tier.pay_percent ?? 100)) / 100);
  return 0;
}

/** What a tier gives, in words: 减10元 · 打9折 · 送赠品 · 加价换购 (sentences add 可 / 已可 themselves). */
export function tierBenefit(type: PromotionType, tier: PromotionTier, giftName = '赠品'): string {
  if (type === 'full_minus') return `减${yuan(tier.minus ?? 0)}元`;
  if (type === 'full_discount') return `打${discountText(tier.pay_percent ?? 100)}`;
  if (type === 'full_gift') return `送${giftName}×${tier.gift_num ?? 1}`;
  return '加价换购';
}

/** The rule as one line: 满99元减10元，满199元减30元. */
export function ruleText(type: PromotionType, tiers: PromotionTier[], giftName?: (t: PromotionTier) => string): string {
  const sorted = [...tiers].sort((a, b) => a.full - b.full);
  const seen = new Set<string>();
  return sorted.map((t) => `满${yuan(t.full)}元${type === 'plus_buy' ? '可' : ''}${tierBenefit(type, t, giftName?.(t))}`).filter((s) => !seen.has(s) && seen.add(s)).join('，');
}

/** What the cart says under a promotion: reached, or how much more is needed. */
export function gapText(type: PromotionType, reach: TierReach, giftName?: (t: PromotionTier) => string): string {
  const { reached, next, gap } = reach;
  if (next) return `${reached ? `已满${yuan(reached.full)}元，` : ''}再买${yuan(gap)}元可${tierBenefit(type, next, giftName?.(next))}`;
  if (reached) return `已满${yuan(reached.full)}元，${type === 'plus_buy' ? '已可' : ''}${tierBenefit(type, reached, giftName?.(reached))}`;
  return '';
}

/**
 * Shares `discount` over lines in proportion to their amounts (largest remainder), so the shares add up
 * exactly and no line gets more than its own amount.
 */
export function shareDiscount(amounts: number[], discount: number): number[] {
  const total = amounts.reduce((n, a) => n + a, 0);
  if (total <= 0 || discount <= 0) return amounts.map(() => 0);
  const d = Math.min(discount, total);
  const exact = amounts.map((a) => (a * d) / total);
  const shares = exact.map(Math.floor);
  let left = d - shares.reduce((n, s) => n + s, 0);
  const order = exact.map((e, i) => [e - Math.floor(e), i] as const).sort((a, b) => b[0] - a[0]);
  for (const [, i] of order) {
    if (left <= 0) break;
    if (shares[i] < amounts[i]) { shares[i] += 1; left -= 1; }
  }
  return shares;
}

/** Checks an operator's tiers for a promotion type; returns the first problem in Chinese, or null. */
export function tierProblem(type: PromotionType, tiers: PromotionTier[]): string | null {
  if (!tiers.length) return '请至少设置一档优惠条件';
  const fulls = new Set<number>();
  for (const t of tiers) {
    if (!Number.isInteger(t.full) || t.full <= 0) return '门槛金额必须大于0';
    if (type !== 'plus_buy' && fulls.has(t.full)) return '门槛金额不能重复';
    fulls.add(t.full);
    if (type === 'full_minus' && !(Number.isInteger(t.minus) && t.minus! > 0 && t.minus! < t.full)) return '减免金额必须大于0且小于门槛金额';
    if (type === 'full_discount' && !(Number.isInteger(t.pay_percent) && t.pay_percent! >= 10 && t.pay_percent! <= 99)) return '折扣必须在1折到9.9折之间';
    if (type === 'full_gift' && !(t.gift_item_id && Number.isInteger(t.gift_num) && t.gift_num! >= 1 && t.gift_num! <= 99)) return '请选择赠品并填写1到99的赠送数量';
    if (type === 'plus_buy' && !(t.item_id && Number.isInteger(t.plus_price) && t.plus_price! > 0)) return '请选择换购商品并填写大于0的换购价';
  }
  if (type === 'plus_buy' && new Set(tiers.map((t) => t.full)).size !== 1) return '加价购只能设置一个门槛金额';
  return null;
}
