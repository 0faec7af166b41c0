/** Display helpers for cart lines and cart totals; every amount is the server's. */
import type { CartLine, CartList } from './stores/cart';

/** "颜色:红,尺码:L" → "颜色：红  尺码：L"; falls back to spec_info colour/size. */
export function specText(line: Pick<CartLine, 'item_spec_desc' | 'spec_info'>): string {
  const desc = (line.item_spec_desc ?? '').trim();
  if (desc) return desc.split(/[,，]/).map((p) => p.replace(':', '：')).join('  ');
  const parts = [line.spec_info?.color && `颜色：${line.spec_info.color}`, line.spec_info?.size && `尺码：${line.spec_info.size}`];
  return parts.filter(Boolean).join('  ');
}

/** Totals across shops, summed from each shop's server totals (checked lines only). */
export function cartTotals(cart: CartList): { num: number; count: number; price: number } {
  return cart.valid_cart.reduce(
    (t, s) => ({ num: t.num + Number(s.cart_total_num || 0), count: t.count + Number(s.cart_total_count || 0), price: t.price + Number(s.total_fee ?? s.cart_total_price ?? 0) }),
    { num: 0, count: 0, price: 0 },
  );
}

export const validLines = (cart: CartList): CartLine[] => cart.valid_cart.flatMap((s) => s.list);
export const allChecked = (cart: CartList): boolean => validLines(cart).length > 0 && validLines(cart).every((l) => l.is_checked);
