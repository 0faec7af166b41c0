import type { ValidationIssue, WidgetNode } from '../types';
import { ATTRS } from '../shared/attrs';

export interface ImageSlot { imgUrl?: string; pathData?: unknown }
/** data[styleType] holds the two image slots (only style 0 = 商品图片 exists). */
export interface W0016Props {
  mainTitle: string; subTitle: string; linkPath: unknown; styleType: number; wgtBackgroundColor: string;
  wgtTitleFontSize: number; wgtTitleColor: string; wgtBorderRadius?: boolean; data: ImageSlot[][];
}
export type W0016Value = W0016Props & WidgetNode;

export const defaults = {
  ...ATTRS,
  name: "营销橱窗",
  alias: "营销橱窗",
  text: "营销橱窗 >",
  type: "W0016",
  width: 384,
  height: 422,
  data: [[{"imgUrl": "", "pathData": {}}, {"imgUrl": "", "pathData": {}}]],
  heightDisabled: true,
  widthDisabled: true,
  wgtBackgroundColor: "#33C900",
  mainTitle: "营销橱窗",
  wgtTitleFontSize: 18,
  wgtTitleColor: "#FFFFFF",
  wgtSubTitleFontSize: 16,
  wgtSubTextColor: "#8C8C8C",
  subTitle: "看新奇好物",
  linkPath: "",
  styleType: 0,
} as unknown as W0016Value;

export function validate(_v: W0016Value): ValidationIssue[] {
  return [];
}
