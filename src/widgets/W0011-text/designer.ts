/** 文本: content, font (height follows: floor(fontSize / 0.6)), alignment, styles, colour, link. */
import type { WidgetDesign } from '../shared/design';
import { ALIGN_OPTIONS, f, type Field } from '../shared/fields';

const fields: Field[] = [
  f.textarea('text', '文本内容'),
  f.fontSize('fontSize', '字体大小'),
  f.select('textAlign', '对齐方式', ALIGN_OPTIONS),
  f.select('fontWeight', '字体粗细', [{ value: 'normal', label: '常规' }, { value: 'bold', label: '加粗' }]),
  f.select('fontStyle', '字体样式', [{ value: 'normal', label: '常规' }, { value: 'italic', label: '斜体' }]),
  f.select('textDecoration', '文字装饰', [{ value: 'none', label: '无' }, { value: 'underline', label: '下划线' }]),
  f.color('color', '文字颜色'),
  f.link('data', '链接'),
];

export const design: WidgetDesign = { type: 'W0011', palette: { group: 'basic', icon: 'M5 5h14 M12 5v14 M9 19h6' }, fields };
