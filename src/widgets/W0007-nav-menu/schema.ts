import type { ValidationIssue, WidgetNode } from '../types';
import { ATTRS } from '../shared/attrs';
import type { CategoryNavValue } from '../shared/CategoryNav';

export type W0007Props = CategoryNavValue & { hover: boolean; menuTop: number };
export type W0007Value = W0007Props & WidgetNode;

export const defaults = {
  ...ATTRS,
  name: "导航菜单",
  alias: "导航菜单",
  text: "导航菜单",
  type: "W0007",
  height: 40,
  proportion: "disabled",
  heightDisabled: true,
  customerThemeEnabled: true,
  wgtTypeBackgroundColor: "#FF5D02",
  wgtTypeLabelColor: "#FFFFFF",
  wgtBackgroundColor: "#FFFFFF",
  wgtSelectColor: "#F5F6FA",
  wgtTextColor: "#3B3B3B",
  wgtSubTextColor: "#8C8C8C",
  categoryData: [],
  hover: true,
  menuTop: 40,
} as unknown as W0007Value;

export function validate(_v: W0007Value): ValidationIssue[] {
  return [];
}
