/**
 * 移动所选挂件 (page): take the picked top-level widgets out and put them back together, in their page order,
 * before widget `before` (null: at the end), as one step.
 */
import { defineAction } from './types';

export interface MoveWidgetsPayload { uuids: string[]; before: string | null }

export const moveWidgets = defineAction({
  name: 'moveWidgets',
  label: '移动所选挂件',
  record: true,
  apply(state, { uuids, before }: MoveWidgetsPayload) {
    const moving = new Set(uuids);
    if (before !== null && moving.has(before)) return state;
    const block = state.widgets.filter((w) => moving.has(w.uuid));
    if (!block.length) return state;
    const rest = state.widgets.filter((w) => !moving.has(w.uuid));
    const at = before === null ? rest.length : rest.findIndex((w) => w.uuid === before);
    const widgets = [...rest.slice(0, at < 0 ? rest.length : at), ...block, ...rest.slice(at < 0 ? rest.length : at)];
    return widgets.every((w, i) => w === state.widgets[i]) ? state : { ...state, widgets };
  },
});
