/** 精品橱窗: W0014's title pill, goods name and price styles, goods tabs. */
import type { WidgetDesign } from '../shared/design';
import { f, type Field } from '../shared/fields';
import { goodsTabs } from '../shared/field-groups';
import { showcaseHeader } from '../W0014-main-image-showcase/designer';

const fields: Field[] = [
  ...showcaseHeader,
  f.color('wgtTitleColor', '商品名称颜色'),
  f.fontSize('wgtTitleFontSize', '商品名称字体'),
  f.color('wgtPriceColor', '价格颜色'),
  f.fontSize('wgtPriceFontSize', '价格字体'),
  f.select('wgtToFixed', '价格小数位', [0, 1, 2].map((n) => ({ value: n, label: `${n}位` }))),
  goodsTabs(),
];

export const design: WidgetDesign = { type: 'W0015', palette: { group: 'business', icon: 'M3 4h18v4H3z M3 10h6v10H3z M11 10h4v4h-4z M17 10h4v4h-4z M11 16h10v4H11z' }, fields };
