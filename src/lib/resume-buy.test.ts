import { describe, expect, it } from 'vitest';
import { parseResume, resumePath, withoutResume } from './resume-buy';

describe('resuming a guest purchase after login', () => {
  it('round-trips the SKU, quantity and action through the return path', () => {
    const path = resumePath(12, { skuId: 34, num: 3, action: 'buy' });
    expect(path).toBe('/items/12?sku=34&num=3&then=buy');
    expect(parseResume(path.slice(path.indexOf('?')))).toEqual({ skuId: 34, num: 3, action: 'buy' });
  });
  it('ignores missing or invalid requests', () => {
    expect(parseResume('')).toBeNull();
    expect(parseResume('?sku=3&num=1&then=steal')).toBeNull();
    expect(parseResume('?sku=-3&num=1&then=cart')).toBeNull();
    expect(parseResume('?sku=3&num=0&then=cart')).toBeNull();
    expect(parseResume('?sku=3&then=cart')).toEqual({ skuId: 3, num: 1, action: 'cart' });
  });
  it('drops only its own keys from the query', () => {
    expect(withoutResume('?sku=3&num=2&then=cart')).toBe('');
    expect(withoutResume('?from=ad&sku=3&then=cart')).toBe('?from=ad');
  });
});
