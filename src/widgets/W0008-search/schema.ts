import type { ValidationIssue, WidgetNode } from '../types';
import { ATTRS } from '../shared/attrs';

export interface HotKeyword { title?: string; pathData?: unknown; wgtHotKeywordTextColor?: string }
export interface W0008Props {
  placeholder: string; isShowBtn: boolean; wgtTheme: string; customerThemeEnabled: boolean; wgtTextColor: string;
  wgtTextColor1: string; wgtTextColor2: string; data: HotKeyword[];
}
export type W0008Value = W0008Props & WidgetNode;

export const defaults = {
  ...ATTRS,
  name: "搜索",
  alias: "搜索",
  text: "搜索",
  type: "W0008",
  height: 38,
  proportion: "disabled",
  heightDisabled: true,
  wgtTheme: "#000000ff",
  wgtTextColor: "#ffffffff",
  wgtTextColor1: "#FF5A00",
  wgtTextColor2: "#FF8600",
  placeholder: "搜索",
  focusWidth: 100,
  isShowBtn: true,
} as unknown as W0008Value;

/** Height is 38 without hot keywords and 66 with them. */
export const searchHeight = (v: { data?: unknown }) => (Array.isArray(v.data) && v.data.length > 0 ? 66 : 38);

export function validate(_v: W0008Value): ValidationIssue[] {
  return [];
}
