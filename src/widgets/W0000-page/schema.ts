import type { ValidationIssue, WidgetNode } from '../types';
import { ATTRS } from '../shared/attrs';

/** Page settings: page background and theme colour (not rendered as a widget). */
export interface W0000Props { themeColor: string; backgroundColor: string }
export type W0000Value = W0000Props & WidgetNode;

export const defaults = {
  ...ATTRS,
  name: "页面配置",
  alias: "页面配置",
  text: "页面配置",
  type: "W0000",
  themeColor: "#479EE9",
} as unknown as W0000Value;

export function validate(_v: W0000Value): ValidationIssue[] {
  return [];
}
