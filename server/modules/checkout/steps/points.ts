/** Step 4: points asked for, capped by the balance and the deduction rule. Pure. */
import { BizError } from '../../../http/errors';
import { maxUsablePoints, pointsToFen, type PointRule } from '../../points/points.rules';

export interface PointsApplied { point_use: number; point_fee: number; max_point: number; user_point: number }

export function applyPoints(balance: number, requested: number, goodsAfterCoupon: number, rule: PointRule): PointsApplied {
  // Asked for points while the operator has switched deduction off: said plainly rather than silently ignored.
  if (!rule.enabled && Math.trunc(requested) > 0) throw new BizError('积分抵扣已关闭，本单不能使用积分');
  const max = maxUsablePoints(balance, goodsAfterCoupon, rule);
  const use = Math.min(Math.max(Math.trunc(requested), 0), max);
  return { point_use: use, point_fee: pointsToFen(use, rule), max_point: max, user_point: balance };
}
