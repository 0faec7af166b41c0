import type { ValidationIssue, WidgetNode } from '../types';
import { ATTRS } from '../shared/attrs';
import { checkTabs } from '../shared/validate';
import type { Tab } from '../shared/Tabs';

export interface W0014Props { text: string; data: Tab[]; wgtTextColor: string; wgtBackgroundColor: string; wgtBorderRadius: boolean }
export type W0014Value = W0014Props & WidgetNode;

export const defaults = {
  ...ATTRS,
  name: "主图橱窗",
  alias: "主图橱窗",
  text: "主图橱窗 >",
  type: "W0014",
  height: 462,
  data: [{"text": "tab1", "data": [{"goods_id": "", "goods_pic": "", "price": 123, "goods_name": "产品标题文案0", "brief": "副标题文案最多控制副标题文案最多控制副标题文案最多控制副标题文行内副标题文案最多控制2行内", "tagList": [], "linkPage": "goods", "linkPageLabel": "商品"}, {"goods_id": "", "goods_pic": "", "price": 1231, "goods_name": "产品标题文案1", "brief": "副标题文案最多控制2行内", "tagList": [], "linkPage": "goods", "linkPageLabel": "商品"}, {"goods_id": "", "goods_pic": "", "price": 4234, "goods_name": "产品标题文案2", "brief": "副标题文案最多控制2行内", "tagList": [], "linkPage": "goods", "linkPageLabel": "商品"}, {"goods_id": "", "goods_pic": "", "price": 68.9, "goods_name": "产品标题文案3", "brief": "副标题文案最多控制2行内", "tagList": [], "linkPage": "goods", "linkPageLabel": "商品"}, {"goods_id": "", "goods_pic": "", "price": 220, "goods_name": "产品标题文案4", "brief": "副标题文案最多控制2行内", "tagList": [], "linkPage": "goods", "linkPageLabel": "商品"}, {"goods_id": "", "goods_pic": "", "price": 320, "goods_name": "产品标题文案5", "brief": "副标题文案最多控制2行内", "tagList": [], "linkPage": "goods", "linkPageLabel": "商品"}, {"goods_id": "", "goods_pic": "", "price": 99.99, "goods_name": "产品标题文案6", "brief": "副标题文案最多控制2行内", "tagList": [], "linkPage": "goods", "linkPageLabel": "商品"}, {"goods_id": "", "goods_pic": "", "price": 22.22, "goods_name": "产品标题文案7", "brief": "副标题文案最多控制2行内", "tagList": [], "linkPage": "goods", "linkPageLabel": "商品"}, {"goods_id": "", "goods_pic": "", "price": 1230, "goods_name": "产品标题文案8", "brief": "副标题文案最多控制2行内", "tagList": [], "linkPage": "goods", "linkPageLabel": "商品"}, {"goods_id": "", "goods_pic": "", "price": 320, "goods_name": "产品标题文案9", "brief": "副标题文案最多控制2行内", "tagList": [], "linkPage": "goods", "linkPageLabel": "商品"}]}],
  wgtTextColor: "#ffffffff",
  wgtBackgroundColor: "#FF5D02",
  wgtBorderRadius: false,
  imgWidth: 200,
  imgHeight: 200,
} as unknown as W0014Value;

export function validate(v: W0014Value): ValidationIssue[] {
  return checkTabs(v.data);
}
