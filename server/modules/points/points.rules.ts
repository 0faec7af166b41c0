/** The points deduction rule (one home): 100 points = ¥1, at most 50% of the goods amount. */
export const POINTS_PER_YUAN = 100;
export const MAX_DEDUCT_PERCENT = 50;

/** Fen worth of `points`. */
export const pointsToFen = (points: number): number => Math.floor((points * 100) / POINTS_PER_YUAN);

/** Most points usable on `base` fen of goods with `balance` points held. */
export function maxUsablePoints(balance: number, base: number): number {
  const capFen = Math.floor((Math.max(base, 0) * MAX_DEDUCT_PERCENT) / 100);
  return Math.max(0, Math.min(balance, Math.floor((capFen * POINTS_PER_YUAN) / 100)));
}

export const deductPointRule = () => ({ deduct_proportion_limit: MAX_DEDUCT_PERCENT, deduct_point: POINTS_PER_YUAN, full_amount: false });
export const pointRule = () => ({ point_pay_first: 0, name: '积分', deduct_proportion_limit: MAX_DEDUCT_PERCENT, deduct_point: POINTS_PER_YUAN, isOpenDeductPoint: true });
