/** 轮播: playback, pagination style, slides (1–5). */
import type { WidgetDesign } from '../shared/design';
import { f, type Field } from '../shared/fields';
import { carouselFields } from '../shared/field-groups';

const fields: Field[] = [
  ...carouselFields(),
  {
    kind: 'list', key: 'data', label: '轮播项', itemLabel: '轮播图', addLabel: '添加轮播项',
    min: 1, max: 5, minMessage: '请至少添加1张轮播图', maxMessage: '最多只能添加5张轮播图', confirmDelete: '确定删除该项？',
    newItem: () => ({ imgUrl: '', pathData: {}, type: 'Pic' }),
    fields: [
      f.select('type', '类型', [{ value: 'Pic', label: '图片' }, { value: 'Video', label: '视频' }]),
      { ...f.image('imgUrl', '图片'), when: (s) => s.type !== 'Video' } as Field,
      { ...f.video('imgUrl', '视频'), when: (s) => s.type === 'Video' } as Field,
      f.link('pathData', '链接'),
    ],
  },
];

export const design: WidgetDesign = { type: 'W0001', palette: { group: 'basic', icon: 'M3 6h18v12H3z M7 20h2 M11 20h2 M15 20h2' }, fields };
