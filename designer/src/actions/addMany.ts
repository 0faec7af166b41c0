/**
 * 粘贴: several widgets at once, as one step, picked afterwards — top-level widgets at `index`, or children
 * into a free panel at their own (x, y). The caller gives them fresh uuids.
 */
import { freePanelDropError } from '../../../src/widgets/registry';
import { ActionError, FREE_PANEL_TYPE, PAGE_TYPE, childrenOf, findWidget, indexOf, mapWidget, snap, type WidgetNode } from '../doc/state';
import { defineAction } from './types';

export interface AddWidgetsPayload { nodes: WidgetNode[]; index?: number }
export interface AddChildrenPayload { panel: string; nodes: WidgetNode[] }

export const addWidgets = defineAction({
  name: 'addWidgets',
  label: '粘贴挂件',
  record: true,
  apply(state, { nodes, index }: AddWidgetsPayload) {
    if (!nodes.length) return state;
    if (nodes.some((n) => n.type === PAGE_TYPE)) throw new ActionError('页面配置不能重复添加');
    if (nodes.some((n) => indexOf(state, n.uuid) >= 0) || new Set(nodes.map((n) => n.uuid)).size !== nodes.length) throw new ActionError('挂件标识重复');
    const at = index === undefined ? state.widgets.length : Math.max(0, Math.min(index, state.widgets.length));
    const widgets = state.widgets.slice();
    widgets.splice(at, 0, ...nodes);
    const group = nodes.map((n) => ({ uuid: n.uuid }));
    return { widgets, selected: group[group.length - 1], group: group.length > 1 ? group : undefined };
  },
});

export const addChildren = defineAction({
  name: 'addChildren',
  label: '粘贴到自由面板',
  record: true,
  apply(state, { panel, nodes }: AddChildrenPayload) {
    const host = findWidget(state, panel);
    if (!host || host.type !== FREE_PANEL_TYPE) throw new ActionError('请放入自由面板');
    if (!nodes.length) return state;
    for (const n of nodes) {
      const refused = freePanelDropError(n.type) ?? (n.type === FREE_PANEL_TYPE ? '不可放入自由面板' : null);
      if (refused) throw new ActionError(refused);
    }
    const taken = new Set(childrenOf(host).map((c) => c.uuid));
    if (nodes.some((n) => taken.has(n.uuid)) || new Set(nodes.map((n) => n.uuid)).size !== nodes.length) throw new ActionError('挂件标识重复');
    const kids = nodes.map((n): WidgetNode => ({ ...n, x: Math.max(0, snap(Number(n.x) || 0, 1)), y: Math.max(0, snap(Number(n.y) || 0, 1)), leaf: true }));
    const next = mapWidget(state, panel, (p) => ({ ...p, childWidgets: [...childrenOf(p), ...kids] }));
    const group = kids.map((k) => ({ uuid: panel, child: k.uuid }));
    return { ...next, selected: group[group.length - 1], group: group.length > 1 ? group : undefined };
  },
});
