/** 橱窗卡: title, subtitle, link, one of five styles and that style's images, goods groups or coupon groups. */
import type { WidgetDesign } from '../shared/design';
import { f, type Field } from '../shared/fields';

export const WINDOW_CARD_STYLES = [
  { value: 0, label: '两图' }, { value: 1, label: '三图' }, { value: 2, label: '四图' }, { value: 3, label: '商品' }, { value: 4, label: '优惠券' },
];

const fields: Field[] = [
  f.text('mainTitle', '主标题'),
  f.text('subTitle', '副标题'),
  f.link('linkPath', '标题链接'),
  f.select('styleType', '样式', WINDOW_CARD_STYLES),
  { kind: 'windowCard', key: 'data', label: '橱窗内容' },
];

export const design: WidgetDesign = { type: 'W0012', palette: { group: 'business', icon: 'M5 3h14v18H5z M8 7h8 M8 11h8v6H8z' }, fields };
