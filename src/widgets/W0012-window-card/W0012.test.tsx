import { describe, it, expect } from 'vitest';
import { html, nodeOf } from '../test-utils';
import { validate, defaults, type W0012Value } from './schema';
import { windowCouponValue } from './Render';

const withData = (i: number, slot: unknown) => {
  const data = [...(defaults.data as unknown[])];
  data[i] = slot;
  return { ...defaults, data } as unknown as W0012Value;
};
const goodsPages = (n: number) => Array.from({ length: n }, () => ({ type: 'goods', data: [{ goods_id: 1 }] }));
const couponPages = (n: number, per = 1) => Array.from({ length: n }, () => ({ type: 'coupon', data: Array.from({ length: per }, (_, i) => ({ card_id: i })) }));

describe('W0012 橱窗卡', () => {
  it('header: 新品首发 / 看新奇好物; style 0 two 350×180 windows', () => {
    const markup = html(nodeOf('W0012'), 'design');
    expect(markup).toContain('新品首发');
    expect(markup).toContain('看新奇好物');
    expect(markup.match(/350px \* 180px/g)).toHaveLength(2);
    expect(markup).toContain('width:390px;height:450px');
  });
  it('styles 1 and 2 window sizes', () => {
    const s1 = html(nodeOf('W0012', { styleType: 1 }), 'design');
    expect(s1.match(/174px \* 180px/g)).toHaveLength(2);
    const s2 = html(nodeOf('W0012', { styleType: 2 }), 'design');
    expect(s2).toContain('350px * 255px');
    expect(s2.match(/115px \* 105px/g)).toHaveLength(3);
  });
  it('style 3 goods tiles 174×140 with prices and a pager for several pages', () => {
    const one = html(nodeOf('W0012', { styleType: 3 }), 'design');
    expect(one.match(/174px \* 140px/g)).toHaveLength(4);
    expect(one).not.toContain('下一页');
    const node = nodeOf('W0012', { styleType: 3, data: [[], [], [], [{ type: 'goods', data: [{ goods_id: 8, price: 1990 }] }, { type: 'goods', data: [{ goods_id: 9 }] }], []] });
    const markup = html(node);
    expect(markup).toContain('href="/items/8"');
    expect(markup).toContain('¥19.90');
    expect(markup).toContain('aria-label="下一页"');
  });
  it('style 4 coupon cards show ¥ cash and 折 discount', () => {
    const node = nodeOf('W0012', { styleType: 4, data: [[], [], [], [], [{ type: 'coupon', data: [{ card_id: 1, card_type: 'cash', reduce_cost: 1000, title: '满减' }, { card_id: 2, card_type: 'discount', discount: 20 }] }]] });
    const markup = html(node);
    expect(markup).toContain('¥10');
    expect(markup).toContain('8折');
    expect(markup).toContain('满减');
    expect(windowCouponValue({ card_type: 'cash', reduce_cost: 1050 })).toBe('¥10.5');
  });
  it('limits with the spec messages', () => {
    expect(validate(defaults)).toEqual([]);
    expect(validate(withData(3, goodsPages(5)))).toEqual([{ path: 'data[3]', message: '最多添加4组商品' }]);
    expect(validate(withData(3, []))).toEqual([{ path: 'data[3]', message: '请至少添加1组商品' }]);
    expect(validate(withData(4, couponPages(4)))).toEqual([{ path: 'data[4]', message: '最多添加3组优惠券' }]);
    expect(validate(withData(4, []))).toEqual([{ path: 'data[4]', message: '请至少添加1组优惠券' }]);
    expect(validate(withData(4, couponPages(1, 4)))).toEqual([{ path: 'data[4][0].data', message: '最多选择3张优惠券' }]);
  });
});
