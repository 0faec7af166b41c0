/** 删除面板子挂件: remove a child from its free panel; the selection returns to the panel. */
import { childrenOf, findWidget, mapWidget } from '../doc/state';
import { defineAction } from './types';

export interface DeleteChildPayload { panel: string; child: string }

export const deleteChild = defineAction({
  name: 'deleteChild',
  label: '删除面板子挂件',
  record: true,
  apply(state, { panel, child }: DeleteChildPayload) {
    const kids = childrenOf(findWidget(state, panel));
    if (!kids.some((c) => c.uuid === child)) return state;
    const next = mapWidget(state, panel, (p) => ({ ...p, childWidgets: kids.filter((c) => c.uuid !== child) }));
    return { ...next, selected: { uuid: panel } };
  },
});
