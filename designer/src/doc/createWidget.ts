/**
 * A fresh widget instance: a deep copy of its type's defaults (never the shared object itself — the old
 * designer mutated its defaults when forcing the width), a new uuid, and at top level the page width of 1190,
 * except for widgets drawn at a size of their own (购物车 110, 橱窗卡 390, 特殊橱窗 882 …), which stretching would
 * only turn into a wide empty box. Free-panel children keep their pristine default size.
 */
import { getWidget } from '../../../src/widgets/registry';
import type { WidgetType } from '../../../src/widgets/types';
import { derive, ownWidth } from './derive';
import { PAGE_WIDTH, type WidgetNode } from './state';
import { newUuid } from './uuid';

export type Placement = 'top' | 'child';

export function createWidget(type: string, placement: Placement = 'top', uuid: string = newUuid()): WidgetNode {
  const def = getWidget(type);
  if (!def) throw new Error(`未知的挂件类型：${type}`);
  const node = { ...structuredClone(def.defaults), type: def.type as WidgetType, uuid } as WidgetNode;
  if (placement === 'top') node.width = ownWidth(type) ?? PAGE_WIDTH;
  else node.leaf = true;
  return derive(node, { fontSize: node.fontSize, data: node.data });
}
