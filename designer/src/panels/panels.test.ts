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

  it('has a dedicated panel for every widget (no raw JSON field anywhere)', () => {
    for (const type of Object.keys(widgets)) {
      expect(PANELS[type as 'W0000'], type).toBeDefined();
      expect(flat(fieldsFor(type)).map((x) => x.kind as string), type).not.toContain('json');
    }
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

  it('edits keys of the stored format (defaults, plus W0016 圆角 which the spec lists outside them)', () => {
    for (const type of ['W0012', 'W0016', 'W0019', 'W0020', 'W0021']) {
      const defaults = { wgtBorderRadius: false, ...(widgets[type as 'W0012'].defaults as Record<string, unknown>) };
      for (const field of fieldsFor(type)) if (field.key) expect(defaults, `${type}.${field.key}`).toHaveProperty(field.key);
    }
  });

  it('keeps the spec limits of the five business widgets', () => {
    expect(fieldsFor('W0021').find((x) => x.kind === 'coupons')).toMatchObject({ min: 1, minMessage: '请至少添加1个优惠券' });
    expect(fieldsFor('W0019').find((x) => x.key === 'wgtShopBorderWidth')).toMatchObject({ min: 0, max: 5 });
    expect(fieldsFor('W0019').find((x) => x.key === 'wgtMoreTitleFontSize')).toMatchObject({ min: 10 });
    expect(fieldsFor('W0019').find((x) => x.key === 'wgtShopNameFontSize')).toMatchObject({ min: 14 });
    const shops = fieldsFor('W0020').find((x) => x.kind === 'list');
    expect(shops && shops.kind === 'list' && shops.fields.find((x) => x.kind === 'goods')).toMatchObject({ shopKey: 'shop_id', max: 3 });
    expect(fieldsFor('W0012').find((x) => x.key === 'styleType')).toMatchObject({ kind: 'select' });
  });

  it('offers the free panel placement 头部/正文/尾部', () => {
    const comptyle = fieldsFor('W0006').find((x) => x.key === 'comptyle');
    expect(comptyle).toMatchObject({ kind: 'select' });
    expect(comptyle && comptyle.kind === 'select' && comptyle.options.map((o) => o.label)).toEqual(['头部', '正文', '尾部']);
  });
});
