import type { ValidationIssue, WidgetNode } from '../types';
import { ATTRS } from '../shared/attrs';

export interface NavItem { title?: string; pathData?: unknown }
/** wgtTheme is the indicator colour (菜单选中). */
export interface W0013Props { wgtTheme: string; wgtTextColor: string; data: NavItem[] }
export type W0013Value = W0013Props & WidgetNode;

export const defaults = {
  ...ATTRS,
  name: "滚动导航",
  alias: "滚动导航",
  text: "滚动导航",
  type: "W0013",
  height: 40,
  proportion: "disabled",
  heightDisabled: true,
  wgtTheme: "#000000ff",
  wgtTextColor: "#000000ff",
} as unknown as W0013Value;

export function validate(_v: W0013Value): ValidationIssue[] {
  return [];
}
