/** 附近商家: title pill, 更多 link style, shop card style, and the shops shown (the canvas shows them; live pages load nearby shops). */
import type { WidgetDesign } from '../shared/design';
import { f, type Field } from '../shared/fields';

const fields: Field[] = [
  f.text('text', '标题'),
  f.color('wgtTitleBackgroundColor', '标题背景'),
  f.color('wgtTitleTextColor', '标题颜色'),
  f.number('wgtTitleFontSize', '标题字体', { min: 12, max: 64, unit: 'px' }),
  f.switch('wgtTitleBorderRadius', '标题圆角'),
  f.text('moreText', '更多文字'),
  f.color('wgtMoreTitleColor', '更多颜色'),
  f.number('wgtMoreTitleFontSize', '更多字体', { min: 10, max: 64, unit: 'px' }),
  f.number('wgtMoreRightMargin', '更多右边距', { min: 0, max: 200, unit: 'px' }),
  f.color('wgtShopNameColor', '店铺名称颜色'),
  f.number('wgtShopNameFontSize', '店铺名称字体', { min: 14, max: 64, unit: 'px' }),
  f.switch('wgtShopBorder', '店铺边框'),
  { ...f.color('wgtShopBorderColor', '边框颜色'), when: (s) => s.wgtShopBorder === true } as Field,
  { ...f.number('wgtShopBorderWidth', '边框宽度', { min: 0, max: 5, unit: 'px' }), when: (s) => s.wgtShopBorder === true } as Field,
  { kind: 'shops', key: 'data', label: '展示店铺', max: 10 },
];

export const design: WidgetDesign = { type: 'W0019', palette: { group: 'business', icon: 'M12 21s-7-7-7-12a7 7 0 0 1 14 0c0 5-7 12-7 12z M12 9h.01' }, fields };
