/** The merchant's store token in its ECSHOPX_STORE_TOKEN cookie (30 days, spec §3), and shop logout (→ /shop). */
import Cookies from 'js-cookie';
import { STORE_TOKEN_COOKIE } from '../../lib/constants';
import { tokenCookieOptions } from '../../lib/token-cookie';

export const hasStoreToken = (): boolean => typeof document !== 'undefined' && !!Cookies.get(STORE_TOKEN_COOKIE);
export const saveStoreToken = (token: string): void => { Cookies.set(STORE_TOKEN_COOKIE, token, tokenCookieOptions(token, location.protocol)); };
export function logoutShop(): void {
  Cookies.remove(STORE_TOKEN_COOKIE, { path: '/' });
  location.href = '/shop';
}
