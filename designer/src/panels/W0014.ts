/** 主图橱窗 (W0014), 精品橱窗 (W0015), 特殊橱窗 (W0017): title pill, colours, goods tabs. */
import { f, type Field } from './fields';
import { goodsTabs } from './common';

const header: Field[] = [
  f.text('text', '标题'),
  f.color('wgtTextColor', '标题文字'),
  f.color('wgtBackgroundColor', '标题背景'),
  f.switch('wgtBorderRadius', '圆角'),
];

export const W0014: Field[] = [...header, goodsTabs()];

export const W0015: Field[] = [
  ...header,
  f.color('wgtTitleColor', '商品名称颜色'),
  f.fontSize('wgtTitleFontSize', '商品名称字体'),
  f.color('wgtPriceColor', '价格颜色'),
  f.fontSize('wgtPriceFontSize', '价格字体'),
  f.select('wgtToFixed', '价格小数位', [0, 1, 2].map((n) => ({ value: n, label: `${n}位` }))),
  goodsTabs(),
];

export const W0017: Field[] = [
  ...header,
  f.image('goods_pic', '主图', { sizeHint: () => '建议尺寸：290px * 480px' }),
  f.link('pathData', '主图链接'),
  f.color('wgtTitleColor', '名称颜色'),
  f.fontSize('wgtTitleFontSize', '名称字体'),
  f.color('wgtSubTitleColor', '简介颜色'),
  f.fontSize('wgtSubTitleFontSize', '简介字体'),
  goodsTabs('标签商品', true),
];
