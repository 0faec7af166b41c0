/**
 * The points rules (one home). The operator sets them in 设置 → 积分规则 (see rule.service.ts); until then the
 * defaults hold: deduction 100 points = ¥1, at most 50% of the goods amount; a completed order earns 1 point per
 * whole yuan paid for goods (freight excluded). Every function takes the rule it applies, so one order is priced
 * with one rule read.
 */
export interface PointRule {
  /** 积分抵扣 switch: off → no order may use points. */
  enabled: boolean;
  /** Points earned per whole yuan of goods paid. */
  gain_point: number;
  /** Points worth ¥1. */
  deduct_point: number;
  /** Most of the goods amount (after coupon) points may pay, in %. */
  deduct_proportion_limit: number;
}

/** What the shop calls its points (the storefront and the points mall show it). */
export const POINT_NAME = '积分';

export const DEFAULT_POINT_RULE: PointRule = { enabled: true, gain_point: 1, deduct_point: 100, deduct_proportion_limit: 50 };

const earnRuleDesc = (gain: number) => (gain > 0 ? `订单完成后，商品实付每满1元获得${gain}积分；订单退款时按退款金额扣回` : '购物暂不获得积分');

/** Fen of an order that earns points: what was paid for goods (coupon and points deductions are not paid). */
export const earnBaseFen = (o: { total_fee: number; freight_fee: number }): number => Math.max(0, o.total_fee - o.freight_fee);

/** Points a completed order earns, at the rate stored on the order when it was placed. */
export const earnedPoints = (o: { total_fee: number; freight_fee: number; point_gain_rate: number }): number => Math.floor(earnBaseFen(o) / 100) * o.point_gain_rate;

/** Points to take back for a refund of `refundedFen` out of `baseFen` (rounded up, so refunds in parts take back all). */
export function pointsToReverse(earned: number, baseFen: number, refundedFen: number): number {
  if (baseFen <= 0 || refundedFen >= baseFen) return earned;
  return Math.min(earned, Math.ceil((earned * Math.max(0, refundedFen)) / baseFen));
}

/** Fen worth of `points`. */
export const pointsToFen = (points: number, rule: PointRule): number => Math.floor((points * 100) / rule.deduct_point);

/** Most points usable on `base` fen of goods with `balance` points held (none while deduction is off). */
export function maxUsablePoints(balance: number, base: number, rule: PointRule): number {
  if (!rule.enabled) return 0;
  const capFen = Math.floor((Math.max(base, 0) * rule.deduct_proportion_limit) / 100);
  return Math.max(0, Math.min(balance, Math.floor((capFen * rule.deduct_point) / 100)));
}

/** Whether two rules price points the same (the earning rate is stored per order, so it may differ). */
export const samePointPricing = (a: PointRule, b: PointRule): boolean =>
  a.enabled === b.enabled && a.deduct_point === b.deduct_point && a.deduct_proportion_limit === b.deduct_proportion_limit;

export const deductPointRule = (rule: PointRule) => ({ deduct_proportion_limit: rule.deduct_proportion_limit, deduct_point: rule.deduct_point, full_amount: false });
export const pointRule = (rule: PointRule) => ({
  point_pay_first: 0, name: POINT_NAME, deduct_proportion_limit: rule.deduct_proportion_limit, deduct_point: rule.deduct_point, isOpenDeductPoint: rule.enabled,
  isOpenMemberPoint: true, access: 'order', gain_point: rule.gain_point, rule_desc: earnRuleDesc(rule.gain_point),
});
