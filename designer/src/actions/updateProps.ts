/**
 * 修改属性: shallow-merge `props` into the selected widget or free-panel child, then apply the derived
 * props (text height from font size …). `uuid`, `type` and `childWidgets` are not editable this way.
 */
import { derive } from '../doc/derive';
import { mapChild, mapWidget, type Selection, type WidgetNode } from '../doc/state';
import { defineAction } from './types';

export interface UpdatePropsPayload { target: Selection; props: Record<string, unknown> }

const LOCKED = new Set(['uuid', 'type', 'childWidgets']);

function merge(node: WidgetNode, props: Record<string, unknown>): WidgetNode {
  const changed = Object.fromEntries(Object.entries(props).filter(([k]) => !LOCKED.has(k)));
  if (Object.keys(changed).every((k) => Object.is(node[k], changed[k]))) return node;
  return derive({ ...node, ...changed }, changed);
}

export const updateProps = defineAction({
  name: 'updateProps',
  label: '修改属性',
  record: true,
  apply(state, { target, props }: UpdatePropsPayload) {
    let same = true;
    const fn = (n: WidgetNode) => {
      const next = merge(n, props);
      if (next !== n) same = false;
      return next;
    };
    const next = target.child ? mapChild(state, target.uuid, target.child, fn) : mapWidget(state, target.uuid, fn);
    return same ? state : next;
  },
  mergeKey: ({ target, props }: UpdatePropsPayload) => `${target.uuid}/${target.child ?? ''}/${Object.keys(props).sort().join(',')}`,
});
