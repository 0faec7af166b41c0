/** 购物车: font size, theme, text colour, border (wgtBorderRadius is the border width). */
import { f, type Field } from './fields';
import { themeFields } from './common';

export const W0010: Field[] = [
  f.fontSize('fontSize', '字体大小'),
  ...themeFields('wgtTheme', '主题'),
  f.color('wgtTextColor', '文字颜色'),
  f.number('wgtBorderRadius', '边框大小', { min: 0, unit: 'px' }),
  f.color('wgtAaaa', '边框颜色'),
];
