/** 导航菜单 (分类): category dropdown colours, categories, nav links. */
import type { WidgetDesign } from '../shared/design';
import { f, type Field } from '../shared/fields';
import { linkEntries } from '../shared/field-groups';

/** The dropdown colours W0007 and W0022 share. */
export const navColours: Field[] = [
  f.color('wgtTypeBackgroundColor', '分类背景'),
  f.color('wgtTypeLabelColor', '分类文字'),
  f.color('wgtBackgroundColor', '菜单背景'),
  f.color('wgtSelectColor', '选中背景'),
  f.color('wgtTextColor', '菜单文字'),
  f.color('wgtSubTextColor', '子类文字'),
];

/** 相对位置: how far below the widget's top the category list opens (W0007, W0022). */
export const menuTopField: Field = f.number('menuTop', '相对位置', { min: 0, max: 1000, unit: 'px' });

const fields: Field[] = [
  f.switch('hover', '常开'),
  menuTopField,
  ...navColours,
  f.category('categoryData', '分类'),
  linkEntries('导航链接', '添加导航', '#333333'),
];

export const design: WidgetDesign = { type: 'W0007', palette: { group: 'business', icon: 'M3 5h6v14H3z M11 7h10 M11 12h10 M11 17h10' }, fields };
