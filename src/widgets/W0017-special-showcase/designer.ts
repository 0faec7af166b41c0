/** 特殊橱窗: W0014's title pill, a main picture with its link, name and intro styles, goods tabs. */
import type { WidgetDesign } from '../shared/design';
import { f, type Field } from '../shared/fields';
import { goodsTabs } from '../shared/field-groups';
import { showcaseHeader } from '../W0014-main-image-showcase/designer';

const fields: Field[] = [
  ...showcaseHeader,
  f.image('goods_pic', '主图', { sizeHint: () => '建议尺寸：290px * 480px' }),
  f.link('pathData', '主图链接'),
  f.color('wgtTitleColor', '名称颜色'),
  f.fontSize('wgtTitleFontSize', '名称字体'),
  f.color('wgtSubTitleColor', '简介颜色'),
  f.fontSize('wgtSubTitleFontSize', '简介字体'),
  goodsTabs('标签商品', true, '主图商品'),
];

export const design: WidgetDesign = { type: 'W0017', palette: { group: 'business', icon: 'M3 4h18v16H3z M3 4h7v16 M13 8h3v4h-3z M17 8h3v4h-3z' }, fields };
