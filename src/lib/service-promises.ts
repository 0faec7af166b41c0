/**
 * The shop's service promises (正品保障 · 极速发货 · 七天无理由 · 售后无忧 …) as the operator wrote them in the footer:
 * the cart and the item page repeat them beside the decision (issue 24 point 9) from this one place, so changing the
 * footer in the designer changes them everywhere at its publish, and no page carries a copy of its own.
 *
 * The footer holds only free panels (W0006, spec/widgets.md §11), so a promise is read from their layout: the texts of
 * a panel's top row are the headings, each with the text right under it in the same column as its line of detail
 * (the seeded footer: 正品保障 over 产地直采 假一赔十). A heading with nothing smaller under it is a promise without detail.
 */
import type { WidgetNode } from '../widgets/types';

export interface ServicePromise { title: string; detail: string }

/** Texts whose left edges or tops are this close (CSS px) share a column or a row. */
const ALIGN = 8;
/** At most this many promises are repeated (a strip across the 1190 px page). */
export const MAX_PROMISES = 6;

interface PlacedText { text: string; x: number; y: number; size: number }

const num = (v: unknown, fallback: number) => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);

function textsOf(panel: WidgetNode): PlacedText[] {
  const children = Array.isArray(panel.childWidgets) ? (panel.childWidgets as WidgetNode[]) : [];
  return children.flatMap((c) => {
    const text = c.type === 'W0011' && typeof c.text === 'string' ? c.text.trim() : '';
    return text ? [{ text, x: num(c.x, 0), y: num(c.y, 0), size: num(c.fontSize, 14) }] : [];
  });
}

function promisesOfPanel(panel: WidgetNode): ServicePromise[] {
  const texts = textsOf(panel);
  if (texts.length < 2) return [];
  const top = Math.min(...texts.map((t) => t.y));
  const headings = texts.filter((t) => t.y - top <= ALIGN).sort((a, b) => a.x - b.x);
  // One heading alone is a line of text, not a row of promises.
  if (headings.length < 2) return [];
  return headings.map((h) => {
    // The line right under it: within three of its lines (a copyright line further down is no detail).
    const under = texts.filter((t) => t !== h && t.y > h.y && t.y - h.y <= h.size * 3 && Math.abs(t.x - h.x) <= ALIGN).sort((a, b) => a.y - b.y)[0];
    return { title: h.text, detail: under && under.size < h.size ? under.text : '' };
  });
}

/** The first footer panel that has a row of headings gives the promises; none → an empty list (nothing shown). */
export function servicePromisesOf(footer: readonly WidgetNode[]): ServicePromise[] {
  for (const w of footer) {
    if (w.type !== 'W0006') continue;
    const found = promisesOfPanel(w);
    if (found.length) return found.slice(0, MAX_PROMISES);
  }
  return [];
}
