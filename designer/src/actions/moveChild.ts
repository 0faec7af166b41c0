/**
 * 移动面板子挂件: place a free-panel child at (x, y), snapped to 10px and kept inside the panel
 * (child box = width + paddings by height + paddings).
 */
import { childrenOf, findWidget, mapChild, px, snap, PAGE_WIDTH, type WidgetNode } from '../doc/state';
import { defineAction } from './types';

export interface MoveChildPayload { panel: string; child: string; x: number; y: number }

const boxWidth = (n: WidgetNode) => px(n.width) + px(n.paddingLeft) + px(n.paddingRight);
const boxHeight = (n: WidgetNode) => px(n.height) + px(n.paddingTop) + px(n.paddingBottom);

function clamp(v: number, max: number): number {
  return Math.max(0, Math.min(v, Math.max(0, max)));
}

export const moveChild = defineAction({
  name: 'moveChild',
  label: '移动面板子挂件',
  record: true,
  apply(state, { panel, child, x, y }: MoveChildPayload) {
    const host = findWidget(state, panel);
    const node = childrenOf(host).find((c) => c.uuid === child);
    if (!host || !node) return state;
    const nx = clamp(snap(x), px(host.width, PAGE_WIDTH) - boxWidth(node));
    const ny = clamp(snap(y), px(host.height, 400) - boxHeight(node));
    if (nx === node.x && ny === node.y) return state;
    return mapChild(state, panel, child, (c) => ({ ...c, x: nx, y: ny }));
  },
});
