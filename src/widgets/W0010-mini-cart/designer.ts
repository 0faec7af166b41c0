/** 购物车: font size, theme, text colour, border (wgtBorderRadius is the border width). */
import type { WidgetDesign } from '../shared/design';
import { f, type Field } from '../shared/fields';
import { themeFields } from '../shared/field-groups';

const fields: Field[] = [
  f.fontSize('fontSize', '字体大小'),
  ...themeFields('wgtTheme', '主题'),
  f.color('wgtTextColor', '文字颜色'),
  f.number('wgtBorderRadius', '边框大小', { min: 0, unit: 'px' }),
  f.color('wgtAaaa', '边框颜色'),
];

export const design: WidgetDesign = { type: 'W0010', palette: { group: 'business', icon: 'M3 5h3l3 10h10l2-7H7 M10 19a1 1 0 1 0 0 .1 M17 19a1 1 0 1 0 0 .1' }, fields };
