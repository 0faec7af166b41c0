import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import {
  activeMenu, addressLine, couponCondition, couponFace, couponGetState, couponPeriod, distanceText, filterByTag,
  GET_STATE_TEXT, groupByDay, MEMBER_MENU, orderCounters, pointAmount, pointDate,
} from './member';

describe('member menu', () => {
  it('lists the member pages in order', () => {
    expect(MEMBER_MENU.map((m) => m.label)).toEqual(['会员中心', '我的订单', '售后订单', '收货地址', '我的优惠券', '我的积分', '开通会员', '会员权益', '我的收藏', '我的关注', '我的足迹', '发票管理', '个人资料', '修改密码', '帮助中心']);
  });
  it('marks the entry of the current path; coupon-center and order detail belong to their parents', () => {
    expect(activeMenu('/member/user-info')).toBe('/member/user-info');
    expect(activeMenu('/member/address/')).toBe('/member/address');
    expect(activeMenu('/member/coupon-center')).toBe('/member/coupon');
    expect(activeMenu('/member/trade/123')).toBe('/member/trade');
    expect(activeMenu('/member/trade/aftersale')).toBe('/member/trade/aftersale-list');
    expect(activeMenu('/member/aftersales/2026112470001')).toBe('/member/trade/aftersale-list');
    expect(activeMenu('/shops/near')).toBe('');
    expect(activeMenu('/member/invoice-add')).toBe('/member/invoiceList');
  });
});

describe('orderCounters', () => {
  it('reads orderscount keys and links to the trade tabs', () => {
    expect(orderCounters({ normal_notpay_notdelivery: 2, normal_payed_daishouhuo: '1' })).toEqual([
      { label: '待付款', count: 2, href: '/member/trade?status=5' },
      { label: '待收货', count: 1, href: '/member/trade?status=1' },
      { label: '待自提', count: 0, href: '/member/trade?status=4' },
      { label: '待评价', count: 0, href: '/member/trade?status=3' },
      { label: '退换/售后', count: 0, href: '/member/trade/aftersale-list' },
    ]);
  });
  it('treats a missing answer as zeros', () => {
    expect(orderCounters(null).map((c) => c.count)).toEqual([0, 0, 0, 0, 0]);
  });
});

describe('coupon faces', () => {
  it('cash coupons show reduce_cost in yuan, discount coupons 10 − discount/10 折', () => {
    expect(couponFace({ card_type: 'cash', reduce_cost: 1000 })).toEqual({ value: '10', unit: '元', kind: '满减券' });
    expect(couponFace({ card_type: 'cash', reduce_cost: 1050 })).toMatchObject({ value: '10.5' });
    expect(couponFace({ card_type: 'discount', discount: 10 })).toEqual({ value: '9', unit: '折', kind: '折扣券' });
    expect(couponFace({ card_type: 'discount', discount: 15 })).toMatchObject({ value: '8.5' });
  });
  it('threshold line', () => {
    expect(couponCondition({ least_cost: 9900 })).toBe('满99元可用');
    expect(couponCondition({ least_cost: 0 })).toBe('无门槛');
  });
  it('period from unix seconds or Y-m-d strings', () => {
    const b = dayjs('2025-01-02 10:00:00').unix();
    const e = dayjs('2025-12-31 10:00:00').unix();
    expect(couponPeriod({ begin_date: b, end_date: e })).toBe('2025-01-02 至 2025-12-31');
    expect(couponPeriod({ begin_date: '2025-01-02', end_date: '2025-12-31' })).toBe('2025-01-02 至 2025-12-31');
    expect(couponPeriod({ end_date: '2025-12-31' })).toBe('有效期至 2025-12-31');
  });
  it('claim state: already received before all taken, else receivable', () => {
    expect(couponGetState({ get_limit: 1, user_get_num: 1, quantity: 10, get_num: 1 })).toBe(1);
    expect(couponGetState({ get_limit: 2, user_get_num: 1, quantity: 10, get_num: 10 })).toBe(2);
    expect(couponGetState({ get_limit: 1, user_get_num: 1, quantity: 10, get_num: 10 })).toBe(1);
    expect(couponGetState({ get_limit: 2, user_get_num: 1, quantity: 10, get_num: 3 })).toBe(0);
    expect([0, 1, 2].map((s) => GET_STATE_TEXT[s as 0 | 1 | 2])).toEqual(['领取', '已领取', '已领完']);
  });
});

describe('points journal', () => {
  it('+income for in, -outcome otherwise', () => {
    expect(pointAmount({ outin_type: 'in', income: 500, outcome: 0 })).toBe('+500');
    expect(pointAmount({ outin_type: 'out', income: 0, outcome: 120 })).toBe('-120');
  });
  it('date from updated seconds', () => {
    const t = dayjs('2025-03-04 05:06:07').unix();
    expect(pointDate({ updated: t })).toBe('2025-03-04 05:06:07');
  });
});

describe('shops', () => {
  it('distance text in m below 1 km, one decimal below 100 km', () => {
    expect(distanceText(0.85)).toBe('850m');
    expect(distanceText(12.345)).toBe('12.3km');
    expect(distanceText(3)).toBe('3km');
    expect(distanceText(1234.5)).toBe('1235km');
    expect(distanceText(500, 'm')).toBe('500m');
    expect(distanceText(undefined)).toBe('');
    expect(distanceText('abc')).toBe('');
  });
  it('tag filter: -1 keeps all', () => {
    const shops = [{ id: 1, tagList: [{ tag_id: 2, tag_name: '门店自提' }] }, { id: 2, tagList: [] }, { id: 3 }];
    expect(filterByTag(shops, -1)).toHaveLength(3);
    expect(filterByTag(shops, 2).map((s) => s.id)).toEqual([1]);
    expect(filterByTag(shops, '2').map((s) => s.id)).toEqual([1]);
  });
  it('address line', () => {
    expect(addressLine({ province: '四川省', city: '成都市', county: '武侯区', adrdetail: '科华北路 65 号' })).toBe('四川省 成都市 武侯区 科华北路 65 号');
  });
});

describe('footprints by day', () => {
  it('groups rows by their local calendar day, keeping order', () => {
    const at = (d: string) => Math.floor(new Date(d).getTime() / 1000);
    const rows = [{ item_id: 1, updated: at('2026-06-02T20:00:00') }, { item_id: 2, updated: at('2026-06-02T08:00:00') }, { item_id: 3, updated: at('2026-06-01T23:59:00') }];
    expect(groupByDay(rows).map((g) => [g.day, g.rows.map((r) => r.item_id)])).toEqual([['2026-06-02', [1, 2]], ['2026-06-01', [3]]]);
    expect(groupByDay([])).toEqual([]);
  });
});
