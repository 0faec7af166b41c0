/** 商品: gradient title bar (with an optional 更多 link), price style, goods tiles. */
import type { WidgetDesign } from '../shared/design';
import { f, NEED_GOODS, type Field } from '../shared/fields';
import { gradientTitleFields, moreLinkFields } from '../shared/field-groups';

const fields: Field[] = [
  ...gradientTitleFields('标题背景'),
  f.link('moreLinkData', '跳转路径'),
  ...moreLinkFields(undefined, '更多链接到跳转路径，未设置跳转路径时不显示'),
  f.goods('data', '选择商品', { min: 1, minMessage: NEED_GOODS }),
];

export const design: WidgetDesign = { type: 'W0002', palette: { group: 'business', icon: 'M3 4h8v8H3z M13 4h8v8h-8z M3 14h8v6H3z M13 14h8v6h-8z' }, fields };
