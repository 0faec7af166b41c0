/**
 * 对齐 / 等距分布 (free panel): line the picked children up on the group's left, centre, right, top, middle
 * or bottom, or space them evenly, as one step. Sizes are the drawn sizes the canvas measured (travelling in
 * the payload, so redo replays exactly); a child without one counts at its stored size.
 */
import { findWidget } from '../doc/state';
import { align, childBoxes, distribute, type AlignHow, type Axis, type Size } from '../doc/arrange';
import { placeChildren } from './placeChildren';
import { defineAction } from './types';

export interface AlignChildrenPayload { panel: string; children: string[]; how: AlignHow; sizes?: Record<string, Size> }
export interface DistributeChildrenPayload { panel: string; children: string[]; axis: Axis; sizes?: Record<string, Size> }

export const alignChildren = defineAction({
  name: 'alignChildren',
  label: '对齐',
  record: true,
  apply(state, { panel, children, how, sizes }: AlignChildrenPayload) {
    const boxes = childBoxes(findWidget(state, panel), children, sizes);
    return boxes.length < 2 ? state : placeChildren(state, panel, align(boxes, how));
  },
});

export const distributeChildren = defineAction({
  name: 'distributeChildren',
  label: '等距分布',
  record: true,
  apply(state, { panel, children, axis, sizes }: DistributeChildrenPayload) {
    return placeChildren(state, panel, distribute(childBoxes(findWidget(state, panel), children, sizes), axis));
  },
});
