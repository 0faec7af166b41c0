import { describe, expect, it } from 'vitest';
import { clampQuantity, stepQuantity } from './quantity';

describe('quantity input', () => {
  it('non-numeric becomes 1; typed values are trimmed and clamped to [1, stock]', () => {
    expect(clampQuantity('abc', 1, 5)).toBe(1);
    expect(clampQuantity('', 1, 5)).toBe(1);
    expect(clampQuantity(' 3 ', 1, 5)).toBe(3);
    expect(clampQuantity('0', 1, 5)).toBe(1);
    expect(clampQuantity('99', 1, 5)).toBe(5);
  });
  it('stepping past the stock says how many are left', () => {
    expect(stepQuantity(5, 1, 5)).toEqual({ value: 5, message: '库存不足，最大库存为5件' });
    expect(stepQuantity(4, 1, 5)).toEqual({ value: 5 });
  });
  it('stepping below 1 gives the minimum message', () => {
    expect(stepQuantity(1, -1, 5)).toEqual({ value: 1, message: '此商品的最小购买数量为1件' });
    expect(stepQuantity(2, -1, 5)).toEqual({ value: 1 });
  });
});
