/**
 * "Going back from the cashier straight after checkout redirects to /member/trade" (storefront spec §2).
 * Leaving checkout rewrites the checkout history entry to /member/trade before moving on, so Back lands
 * there; if the browser restores the old checkout document from the back/forward cache we reload it.
 */
export const FROM_CHECKOUT_KEY = 'shop:from-checkout';
export const TRADE_LIST_URL = '/member/trade';
export const CHECKOUT_PATH = '/cart/checkout';

/** One key per checkout page load; the server refuses a second order with the same key. */
export function newRequestKey(): string {
  const c = globalThis.crypto;
  if (c?.randomUUID) return c.randomUUID();
  // randomUUID needs a secure context; plain-http hosts still get 128 random bits.
  const b = c.getRandomValues(new Uint8Array(16));
  return Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
}

export function leaveCheckoutFor(url: string, orderId: string): void {
  try { sessionStorage.setItem(FROM_CHECKOUT_KEY, orderId); } catch { /* storage off: back still works via history */ }
  history.replaceState(null, '', TRADE_LIST_URL);
  location.assign(url);
}

/** True (once) when the cashier for this order was opened straight from checkout. */
export function cameFromCheckout(orderId: string): boolean {
  try { return sessionStorage.getItem(FROM_CHECKOUT_KEY) === orderId; } catch { return false; }
}

export function clearFromCheckout(): void {
  try { sessionStorage.removeItem(FROM_CHECKOUT_KEY); } catch { /* ignore */ }
}

/** Installed by the checkout page: a cached checkout document shown under another URL reloads that URL. */
export function reloadIfRestoredElsewhere(): () => void {
  const onShow = (e: PageTransitionEvent) => { if (e.persisted && location.pathname !== CHECKOUT_PATH) location.reload(); };
  window.addEventListener('pageshow', onShow);
  return () => window.removeEventListener('pageshow', onShow);
}
