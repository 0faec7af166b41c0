/** Cart state shared by the mini cart (header / W0010), the item page and the cart page. */
import { atom, computed } from 'nanostores';
import { api, ApiError, getToken, type CallOptions } from '../api';
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

/**
 * A read the server refused because it was busy (503: it did nothing), or that got no answer, is asked again
 * after these waits: a cart shown one line short is what a lost add looks like to the shopper.
 */
const READ_RETRY_WAITS_MS = [1000, 3000];
const isTransient = (err: unknown) => err instanceof ApiError && [0, 502, 503, 504].includes(err.status);

async function readPatiently<T>(read: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await read();
    } catch (err) {
      if (attempt >= READ_RETRY_WAITS_MS.length || !isTransient(err)) throw err;
      await new Promise((r) => setTimeout(r, READ_RETRY_WAITS_MS[attempt]));
    }
  }
}

/**
 * Reads are numbered as they start; the store shows the newest one answered (or a local change made after it).
 * The mini cart's first read, sent before an add and answered after the add's own read, would otherwise put
 * the cart back as it was before the add.
 */
let readsStarted = 0;
let newestShown = 0;
const takeTurn = () => ++readsStarted;
function show(turn: number, cart: CartList, count: number): void {
  if (turn < newestShown) return; // a later read (or a local change) is already shown
  newestShown = turn;
  $cart.set(cart);
  $cartCount.set(count);
}

export async function refreshCart(): Promise<void> {
  const turn = takeTurn();
  if (!getToken()) { show(turn, { valid_cart: [], invalid_cart: [] }, 0); return; }
  const [data, count] = await Promise.all([
    readPatiently(() => api.get<CartList | []>('cart/list', { shop_type: SHOP_TYPE }, { showError: false })),
    readPatiently(() => api.get<{ item_count: number }>('cartcount', { shop_type: SHOP_TYPE }, { showError: false })),
  ]);
  show(turn, Array.isArray(data) ? { valid_cart: [], invalid_cart: [] } : data, count.item_count);
}

/**
 * Adds a line. Resolves once the server has taken it (the shopper is told at once); the cart is then read
 * again and the mini cart opened with it. That read failing (a busy server) does not undo the add: it is
 * asked again, and its failure is no failure of the add.
 */
export async function addToCart(itemId: number, num = 1, cartType: 'cart' | 'fastbuy' = 'cart', distributorId = 0, opts: CallOptions = {}): Promise<void> {
  await api.post('cart', { item_id: itemId, num, cart_type: cartType, shop_type: SHOP_TYPE, distributor_id: distributorId }, opts);
  if (cartType !== 'cart') return;
  void refreshCart()
    .then(() => { if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(SHOW_MINI_CART_EVENT)); })
    .catch(() => undefined);
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
  show(takeTurn(), withChecked($cart.get(), cartIds, checked), $cartCount.get()); // a read sent before the tick must not undo it
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
