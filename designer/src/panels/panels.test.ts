import { describe, expect, it } from 'vitest';
import { widgets } from '../../../src/widgets/registry';
import type { Field } from './fields';
import { BOX_FIELDS, fieldsFor, PANELS } from './index';
import { EDITORS } from './editors';

const flat = (fields: Field[]): Field[] => fields.flatMap((x) => (x.kind === 'list' ? [x, ...flat(x.fields)] : [x]));

describe('property panels', () => {
  it('every widget has fields and every field kind has an editor', () => {
    for (const type of Object.keys(widgets)) {
      const fields = fieldsFor(type);
      expect(fields.length, type).toBeGreaterThan(0);
      for (const field of flat([...fields, ...BOX_FIELDS])) expect(EDITORS[field.kind], `${type}.${field.key}`).toBeTypeOf('function');
    }
  });

  it('has dedicated panels for the widgets the issue names', () => {
    for (const type of ['W0000', 'W0001', 'W0002', 'W0003', 'W0006', 'W0008', 'W0010', 'W0011']) expect(PANELS[type as 'W0000'], type).toBeDefined();
  });

  it('labels the text content field 文本内容 and limits the font size to 12–64', () => {
    const text = fieldsFor('W0011');
    expect(text.find((x) => x.key === 'text')?.label).toBe('文本内容');
    expect(text.find((x) => x.key === 'fontSize')).toMatchObject({ kind: 'number', min: 12, max: 64 });
  });

  it('keeps the carousel limits and messages', () => {
    const list = fieldsFor('W0001').find((x) => x.kind === 'list');
    expect(list).toMatchObject({ min: 1, max: 5, minMessage: '请至少添加1张轮播图', maxMessage: '最多只能添加5张轮播图' });
  });

  it('only edits keys present in the defaults in the generic fallback', () => {
    for (const type of ['W0012', 'W0016', 'W0019', 'W0020', 'W0021']) {
      const defaults = widgets[type as 'W0012'].defaults as Record<string, unknown>;
      for (const field of fieldsFor(type)) if (field.key) expect(defaults, `${type}.${field.key}`).toHaveProperty(field.key);
    }
  });

  it('offers the free panel placement 头部/正文/尾部', () => {
    const comptyle = fieldsFor('W0006').find((x) => x.key === 'comptyle');
    expect(comptyle).toMatchObject({ kind: 'select' });
    expect(comptyle && comptyle.kind === 'select' && comptyle.options.map((o) => o.label)).toEqual(['头部', '正文', '尾部']);
  });
});
