/** 多选: shift/ctrl-click adds an item to the selection, or takes it out. Not recorded in the history. */
import { findSelected, type Selection } from '../doc/state';
import { sameItem, toggled } from '../doc/selection';
import { defineAction } from './types';

export const toggleSelect = defineAction({
  name: 'toggleSelect',
  label: '多选',
  record: false,
  apply(state, item: Selection) {
    if (!findSelected(state, item)) return state;
    const next = toggled(state, item);
    const same = sameItem(next.selected, state.selected) && (next.group ?? []).length === (state.group ?? []).length
      && (next.group ?? []).every((g, i) => sameItem(g, state.group![i]));
    return same ? state : { ...state, ...next };
  },
});
