/** 添加挂件: insert a new top-level widget at `index` (end when omitted) and select it. */
import { ActionError, PAGE_TYPE, indexOf, type WidgetNode } from '../doc/state';
import { defineAction } from './types';

export interface AddWidgetPayload { node: WidgetNode; index?: number }

export const addWidget = defineAction({
  name: 'addWidget',
  label: '添加挂件',
  record: true,
  apply(state, { node, index }: AddWidgetPayload) {
    if (node.type === PAGE_TYPE) throw new ActionError('页面配置不能重复添加');
    if (indexOf(state, node.uuid) >= 0) throw new ActionError('挂件标识重复');
    const at = index === undefined ? state.widgets.length : Math.max(0, Math.min(index, state.widgets.length));
    const widgets = state.widgets.slice();
    widgets.splice(at, 0, node);
    return { widgets, selected: { uuid: node.uuid } };
  },
});
