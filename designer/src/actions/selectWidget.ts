/** 选中挂件: select a widget, a free-panel child, or nothing (ending any multi-selection). Not recorded in the history. */
import { findSelected, type Selection } from '../doc/state';
import { defineAction } from './types';

export type SelectWidgetPayload = Selection | null;

export const selectWidget = defineAction({
  name: 'selectWidget',
  label: '选中挂件',
  record: false,
  apply(state, sel: SelectWidgetPayload) {
    if (sel && !findSelected(state, sel)) return state;
    const cur = state.selected;
    // A plain click also ends a multi-selection.
    if (!state.group && (cur === sel || (cur && sel && cur.uuid === sel.uuid && cur.child === sel.child))) return state;
    return { ...state, selected: sel ? { ...sel } : null, group: undefined };
  },
});
