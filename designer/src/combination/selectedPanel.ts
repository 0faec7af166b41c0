/** Step 2, selected free panel check: the selection must be a top-level W0006 itself (not one of its children). */
import { FREE_PANEL_TYPE, findWidget, type DocState, type WidgetNode } from '../doc/state';
import { CombinationError, PANEL_REQUIRED } from './messages';

export function selectedPanel(doc: DocState): WidgetNode {
  const sel = doc.selected;
  const node = sel && !sel.child ? findWidget(doc, sel.uuid) : undefined;
  if (!node || node.type !== FREE_PANEL_TYPE) throw new CombinationError(PANEL_REQUIRED);
  return node;
}
