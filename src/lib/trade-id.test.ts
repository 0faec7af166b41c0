import { describe, expect, it } from 'vitest';
import { tradeIdFrom } from './trade-id';

describe('tradeIdFrom', () => {
  it('reads the last path segment', () => {
    expect(tradeIdFrom('/member/trade/3712345678901234', '')).toBe('3712345678901234');
    expect(tradeIdFrom('/member/trade/3712/', '')).toBe('3712');
  });
  it('prefers ?order_id=', () => expect(tradeIdFrom('/member/trade/detail', '?order_id=88')).toBe('88'));
  it('is empty for the bare detail page', () => expect(tradeIdFrom('/member/trade/detail', '')).toBe(''));
});
