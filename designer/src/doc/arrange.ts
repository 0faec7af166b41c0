/**
 * Free-panel geometry: align and distribute boxes, and the smart guides a dragged box snaps to (edges and
 * centres of its neighbours and of the panel). Plain numbers in panel pixels; no DOM.
 */
import { childrenOf, px, type WidgetNode } from './state';

export interface Box { id: string; x: number; y: number; w: number; h: number }
export interface Size { w: number; h: number }
export type AlignHow = 'left' | 'center' | 'right' | 'top' | 'middle' | 'bottom';
export type Axis = 'h' | 'v';

export const ALIGN_LABELS: Record<AlignHow, string> = { left: '左对齐', center: '水平居中', right: '右对齐', top: '顶端对齐', middle: '垂直居中', bottom: '底端对齐' };
export const DISTRIBUTE_LABELS: Record<Axis, string> = { h: '水平等距分布', v: '垂直等距分布' };

/** Within this many panel pixels a dragged edge or centre snaps to a neighbour's. */
export const GUIDE_SNAP = 5;

/** A child's box as stored (width + paddings by height + paddings), unless a measured size is given. */
export function childBox(c: WidgetNode, size?: Size): Box {
  return {
    id: c.uuid, x: px(c.x), y: px(c.y),
    w: size?.w ?? px(c.width) + px(c.paddingLeft) + px(c.paddingRight),
    h: size?.h ?? px(c.height) + px(c.paddingTop) + px(c.paddingBottom),
  };
}

export function childBoxes(panel: WidgetNode | undefined, ids: string[], sizes: Record<string, Size> = {}): Box[] {
  const want = new Set(ids);
  return childrenOf(panel).filter((c) => want.has(c.uuid)).map((c) => childBox(c, sizes[c.uuid]));
}

/** New top-left corners that line the boxes up on the group's own left edge, centre, right edge, etc. */
export function align(boxes: Box[], how: AlignHow): Map<string, { x: number; y: number }> {
  const left = Math.min(...boxes.map((b) => b.x)), right = Math.max(...boxes.map((b) => b.x + b.w));
  const top = Math.min(...boxes.map((b) => b.y)), bottom = Math.max(...boxes.map((b) => b.y + b.h));
  const out = new Map<string, { x: number; y: number }>();
  for (const b of boxes) {
    let { x, y } = b;
    if (how === 'left') x = left;
    else if (how === 'right') x = right - b.w;
    else if (how === 'center') x = Math.round((left + right) / 2 - b.w / 2);
    else if (how === 'top') y = top;
    else if (how === 'bottom') y = bottom - b.h;
    else y = Math.round((top + bottom) / 2 - b.h / 2);
    out.set(b.id, { x, y });
  }
  return out;
}

/**
 * Equal gaps between neighbouring boxes along an axis; the first and last box stay where they are.
 * Fewer than three boxes have nothing to distribute.
 */
export function distribute(boxes: Box[], axis: Axis): Map<string, { x: number; y: number }> {
  const out = new Map<string, { x: number; y: number }>();
  if (boxes.length < 3) return out;
  const pos = (b: Box) => (axis === 'h' ? b.x : b.y);
  const len = (b: Box) => (axis === 'h' ? b.w : b.h);
  const sorted = boxes.slice().sort((a, b) => pos(a) - pos(b) || a.id.localeCompare(b.id));
  const first = sorted[0], last = sorted[sorted.length - 1];
  const span = pos(last) + len(last) - pos(first);
  const gap = (span - sorted.reduce((s, b) => s + len(b), 0)) / (sorted.length - 1);
  let at = pos(first);
  for (const b of sorted) {
    const p = Math.round(at);
    out.set(b.id, axis === 'h' ? { x: p, y: b.y } : { x: b.x, y: p });
    at += len(b) + gap;
  }
  return out;
}

export interface Snapped { x: number; y: number; guides: { v: number[]; h: number[] } }

/** The lines of a box along one axis: start, centre, end. */
const lines = (start: number, size: number) => [start, start + size / 2, start + size];

function snapAxis(start: number, size: number, targets: number[], grid: number): { at: number; guides: number[] } {
  let best: number | null = null;
  for (const t of targets) {
    for (const m of lines(start, size)) {
      const d = t - m;
      if (Math.abs(d) <= GUIDE_SNAP && (best === null || Math.abs(d) < Math.abs(best))) best = d;
    }
  }
  if (best === null) return { at: Math.round(start / grid) * grid, guides: [] };
  const at = Math.round(start + best);
  const mine = lines(at, size);
  const guides = [...new Set(targets.filter((t) => mine.some((m) => Math.abs(m - t) <= 0.5)))];
  return { at, guides };
}

/**
 * Where a box dragged to (x, y) lands: each axis snaps to the nearest edge or centre of a neighbour or the
 * panel within GUIDE_SNAP px (the guides to draw come back with it), else to the 10 px grid.
 */
export function snapToGuides(moving: Box, others: Box[], panel: Size, grid = 10): Snapped {
  const vx = [0, panel.w / 2, panel.w, ...others.flatMap((o) => lines(o.x, o.w))];
  const hy = [0, panel.h / 2, panel.h, ...others.flatMap((o) => lines(o.y, o.h))];
  const sx = snapAxis(moving.x, moving.w, vx, grid);
  const sy = snapAxis(moving.y, moving.h, hy, grid);
  return { x: sx.at, y: sy.at, guides: { v: sx.guides, h: sy.guides } };
}
