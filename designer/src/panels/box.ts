/** 组件样式: name, then the common box every widget has (widgets.md §3); X/Y only for free-panel children; 等比例 keeps imgWidth:imgHeight. */
import { f, type Field } from './fields';

const num = (key: string, label: string, extra: Record<string, unknown> = {}) => f.number(key, label, { unit: 'px', ...extra });

/** 等比例 makes sense only where both sides can change. */
const resizable = (s: Record<string, unknown>) => s.widthDisabled !== true && s.heightDisabled !== true;
const locked = (s: Record<string, unknown>) => resizable(s) && s.proportion === true;

export const BOX_FIELDS: Field[] = [
  f.heading('名称'),
  f.text('name', '名称', { maxLength: 32 }),
  f.text('alias', '别名', { maxLength: 32 }),
  { ...f.heading('位置'), when: (_s, c) => c.isChild } as Field,
  { ...num('x', 'X', { min: 0 }), when: (_s, c) => c.isChild } as Field,
  { ...num('y', 'Y', { min: 0 }), when: (_s, c) => c.isChild } as Field,
  f.heading('大小'),
  { ...num('width', '宽度', { min: 0, max: 1190 }), disabled: (s) => s.widthDisabled === true } as Field,
  { ...num('height', '高度', { min: 0 }), disabled: (s) => s.heightDisabled === true } as Field,
  { ...f.switch('proportion', '等比例'), when: resizable, hint: '宽高按比例一起变' } as Field,
  { ...num('imgWidth', '比例宽', { min: 1, unit: '' }), when: locked } as Field,
  { ...num('imgHeight', '比例高', { min: 1, unit: '' }), when: locked } as Field,
  f.heading('外边距'),
  num('marginTop', '上边距'),
  num('marginBottom', '下边距'),
  { kind: 'align', key: 'marginLeft', label: '水平位置' },
  f.heading('内边距'),
  num('paddingTop', '上', { min: 0 }),
  num('paddingRight', '右', { min: 0 }),
  num('paddingBottom', '下', { min: 0 }),
  num('paddingLeft', '左', { min: 0 }),
  f.heading('边框'),
  ...(['Top', 'Right', 'Bottom', 'Left'] as const).flatMap((side, i) => {
    const name = '上右下左'[i];
    return [num(`border${side}Width`, `${name}边框宽度`, { min: 0 }), f.color(`border${side}Color`, `${name}边框颜色`)];
  }),
  f.heading('颜色'),
  f.color('foregroundColor', '前景色'),
  f.color('backgroundColor', '背景色'),
];
