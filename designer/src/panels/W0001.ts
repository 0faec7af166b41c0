/** 轮播: playback, pagination style, slides (1–5). */
import { ALIGN_OPTIONS, f, type Field } from './fields';
import { STYLE_OPTIONS } from './common';

export const W0001: Field[] = [
  f.switch('autoplay', '自动播放'),
  f.number('autoplaySpeed', '延时时间', { min: 500, max: 20000, step: 100, unit: 'ms' }),
  f.select('styleType', '样式', STYLE_OPTIONS, 'dropdown'),
  f.select('pointAlign', '位置', ALIGN_OPTIONS),
  f.switch('customerThemeEnabled', '自定义选中色'),
  { ...f.color('pointActiveColor', '选中'), when: (s) => s.customerThemeEnabled === true } as Field,
  f.color('pointDefaultColor', '默认'),
  {
    kind: 'list', key: 'data', label: '轮播项', itemLabel: '轮播图', addLabel: '添加轮播项',
    min: 1, max: 5, minMessage: '请至少添加1张轮播图', maxMessage: '最多只能添加5张轮播图', confirmDelete: '确定删除该项？',
    newItem: () => ({ imgUrl: '', pathData: {}, type: 'Pic' }),
    fields: [f.image('imgUrl', '图片'), f.link('pathData', '链接')],
  },
];
