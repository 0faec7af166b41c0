import type { ValidationIssue, WidgetNode } from '../types';
import { ATTRS } from '../shared/attrs';
import { list } from '../shared/style';

export interface RecommendedShop {
  shop_id?: unknown; shop_name?: string; shop_pic?: string; pathData?: unknown; banner?: string; logo?: string;
  tag_list?: { tag_id?: unknown; tag_name?: string }[]; goods_list?: Record<string, unknown>[];
}
export interface W0020Props {
  text: string; titleAlign: 'left' | 'center' | 'right'; wgtHiddenTitle: boolean; titleBackground: boolean;
  wgtBackgroundColor1: string; wgtBackgroundColor2: string; wgtTitleFontSize: number; wgtTitleColor: string;
  wgtPriceColor: string; wgtPriceFontSize: number; wgtHideUnselectedItems: boolean; moreLinkData: unknown; data: RecommendedShop[];
}
export type W0020Value = W0020Props & WidgetNode;

export const defaults = {
  ...ATTRS,
  name: "为你推荐",
  alias: "为你推荐",
  text: "为你推荐",
  type: "W0020",
  height: 430,
  data: [{"shop_id": "", "shop_name": "小米旗舰店1", "shop_pic": "", "pathData": {}, "banner": "", "logo": "", "tag_list": [{"tag_id": "", "tag_name": "店铺标签1"}, {"tag_id": "", "tag_name": "店铺标签2"}], "goods_list": [{"goods_id": "", "goods_pic": "", "price": 1799, "goods_name": "Redmi K40骁龙..", "linkPage": "", "linkPageLabel": "商品"}, {"goods_id": "", "goods_pic": "", "price": 1799, "goods_name": "Redmi K40骁龙1123123123", "linkPage": "", "linkPageLabel": "商品"}, {"goods_id": "", "goods_pic": "", "price": 1799, "goods_name": "Redmi K40骁龙..", "linkPage": "", "linkPageLabel": "商品"}]}, {"shop_id": "", "shop_name": "小米旗舰店2", "shop_pic": "", "banner": "", "logo": "", "pathData": {}, "tag_list": [{"tag_id": "", "tag_name": "店铺标签1"}, {"tag_id": "", "tag_name": "店铺标签2"}], "goods_list": [{"goods_id": "", "goods_pic": "", "price": 1799, "goods_name": "商品名1", "pathData": {}, "linkPage": "", "linkPageLabel": "商品"}, {"goods_id": "", "goods_pic": "", "price": 1799, "goods_name": "商品名2", "pathData": {}, "linkPage": "", "linkPageLabel": "商品"}, {"goods_id": "", "goods_pic": "", "price": 1799, "goods_name": "商品名3", "pathData": {}, "linkPage": "", "linkPageLabel": "商品"}]}],
  heightDisabled: true,
  widthDisabled: true,
  showMore: true,
  columnNums: 2,
  moreLinkData: {},
  wgtHiddenTitle: false,
  titleAlign: "center",
  titleBackground: true,
  wgtBackgroundColor1: "#FF5A00",
  wgtBackgroundColor2: "#FF8600",
  wgtTitleFontSize: 28,
  wgtTitleColor: "#FFFFFF",
  wgtPriceFontSize: 18,
  wgtPriceColor: "#FF0036",
  wgtHideUnselectedItems: false,
} as unknown as W0020Value;

const has = (v: unknown) => v !== undefined && v !== null && v !== '';

/** Goods belong to a shop: picking goods before the shop is refused with 请先选择商铺. */
export function validate(v: W0020Value): ValidationIssue[] {
  return list<RecommendedShop>(v.data).flatMap((s, i) =>
    !has(s.shop_id) && list<Record<string, unknown>>(s.goods_list).some((g) => has(g.goods_id))
      ? [{ path: `data[${i}].goods_list`, message: '请先选择商铺' }]
      : [],
  );
}
