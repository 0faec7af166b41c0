/**
 * Copy, paste and duplicate (Ctrl/⌘ + C, V, D) of the selection — one widget or a multi-selection. The
 * clipboard outlives the open page (kept for the browser session), so widgets copied on one page paste into
 * another; every pasted widget gets a new uuid, and a paste is one undo step.
 */
import { act } from '../actions';
import { insertIndex } from '../actions/insertIndex';
import { cloneWidget } from '../doc/clone';
import { FREE_PANEL_TYPE, PAGE_TYPE, PAGE_WIDTH, findSelected, findWidget, px, type WidgetNode } from '../doc/state';
import { selectionOf } from '../doc/selection';
import { freePanelDropError } from '../../../src/widgets/registry';
import { $doc, dispatch } from './designer';
import { toast } from './ui';

const KEY = 'designer_clipboard';
/** Pasted free-panel children sit this far from the originals, so the copy is visible. */
const PASTE_OFFSET = 10;

/** `child`: the nodes were children of a free panel (they keep their x/y when pasted into one). */
interface Clip { nodes: WidgetNode[]; child: boolean }

function read(): Clip | null {
  try {
    const raw = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as (Clip & { node?: WidgetNode }) | null;
    if (!raw) return null;
    const nodes = Array.isArray(raw.nodes) ? raw.nodes : raw.node ? [raw.node] : [];
    return nodes.length ? { nodes, child: Boolean(raw.child) } : null;
  } catch { return null; }
}

export function copySelection(): boolean {
  const doc = $doc.get();
  const picked = selectionOf(doc);
  const nodes = picked.map((s) => findSelected(doc, s)).filter((n): n is WidgetNode => !!n && n.type !== PAGE_TYPE);
  if (!nodes.length) return false;
  sessionStorage.setItem(KEY, JSON.stringify({ nodes, child: Boolean(picked[0].child) } satisfies Clip));
  toast(nodes.length > 1 ? `已复制 ${nodes.length} 个挂件` : '已复制', 'info', 1200);
  return true;
}

/** Into the selected free panel when the copies were panel children (and are allowed there), else onto the page. */
export function paste(): boolean {
  const clip = read();
  if (!clip) return false;
  const doc = $doc.get();
  const copies = clip.nodes.map((n) => cloneWidget(n));
  const panel = findWidget(doc, doc.selected?.uuid);
  if (clip.child && panel?.type === FREE_PANEL_TYPE && copies.every((c) => !freePanelDropError(c.type))) {
    const nodes = copies.map((c) => ({ ...c, x: px(c.x) + PASTE_OFFSET, y: px(c.y) + PASTE_OFFSET }));
    return dispatch(act('addChildren', { panel: panel.uuid, nodes }));
  }
  const tops = copies.map((c) => {
    const top: WidgetNode = { ...c, width: clip.child ? PAGE_WIDTH : c.width };
    delete top.x; delete top.y; delete top.leaf;
    return top;
  });
  return dispatch(act('addWidgets', { nodes: tops, index: insertIndex(doc) }));
}

export function duplicate(): boolean {
  return copySelection() && paste();
}
