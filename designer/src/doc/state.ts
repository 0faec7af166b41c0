/**
 * The plain document the designer edits: one flat widget list (header panels + body + footer panels, W0000
 * page settings included) plus the current selection. Actions are pure functions over this shape.
 */
import type { WidgetNode } from '../../../src/widgets/types';

export type { WidgetNode };

/** A top-level widget, or a child of a W0006 free panel. */
export interface Selection { uuid: string; child?: string }

export interface DocState {
  widgets: WidgetNode[];
  /** The primary selection: the one the property panel shows. */
  selected: Selection | null;
  /**
   * A multi-selection (shift/ctrl-click, marquee): all picked items, `selected` among them; either top-level
   * widgets or children of one free panel. Only counts while it still holds `selected` (see doc/selection.ts),
   * so an edit that moves the primary selection elsewhere ends it without having to clear it.
   */
  group?: Selection[];
}

export const PAGE_TYPE = 'W0000';
export const FREE_PANEL_TYPE = 'W0006';
export const PAGE_WIDTH = 1190;
export const SNAP = 10;

export const emptyDoc = (): DocState => ({ widgets: [], selected: null });

/** Edits that cannot be applied carry the Chinese message shown to the operator. */
export class ActionError extends Error {}

export function indexOf(state: DocState, uuid: string): number {
  return state.widgets.findIndex((w) => w.uuid === uuid);
}

export function findWidget(state: DocState, uuid: string | undefined): WidgetNode | undefined {
  return uuid ? state.widgets.find((w) => w.uuid === uuid) : undefined;
}

export function childrenOf(panel: WidgetNode | undefined): WidgetNode[] {
  return panel && Array.isArray(panel.childWidgets) ? (panel.childWidgets as WidgetNode[]) : [];
}

/** The node a selection points at (top-level widget or free-panel child). */
export function findSelected(state: DocState, sel: Selection | null = state.selected): WidgetNode | undefined {
  if (!sel) return undefined;
  const top = findWidget(state, sel.uuid);
  if (!sel.child) return top;
  return childrenOf(top).find((c) => c.uuid === sel.child);
}

export function pageNode(state: DocState): WidgetNode | undefined {
  return state.widgets.find((w) => w.type === PAGE_TYPE);
}

/** Selection of the page settings (W0000), or null if the document has none. */
export function pageSelection(state: DocState): Selection | null {
  const page = pageNode(state);
  return page ? { uuid: page.uuid } : null;
}

/** Replace the top-level widget `uuid` by fn(widget); same state back when it is absent. */
export function mapWidget(state: DocState, uuid: string, fn: (w: WidgetNode) => WidgetNode): DocState {
  const i = indexOf(state, uuid);
  if (i < 0) return state;
  const widgets = state.widgets.slice();
  widgets[i] = fn(widgets[i]);
  return { ...state, widgets };
}

/** Replace the free-panel child `child` of `panel` by fn(child). */
export function mapChild(state: DocState, panel: string, child: string, fn: (c: WidgetNode) => WidgetNode): DocState {
  const kids = childrenOf(findWidget(state, panel));
  const j = kids.findIndex((c) => c.uuid === child);
  if (j < 0) return state;
  return mapWidget(state, panel, (p) => {
    const next = kids.slice();
    next[j] = fn(next[j]);
    return { ...p, childWidgets: next };
  });
}

export const snap = (v: number, step = SNAP) => Math.round(v / step) * step;

/** Numeric size or a fallback ('auto' and garbage count as the fallback). */
export function px(v: unknown, fallback = 0): number {
  const n = typeof v === 'number' ? v : Number(v);
  return Number.isFinite(n) ? n : fallback;
}
