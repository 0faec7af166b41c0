/** The order id of the detail page: /member/trade/<id> (mapped by the server to detail.html) or ?order_id=. */
export function tradeIdFrom(pathname: string, search: string): string {
  const q = new URLSearchParams(search).get('order_id');
  if (q) return q.trim();
  const last = decodeURIComponent(pathname.replace(/\/+$/, '').split('/').pop() ?? '');
  return /^\d+$/.test(last) ? last : '';
}
