/** 移动挂件: take a top-level widget out of the list and put it back at index `to` (of the resulting list). */
import { PAGE_TYPE, indexOf, type DocState } from '../doc/state';
import { defineAction } from './types';

export interface MoveWidgetPayload { uuid: string; to: number }

export const moveWidget = defineAction({
  name: 'moveWidget',
  label: '移动挂件',
  record: true,
  apply(state, { uuid, to }: MoveWidgetPayload) {
    const from = indexOf(state, uuid);
    if (from < 0) return state;
    const target = Math.max(0, Math.min(to, state.widgets.length - 1));
    if (target === from) return state;
    const widgets = state.widgets.slice();
    const [node] = widgets.splice(from, 1);
    widgets.splice(target, 0, node);
    return { ...state, widgets };
  },
});

/** Final index for a drop "before widget `before`" (null = at the end). */
export function indexBefore(state: DocState, uuid: string, before: string | null): number {
  const rest = state.widgets.filter((w) => w.uuid !== uuid);
  const i = before === null ? -1 : rest.findIndex((w) => w.uuid === before);
  return i < 0 ? rest.length : i;
}

/** Final index for 上移/下移: swap with the previous/next visible widget (W0000 is not on the canvas); null at the ends. */
export function indexStep(state: DocState, uuid: string, dir: -1 | 1): number | null {
  const from = indexOf(state, uuid);
  if (from < 0) return null;
  for (let i = from + dir; i >= 0 && i < state.widgets.length; i += dir) {
    if (state.widgets[i].type !== PAGE_TYPE) return i;
  }
  return null;
}
