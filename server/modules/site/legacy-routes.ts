/**
 * Spec routes of the ECShopX shop whose job a page of ours now does (issue 24 point 8): each answers a permanent
 * redirect (301) to that page with the query string kept, so old links and bookmarks keep working. The README's
 * "Old ECShopX routes" table lists the same mapping.
 */

type Target = string | ((q: URLSearchParams) => string);

/** An order id as the old pages passed it (`order_id`, `tid`, `id`), when it looks like one. */
const orderIdOf = (q: URLSearchParams): string | undefined =>
  [q.get('order_id'), q.get('tid'), q.get('id')].find((v): v is string => !!v && /^\d{1,32}$/.test(v));

/** The order's own page when the old link named one, else the order list. */
const orderPage = (q: URLSearchParams) => { const id = orderIdOf(q); return id ? `/member/trade/${id}` : '/member/trade'; };

export const LEGACY_ROUTES: Record<string, Target> = {
  // A custom page by its id (`/custompage?pageid=N`); without one, the home page.
  '/custom': (q) => (/^\d+$/.test(q.get('pageid') ?? '') ? '/custompage' : '/'),
  '/edit': '/designer/',
  '/finish': '/finish/result',
  '/result': '/finish/result',
  '/cart/addAddress': '/member/address',
  '/cart/address': '/member/address',
  '/cart/checkout-old': '/cart/checkout',
  '/cart/helper': '/member/helper',
  '/cashier/index-copy': '/cashier',
  '/cashier/comps/alipay': '/cashier',
  '/cashier/comps/malipay': '/cashier',
  '/cashier/comps/testpay': '/cashier',
  '/cashier/comps/wxpayH5': '/cashier',
  '/cashier/comps/wxpayJsapi': '/cashier',
  '/cashier/comps/wxqrpay': '/cashier',
  '/member/address-add': '/member/address',
  '/member/address-item-add': '/member/address',
  '/member/myGroup-list': '/member/trade',
  '/member/receiveCoupon': '/member/coupon-center',
  '/member/trade/index-ol': '/member/trade',
  '/member/trade/logistics': orderPage,
  '/member/trade/point': '/member/point',
  '/member/trade/rate': orderPage,
  '/receive/coupons': '/member/coupon-center',
};

/** Where an old route now lives (path and the same query), or undefined for any other path. */
export function legacyRedirect(pathname: string, search: string): string | undefined {
  const key = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const target = Object.hasOwn(LEGACY_ROUTES, key) ? LEGACY_ROUTES[key] : undefined;
  if (!target) return undefined;
  const path = typeof target === 'string' ? target : target(new URLSearchParams(search));
  return `${path}${search}`;
}
