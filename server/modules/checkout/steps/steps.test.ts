import { describe, expect, it } from 'vitest';
import { priceLines } from './price';
import { applyPoints } from './points';
import { DEFAULT_POINT_RULE } from '../../points/points.rules';
import { freightFee } from './freight';
import { totals } from './totals';
import { FREIGHT } from '../rules';
import { couponValue } from '../../coupon/coupon.rules';
import { parseCheckoutParams, requestKeyOf } from '../params';

const line = (price: number, num: number) => ({ cart_id: 1, item_id: 1, goods_id: 1, item_name: '花椒', pic: '', item_spec_desc: '', price, market_price: 0, num, store: 99, shop_id: 0 });

describe('checkout steps', () => {
  it('price: line totals and goods amount in fen', () => {
    const p = priceLines([line(1290, 2), line(990, 1)]);
    expect(p.lines.map((l) => l.total_fee)).toEqual([2580, 990]);
    expect(p).toMatchObject({ item_fee: 3570, total_num: 3 });
  });

  it('coupon: threshold, cash cap and percent off', () => {
    const terms = { begin_date: new Date(0), end_date: new Date(Date.now() + 1e9), reduce_cost: 1000, least_cost: 9900, discount: 0, card_type: 'cash' };
    expect(couponValue(terms, 9899)).toMatchObject({ usable: false, reason: '订单金额未满99.00元' });
    expect(couponValue(terms, 9900)).toMatchObject({ usable: true, discount: 1000 });
    expect(couponValue({ ...terms, card_type: 'discount', discount: 10, least_cost: 0 }, 12345)).toMatchObject({ usable: true, discount: 1234 });
    expect(couponValue({ ...terms, end_date: new Date(Date.now() - 1000) }, 20000)).toMatchObject({ usable: false, reason: '优惠券已过期' });
  });

  it('points (default rule): 100 points = ¥1, capped at half the goods and at the balance', () => {
    const rule = DEFAULT_POINT_RULE;
    expect(applyPoints(500, 300, 10000, rule)).toEqual({ point_use: 300, point_fee: 300, max_point: 500, user_point: 500 });
    expect(applyPoints(500, 9999, 600, rule)).toMatchObject({ point_use: 300, point_fee: 300, max_point: 300 });
    expect(applyPoints(50, 9999, 10000, rule)).toMatchObject({ point_use: 50, point_fee: 50 });
    expect(applyPoints(500, 0, 10000, rule)).toMatchObject({ point_use: 0, point_fee: 0 });
  });

  it('points follow the rule given: its rate and cap; switched off → none offered, asking is refused', () => {
    const rule = { enabled: true, gain_point: 1, deduct_point: 10, deduct_proportion_limit: 20 };
    // 20% of ¥100 = ¥20 = 200 points at 10 points per yuan.
    expect(applyPoints(5000, 9999, 10000, rule)).toMatchObject({ point_use: 200, point_fee: 2000, max_point: 200 });
    expect(applyPoints(5000, 0, 10000, { ...rule, enabled: false })).toMatchObject({ point_use: 0, point_fee: 0, max_point: 0 });
    expect(() => applyPoints(5000, 10, 10000, { ...rule, enabled: false })).toThrow('积分抵扣已关闭，本单不能使用积分');
  });

  it('freight: free from ¥99, else ¥10; pickup free', () => {
    expect(freightFee(FREIGHT.freeFrom - 1, 'logistics')).toBe(FREIGHT.fee);
    expect(freightFee(FREIGHT.freeFrom, 'logistics')).toBe(0);
    expect(freightFee(100, 'ziti')).toBe(0);
  });

  it('totals: payable = goods − coupon − points + freight, never negative', () => {
    expect(totals(10000, 1000, 300, 0)).toMatchObject({ total_fee: 8700, discount_fee: 1000, point_fee: 300 });
    expect(totals(500, 9999, 9999, 1000)).toMatchObject({ total_fee: 1000, coupon_discount: 500, point_fee: 0 });
  });

  it('params: activity modes read, malformed ones refused clearly, bad points and keys refused, client totals ignored', () => {
    expect(() => parseCheckoutParams({ order_type: 'normal_seckill', seckill_id: '3' })).toThrow('秒杀资格无效或已过期，请重新抢购');
    expect(() => parseCheckoutParams({ order_type: 'normal_seckill', seckill_ticket: 'a'.repeat(32) })).toThrow('秒杀活动不存在或已结束');
    expect(parseCheckoutParams({ order_type: 'normal_seckill', seckill_id: '3', seckill_ticket: 'a'.repeat(32) }).activity).toEqual({ kind: 'seckill', seckillId: 3, ticket: 'a'.repeat(32) });
    expect(parseCheckoutParams({ type: 'ptg', ptg_id: '9', ptg_chief_id: '20261124000001' }).activity).toEqual({ kind: 'groups', activityId: 9, teamId: '20261124000001' });
    expect(parseCheckoutParams({ type: 'group', group_id: '4', order_type: 'normal_groups' }).activity).toEqual({ kind: 'groups', activityId: 4, teamId: null });
    expect(() => parseCheckoutParams({ type: 'group', group_id: 'x' })).toThrow('拼团活动不存在或已结束');
    expect(() => parseCheckoutParams({ type: 'group', group_id: '4', team_id: '1; drop' })).toThrow('拼团不存在或已结束');
    expect(parseCheckoutParams({}).activity).toBeNull();
    expect(() => parseCheckoutParams({ order_type: 'bogus' })).toThrow('不支持的订单类型');
    expect(() => parseCheckoutParams({ point_use: '-5' })).toThrow('积分参数错误');
    expect(() => parseCheckoutParams({ point_use: '1.5' })).toThrow('积分参数错误');
    expect(() => requestKeyOf({ request_key: 'x y' }, undefined)).toThrow('请求标识无效');
    expect(requestKeyOf({}, 'abcd-1234-efgh')).toBe('abcd-1234-efgh');
    const p = parseCheckoutParams({ total_fee: '1', item_fee: '1', coupon_discount: 'ABC', not_use_coupon: '1' });
    expect(p.couponCode).toBeNull();
    expect(Object.keys(p)).not.toContain('total_fee');
  });
});
