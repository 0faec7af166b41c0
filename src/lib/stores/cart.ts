/** Cart state shared by the mini cart (header / W0010), the item page and the cart page. */
import { atom, computed } from 'nanostores';
import { api, getToken } from '../api';
import { SHOP_TYPE, SHOW_MINI_CART_EVENT } from '../constants';

export interface CartLine {
  cart_id: number; item_id: number; item_name: string; pics: string; price: number; num: number;
  total_fee: number; is_checked: boolean; item_spec_desc: string; store: number;
  /** Set for a VIP member: `price` is then the member price and `original_price` the sale price. */
  member_price?: number; original_price?: number;
  spec_info?: { color?: string; size?: string }; approve_status?: string; market_price?: number;
}
export interface ShopCart {
  shop_id: number; shop_name: string; list: CartLine[]; cart_total_num: number; cart_total_price: number; cart_total_count: number;
  item_fee?: number; discount_fee?: number; total_fee?: number;
}
export interface CartList { valid_cart: ShopCart[]; invalid_cart: CartLine[] }

export const $cart = atom<CartList>({ valid_cart: [], invalid_cart: [] });
export const $cartCount = atom(0);
export const $cartLines = computed($cart, (c) => c.valid_cart.flatMap((s) => s.list));
/** Changes sent and not answered yet: the cart page shows its totals as pending until the server has priced them. */
export const $cartPending = atom(0);

async function whilePending<T>(work: () => Promise<T>): Promise<T> {
  $cartPending.set($cartPending.get() + 1);
  try { return await work(); } finally { $cartPending.set($cartPending.get() - 1); }
}

export async function refreshCart(): Promise<void> {
  if (!getToken()) { $cart.set({ valid_cart: [], invalid_cart: [] }); $cartCount.set(0); return; }
  const data = await api.get<CartList | []>('cart/list', { shop_type: SHOP_TYPE }, { showError: false });
  $cart.set(Array.isArray(data) ? { valid_cart: [], invalid_cart: [] } : data);
  const count = await api.get<{ item_count: number }>('cartcount', { shop_type: SHOP_TYPE }, { showError: false });
  $cartCount.set(count.item_count);
}

export async function addToCart(itemId: number, num = 1, cartType: 'cart' | 'fastbuy' = 'cart', distributorId = 0): Promise<void> {
  await api.post('cart', { item_id: itemId, num, cart_type: cartType, shop_type: SHOP_TYPE, distributor_id: distributorId });
  if (cartType === 'cart') {
    await refreshCart();
    if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(SHOW_MINI_CART_EVENT));
  }
}

export async function removeCartLine(cartId: number): Promise<void> {
  await api.del('cartdel', { cart_id: cartId });
  await refreshCart();
}

/** The cart with some lines' tick set, as shown until the server answers. */
export function withChecked(cart: CartList, cartIds: number[], checked: boolean): CartList {
  const ids = new Set(cartIds);
  return { ...cart, valid_cart: cart.valid_cart.map((s) => ({ ...s, list: s.list.map((l) => (ids.has(l.cart_id) ? { ...l, is_checked: checked } : l)) })) };
}

/**
 * Checks or unchecks lines: the tick shows at once (totals pending), then the refetched cart brings the
 * server's totals, or puts the tick back when the change was refused.
 */
export async function setCartChecked(cartIds: number[], checked: boolean): Promise<void> {
  if (!cartIds.length) return;
  $cart.set(withChecked($cart.get(), cartIds, checked));
  await whilePending(async () => {
    try {
      await api.put('cartupdate/checkstatus', { cart_id: cartIds, is_checked: checked });
    } finally {
      await refreshCart();
    }
  });
}

/** Sets a line's quantity (sent in the query, like the old client), then refetches. */
export async function updateCartNum(cartId: number, num: number): Promise<void> {
  await whilePending(async () => {
    try {
      await api.put('cartupdate/num', { cart_id: cartId, num });
    } finally {
      await refreshCart(); // also restores the server's quantity after a refused change
    }
  });
}
