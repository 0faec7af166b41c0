/** 商品: title bar and goods tiles. */
import type { WidgetDesign } from '../shared/design';
import { ALIGN_OPTIONS, f, NEED_GOODS, type Field } from '../shared/fields';

const fields: Field[] = [
  f.text('text', '标题'),
  f.select('titleAlign', '标题位置', ALIGN_OPTIONS),
  f.switch('titleBackground', '标题背景'),
  f.fontSize('wgtTitleFontSize', '标题字体'),
  f.color('wgtTitleColor', '标题颜色'),
  f.color('wgtBackgroundColor1', '背景颜色（起）'),
  f.color('wgtBackgroundColor2', '背景颜色（止）'),
  f.fontSize('wgtPriceFontSize', '价格字体'),
  f.color('wgtPriceColor', '价格颜色'),
  f.link('moreLinkData', '跳转路径'),
  f.goods('data', '选择商品', { min: 1, minMessage: NEED_GOODS }),
];

export const design: WidgetDesign = { type: 'W0002', palette: { group: 'business', icon: 'M3 4h8v8H3z M13 4h8v8h-8z M3 14h8v6H3z M13 14h8v6h-8z' }, fields };
