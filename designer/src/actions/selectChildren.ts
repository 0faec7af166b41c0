/** 框选: the children of one free panel a marquee touched become the selection (none: the panel itself). */
import { childrenOf, findWidget } from '../doc/state';
import { defineAction } from './types';

export interface SelectChildrenPayload { panel: string; children: string[] }

export const selectChildren = defineAction({
  name: 'selectChildren',
  label: '框选',
  record: false,
  apply(state, { panel, children }: SelectChildrenPayload) {
    const host = findWidget(state, panel);
    if (!host) return state;
    const known = new Set(childrenOf(host).map((c) => c.uuid));
    const picked = children.filter((c) => known.has(c));
    if (!picked.length) return { ...state, selected: { uuid: panel }, group: undefined };
    const group = picked.map((child) => ({ uuid: panel, child }));
    return { ...state, selected: group[group.length - 1], group: group.length > 1 ? group : undefined };
  },
});
