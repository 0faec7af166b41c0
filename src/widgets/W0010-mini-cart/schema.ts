import type { ValidationIssue, WidgetNode } from '../types';
import { ATTRS } from '../shared/attrs';
import { checkRange } from '../shared/validate';

/** `wgtBorderRadius` is really the border width and `wgtAaaa` the border colour (old naming kept). */
export interface W0010Props { fontSize: number; wgtTheme: string; customerThemeEnabled: boolean; wgtTextColor: string; wgtAaaa: string; wgtBorderRadius: number }
export type W0010Value = W0010Props & WidgetNode;

export const defaults = {
  ...ATTRS,
  name: "购物车",
  alias: "购物车",
  text: "购物车",
  type: "W0010",
  width: 110,
  height: 38,
  fontSize: 14,
  data: {},
  heightDisabled: true,
  wgtTheme: "#000000ff",
  wgtTextColor: "#ffffffff",
  wgtAaaa: "#ffffffff",
  wgtBorderRadius: 0,
} as unknown as W0010Value;

export function validate(v: W0010Value): ValidationIssue[] {
  return checkRange('wgtBorderRadius', v.wgtBorderRadius, 0, Number.MAX_SAFE_INTEGER, '边框大小不能小于0');
}
