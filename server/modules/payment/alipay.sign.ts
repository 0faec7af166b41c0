/**
 * Alipay open API RSA2 signing (SHA256withRSA): parameters sorted by name, empty values left out,
 * joined as k=v&k=v with raw values. Requests sign everything but `sign`; notifications and return
 * queries are verified over everything but `sign` and `sign_type`.
 */
import crypto, { type KeyObject } from 'node:crypto';

export type Params = Record<string, string>;

export function signContent(params: Params, exclude: string[]): string {
  return Object.keys(params).filter((k) => !exclude.includes(k) && params[k] !== undefined && params[k] !== '').sort()
    .map((k) => `${k}=${params[k]}`).join('&');
}

export function signRequest(params: Params, privateKey: KeyObject): string {
  return crypto.sign('sha256', Buffer.from(signContent(params, ['sign']), 'utf8'), privateKey).toString('base64');
}

export function verifyNotify(params: Params, alipayPublicKey: KeyObject): boolean {
  if (!params.sign || (params.sign_type && params.sign_type !== 'RSA2')) return false;
  try {
    return crypto.verify('sha256', Buffer.from(signContent(params, ['sign', 'sign_type']), 'utf8'), alipayPublicKey, Buffer.from(params.sign, 'base64'));
  } catch { return false; }
}

/** "yyyy-MM-dd HH:mm:ss" in Beijing time, as the gateway expects. */
export const alipayTimestamp = (d = new Date()) => new Date(d.getTime() + 8 * 3600_000).toISOString().replace('T', ' ').slice(0, 19);
export const yuan = (fen: number) => (fen / 100).toFixed(2);

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The auto-submitting form the cashier writes into the page (alipay.trade.page.pay). */
export function autoSubmitForm(gateway: string, params: Params): string {
  const inputs = Object.entries(params).map(([k, v]) => `<input type="hidden" name="${esc(k)}" value="${esc(v)}">`).join('');
  return `<form name="punchout_form" method="post" action="${esc(gateway)}?charset=utf-8">${inputs}<input type="submit" value="立即支付" style="display:none"></form><script>document.forms[0].submit();</script>`;
}
