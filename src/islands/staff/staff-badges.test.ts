import { describe, expect, it } from 'vitest';
import { staffBadge } from './staff-badges';

describe('staff badges', () => {
  it('names sale, bag and staff goods; nothing for ordinary goods', () => {
    expect(staffBadge({ product_type: 'sale' })).toBe('特卖商品');
    expect(staffBadge({ product_type: 'bag', staff_goods: 1 })).toBe('福袋');
    expect(staffBadge({ product_type: 'normal', staff_goods: 1 })).toBe('常规员工内购商品');
    expect(staffBadge({ product_type: 'normal', staff_goods: 0 })).toBe('');
    expect(staffBadge({})).toBe('');
  });
});
