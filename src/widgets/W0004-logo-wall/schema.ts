import type { ValidationIssue, WidgetNode } from '../types';
import { ATTRS } from '../shared/attrs';
import { numeric } from '../shared/validate';

export interface LogoItem { imgUrl?: string; pathData?: unknown }
export interface W0004Props {
  text: string; moreText: string; moreLinkData: unknown; column: 3 | 4 | 5; logoWidth: number; logoHeight: number;
  data: LogoItem[]; width: number | string;
}
export type W0004Value = W0004Props & WidgetNode;

export const defaults = {
  ...ATTRS,
  name: "Logo墙",
  alias: "Logo墙",
  text: "Logo墙",
  type: "W0004",
  heightDisabled: true,
  widthDisabled: true,
  column: 5,
  showMore: false,
  moreText: "更多",
  moreLinkData: {},
  logoWidth: 230,
  logoHeight: 138,
} as unknown as W0004Value;

export const LOGO_GAP = 10;

/** Designer formula: width = floor((width − 10·(column−1))/column), height = floor(width·0.6). */
export function logoSize(width: number, column: number): { w: number; h: number } {
  const cols = column > 0 ? column : 5;
  const w = Math.max(Math.floor((width - LOGO_GAP * (cols - 1)) / cols), 0);
  return { w, h: Math.floor(w * 0.6) };
}

/** The logo size shown: the stored logoWidth × logoHeight (the operator may set them), else the column formula. */
export function shownLogoSize(v: { logoWidth?: unknown; logoHeight?: unknown }, width: number, column: number): { w: number; h: number } {
  const auto = logoSize(width, column);
  const w = Number(v.logoWidth), h = Number(v.logoHeight);
  return { w: Number.isFinite(w) && w > 0 ? Math.min(w, width) : auto.w, h: Number.isFinite(h) && h > 0 ? h : auto.h };
}

export function validate(v: W0004Value): ValidationIssue[] {
  return [3, 4, 5].includes(numeric(v.column)) ? [] : [{ path: 'column', message: '列数只能是3、4或5' }];
}
