import { describe, expect, it } from 'vitest';
import { widgets } from '../../../src/widgets/registry';
import * as list from '../../../src/widgets/all';
import { islandLoaders } from '../../../src/widgets/hydrate';
import { DESIGNS, designOf, fieldsFor, paletteLabel } from './index';

/** Widget folders on disk, as the designer's glob and the island loaders see them. */
const folders = Object.keys(import.meta.glob('../../../src/widgets/W[0-9][0-9][0-9][0-9]-*/index.ts')).map((p) => p.split('/').at(-2)!);

describe('registries derive from the one widget list (src/widgets/all.ts)', () => {
  it('lists every widget folder exactly once, and the registry holds exactly that list', () => {
    const listed = Object.values(list).map((d) => d.type).sort();
    expect(listed).toEqual(folders.map((f) => f.slice(0, 5)).sort());
    expect(Object.keys(widgets)).toEqual(listed);
  });

  it('every listed widget has its designer module (fields + palette entry) and its Render loader', () => {
    for (const def of Object.values(list)) {
      expect(designOf(def.type)?.type, def.type).toBe(def.type);
      expect(fieldsFor(def.type).length, def.type).toBeGreaterThan(0);
      expect(islandLoaders[def.type], def.type).toBeTypeOf('function');
    }
    expect(DESIGNS.map((d) => d.type)).toEqual(Object.keys(widgets));
  });

  it('palette entries follow the spec groups; W0000 has none; W0013 is labelled 滚动导航', () => {
    expect(DESIGNS.filter((d) => d.design.palette?.group === 'basic').map((d) => d.type)).toEqual(['W0001', 'W0003', 'W0006', 'W0011']);
    expect(designOf('W0000')?.palette).toBeNull();
    expect(paletteLabel(DESIGNS.find((d) => d.type === 'W0013')!)).toBe('滚动导航');
    for (const d of DESIGNS) if (d.design.palette) expect(d.design.palette.icon, d.type).toMatch(/^M/);
  });

  it('an unknown type has no design and no fields', () => {
    expect(designOf('W0009')).toBeUndefined();
    expect(fieldsFor('W0009')).toEqual([]);
  });
});
