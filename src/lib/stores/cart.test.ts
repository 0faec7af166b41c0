import { describe, expect, it } from 'vitest';
import { withChecked, type CartLine, type CartList } from './cart';

const line = (cart_id: number, is_checked: boolean): CartLine => ({
  cart_id, item_id: cart_id, item_name: `商品${cart_id}`, pics: '', price: 100, num: 1, total_fee: 100, is_checked, item_spec_desc: '', store: 9,
});
const cart: CartList = {
  valid_cart: [{ shop_id: 0, shop_name: '川香源', list: [line(1, true), line(2, true)], cart_total_num: 2, cart_total_price: 200, cart_total_count: 2 }],
  invalid_cart: [line(3, false)],
};

describe('withChecked (the tick shown before the server answers)', () => {
  it('sets only the named lines and leaves totals to the server', () => {
    const next = withChecked(cart, [2], false);
    expect(next.valid_cart[0].list.map((l) => l.is_checked)).toEqual([true, false]);
    expect(next.valid_cart[0].cart_total_price).toBe(200);
    expect(next.invalid_cart).toBe(cart.invalid_cart);
  });

  it('does not change the cart it was given', () => {
    withChecked(cart, [1, 2], false);
    expect(cart.valid_cart[0].list.every((l) => l.is_checked)).toBe(true);
  });
});
