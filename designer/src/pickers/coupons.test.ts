import { describe, expect, it } from 'vitest';
import { couponValue, toCouponEntry } from './coupons';

describe('coupon entries', () => {
  it('labels cash and discount coupons as the widgets show them', () => {
    expect(couponValue({ card_type: 'cash', reduce_cost: 1000, discount: 0 })).toBe('¥10');
    expect(couponValue({ card_type: 'discount', reduce_cost: 0, discount: 20 })).toBe('8折');
  });
  it('stores the coupon fields W0012/W0021 read', () => {
    const e = toCouponEntry({ card_id: 5, title: '满100减10', card_type: 'cash', reduce_cost: 1000, least_cost: 10000, discount: 0, description: '全场' });
    expect(e).toMatchObject({ card_id: 5, title: '满100减10', card_type: 'cash', reduce_cost: 1000, least_cost: 10000, linkPage: 'coupons', icon_url_list: '' });
  });
});
