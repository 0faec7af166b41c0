import type { ValidationIssue, WidgetNode } from '../types';
import { ATTRS } from '../shared/attrs';

export interface W0002Props {
  text: string; titleAlign: 'left' | 'center' | 'right'; titleBackground: boolean;
  wgtBackgroundColor1: string; wgtBackgroundColor2: string; wgtTitleFontSize: number; wgtTitleColor: string;
  wgtPriceFontSize: number; wgtPriceColor: string; moreLinkData: unknown; data: Record<string, unknown>[];
  /** 更多 at the right of the title bar (only when moreLinkData goes somewhere). */
  showMore: boolean; moreText: string;
}
export type W0002Value = W0002Props & WidgetNode;

export const defaults = {
  ...ATTRS,
  name: "商品",
  alias: "商品",
  text: "商品",
  type: "W0002",
  height: 400,
  data: [{"goods_id": "", "goods_pic": "", "price": 123, "market_price": 333, "goods_name": "商品名5商品名5商品名5商品名5商品名5商品名5", "linkPage": "goods", "linkPageLabel": "商品"}, {"goods_id": "", "goods_pic": "", "price": 123.2, "market_price": 333, "goods_name": "商品名称4", "linkPage": "goods", "linkPageLabel": "商品"}, {"goods_id": "", "goods_pic": "", "price": 990, "market_price": 333, "goods_name": "商品名称3", "linkPage": "goods", "linkPageLabel": "商品"}, {"goods_id": "", "goods_pic": "", "price": 123, "market_price": 233, "goods_name": "商品名称2", "linkPage": "goods", "linkPageLabel": "商品"}, {"goods_id": "", "goods_pic": "", "price": 1230, "market_price": 4234, "goods_name": "商品名称1", "linkPage": "goods", "linkPageLabel": "商品"}],
  heightDisabled: true,
  widthDisabled: true,
  showMore: true,
  moreText: "更多",
  moreLinkData: {},
  columnNums: 5,
  titleAlign: "center",
  titleBackground: true,
  wgtBackgroundColor1: "#FF5A00",
  wgtBackgroundColor2: "#FF8600",
  wgtTitleFontSize: 28,
  wgtTitleColor: "#FFFFFF",
  wgtPriceFontSize: 18,
  wgtPriceColor: "#FF0036",
} as unknown as W0002Value;

export function validate(_v: W0002Value): ValidationIssue[] {
  return [];
}
