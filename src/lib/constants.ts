/** Business constants of the storefront (spec/storefront.md §9). One home for each. */
export const COMPANY_ID = 1;
/** The shop's name, last part of every page title. */
export const SITE_NAME = '川香源直销商城';
export const TOKEN_COOKIE = 'ECSHOPX_TOKEN';
/** The merchant (store) token: sent instead of the member's for URLs containing /merchant/ (spec §7). */
export const STORE_TOKEN_COOKIE = 'ECSHOPX_STORE_TOKEN';
export const REQUEST_TIMEOUT_MS = 10_000;
export const TOAST_MS = 3_000;
export const MINI_CART_HIDE_MS = 3_000;
export const MINI_CART_FIXED_AFTER_PX = 76;
export const QUANTITY_DEBOUNCE_MS = 300;
export const HOLD_REPEAT_MS = 200;
export const SEND_CODE_SECONDS = 60;
export const LIST_PAGE_SIZE = 18;
export const COUPONS_COLLAPSED = 4;
export const QUANTITY_MAX_DEFAULT = 99_999;
export const SHOP_TYPE = 'distributor';
/** Event name fired after add-to-cart; the mini cart opens on it. */
export const SHOW_MINI_CART_EVENT = 'shop:show-mini-cart';
/** Cashier: poll the order every 3 s for up to 5 minutes while a QR payment is open. */
export const PAY_POLL_MS = 3_000;
export const PAY_POLL_LIMIT_MS = 300_000;
/** Orders per page of /member/trade. */
export const TRADE_PAGE_SIZE = 10;
