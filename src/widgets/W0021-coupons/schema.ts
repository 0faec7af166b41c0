import type { ValidationIssue, WidgetNode } from '../types';
import { ATTRS } from '../shared/attrs';
import type { Coupon } from '../shared/coupon';
import { checkCount } from '../shared/validate';

export interface W0021Props {
  text: string; subTitle: string; wgtSubTitleFontSize: number; wgtSubTextColor: string; moreText: string; moreLinkData: unknown;
  wgtTextColor: string; wgtBackgroundColor: string; wgtBorderRadius: boolean; wgtTitleFontSize: number; data: Coupon[];
}
export type W0021Value = W0021Props & WidgetNode;

export const defaults = {
  ...ATTRS,
  name: "优惠券",
  alias: "优惠券",
  text: "优惠券 >",
  type: "W0021",
  height: 462,
  data: [{"coupons_id": "", "icon_url_list": "", "title": "", "price": 0, "coupons_name": "商品名称", "linkPage": "coupons", "linkPageLabel": "优惠券"}, {"coupons_id": "", "icon_url_list": "", "title": "", "price": 0, "coupons_name": "商品名称", "linkPage": "coupons", "linkPageLabel": "优惠券"}, {"coupons_id": "", "icon_url_list": "", "title": "", "price": 0, "coupons_name": "商品名称", "linkPage": "coupons", "linkPageLabel": "优惠券"}],
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
  subTitle: "副标题",
  wgtSubTitleFontSize: 16,
  wgtSubTextColor: "#3B3B3B",
  moreText: "更多",
  moreLinkData: {},
  pathData: {},
  imgWidth: 200,
  imgHeight: 200,
} as unknown as W0021Value;

export function validate(v: W0021Value): ValidationIssue[] {
  return checkCount('data', v.data, { min: 1, minMessage: '请至少添加1个优惠券' });
}
