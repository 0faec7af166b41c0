/**
 * The points rules (one home). Deduction: 100 points = ¥1, at most 50% of the goods amount.
 * Earning: a completed order earns 1 point per whole yuan paid for goods (freight excluded).
 */
export const POINTS_PER_YUAN = 100;
export const MAX_DEDUCT_PERCENT = 50;
export const EARN_POINTS_PER_YUAN = 1;
export const EARN_RULE_DESC = `订单完成后，商品实付每满1元获得${EARN_POINTS_PER_YUAN}积分；订单退款时按退款金额扣回`;

/** Fen of an order that earns points: what was paid for goods (coupon and points deductions are not paid). */
export const earnBaseFen = (o: { total_fee: number; freight_fee: number }): number => Math.max(0, o.total_fee - o.freight_fee);

/** Points a completed order earns. */
export const earnedPoints = (o: { total_fee: number; freight_fee: number }): number => Math.floor(earnBaseFen(o) / 100) * EARN_POINTS_PER_YUAN;

/** Points to take back for a refund of `refundedFen` out of `baseFen` (rounded up, so refunds in parts take back all). */
export function pointsToReverse(earned: number, baseFen: number, refundedFen: number): number {
  if (baseFen <= 0 || refundedFen >= baseFen) return earned;
  return Math.min(earned, Math.ceil((earned * Math.max(0, refundedFen)) / baseFen));
}

/** Fen worth of `points`. */
export const pointsToFen = (points: number): number => Math.floor((points * 100) / POINTS_PER_YUAN);

/** Most points usable on `base` fen of goods with `balance` points held. */
export function maxUsablePoints(balance: number, base: number): number {
  const capFen = Math.floor((Math.max(base, 0) * MAX_DEDUCT_PERCENT) / 100);
  return Math.max(0, Math.min(balance, Math.floor((capFen * POINTS_PER_YUAN) / 100)));
}

export const deductPointRule = () => ({ deduct_proportion_limit: MAX_DEDUCT_PERCENT, deduct_point: POINTS_PER_YUAN, full_amount: false });
export const pointRule = () => ({
  point_pay_first: 0, name: '积分', deduct_proportion_limit: MAX_DEDUCT_PERCENT, deduct_point: POINTS_PER_YUAN, isOpenDeductPoint: true,
  isOpenMemberPoint: true, access: 'order', gain_point: EARN_POINTS_PER_YUAN, rule_desc: EARN_RULE_DESC,
});
