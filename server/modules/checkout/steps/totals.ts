/** Step 6: the payable amount. Pure; never negative. */
export interface Totals { item_fee: number; discount_fee: number; coupon_discount: number; point_fee: number; freight_fee: number; total_fee: number }

export function totals(itemFee: number, couponDiscount: number, pointFee: number, freight: number): Totals {
  const coupon = Math.min(couponDiscount, itemFee);
  const points = Math.min(pointFee, itemFee - coupon);
  return { item_fee: itemFee, discount_fee: coupon, coupon_discount: coupon, point_fee: points, freight_fee: freight, total_fee: itemFee - coupon - points + freight };
}
