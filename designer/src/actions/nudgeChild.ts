/** 微调位置: move a free-panel child by (dx, dy) px — no snapping (arrow keys: 1 px, Shift 10 px) — kept inside the panel. */
import { childrenOf, findWidget, mapChild, px, PAGE_WIDTH, type WidgetNode } from '../doc/state';
import { defineAction } from './types';

export interface NudgeChildPayload { panel: string; child: string; dx: number; dy: number }

const boxWidth = (n: WidgetNode) => px(n.width) + px(n.paddingLeft) + px(n.paddingRight);
const boxHeight = (n: WidgetNode) => px(n.height) + px(n.paddingTop) + px(n.paddingBottom);
const clamp = (v: number, max: number) => Math.max(0, Math.min(v, Math.max(0, max)));

export const nudgeChild = defineAction({
  name: 'nudgeChild',
  label: '微调位置',
  record: true,
  apply(state, { panel, child, dx, dy }: NudgeChildPayload) {
    const host = findWidget(state, panel);
    const node = childrenOf(host).find((c) => c.uuid === child);
    if (!host || !node) return state;
    const x = clamp(px(node.x) + dx, px(host.width, PAGE_WIDTH) - boxWidth(node));
    const y = clamp(px(node.y) + dy, px(host.height, 400) - boxHeight(node));
    if (x === px(node.x) && y === px(node.y)) return state;
    return mapChild(state, panel, child, (c) => ({ ...c, x, y }));
  },
  // Holding an arrow key is one undo step.
  mergeKey: ({ panel, child }: NudgeChildPayload) => `nudge/${panel}/${child}`,
});
