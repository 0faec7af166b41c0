/** 滚动导航 (W0013, scrolling bar): indicator and text colours, entries. */
import { f, type Field } from './fields';
import { linkEntries } from './common';

export const W0013: Field[] = [
  f.color('wgtTheme', '菜单选中'),
  f.color('wgtTextColor', '文字颜色'),
  linkEntries('菜单', '添加菜单', '', false),
];
