import { describe, expect, it } from 'vitest';
import { sameRow } from './FieldView';
import { BOX_FIELDS, fieldsFor } from './index';
import type { FieldRowProps } from './fields';
import type { WidgetNode } from '../doc/state';

const text = { uuid: 'a1', type: 'W0011', text: '你好', fontSize: 14, color: '#333', marginLeft: 0, marginRight: 0, width: 1190, height: 23 } as unknown as WidgetNode;
const patch = () => undefined;
const row = (key: string, node: WidgetNode, fields = fieldsFor('W0011')): FieldRowProps => {
  const field = [...fields, ...BOX_FIELDS].find((f) => f.key === key)!;
  return { field, idBase: 'f', scope: node, node, isChild: false, patch };
};
const typed = { ...text, text: '你好呀' } as WidgetNode;

describe('a property-panel row skips the render a keystroke elsewhere would give it', () => {
  it('the rows of the other fields draw the same after a key typed in 文本内容; the typed field does not', () => {
    expect(sameRow(row('fontSize', text), row('fontSize', typed))).toBe(true);
    expect(sameRow(row('color', text), row('color', typed))).toBe(true);
    expect(sameRow(row('text', text), row('text', typed))).toBe(false);
  });

  it('a row renders again when its field shows or greys out, or when its editor reads more than its value', () => {
    const locked = { ...text, proportion: true, imgWidth: 4, imgHeight: 3 } as WidgetNode;
    expect(sameRow(row('imgWidth', text, []), row('imgWidth', locked, []))).toBe(false); // 比例宽 shows with 等比例
    const fixed = { ...text, widthDisabled: true } as WidgetNode;
    expect(sameRow(row('width', text, []), row('width', fixed, []))).toBe(false); // 宽度 greys out
    const centred = { ...text, marginLeft: 'auto', marginRight: 'auto' } as WidgetNode;
    expect(sameRow(row('marginLeft', text, []), row('marginLeft', { ...centred, marginLeft: 0 } as WidgetNode, []))).toBe(false); // 水平位置 reads marginRight too
    const list = { ...row('fontSize', text), field: { kind: 'list', key: 'items', label: '列表' } } as FieldRowProps;
    expect(sameRow(list, { ...list, scope: typed, node: typed })).toBe(false); // a list's editor reads the widget
    const link = row('data', text);
    expect(sameRow({ ...link, patch: () => undefined }, link)).toBe(false); // another widget's patch
  });
});
