/** 导航菜单 (W0007) and 主类目导航 (W0022): category dropdown colours, categories, nav links. */
import { f, type Field } from './fields';
import { linkEntries } from './common';

const colours: Field[] = [
  f.color('wgtTypeBackgroundColor', '分类背景'),
  f.color('wgtTypeLabelColor', '分类文字'),
  f.color('wgtBackgroundColor', '菜单背景'),
  f.color('wgtSelectColor', '选中背景'),
  f.color('wgtTextColor', '菜单文字'),
  f.color('wgtSubTextColor', '子类文字'),
];

export const W0007: Field[] = [
  f.switch('hover', '常开'),
  ...colours,
  f.category('categoryData', '分类'),
  linkEntries('导航链接', '添加导航', '#333333'),
];

export const W0022: Field[] = [
  f.switch('hover', '常开'),
  f.number('menuTop', '相对位置', { min: 0, unit: 'px' }),
  ...colours,
  f.category('categoryData', '主类目', true),
  linkEntries('导航链接', '添加导航', '#333333'),
];
