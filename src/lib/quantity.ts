/** Quantity input rules (storefront spec §5): clamp, step, and the two limit messages. */
import { clampQuantity } from './validation';
import { QUANTITY_MAX_DEFAULT } from './constants';

export interface QuantityResult { value: number; message?: string }

export const maxMessage = (max: number): string => `库存不足，最大库存为${max}件`;
export const minMessage = (min: number): string => `此商品的最小购买数量为${min}件`;

/** Typed text → a valid quantity; non-numeric becomes min, too large becomes max with the stock message. */
export function normalizeQuantity(raw: unknown, min = 1, max = QUANTITY_MAX_DEFAULT): QuantityResult {
  const n = Math.floor(Number(String(raw ?? '').trim()));
  if (Number.isFinite(n) && n > max) return { value: max, message: maxMessage(max) };
  return { value: clampQuantity(raw, min, max) };
}

/** One press of + (delta 1) or − (delta −1). */
export function stepQuantity(current: number, delta: number, min = 1, max = QUANTITY_MAX_DEFAULT): QuantityResult {
  if (delta > 0 && current >= max) return { value: max, message: maxMessage(max) };
  if (delta < 0 && current <= min) return { value: min, message: minMessage(min) };
  return { value: Math.min(Math.max(current + delta, min), max) };
}
