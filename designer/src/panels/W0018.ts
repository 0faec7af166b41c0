/** 热卖橱窗: title, playback, pagination, fonts, goods groups (1–5). */
import { ALIGN_OPTIONS, f, NEED_GOODS, type Field } from './fields';
import { STYLE_OPTIONS } from './common';

export const W0018: Field[] = [
  f.text('mainTitle', '标题'),
  f.number('wgtTitleFontSize', '标题字体', { min: 0, max: 27, unit: 'px', slider: true }),
  f.color('wgtTitleColor', '标题颜色'),
  f.fontSize('wgtPriceFontSize', '价格字体'),
  f.color('wgtPriceColor', '价格颜色'),
  f.select('wgtToFixed', '价格小数位', [0, 1, 2].map((n) => ({ value: n, label: `${n}位` }))),
  f.switch('autoplay', '自动播放'),
  f.number('autoplaySpeed', '延时时间', { min: 500, max: 20000, step: 100, unit: 'ms' }),
  f.select('styleType', '样式', STYLE_OPTIONS, 'dropdown'),
  f.select('pointAlign', '位置', ALIGN_OPTIONS),
  f.switch('customerThemeEnabled', '自定义选中色'),
  { ...f.color('pointActiveColor', '选中'), when: (s) => s.customerThemeEnabled === true } as Field,
  f.color('pointDefaultColor', '默认'),
  {
    kind: 'list', key: 'data', label: '商品列表', itemLabel: '商品列表', addLabel: '添加商品列表',
    min: 1, max: 5, minMessage: '请至少添加1组商品列表', maxMessage: '最多只能添加5组商品列表', confirmDelete: '确定删除该商品列表？',
    newItem: () => ({ data: [] }),
    fields: [f.goods('data', '选择商品', { min: 1, minMessage: NEED_GOODS })],
  },
];
