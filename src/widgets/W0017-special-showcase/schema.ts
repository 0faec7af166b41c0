import type { ValidationIssue, WidgetNode } from '../types';
import { ATTRS } from '../shared/attrs';
import { checkTabs } from '../shared/validate';
import type { Tab } from '../shared/Tabs';

export interface W0017Props { text: string; data: Tab[]; goods_pic: string; pathData: unknown; wgtTextColor: string; wgtBackgroundColor: string; wgtBorderRadius: boolean; wgtTitleColor: string; wgtTitleFontSize: number; wgtSubTitleColor: string; wgtSubTitleFontSize: number }
export type W0017Value = W0017Props & WidgetNode;

export const defaults = {
  ...ATTRS,
  name: "特殊橱窗",
  alias: "特殊橱窗",
  text: "特殊橱窗 >",
  goods_pic: "",
  pathData: {},
  type: "W0017",
  width: 882,
  height: 592,
  data: [{"text": "精选", "goods_id": "", "data": [{"goods_id": "", "goods_pic": "", "price": 1231, "goods_name": "流行饰品1", "brief": "璀璨夺目甄选好礼", "tagList": [], "linkPage": "goods", "linkPageLabel": "商品"}, {"goods_id": "", "goods_pic": "", "price": 4234, "goods_name": "大牌腕表2", "brief": "璀璨夺目甄选好礼", "tagList": [], "linkPage": "goods", "linkPageLabel": "商品"}, {"goods_id": "", "goods_pic": "", "price": 68.9, "goods_name": "眼镜烟具3", "brief": "璀璨夺目甄选好礼", "tagList": [], "linkPage": "goods", "linkPageLabel": "商品"}, {"goods_id": "", "goods_pic": "", "price": 220, "goods_name": "黄金珠宝4", "brief": "璀璨夺目甄选好礼", "tagList": [], "linkPage": "goods", "linkPageLabel": "商品"}]}],
  heightDisabled: true,
  widthDisabled: true,
  wgtTextColor: "#ffffffff",
  wgtBackgroundColor: "#FF5D02",
  wgtBorderRadius: false,
  wgtTitleColor: "#3B3B3B",
  wgtTitleFontSize: 18,
  wgtSubTitleColor: "#8C8C8C",
  wgtSubTitleFontSize: 16,
  imgWidth: 200,
  imgHeight: 200,
} as unknown as W0017Value;

export function validate(v: W0017Value): ValidationIssue[] {
  return checkTabs(v.data, true);
}
