/** What a coupon is worth on an amount of goods (pure; cash = fen off, discount = percent off). */
export interface CouponTerms { card_type: string; reduce_cost: number; least_cost: number; discount: number; begin_date: Date; end_date: Date }
export interface CouponValue { usable: boolean; discount: number; reason: string }

export function couponValue(c: CouponTerms, itemFee: number, now = new Date()): CouponValue {
  if (now < new Date(c.begin_date)) return { usable: false, discount: 0, reason: '优惠券未到使用时间' };
  if (now > new Date(c.end_date)) return { usable: false, discount: 0, reason: '优惠券已过期' };
  if (itemFee <= 0 || itemFee < c.least_cost) return { usable: false, discount: 0, reason: `订单金额未满${(c.least_cost / 100).toFixed(2)}元` };
  const discount = c.card_type === 'cash' ? Math.min(c.reduce_cost, itemFee) : Math.floor((itemFee * c.discount) / 100);
  return { usable: discount > 0, discount, reason: discount > 0 ? '' : '优惠券不可用' };
}
