/** Step 4: points asked for, capped by the balance and the deduction rule. Pure. */
import { maxUsablePoints, pointsToFen } from '../../points/points.rules';

export interface PointsApplied { point_use: number; point_fee: number; max_point: number; user_point: number }

export function applyPoints(balance: number, requested: number, goodsAfterCoupon: number): PointsApplied {
  const max = maxUsablePoints(balance, goodsAfterCoupon);
  const use = Math.min(Math.max(Math.trunc(requested), 0), max);
  return { point_use: use, point_fee: pointsToFen(use), max_point: max, user_point: balance };
}
