import type { ValidationIssue, WidgetNode } from '../types';
import { ATTRS } from '../shared/attrs';
import { list } from '../shared/style';
import { checkCount } from '../shared/validate';

export interface ImageSlot { imgUrl?: string; pathData?: unknown }
export interface GoodsPage { type: 'goods'; data: Record<string, unknown>[] }
export interface CouponPage { type: 'coupon'; data: Record<string, unknown>[] }
/** data is a fixed 5-slot array: 2, 3, 4 image slots, goods pages, coupon pages. */
export interface W0012Props {
  mainTitle: string; subTitle: string; linkPath: unknown; styleType: 0 | 1 | 2 | 3 | 4;
  data: [ImageSlot[], ImageSlot[], ImageSlot[], GoodsPage[], CouponPage[]];
}
export type W0012Value = W0012Props & WidgetNode;

export const defaults = {
  ...ATTRS,
  name: "橱窗卡",
  alias: "橱窗卡",
  text: "橱窗卡",
  type: "W0012",
  width: 390,
  height: 450,
  data: [[{"imgUrl": "", "pathData": {}}, {"imgUrl": "", "pathData": {}}], [{"imgUrl": "", "pathData": {}}, {"imgUrl": "", "pathData": {}}, {"imgUrl": "", "pathData": {}}], [{"imgUrl": "", "pathData": {}}, {"imgUrl": "", "pathData": {}}, {"imgUrl": "", "pathData": {}}, {"imgUrl": "", "pathData": {}}], [{"type": "goods", "data": [{"goods_id": "", "goods_pic": "", "price": 0, "goods_name": "商品名称", "linkPage": "goods", "linkPageLabel": "商品"}, {"goods_id": "", "goods_pic": "", "price": 0, "goods_name": "商品名称", "linkPage": "goods", "linkPageLabel": "商品"}, {"goods_id": "", "goods_pic": "", "price": 0, "goods_name": "商品名称", "linkPage": "goods", "linkPageLabel": "商品"}, {"goods_id": "", "goods_pic": "", "price": 0, "goods_name": "商品名称", "linkPage": "goods", "linkPageLabel": "商品"}]}], [{"type": "coupon", "data": []}]],
  heightDisabled: true,
  widthDisabled: true,
  mainTitle: "新品首发",
  subTitle: "看新奇好物",
  linkPath: "",
  styleType: 0,
} as unknown as W0012Value;

export function validate(v: W0012Value): ValidationIssue[] {
  const data = list<unknown>(v.data);
  const coupons = list<CouponPage>(data[4]);
  return [
    ...checkCount('data[3]', data[3], { min: 1, max: 4, minMessage: '请至少添加1组商品', maxMessage: '最多添加4组商品' }),
    ...checkCount('data[4]', data[4], { min: 1, max: 3, minMessage: '请至少添加1组优惠券', maxMessage: '最多添加3组优惠券' }),
    ...coupons.flatMap((p, i) => checkCount(`data[4][${i}].data`, p?.data, { max: 3, maxMessage: '最多选择3张优惠券' })),
  ];
}
