/** 搜索: button, placeholder, theme, button colours, hot keywords (height 38 → 66 with keywords). */
import type { WidgetDesign } from '../shared/design';
import { f, type Field } from '../shared/fields';
import { linkEntries, themeFields } from '../shared/field-groups';

const fields: Field[] = [
  f.switch('isShowBtn', '搜索显示'),
  f.text('placeholder', '搜索占位'),
  { ...f.number('focusWidth', '聚焦加宽', { min: 0, max: 1190, unit: 'px' }), hint: '顾客点进搜索框时框向右加宽' } as Field,
  ...themeFields('wgtTheme', '主题'),
  f.color('wgtTextColor', '按钮字体'),
  f.color('wgtTextColor1', '按钮背景（起）'),
  f.color('wgtTextColor2', '按钮背景（止）'),
  linkEntries('热门搜索', '添加热门搜索', '#8C8C8C'),
];

export const design: WidgetDesign = { type: 'W0008', palette: { group: 'business', icon: 'M4 8h14v8H4z M21 21l-4-4 M7 12h7' }, fields };
