/**
 * 删除所选挂件: remove every picked widget (or every picked child of one free panel) as one step. The page
 * settings are never removed; the selection falls back to the page (or to the panel).
 */
import { ActionError, PAGE_TYPE, childrenOf, findWidget, mapWidget, pageSelection, type Selection } from '../doc/state';
import { defineAction } from './types';

export interface DeleteManyPayload { items: Selection[] }

export const deleteMany = defineAction({
  name: 'deleteMany',
  label: '删除所选挂件',
  record: true,
  apply(state, { items }: DeleteManyPayload) {
    const tops = new Set(items.filter((s) => !s.child).map((s) => s.uuid));
    if ([...tops].some((u) => findWidget(state, u)?.type === PAGE_TYPE)) throw new ActionError('页面配置不能删除');
    let next = state;
    const kidsByPanel = new Map<string, Set<string>>();
    for (const s of items) if (s.child && !tops.has(s.uuid)) kidsByPanel.set(s.uuid, (kidsByPanel.get(s.uuid) ?? new Set()).add(s.child));
    for (const [panel, kids] of kidsByPanel) {
      const before = childrenOf(findWidget(next, panel));
      const after = before.filter((c) => !kids.has(c.uuid));
      if (after.length !== before.length) next = mapWidget(next, panel, (p) => ({ ...p, childWidgets: after }));
    }
    if (tops.size) {
      const widgets = next.widgets.filter((w) => !tops.has(w.uuid));
      if (widgets.length !== next.widgets.length) next = { ...next, widgets };
    }
    if (next === state) return state;
    const panel = kidsByPanel.size === 1 && !tops.size ? [...kidsByPanel.keys()][0] : null;
    return { ...next, selected: panel && findWidget(next, panel) ? { uuid: panel } : pageSelection(next), group: undefined };
  },
});
