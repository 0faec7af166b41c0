/**
 * 合并他人的修改: after a save conflict, the operator keeps their changes on top of the version another
 * operator saved. The merged list (doc/merge.ts, computed by the caller) replaces the widgets in one undoable step.
 */
import { findWidget, pageSelection, type WidgetNode } from '../doc/state';
import { defineAction } from './types';

export interface AdoptMergePayload { widgets: WidgetNode[] }

export const adoptMerge = defineAction({
  name: 'adoptMerge',
  label: '合并他人的修改',
  record: true,
  apply(state, { widgets }: AdoptMergePayload) {
    const next = { ...state, widgets };
    // Keep the selection when the selected widget is still there.
    return state.selected && findWidget(next, state.selected.uuid) ? next : { ...next, selected: pageSelection(next) };
  },
});
