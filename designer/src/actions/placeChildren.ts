/** Shared by the group moves, align and distribute: put children at new corners, each kept inside its panel. */
import { childrenOf, findWidget, mapWidget, px, PAGE_WIDTH, type DocState } from '../doc/state';
import { childBox } from '../doc/arrange';

const clamp = (v: number, max: number) => Math.max(0, Math.min(v, Math.max(0, max)));

export function placeChildren(state: DocState, panel: string, at: Map<string, { x: number; y: number }>): DocState {
  const host = findWidget(state, panel);
  if (!host || !at.size) return state;
  const W = px(host.width, PAGE_WIDTH), H = px(host.height, 400);
  let changed = false;
  const kids = childrenOf(host).map((c) => {
    const p = at.get(c.uuid);
    if (!p) return c;
    const b = childBox(c);
    const x = clamp(Math.round(p.x), W - b.w), y = clamp(Math.round(p.y), H - b.h);
    if (x === px(c.x) && y === px(c.y)) return c;
    changed = true;
    return { ...c, x, y };
  });
  return changed ? mapWidget(state, panel, (p) => ({ ...p, childWidgets: kids })) : state;
}
