/** 热区图: the image (height follows its ratio when 等比例 is on) and clickable zones as fractions 0–1. */
import type { WidgetDesign } from '../../../designer/src/panels/design';
import { f, type Field } from '../../../designer/src/panels/fields';

const ratio = (key: string, label: string): Field => f.number(key, label, { min: 0, max: 1, step: 0.01 });

const fields: Field[] = [
  f.image('imgUrl', '图片', { fitHeight: true, sizeHint: (s) => `建议尺寸：${String(s.width)}px * ${String(s.height)}px` }),
  {
    kind: 'list', key: 'data', label: '热区', itemLabel: '热区', addLabel: '添加热区', confirmDelete: '确定删除该项？',
    hint: '新增热区默认覆盖整张图片，可调整左/上/宽/高（占图片的比例）',
    newItem: () => ({ leftPer: 0, topPer: 0, widthPer: 1, heightPer: 1, pathData: {} }),
    fields: [f.link('pathData', '链接'), ratio('leftPer', '左'), ratio('topPer', '上'), ratio('widthPer', '宽'), ratio('heightPer', '高')],
  },
];

export const design: WidgetDesign = { type: 'W0003', palette: { group: 'basic', icon: 'M3 5h18v14H3z M8 9h5v5H8z' }, fields };
