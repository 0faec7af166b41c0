/**
 * Resize by handle: the new size from a pointer drag, honouring the widget's locks and 等比例 (keep ratio:
 * the height follows the width). Sizes are the body's (widgets.md §3: handles write width/height minus
 * paddings); pure so it is tested headlessly.
 */
import { PAGE_WIDTH, px, type WidgetNode } from '../doc/state';

export type Handle = 'right' | 'bottom' | 'corner';
export const MIN_SIZE = 10;

export const keepsRatio = (n: WidgetNode) => n.proportion === true;

export function resized(n: WidgetNode, handle: Handle, dx: number, dy: number, maxWidth = PAGE_WIDTH): { width?: number; height?: number } {
  const w0 = px(n.width, PAGE_WIDTH), h0 = px(n.height, 0);
  const canW = n.widthDisabled !== true && handle !== 'bottom';
  const canH = n.heightDisabled !== true && handle !== 'right';
  const out: { width?: number; height?: number } = {};
  if (canW) out.width = Math.round(Math.max(MIN_SIZE, Math.min(maxWidth, w0 + dx)));
  if (keepsRatio(n) && out.width !== undefined && w0 > 0 && h0 > 0) out.height = Math.max(MIN_SIZE, Math.round(out.width * h0 / w0));
  else if (canH) out.height = Math.round(Math.max(MIN_SIZE, h0 + dy));
  return out;
}

/** Which handles a widget offers. */
export function handlesOf(n: WidgetNode, child: boolean): Handle[] {
  const w = n.widthDisabled !== true, h = n.heightDisabled !== true || keepsRatio(n);
  if (child) return w || h ? ['corner'] : [];
  return [...(w ? ['right' as const] : []), ...(h ? ['bottom' as const] : [])];
}
