/**
 * The one money formatter (STYLE §8). Amounts are integer fen everywhere; this turns them into yuan text.
 * Tolerates numeric strings and fractional fen from old data (e.g. placeholder price 123.2 or "9900").
 */

export interface FenFormat {
  /** Digits after the point (W0015/W0018 `wgtToFixed`, 0–2). Default 2. */
  decimals?: number;
  /** Prefix with ¥. Default true. */
  symbol?: boolean;
}

function toNumber(v: unknown): number {
  const n = typeof v === 'number' ? v : Number(v);
  return Number.isFinite(n) ? n : 0;
}

/** 123456 → '¥1,234.56'. */
export function formatFen(fen: number | string | null | undefined, opts: FenFormat = {}): string {
  const decimals = Math.min(Math.max(Math.trunc(opts.decimals ?? 2), 0), 4);
  const symbol = opts.symbol ?? true;
  const yuan = toNumber(fen) / 100;
  const fixed = Math.abs(yuan).toFixed(decimals);
  const [int, frac] = fixed.split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = yuan < 0 && Number(fixed) !== 0 ? '-' : '';
  return `${sign}${symbol ? '¥' : ''}${grouped}${frac ? '.' + frac : ''}`;
}

/** Discount coupon: `discount` is percent off, 20 → '8折', 15 → '8.5折'. */
export function discountLabel(discount: number | string): string {
  const d = toNumber(discount);
  return `${Math.round(100 - d) / 10}折`;
}

/** Cash coupon value in yuan without trailing zeros: 1000 → '10', 1050 → '10.5' (widgets add ¥ or RMB). */
export function cashLabel(reduceCost: number | string): string {
  return String(Number((toNumber(reduceCost) / 100).toFixed(2)));
}
