/** Step 3: the coupon's discount on the goods amount (none when not asked for). */
import type { Database } from '../../../db/database.server';
import { couponForCheckout } from '../../coupon/coupon.service';

export interface CouponApplied { code: string | null; title: string; discount: number }

export async function applyCoupon(db: Database, userId: number, code: string | null, itemFee: number): Promise<CouponApplied> {
  if (!code) return { code: null, title: '', discount: 0 };
  const c = await couponForCheckout(db, userId, code, itemFee);
  return { code: c.code, title: c.title, discount: c.discount };
}
