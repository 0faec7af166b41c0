/**
 * The designer edits one list (header panels + body + footer panels); storage keeps three.
 * A W0006 free panel's `comptyle` decides where it goes (spec/widgets.md §2); W0000 stays in the body.
 */
import type { WidgetNode } from '../widgets/types';

export interface SplitDocument { header: WidgetNode[]; body: WidgetNode[]; footer: WidgetNode[] }

export function splitByPlacement(widgets: WidgetNode[]): SplitDocument {
  const out: SplitDocument = { header: [], body: [], footer: [] };
  for (const w of widgets) {
    const place = w.type === 'W0006' && (w.comptyle === 'header' || w.comptyle === 'footer') ? w.comptyle : 'body';
    out[place].push(w);
  }
  return out;
}

export function joinPlacements(doc: SplitDocument): WidgetNode[] {
  return [...doc.header, ...doc.body, ...doc.footer];
}
