import type { ValidationIssue, WidgetNode } from '../types';
import { ATTRS } from '../shared/attrs';
import type { CategoryNavValue } from '../shared/CategoryNav';

export type W0022Props = CategoryNavValue & { hover: boolean; menuTop: number };
export type W0022Value = W0022Props & WidgetNode;

export const defaults = {
  ...ATTRS,
  name: "主类目导航",
  alias: "主类目导航",
  text: "主类目导航",
  type: "W0022",
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
} as unknown as W0022Value;

export function validate(_v: W0022Value): ValidationIssue[] {
  return [];
}
