import { describe, expect, it } from 'vitest';
import {
  afterOrderUrl, buildCheckoutParams, couponCondition, couponUsable, couponValue, indexedParams, invoiceError,
  NO_INVOICE, parseCheckoutQuery, pickupError, type CheckoutState,
} from './checkout';

const address = { address_id: 7, username: '张三', telephone: '13800138000', province: '四川省', city: '成都市', county: '武侯区', adrdetail: '科华北路1号' };
const base = (over: Partial<CheckoutState> = {}): CheckoutState => ({
  query: parseCheckoutQuery('?mode=cart'), coupon: 'none', pointUse: 0, invoice: NO_INVOICE, remark: '', ...over,
});

describe('parseCheckoutQuery', () => {
  it('defaults to the cart', () => expect(parseCheckoutQuery('')).toEqual({ mode: 'cart', distributorId: undefined, activity: {} }));
  it('reads fastbuy with its shop', () => expect(parseCheckoutQuery('?mode=fastbuy&id=3')).toMatchObject({ mode: 'fastbuy', distributorId: '3' }));
  it('keeps activity params and drops the rest', () => {
    const q = parseCheckoutQuery('?mode=fastbuy&id=1&seckill_id=9&ticket=T1&order_type=normal_seckill&foo=bar&ptg_id=');
    expect(q.activity).toEqual({ seckill_id: '9', ticket: 'T1', order_type: 'normal_seckill' });
  });
});

describe('buildCheckoutParams', () => {
  it('sends cart defaults and no coupon explicitly', () => {
    expect(buildCheckoutParams(base())).toEqual({
      cart_type: 'cart', order_type: 'normal', promotion: 'normal', receipt_type: 'logistics', pay_type: 'wxpaypc', remark: '', not_use_coupon: 1,
    });
  });
  it('maps the address to receiver fields', () => {
    expect(buildCheckoutParams(base({ address }))).toMatchObject({
      address_id: 7, receiver_name: '张三', receiver_mobile: '13800138000', receiver_state: '四川省', receiver_city: '成都市', receiver_district: '武侯区', receiver_address: '科华北路1号',
    });
  });
  it('self-pickup sends the pickup fields and no address', () => {
    const pickup = { location: 3, date: '2026-11-25', time: '09:00-10:00', name: ' 李四 ', mobile: '13700137000' };
    const p = buildCheckoutParams(base({ address, pickup }));
    expect(p).toMatchObject({ receipt_type: 'ziti', pickup_location: 3, pickup_date: '2026-11-25', pickup_time: '09:00-10:00', receiver_name: '李四', receiver_mobile: '13700137000' });
    expect(p).not.toHaveProperty('address_id');
    expect(p).not.toHaveProperty('receiver_address');
    expect(pickupError(pickup)).toBe('');
    expect(pickupError({ ...pickup, location: undefined })).toBe('请选择自提点');
    expect(pickupError({ ...pickup, time: '' })).toBe('请选择提货时间');
    expect(pickupError({ ...pickup, mobile: '123' })).toBe('请填写正确的提货人手机号');
  });
  it('passes group and seckill activity params through (ticket as seckill_ticket, team to join)', () => {
    const p = buildCheckoutParams(base({ query: parseCheckoutQuery('?mode=fastbuy&id=0&type=group&group_id=4&team_id=2026112400000001&order_type=normal_groups') }));
    expect(p).toMatchObject({ cart_type: 'fastbuy', type: 'group', group_id: '4', team_id: '2026112400000001', order_type: 'normal_groups' });
    expect(buildCheckoutParams(base({ query: parseCheckoutQuery('?mode=fastbuy&seckill_id=9&ticket=abc&order_type=normal_seckill') }))).toMatchObject({ seckill_id: '9', seckill_ticket: 'abc', order_type: 'normal_seckill' });
  });
  it('sends the chosen coupon code instead of not_use_coupon', () => {
    const p = buildCheckoutParams(base({ coupon: { code: 'C123' } }));
    expect(p.coupon_discount).toBe('C123');
    expect(p).not.toHaveProperty('not_use_coupon');
  });
  it('sends whole positive points only', () => {
    expect(buildCheckoutParams(base({ pointUse: 120.7 })).point_use).toBe(120);
    expect(buildCheckoutParams(base({ pointUse: -5 }))).not.toHaveProperty('point_use');
  });
  it('passes seckill and group params through', () => {
    const q = parseCheckoutQuery('?mode=fastbuy&id=2&seckill_id=9&ticket=T1&order_type=normal_seckill&type=group&group_id=4');
    expect(buildCheckoutParams(base({ query: q }))).toMatchObject({
      cart_type: 'fastbuy', distributor_id: '2', order_type: 'normal_seckill', seckill_id: '9', seckill_ticket: 'T1', type: 'group', group_id: '4',
    });
  });
  it('builds invoice content', () => {
    expect(buildCheckoutParams(base({ invoice: { kind: 'individual', title: '', taxId: '' } }))).toMatchObject({
      invoice_type: 'normal', invoice_content: { title: 'individual', content: '个人' },
    });
    expect(buildCheckoutParams(base({ invoice: { kind: 'unit', title: ' 川香源 ', taxId: '91510100MA6C123456' } })).invoice_content).toEqual({
      title: 'unit', content: '川香源', registration_number: '91510100MA6C123456',
    });
    expect(buildCheckoutParams(base())).not.toHaveProperty('invoice_content');
  });
  it('trims the remark', () => expect(buildCheckoutParams(base({ remark: '  少放辣 ' })).remark).toBe('少放辣'));
});

describe('invoiceError', () => {
  it('accepts none and individual', () => {
    expect(invoiceError(NO_INVOICE)).toBe('');
    expect(invoiceError({ kind: 'individual', title: '', taxId: '' })).toBe('');
  });
  it('requires a company name and a valid tax id for a unit', () => {
    expect(invoiceError({ kind: 'unit', title: '', taxId: '91510100MA6C123456' })).toBe('请输入单位名称');
    for (const bad of ['', '123', '91510100ma6c123456', '9151010MA6C12345']) {
      expect(invoiceError({ kind: 'unit', title: '川香源', taxId: bad })).toBe('请输入正确的纳税人识别号');
    }
    for (const ok of ['123456789012345', '12345678901234567', '91510100MA6C123456', '12345678901234567890']) {
      expect(invoiceError({ kind: 'unit', title: '川香源', taxId: ok })).toBe('');
    }
  });
});

describe('coupons', () => {
  it('labels cash and discount coupons', () => {
    expect(couponValue({ code: 'a', title: '满99减10', card_type: 'cash', reduce_cost: 1000 })).toBe('¥10.00');
    expect(couponValue({ code: 'b', title: '8折', card_type: 'discount', discount: 20 })).toBe('8折');
    expect(couponValue({ code: 'b', title: '8.5折', card_type: 'discount', discount: 15 })).toBe('8.5折');
  });
  it('states the threshold', () => {
    expect(couponCondition({ code: 'a', title: '', card_type: 'cash', least_cost: 9900 })).toBe('满¥99.00可用');
    expect(couponCondition({ code: 'a', title: '', card_type: 'cash', least_cost: 0 })).toBe('无门槛');
  });
  it('treats only explicit invalid flags as unusable', () => {
    expect(couponUsable({ code: 'a', title: '', card_type: 'cash' })).toBe(true);
    expect(couponUsable({ code: 'a', title: '', card_type: 'cash', valid: false })).toBe(false);
    expect(couponUsable({ code: 'a', title: '', card_type: 'cash', valid: 0 })).toBe(false);
  });
});

describe('helpers', () => {
  it('indexes list params', () => {
    expect(indexedParams('items', [{ item_id: 1, num: 2 }, { item_id: 3, num: 1 }])).toEqual({
      'items[0][item_id]': 1, 'items[0][num]': 2, 'items[1][item_id]': 3, 'items[1][num]': 1,
    });
  });
  it('sends free orders to the result page', () => {
    expect(afterOrderUrl('3712', 0)).toBe('/finish/result?order_id=3712');
    expect(afterOrderUrl('3712', '0')).toBe('/finish/result?order_id=3712');
    expect(afterOrderUrl('3712', 1990)).toBe('/cashier?order_id=3712');
  });
});
