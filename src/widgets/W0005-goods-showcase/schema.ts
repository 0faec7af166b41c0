import type { ValidationIssue, WidgetNode } from '../types';
import { ATTRS } from '../shared/attrs';
import { checkTabs } from '../shared/validate';
import type { Tab } from '../shared/Tabs';

export interface W0005Props { text: string; data: Tab[] }
export type W0005Value = W0005Props & WidgetNode;

export const defaults = {
  ...ATTRS,
  name: "商品橱窗",
  alias: "商品橱窗",
  text: "商品橱窗",
  type: "W0005",
  height: 594,
  data: [{"text": "tab1", "data": [{"goods_id": "", "goods_pic": "", "price": 0, "goods_name": "商品名称", "tagList": [], "linkPage": "goods", "linkPageLabel": "商品"}, {"goods_id": "", "goods_pic": "", "price": 0, "goods_name": "商品名称", "tagList": [], "linkPage": "goods", "linkPageLabel": "商品"}, {"goods_id": "", "goods_pic": "", "price": 0, "goods_name": "商品名称", "tagList": [], "linkPage": "goods", "linkPageLabel": "商品"}, {"goods_id": "", "goods_pic": "", "price": 0, "goods_name": "商品名称", "tagList": [], "linkPage": "goods", "linkPageLabel": "商品"}, {"goods_id": "", "goods_pic": "", "price": 0, "goods_name": "商品名称", "tagList": [], "linkPage": "goods", "linkPageLabel": "商品"}, {"goods_id": "", "goods_pic": "", "price": 0, "goods_name": "商品名称", "tagList": [], "linkPage": "goods", "linkPageLabel": "商品"}, {"goods_id": "", "goods_pic": "", "price": 0, "goods_name": "商品名称", "tagList": [], "linkPage": "goods", "linkPageLabel": "商品"}]}],
  heightDisabled: true,
  widthDisabled: true,
  imgWidth: 200,
  imgHeight: 200,
} as unknown as W0005Value;

export function validate(v: W0005Value): ValidationIssue[] {
  return checkTabs(v.data);
}
