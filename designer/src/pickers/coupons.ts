/** Coupon rows → the entries W0012 and W0021 store (widgets.md §5), and how the pickers label a coupon. */
import type { CouponRow } from '../api/client';

/** 满减 ¥x / y折, as the widgets show it (designer spec §9). */
export function couponValue(c: Pick<CouponRow, 'card_type' | 'reduce_cost' | 'discount'>): string {
  return c.card_type === 'discount' ? `${(100 - Number(c.discount)) / 10}折` : `¥${Number(c.reduce_cost) / 100}`;
}

export function toCouponEntry(c: CouponRow): Record<string, unknown> {
  return {
    card_id: c.card_id, card_type: c.card_type, title: c.title, description: c.description, notice: '', icon_url_list: '', custom_url: '',
    discount: c.discount, least_cost: c.least_cost, reduce_cost: c.reduce_cost, object_use_for: '', imgUrl: '',
    linkPage: 'coupons', linkPageLabel: '优惠券',
  };
}
