/** Step 2: line totals from database prices (fen). Pure. */
import type { CheckoutLine } from './load-lines';

export interface PricedLine extends CheckoutLine { total_fee: number; order_item_type?: 'normal' | 'gift' | 'plus_buy' }
export interface Priced { lines: PricedLine[]; item_fee: number; total_num: number }

export function priceLines(lines: CheckoutLine[]): Priced {
  const priced = lines.map((l) => ({ ...l, total_fee: l.price * l.num }));
  return { lines: priced, item_fee: priced.reduce((n, l) => n + l.total_fee, 0), total_num: priced.reduce((n, l) => n + l.num, 0) };
}
