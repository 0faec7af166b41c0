/**
 * 插入组合模块: a saved combination becomes a new top-level free panel at `index` (end when omitted), selected.
 * The uuids (panel first, then each child) travel in the payload, so redo rebuilds the same widgets.
 */
import { instantiate } from '../combination/instantiate';
import { ActionError, indexOf } from '../doc/state';
import { defineAction } from './types';

export interface AddCombinationPayload { params: Record<string, unknown>; uuids: string[]; index?: number }

export const addCombination = defineAction({
  name: 'addCombination',
  label: '插入组合模块',
  record: true,
  apply(state, { params, uuids, index }: AddCombinationPayload) {
    const node = instantiate(params, uuids);
    if (!node) throw new ActionError('组合模块数据不完整');
    if (indexOf(state, node.uuid) >= 0) throw new ActionError('挂件标识重复');
    const at = index === undefined ? state.widgets.length : Math.max(0, Math.min(index, state.widgets.length));
    const widgets = state.widgets.slice();
    widgets.splice(at, 0, node);
    return { widgets, selected: { uuid: node.uuid } };
  },
});
