/** 主类目导航: W0007's dropdown colours (the button's own or the page theme), its offset, main categories, nav links. */
import type { WidgetDesign } from '../shared/design';
import { f, type Field } from '../shared/fields';
import { linkEntries } from '../shared/field-groups';
import { menuTopField, navColours } from '../W0007-nav-menu/designer';

const fields: Field[] = [
  f.switch('hover', '常开'),
  menuTopField,
  // Off: the 全部商品分类 button takes the page's theme colour (主题色) instead of its own 分类背景.
  f.switch('customerThemeEnabled', '自定义主题'),
  ...navColours.map((field) => (field.key === 'wgtTypeBackgroundColor' ? { ...field, when: (s: Record<string, unknown>) => s.customerThemeEnabled !== false } as Field : field)),
  f.category('categoryData', '主类目', true),
  linkEntries('导航链接', '添加导航', '#333333'),
];

export const design: WidgetDesign = { type: 'W0022', palette: { group: 'business', icon: 'M3 5h6v14H3z M11 7h10 M11 12h10 M11 17h10 M5 9h2' }, fields };
