/** 轮播: playback, pagination style, slides (1–5). */
import { f, type Field } from './fields';
import { carouselFields } from './common';

export const W0001: Field[] = [
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
