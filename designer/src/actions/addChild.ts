/**
 * 放入自由面板: add a widget to a W0006 free panel at (x, y) px from the panel body's top-left, snapped to
 * 10px; only the types the registry allows (else 不可放入自由面板). The new child is selected.
 */
import { freePanelDropError } from '../../../src/widgets/registry';
import { ActionError, FREE_PANEL_TYPE, childrenOf, findWidget, mapWidget, snap, type WidgetNode } from '../doc/state';
import { defineAction } from './types';

export interface AddChildPayload { panel: string; node: WidgetNode; x: number; y: number }

export const addChild = defineAction({
  name: 'addChild',
  label: '放入自由面板',
  record: true,
  apply(state, { panel, node, x, y }: AddChildPayload) {
    const host = findWidget(state, panel);
    if (!host || host.type !== FREE_PANEL_TYPE) throw new ActionError('请放入自由面板');
    const refused = freePanelDropError(node.type) ?? (node.type === FREE_PANEL_TYPE ? '不可放入自由面板' : null);
    if (refused) throw new ActionError(refused);
    if (childrenOf(host).some((c) => c.uuid === node.uuid)) throw new ActionError('挂件标识重复');
    const child: WidgetNode = { ...node, x: Math.max(0, snap(x)), y: Math.max(0, snap(y)), leaf: true };
    const next = mapWidget(state, panel, (p) => ({ ...p, childWidgets: [...childrenOf(p), child] }));
    return { ...next, selected: { uuid: panel, child: node.uuid } };
  },
});
