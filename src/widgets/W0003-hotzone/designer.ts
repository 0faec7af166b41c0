/** 热区图: the image (height follows its ratio when 等比例 is on) and zones drawn on it with the mouse, a name and link each. */
import type { WidgetDesign } from '../shared/design';
import { f, type Field } from '../shared/fields';

const fields: Field[] = [
  f.image('imgUrl', '图片', { fitHeight: true, sizeHint: (s) => `建议尺寸：${String(s.width)}px * ${String(s.height)}px` }),
  { kind: 'hotzones', key: 'data', label: '热区', hint: '在图片上按住鼠标拖动画出热区；拖动热区移动，拖动右下角调整大小' },
];

export const design: WidgetDesign = { type: 'W0003', palette: { group: 'basic', icon: 'M3 5h18v14H3z M8 9h5v5H8z' }, fields };
