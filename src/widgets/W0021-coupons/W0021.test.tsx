import { describe, it, expect } from 'vitest';
import { html, nodeOf } from '../test-utils';
import { validate, defaults, type W0021Value } from './schema';
import { couponValue, CLAIM_OK_TEXT, CLAIM_OK_TITLE } from '../shared/coupon';

describe('W0021 优惠券', () => {
  it('defaults: header, subtitle, more link and three 领取 cells', () => {
    const markup = html(nodeOf('W0021'), 'design');
    expect(markup).toContain('优惠券 &gt;');
    expect(markup).toContain('副标题');
    expect(markup).toContain('更多 &gt;');
    expect(markup.match(/>领取</g)).toHaveLength(3);
  });
  it('coupon values: (100-discount)/10折, reduce_cost/100 RMB, gift', () => {
    expect(couponValue({ card_type: 'discount', discount: 20 })).toBe('8折');
    expect(couponValue({ card_type: 'discount', discount: 15 })).toBe('8.5折');
    expect(couponValue({ card_type: 'cash', reduce_cost: 2000 })).toBe('20 RMB');
    expect(couponValue({ card_type: 'gift', object_use_for: '花椒' })).toBe('适用商品：花椒');
  });
  it('uploaded image replaces the generated card', () => {
    const markup = html(nodeOf('W0021', { data: [{ card_id: 1, icon_url_list: 'c.png', card_type: 'cash', reduce_cost: 100 }, { card_id: 2, card_type: 'cash', reduce_cost: 500, title: '五元券' }] }));
    expect(markup).toContain('src="c.png"');
    expect(markup).toContain('5 RMB');
    expect(markup).toContain('五元券');
  });
  it('claim dialog texts are the spec ones', () => {
    expect(CLAIM_OK_TITLE).toBe('领取成功');
    expect(CLAIM_OK_TEXT).toBe('优惠券领取成功，现在去使用');
  });
  it('at least one coupon', () => {
    expect(validate(defaults)).toEqual([]);
    expect(validate({ ...defaults, data: [] } as unknown as W0021Value)).toEqual([{ path: 'data', message: '请至少添加1个优惠券' }]);
  });
});
