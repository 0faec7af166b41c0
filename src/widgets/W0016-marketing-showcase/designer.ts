/** 营销橱窗: title pill (colour, size, radius), subtitle, title link, two 342×160 images with links. */
import type { WidgetDesign } from '../shared/design';
import { f, type Field } from '../shared/fields';
import { pillTitleFields, subtitleFields } from '../shared/field-groups';

const fields: Field[] = [
  ...pillTitleFields({ text: 'mainTitle', textLabel: '主标题', background: 'wgtBackgroundColor', color: 'wgtTitleColor', colorLabel: '标题颜色', radius: 'wgtBorderRadius', radiusLabel: '圆角' }),
  ...subtitleFields(),
  f.link('linkPath', '标题链接'),
  f.slots('data', '商品图片', 0, 2, '建议尺寸：342px * 160px'),
];

export const design: WidgetDesign = { type: 'W0016', palette: { group: 'business', icon: 'M4 3h16v18H4z M7 7h10v5H7z M7 14h10v5H7z' }, fields };
