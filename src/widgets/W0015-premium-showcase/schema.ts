import type { ValidationIssue, WidgetNode } from '../types';
import { ATTRS } from '../shared/attrs';
import { checkRange, checkTabs } from '../shared/validate';
import type { Tab } from '../shared/Tabs';

export interface W0015Props { text: string; data: Tab[]; wgtTextColor: string; wgtBackgroundColor: string; wgtBorderRadius: boolean; wgtTitleColor: string; wgtTitleFontSize: number; wgtPriceColor: string; wgtPriceFontSize: number; wgtToFixed: number }
export type W0015Value = W0015Props & WidgetNode;

export const defaults = {
  ...ATTRS,
  name: "精品橱窗",
  alias: "精品橱窗",
  text: "精品橱窗 >",
  type: "W0015",
  height: 462,
  data: [{"text": "tab1", "data": [{"goods_id": "", "goods_pic": "", "price": 123, "goods_name": "产品标题文案0", "subTitle": "副标题文案最多控制副标题文案最多控制副标题文案最多控制副标", "tagList": [], "linkPage": "goods", "linkPageLabel": "商品"}, {"goods_id": "", "goods_pic": "", "price": 1231, "goods_name": "产品标题文案1", "tagList": [], "linkPage": "goods", "linkPageLabel": "商品"}, {"goods_id": "", "goods_pic": "", "price": 4234, "goods_name": "产品标题文案2", "tagList": [], "linkPage": "goods", "linkPageLabel": "商品"}, {"goods_id": "", "goods_pic": "", "price": 68.9, "goods_name": "产品标题文案3", "tagList": [], "linkPage": "goods", "linkPageLabel": "商品"}, {"goods_id": "", "goods_pic": "", "price": 220, "goods_name": "产品标题文案4", "tagList": [], "linkPage": "goods", "linkPageLabel": "商品"}, {"goods_id": "", "goods_pic": "", "price": 320, "goods_name": "产品标题文案5", "tagList": [], "linkPage": "goods", "linkPageLabel": "商品"}, {"goods_id": "", "goods_pic": "", "price": 99.99, "goods_name": "产品标题文案6", "tagList": [], "linkPage": "goods", "linkPageLabel": "商品"}, {"goods_id": "", "goods_pic": "", "price": 22.22, "goods_name": "产品标题文案7", "tagList": [], "linkPage": "goods", "linkPageLabel": "商品"}, {"goods_id": "", "goods_pic": "", "price": 1230, "goods_name": "产品标题文案8", "tagList": [], "linkPage": "goods", "linkPageLabel": "商品"}, {"goods_id": "", "goods_pic": "", "price": 320, "goods_name": "产品标题文案9", "tagList": [], "linkPage": "goods", "linkPageLabel": "商品"}, {"goods_id": "", "goods_pic": "", "price": 22.22, "goods_name": "产品标题文案10", "tagList": [], "linkPage": "goods", "linkPageLabel": "商品"}]}],
  heightDisabled: true,
  widthDisabled: true,
  wgtTextColor: "#ffffffff",
  wgtBackgroundColor: "#FF5D02",
  wgtPriceColor: "#FF0036",
  wgtTitleColor: "#3B3B3B",
  wgtBorderRadius: false,
  wgtTitleFontSize: 18,
  wgtPriceFontSize: 18,
  wgtToFixed: 2,
  imgWidth: 200,
  imgHeight: 200,
} as unknown as W0015Value;

export function validate(v: W0015Value): ValidationIssue[] {
  return [...checkTabs(v.data), ...checkRange('wgtToFixed', v.wgtToFixed, 0, 2, '小数位数只能是0到2位')];
}
