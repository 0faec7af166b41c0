import type { ValidationIssue, WidgetNode } from '../types';
import { ATTRS } from '../shared/attrs';
import { checkRange } from '../shared/validate';
import { list } from '../shared/style';

/** A clickable zone; positions are fractions (0–1) of the body box; `title` names the link for screen readers. */
export interface HotZone { leftPer: number; topPer: number; widthPer: number; heightPer: number; title?: string; pathData?: unknown }
export interface W0003Props { imgUrl: string; data: HotZone[] }
export type W0003Value = W0003Props & WidgetNode;

export const defaults = {
  ...ATTRS,
  name: "热区图",
  alias: "热区图",
  text: "热区图",
  type: "W0003",
  height: 200,
  proportion: true,
  proportionDisabled: false,
} as unknown as W0003Value;

/** The zone link's accessible name: its own name, else its link's title, else 热区N. */
export function zoneLabel(z: HotZone, i: number): string {
  const own = typeof z.title === 'string' ? z.title.trim() : '';
  const link = z.pathData && typeof z.pathData === 'object' ? (z.pathData as Record<string, unknown>).title : undefined;
  return own || (typeof link === 'string' && link.trim() ? link.trim() : `热区${i + 1}`);
}

const OUT_OF_IMAGE = '热区超出图片范围';

export function validate(v: W0003Value): ValidationIssue[] {
  return list<HotZone>(v.data).flatMap((z, i) => [
    ...checkRange(`data[${i}].leftPer`, z.leftPer, 0, 1, OUT_OF_IMAGE),
    ...checkRange(`data[${i}].topPer`, z.topPer, 0, 1, OUT_OF_IMAGE),
    ...checkRange(`data[${i}].widthPer`, z.widthPer, 0, 1, OUT_OF_IMAGE),
    ...checkRange(`data[${i}].heightPer`, z.heightPer, 0, 1, OUT_OF_IMAGE),
  ]);
}
