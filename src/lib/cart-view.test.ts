import { describe, expect, it } from 'vitest';
import { allChecked, cartTotals, specText } from './cart-view';
import type { CartLine, CartList } from './stores/cart';

const line = (over: Partial<CartLine>): CartLine => ({
  cart_id: 1, item_id: 1, item_name: '花椒', pics: '', price: 100, num: 1, total_fee: 100, is_checked: true, item_spec_desc: '', store: 5, ...over,
});

describe('specText', () => {
  it('formats item_spec_desc', () => expect(specText(line({ item_spec_desc: '规格:250g,辣度:特辣' }))).toBe('规格：250g  辣度：特辣'));
  it('falls back to spec_info', () => expect(specText(line({ spec_info: { color: '红', size: 'L' } }))).toBe('颜色：红  尺码：L'));
  it('is empty without specs', () => expect(specText(line({}))).toBe(''));
});

describe('cart totals', () => {
  const cart: CartList = {
    valid_cart: [
      { shop_id: 1, shop_name: 'A', list: [line({ cart_id: 1 })], cart_total_num: 2, cart_total_count: 1, cart_total_price: 500, total_fee: 450 },
      { shop_id: 2, shop_name: 'B', list: [line({ cart_id: 2, is_checked: false })], cart_total_num: 0, cart_total_count: 0, cart_total_price: 0 },
    ],
    invalid_cart: [],
  };
  it('sums the server totals of every shop (payable total_fee first)', () => expect(cartTotals(cart)).toEqual({ num: 2, count: 1, price: 450 }));
  it('knows when all lines are checked', () => {
    expect(allChecked(cart)).toBe(false);
    expect(allChecked({ valid_cart: [], invalid_cart: [] })).toBe(false);
  });
});
