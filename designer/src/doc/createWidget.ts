/**
 * A fresh widget instance: a deep copy of its type's defaults (never the shared object itself — the old
 * designer mutated its defaults when forcing the width), a new uuid, and the top-level width of 1190.
 * Free-panel children keep their pristine default size.
 */
import { getWidget } from '../../../src/widgets/registry';
import type { WidgetType } from '../../../src/widgets/types';
import { derive } from './derive';
import { PAGE_WIDTH, type WidgetNode } from './state';
import { newUuid } from './uuid';

export type Placement = 'top' | 'child';

export function createWidget(type: string, placement: Placement = 'top', uuid: string = newUuid()): WidgetNode {
  const def = getWidget(type);
  if (!def) throw new Error(`未知的挂件类型：${type}`);
  const node = { ...structuredClone(def.defaults), type: def.type as WidgetType, uuid } as WidgetNode;
  if (placement === 'top') node.width = PAGE_WIDTH;
  else node.leaf = true;
  return derive(node, { fontSize: node.fontSize, data: node.data });
}
