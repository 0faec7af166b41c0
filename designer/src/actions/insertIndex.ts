/**
 * Where a widget added from the palette (or pasted) lands: right after the selected body widget, else at
 * the end of the body — never below the footer panels, never inside the header.
 */
import { FREE_PANEL_TYPE, indexOf, type DocState, type WidgetNode } from '../doc/state';

const placement = (w: WidgetNode) => (w.type === FREE_PANEL_TYPE && (w.comptyle === 'header' || w.comptyle === 'footer') ? w.comptyle : 'body');

export function insertIndex(doc: DocState, selected: string | null | undefined = doc.selected?.uuid): number {
  const i = selected ? indexOf(doc, selected) : -1;
  const firstFooter = doc.widgets.findIndex((w, k) => placement(w) === 'footer' && doc.widgets.slice(k).every((x) => placement(x) === 'footer'));
  const bodyEnd = firstFooter < 0 ? doc.widgets.length : firstFooter;
  if (i >= 0 && placement(doc.widgets[i]) === 'body' && doc.widgets[i].type !== 'W0000') return i + 1;
  if (i >= 0 && placement(doc.widgets[i]) === 'header') {
    // after the header panels
    let k = i;
    while (k < doc.widgets.length && placement(doc.widgets[k]) === 'header') k++;
    return Math.min(k, bodyEnd);
  }
  return bodyEnd;
}
