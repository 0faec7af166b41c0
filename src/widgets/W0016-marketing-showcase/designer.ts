/** 营销橱窗: title pill (colour, size, radius), subtitle, title link, two 342×160 images with links. */
import type { WidgetDesign } from '../shared/design';
import { f, type Field } from '../shared/fields';

const fields: Field[] = [
  f.text('mainTitle', '主标题'),
  f.color('wgtBackgroundColor', '标题背景'),
  f.color('wgtTitleColor', '标题颜色'),
  f.number('wgtTitleFontSize', '标题字体', { min: 12, max: 64, unit: 'px' }),
  f.switch('wgtBorderRadius', '圆角'),
  f.text('subTitle', '副标题'),
  f.color('wgtSubTextColor', '副标题颜色'),
  f.number('wgtSubTitleFontSize', '副标题字体', { min: 12, max: 64, unit: 'px' }),
  f.link('linkPath', '标题链接'),
  f.slots('data', '商品图片', 0, 2, '建议尺寸：342px * 160px'),
];

export const design: WidgetDesign = { type: 'W0016', palette: { group: 'business', icon: 'M4 3h16v18H4z M7 7h10v5H7z M7 14h10v5H7z' }, fields };
