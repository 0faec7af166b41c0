/**
 * Copy, paste and duplicate (Ctrl/⌘ + C, V, D). The clipboard outlives the open page (kept for the browser
 * session), so a widget copied on one page pastes into another.
 */
import { act } from '../actions';
import { insertIndex } from '../actions/insertIndex';
import { cloneWidget } from '../doc/clone';
import { FREE_PANEL_TYPE, PAGE_TYPE, PAGE_WIDTH, findSelected, findWidget, px, type WidgetNode } from '../doc/state';
import { freePanelDropError } from '../../../src/widgets/registry';
import { $doc, dispatch } from './designer';
import { toast } from './ui';

const KEY = 'designer_clipboard';
/** Pasted free-panel children sit this far from the original, so the copy is visible. */
const PASTE_OFFSET = 10;

interface Clip { node: WidgetNode; child: boolean }

function read(): Clip | null {
  try { return JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Clip | null; } catch { return null; }
}

export function copySelection(): boolean {
  const doc = $doc.get();
  const node = findSelected(doc);
  if (!node || node.type === PAGE_TYPE) return false;
  sessionStorage.setItem(KEY, JSON.stringify({ node, child: Boolean(doc.selected?.child) } satisfies Clip));
  toast('已复制', 'info', 1200);
  return true;
}

/** Into the selected free panel when the copy is a panel child (and allowed there), else onto the page. */
export function paste(): boolean {
  const clip = read();
  if (!clip) return false;
  const doc = $doc.get();
  const copy = cloneWidget(clip.node);
  const panel = findWidget(doc, doc.selected?.uuid);
  if (clip.child && panel?.type === FREE_PANEL_TYPE && !freePanelDropError(copy.type)) {
    return dispatch(act('addChild', { panel: panel.uuid, node: copy, x: px(copy.x) + PASTE_OFFSET, y: px(copy.y) + PASTE_OFFSET }));
  }
  const top: WidgetNode = { ...copy, width: clip.child ? PAGE_WIDTH : copy.width };
  delete top.x; delete top.y; delete top.leaf;
  return dispatch(act('addWidget', { node: top, index: insertIndex(doc) }));
}

export function duplicate(): boolean {
  return copySelection() && paste();
}
