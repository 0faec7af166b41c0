import type { ValidationIssue, WidgetNode } from '../types';
import { ATTRS } from '../shared/attrs';
import { checkRange } from '../shared/validate';

export interface ShopTag { tag_id: number | string; tag_name: string }
export interface NearbyShop { distributor_id?: unknown; name?: string; banner?: string; logo?: string; tagList?: ShopTag[] }
export interface W0019Props {
  text: string; showMore: boolean; moreText: string; moreLinkData: unknown; columnNums: number;
  data: NearbyShop[]; selectTagList: ShopTag[]; allTagList: ShopTag[];
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
/** Shops per row (217px cards on the 1190px page): 5 by default (widgets.md §9). */
export const COLUMN_OPTIONS = [3, 4, 5] as const;
const GAP = 20;

/** Grid cell and banner size for `columnNums` shops a row: 217px cells with 214×130 banners at 5, wider cells (same banner ratio) at 3 or 4. */
export function cardSize(columnNums: unknown): { columns: number; cell: number; banner: { w: number; h: number } } {
  const columns = (COLUMN_OPTIONS as readonly number[]).includes(Number(columnNums)) ? Number(columnNums) : 5;
  if (columns === 5) return { columns, cell: 217, banner: { w: 214, h: 130 } };
  const cell = Math.floor((1190 - GAP * (columns - 1)) / columns);
  return { columns, cell, banner: { w: cell - 3, h: Math.round(((cell - 3) * 130) / 214) } };
}

export function validate(v: W0019Value): ValidationIssue[] {
  return [
    ...checkRange('wgtMoreTitleFontSize', v.wgtMoreTitleFontSize, 10, MAX, '更多字体大小不能小于10'),
    ...checkRange('wgtShopNameFontSize', v.wgtShopNameFontSize, 14, MAX, '店铺名称字体大小不能小于14'),
    ...checkRange('wgtShopBorderWidth', v.wgtShopBorderWidth, 0, 5, '边框宽度只能是0到5'),
    ...(v.columnNums === undefined || (COLUMN_OPTIONS as readonly number[]).includes(Number(v.columnNums)) ? [] : [{ path: 'columnNums', message: '每行店铺只能是3、4或5列' }]),
  ];
}
