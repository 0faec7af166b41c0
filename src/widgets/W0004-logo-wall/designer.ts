/** Logo墙: title, more link, columns (logo size follows; width and height may then be set by hand), logos. */
import type { WidgetDesign } from '../shared/design';
import { f, type Field } from '../shared/fields';

const fields: Field[] = [
  f.text('text', '标题'),
  f.text('moreText', '副标题'),
  f.link('moreLinkData', '链接'),
  f.select('column', '选择列数', [3, 4, 5].map((n) => ({ value: n, label: `${n}列` }))),
  { ...f.number('logoWidth', 'Logo宽度', { min: 1, max: 1190, unit: 'px' }), hint: '选择列数时按列数重新计算' } as Field,
  f.number('logoHeight', 'Logo高度', { min: 1, max: 1190, unit: 'px' }),
  {
    kind: 'list', key: 'data', label: 'Logo', itemLabel: 'Logo', addLabel: '添加配置', confirmDelete: '确定删除该项？',
    newItem: () => ({ imgUrl: '', pathData: {} }),
    fields: [f.image('imgUrl', '图片'), f.link('pathData', '链接')],
  },
];

export const design: WidgetDesign = { type: 'W0004', palette: { group: 'business', icon: 'M3 6h5v5H3z M10 6h5v5h-5z M17 6h4v5h-4z M3 13h5v5H3z M10 13h5v5h-5z' }, fields };
