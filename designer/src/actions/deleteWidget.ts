/** 删除挂件: remove a top-level widget (never the page settings); a deleted selection falls back to the page. */
import { ActionError, PAGE_TYPE, findWidget, pageSelection } from '../doc/state';
import { defineAction } from './types';

export interface DeleteWidgetPayload { uuid: string }

export const deleteWidget = defineAction({
  name: 'deleteWidget',
  label: '删除挂件',
  record: true,
  apply(state, { uuid }: DeleteWidgetPayload) {
    const node = findWidget(state, uuid);
    if (!node) return state;
    if (node.type === PAGE_TYPE) throw new ActionError('页面配置不能删除');
    const next = { ...state, widgets: state.widgets.filter((w) => w.uuid !== uuid) };
    return state.selected?.uuid === uuid ? { ...next, selected: pageSelection(next) } : next;
  },
});
