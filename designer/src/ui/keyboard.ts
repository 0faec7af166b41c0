/**
 * Designer shortcuts (ignored while typing in a field or while a dialog is open):
 * Ctrl/⌘+Z / Y undo/redo · Ctrl/⌘+C / V / D copy, paste, duplicate the selection · Delete/Backspace delete
 * the selection (with the confirmation) · arrows nudge the selected free-panel children 1 px (Shift: 10 px) ·
 * Esc back to the page settings.
 */
import { act } from '../actions';
import { PAGE_TYPE, findSelected } from '../doc/state';
import { pickedChildren, selectionOf } from '../doc/selection';
import { deleteWithConfirm } from '../panels/editors/PageWidgetsEditor';
import { copySelection, duplicate, paste } from '../store/clipboard';
import { $doc, dispatch, redo, selectPage, undo } from '../store/designer';
import { confirmDialog, toast } from '../store/ui';
import { T } from '../strings';

const ARROWS: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

function isTyping(e: KeyboardEvent): boolean {
  const el = e.target as HTMLElement | null;
  return !!el && (el.tagName === 'INPUT' || el.tagName === 'TEXTAREA' || el.tagName === 'SELECT' || el.isContentEditable);
}

const dialogOpen = () => document.querySelector('.dz-mask') !== null;

export async function deleteSelection(): Promise<void> {
  const doc = $doc.get();
  const items = selectionOf(doc).filter((s) => findSelected(doc, s)?.type !== PAGE_TYPE);
  if (items.length > 1) {
    if (!(await confirmDialog(T.deleteSelection(items.length)))) return;
    if (dispatch(act('deleteMany', { items }))) toast(T.deleted, 'success');
    return;
  }
  const sel = items[0];
  if (!sel) return;
  if (!sel.child) { await deleteWithConfirm(sel.uuid); return; }
  if (!(await confirmDialog(T.deleteWidget))) return;
  if (dispatch(act('deleteChild', { panel: sel.uuid, child: sel.child }))) toast(T.deleted, 'success');
}

export function onDesignerKey(e: KeyboardEvent): void {
  if (isTyping(e) || dialogOpen()) return;
  const mod = e.ctrlKey || e.metaKey;
  const k = e.key.length === 1 ? e.key.toLowerCase() : e.key;
  const handled = (fn: () => unknown) => { e.preventDefault(); fn(); };
  if (mod) {
    if (k === 'z' && !e.shiftKey) handled(undo);
    else if (k === 'y' || (k === 'z' && e.shiftKey)) handled(redo);
    else if (k === 'c') { if (window.getSelection()?.toString()) return; handled(copySelection); }
    else if (k === 'v') handled(paste);
    else if (k === 'd') handled(duplicate);
    return;
  }
  if (e.altKey) return;
  if (k === 'Escape') { handled(selectPage); return; }
  if (k === 'Delete' || k === 'Backspace') { handled(deleteSelection); return; }
  const step = ARROWS[k];
  const doc = $doc.get();
  const kids = pickedChildren(doc);
  if (!step || !kids) return;
  const n = e.shiftKey ? 10 : 1;
  if (kids.children.length > 1) {
    handled(() => dispatch(act('moveChildren', { ...kids, dx: step[0] * n, dy: step[1] * n, nudge: true })));
  } else {
    handled(() => dispatch(act('nudgeChild', { panel: kids.panel, child: kids.children[0], dx: step[0] * n, dy: step[1] * n })));
  }
}
