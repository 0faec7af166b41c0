/** Logo墙: title, more link, columns (logo size follows), logos. */
import { f, type Field } from './fields';

export const W0004: Field[] = [
  f.text('text', '标题'),
  f.text('moreText', '副标题'),
  f.link('moreLinkData', '链接'),
  f.select('column', '选择列数', [3, 4, 5].map((n) => ({ value: n, label: `${n}列` }))),
  {
    kind: 'list', key: 'data', label: 'Logo', itemLabel: 'Logo', addLabel: '添加配置', confirmDelete: '确定删除该项？',
    newItem: () => ({ imgUrl: '', pathData: {} }),
    fields: [f.image('imgUrl', '图片'), f.link('pathData', '链接')],
  },
];
