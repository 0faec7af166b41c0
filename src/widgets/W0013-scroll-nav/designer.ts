/** 滚动导航 (W0013, scrolling bar): indicator and text colours, entries. */
import type { WidgetDesign } from '../shared/design';
import { f, type Field } from '../shared/fields';
import { linkEntries } from '../shared/field-groups';

const fields: Field[] = [
  f.color('wgtTheme', '菜单选中'),
  f.color('wgtTextColor', '文字颜色'),
  linkEntries('菜单', '添加菜单', '', false),
];

export const design: WidgetDesign = { type: 'W0013', palette: { group: 'business', icon: 'M3 8h18v8H3z M6 12h3 M11 12h3 M16 12h3' }, fields };
