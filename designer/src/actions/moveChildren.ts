/**
 * 移动所选挂件 (free panel): move several children of one panel by the same (dx, dy), as one step. The move
 * is cut short so the whole group stays inside the panel (the group keeps its shape at the edges).
 */
import { childrenOf, findWidget, px, PAGE_WIDTH } from '../doc/state';
import { childBox } from '../doc/arrange';
import { placeChildren } from './placeChildren';
import { defineAction } from './types';

export interface MoveChildrenPayload { panel: string; children: string[]; dx: number; dy: number; nudge?: boolean }

export const moveChildren = defineAction({
  name: 'moveChildren',
  label: '移动所选挂件',
  record: true,
  apply(state, { panel, children, dx, dy }: MoveChildrenPayload) {
    const host = findWidget(state, panel);
    const want = new Set(children);
    const boxes = childrenOf(host).filter((c) => want.has(c.uuid)).map((c) => childBox(c));
    if (!host || !boxes.length) return state;
    const W = px(host.width, PAGE_WIDTH), H = px(host.height, 400);
    const mx = Math.max(Math.min(dx, W - Math.max(...boxes.map((b) => b.x + b.w))), -Math.min(...boxes.map((b) => b.x)));
    const my = Math.max(Math.min(dy, H - Math.max(...boxes.map((b) => b.y + b.h))), -Math.min(...boxes.map((b) => b.y)));
    return placeChildren(state, panel, new Map(boxes.map((b) => [b.id, { x: b.x + mx, y: b.y + my }])));
  },
  // Holding an arrow key over a group is one undo step.
  mergeKey: ({ panel, children, nudge }: MoveChildrenPayload) => (nudge ? `nudge/${panel}/${children.join(',')}` : undefined),
});
