import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CURRENT_SCHEMA_VERSION, migrateDocument } from './migrate';
import { splitByPlacement, joinPlacements } from './split';
import { validateWidgets } from './validate';
import { applyLivePrices, collectGoodsIds } from './prices';
import type { WidgetNode } from '../widgets/types';

const fixture = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../widgets/__fixtures__/ecshopx-demo-pc-index.rows.json'), 'utf8'));

describe('document migrations', () => {
  it('migration zero loads the real ECShopX rows (config as JSON strings) in sort order', () => {
    const rows = fixture.rows.map((r: { name: string; params: unknown }, i: number) => ({ id: i + 1, name: r.name, config: JSON.stringify(r.params), sort_by: i }));
    const doc = migrateDocument(rows);
    expect(doc.schemaVersion).toBe(CURRENT_SCHEMA_VERSION);
    const types = doc.widgets.map((w) => w.type);
    expect(types[0]).toBe('W0000');
    expect(types).toEqual(expect.arrayContaining(['W0006', 'W0003', 'W0005']));
    expect(doc.widgets.find((w) => w.type === 'W0000')!.id).toBe(3);
    expect(validateWidgets(doc.widgets)).toEqual([]);
  });

  it('keeps current documents and bare widget arrays, rejects junk and future versions', () => {
    const widgets = [{ type: 'W0011', uuid: 'abcdef0123', text: 'x' }] as WidgetNode[];
    expect(migrateDocument({ schemaVersion: CURRENT_SCHEMA_VERSION, widgets }).widgets).toEqual(widgets);
    expect(migrateDocument(widgets).widgets).toEqual(widgets);
    expect(() => migrateDocument('{nope')).toThrow('页面装修内容不合法');
    expect(() => migrateDocument({ schemaVersion: 99, widgets })).toThrow();
  });

  it('splits header/footer free panels from the body and joins them back', () => {
    const list = [
      { type: 'W0006', uuid: 'h000000001', comptyle: 'header' }, { type: 'W0000', uuid: 'p000000001' },
      { type: 'W0011', uuid: 'b000000001' }, { type: 'W0006', uuid: 'f000000001', comptyle: 'footer' },
    ] as WidgetNode[];
    const parts = splitByPlacement(list);
    expect(parts.header.map((w) => w.uuid)).toEqual(['h000000001']);
    expect(parts.body.map((w) => w.uuid)).toEqual(['p000000001', 'b000000001']);
    expect(parts.footer.map((w) => w.uuid)).toEqual(['f000000001']);
    expect(joinPlacements(parts)).toEqual(list);
  });

  it('replaces embedded goods prices, also inside free panels and tabs, without mutating the input', () => {
    const widgets = [
      { type: 'W0002', uuid: 'a000000001', data: [{ goods_id: 7, price: 100 }] },
      { type: 'W0005', uuid: 'a000000002', data: [{ text: 't', data: [{ goods_id: 8, price: 100 }] }] },
      { type: 'W0006', uuid: 'a000000003', childWidgets: [{ type: 'W0018', uuid: 'a000000004', data: [{ data: [{ goods_id: 9, price: 1 }] }] }] },
    ] as unknown as WidgetNode[];
    expect(collectGoodsIds(widgets).sort()).toEqual([7, 8, 9]);
    const live = new Map([[7, { price: 700, market_price: 900 }], [9, { price: 990, market_price: 1200 }]]);
    const out = applyLivePrices(widgets, live) as any[];
    expect(out[0].data[0].price).toBe(700);
    expect(out[1].data[0].data[0].price).toBe(100);
    expect(out[2].childWidgets[0].data[0].data[0].price).toBe(990);
    expect((widgets as any[])[0].data[0].price).toBe(100);
  });
});
