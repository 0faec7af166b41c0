import type { ValidationIssue, WidgetNode } from '../types';
import { ATTRS } from '../shared/attrs';
import { checkRange } from '../shared/validate';

export interface ShopTag { tag_id: number | string; tag_name: string }
export interface NearbyShop { distributor_id?: unknown; name?: string; banner?: string; logo?: string; tagList?: ShopTag[] }
export interface W0019Props {
  text: string; moreText: string; data: NearbyShop[]; selectTagList: ShopTag[];
  wgtTitleBorderRadius: boolean; wgtTitleBackgroundColor: string; wgtTitleTextColor: string; wgtTitleFontSize: number;
  wgtMoreTitleColor: string; wgtMoreTitleFontSize: number; wgtMoreRightMargin: number;
  wgtShopNameColor: string; wgtShopNameFontSize: number; wgtShopBorder: boolean; wgtShopBorderColor: string; wgtShopBorderWidth: number;
}
export type W0019Value = W0019Props & WidgetNode;

export const defaults = {
  ...ATTRS,
  name: "附近商家",
  alias: "附近商家",
  text: "附近商家",
  type: "W0019",
  height: 565,
  heightDisabled: true,
  widthDisabled: true,
  showMore: true,
  moreText: "查看更多>",
  moreLinkData: {},
  columnNums: 5,
  selectTagList: [],
  allTagList: [],
  wgtTitleBorderRadius: true,
  wgtTitleBackgroundColor: "#FF5A00",
  wgtTitleTextColor: "#FFFFFF",
  wgtTitleFontSize: 18,
  wgtMoreTitleColor: "#8C8C8C",
  wgtMoreTitleFontSize: 14,
  wgtMoreRightMargin: 10,
  wgtShopNameColor: "#333333",
  wgtShopNameFontSize: 18,
  wgtShopBorder: false,
  wgtShopBorderColor: "#333333",
  wgtShopBorderWidth: 0,
} as unknown as W0019Value;

const MAX = Number.MAX_SAFE_INTEGER;

export function validate(v: W0019Value): ValidationIssue[] {
  return [
    ...checkRange('wgtMoreTitleFontSize', v.wgtMoreTitleFontSize, 10, MAX, '更多字体大小不能小于10'),
    ...checkRange('wgtShopNameFontSize', v.wgtShopNameFontSize, 14, MAX, '店铺名称字体大小不能小于14'),
    ...checkRange('wgtShopBorderWidth', v.wgtShopBorderWidth, 0, 5, '边框宽度只能是0到5'),
  ];
}
