import { describe, expect, it } from 'vitest';
import { LEGACY_ROUTES, legacyRedirect } from './legacy-routes';

describe('old ECShopX routes', () => {
  it('covers the 24 routes of issue 24 and keeps the query', () => {
    expect(Object.keys(LEGACY_ROUTES)).toHaveLength(24);
    expect(legacyRedirect('/custom', '?pageid=3')).toBe('/custompage?pageid=3');
    expect(legacyRedirect('/custom', '?from=x')).toBe('/?from=x');
    expect(legacyRedirect('/cashier/comps/wxqrpay', '?order_id=42&pay_type=wxpay')).toBe('/cashier?order_id=42&pay_type=wxpay');
    expect(legacyRedirect('/member/trade/logistics', '?order_id=1234567')).toBe('/member/trade/1234567?order_id=1234567');
    expect(legacyRedirect('/member/trade/rate', '?order_id=x%3Cscript')).toBe('/member/trade?order_id=x%3Cscript');
    expect(legacyRedirect('/receive/coupons/', '')).toBe('/member/coupon-center');
    expect(legacyRedirect('/items', '?x=1')).toBeUndefined();
    expect(legacyRedirect('/constructor', '')).toBeUndefined(); // not an own property of the table
  });
});
