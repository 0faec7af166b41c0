/** 搜索: button, placeholder, theme, button colours, hot keywords (height 38 → 66 with keywords). */
import { f, type Field } from './fields';
import { linkEntries, themeFields } from './common';

export const W0008: Field[] = [
  f.switch('isShowBtn', '搜索显示'),
  f.text('placeholder', '搜索占位'),
  ...themeFields('wgtTheme', '主题'),
  f.color('wgtTextColor', '按钮字体'),
  f.color('wgtTextColor1', '按钮背景（起）'),
  f.color('wgtTextColor2', '按钮背景（止）'),
  linkEntries('热门搜索', '添加热门搜索', '#8C8C8C'),
];
