/**
 * Quantity stepper rules (storefront spec §5): clamped to [1, max]; stepping past a bound keeps the
 * value and returns the message the shopper sees. Typed values go through clampQuantity.
 */
import { clampQuantity } from './validation';

export { clampQuantity };
export const QTY_MIN = 1;

export const maxStockMessage = (max: number): string => `库存不足，最大库存为${max}件`;
export const MIN_QTY_MESSAGE = '此商品的最小购买数量为1件';

export function stepQuantity(value: number, delta: 1 | -1, max: number): { value: number; message?: string } {
  const top = Math.max(QTY_MIN, max);
  if (delta > 0 && value >= top) return { value: top, message: maxStockMessage(top) };
  if (delta < 0 && value <= QTY_MIN) return { value: QTY_MIN, message: MIN_QTY_MESSAGE };
  return { value: clampQuantity(value + delta, QTY_MIN, top) };
}
