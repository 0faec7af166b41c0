import { describe, expect, it } from 'vitest';
import { normalizeQuantity, stepQuantity } from './quantity';

describe('normalizeQuantity', () => {
  it('non-numeric becomes the minimum', () => {
    expect(normalizeQuantity('abc')).toEqual({ value: 1 });
    expect(normalizeQuantity('')).toEqual({ value: 1 });
  });
  it('trims and floors', () => expect(normalizeQuantity(' 3.7 ', 1, 10)).toEqual({ value: 3 }));
  it('clamps below the minimum silently', () => expect(normalizeQuantity('0', 1, 10)).toEqual({ value: 1 }));
  it('clamps above the stock with the stock message', () => {
    expect(normalizeQuantity('50', 1, 8)).toEqual({ value: 8, message: '库存不足，最大库存为8件' });
  });
});

describe('stepQuantity', () => {
  it('steps inside the range', () => {
    expect(stepQuantity(2, 1, 1, 5)).toEqual({ value: 3 });
    expect(stepQuantity(2, -1, 1, 5)).toEqual({ value: 1 });
  });
  it('refuses to pass the stock', () => expect(stepQuantity(5, 1, 1, 5)).toEqual({ value: 5, message: '库存不足，最大库存为5件' }));
  it('refuses to go below one', () => expect(stepQuantity(1, -1, 1, 5)).toEqual({ value: 1, message: '此商品的最小购买数量为1件' }));
});
