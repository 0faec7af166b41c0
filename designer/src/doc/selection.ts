/**
 * The multi-selection: which items are picked, and the rules of picking. A group is either top-level
 * widgets (never the page settings) or children of one free panel; shift/ctrl-click on something of the
 * other kind starts over with that one item.
 */
import { PAGE_TYPE, childrenOf, findSelected, findWidget, type DocState, type Selection } from './state';

export const sameItem = (a: Selection | null | undefined, b: Selection | null | undefined) =>
  !!a && !!b && a.uuid === b.uuid && (a.child ?? '') === (b.child ?? '');

/** Whether a and b may be in one group: both top-level, or children of the same panel. */
export const sameKind = (a: Selection, b: Selection) => (a.child ? !!b.child && a.uuid === b.uuid : !b.child);

/** Everything picked: the group while it holds the primary selection (missing items dropped), else the primary alone. */
export function selectionOf(state: DocState): Selection[] {
  const sel = state.selected;
  if (!sel) return [];
  const group = state.group;
  if (!group || !group.some((g) => sameItem(g, sel))) return [sel];
  const alive = group.filter((g) => findSelected(state, g));
  return alive.length ? alive : [sel];
}

/** True while two or more items are picked. */
export const isMulti = (state: DocState) => selectionOf(state).length > 1;

/**
 * Picking: the operator shift/ctrl-clicked (a group, even of one, holds the primary selection). The property
 * panel then shows the selection's tools and the widget list, so the next pick can be made there too.
 */
export const isPicking = (state: DocState) => !!state.group?.some((g) => sameItem(g, state.selected));

/** The picked top-level widgets' uuids (empty when the group is of free-panel children). */
export function pickedWidgets(state: DocState): string[] {
  return selectionOf(state).filter((s) => !s.child && findWidget(state, s.uuid)?.type !== PAGE_TYPE).map((s) => s.uuid);
}

/** The picked children of one free panel, or null when the selection is not inside a panel. */
export function pickedChildren(state: DocState): { panel: string; children: string[] } | null {
  const sel = selectionOf(state);
  if (!sel.length || !sel[0].child) return null;
  const kids = new Set(childrenOf(findWidget(state, sel[0].uuid)).map((c) => c.uuid));
  return { panel: sel[0].uuid, children: sel.map((s) => s.child!).filter((c) => kids.has(c)) };
}

/** The selection after shift/ctrl-clicking `item`: added to the group, or taken out of it. */
export function toggled(state: DocState, item: Selection): Pick<DocState, 'selected' | 'group'> {
  const current = selectionOf(state);
  const pickable = (s: Selection) => !(!s.child && findWidget(state, s.uuid)?.type === PAGE_TYPE);
  const base = current.filter((s) => pickable(s) && sameKind(s, item));
  const without = base.filter((s) => !sameItem(s, item));
  if (without.length === base.length) return { selected: { ...item }, group: [...base, { ...item }] };
  if (!without.length) return { selected: { ...item }, group: undefined };
  return { selected: without[without.length - 1], group: without };
}
