import type { ValidationIssue, WidgetNode } from '../types';
import { ATTRS } from '../shared/attrs';

export interface NavItem { title?: string; pathData?: unknown }
/** wgtTheme is the indicator colour (菜单选中). */
export interface W0013Props { wgtTheme: string; wgtTextColor: string; data: NavItem[] }
export type W0013Value = W0013Props & WidgetNode;

export const defaults = {
  ...ATTRS,
  name: "导航菜单",
  alias: "导航菜单",
  text: "导航菜单",
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
