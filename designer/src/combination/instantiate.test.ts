import { describe, expect, it } from 'vitest';
import { validateWidget } from '../../../src/widgets/registry';
import { storedCombination } from './fixtures';
import { combinationUuids, instantiate } from './instantiate';

const UUIDS = ['a000000000', 'a000000001', 'a000000002'];

describe('instantiate', () => {
  it('builds a top-level free panel with the given uuids, children kept in place', () => {
    const { params } = storedCombination();
    const node = instantiate(params, UUIDS)!;
    expect(node).toMatchObject({ type: 'W0006', uuid: 'a000000000', width: 1190, comptyle: 'header', height: 110 });
    expect((node.childWidgets as any[]).map((c) => [c.uuid, c.type, c.x, c.y, c.leaf])).toEqual([
      ['a000000001', 'W0011', 80, 20, true], ['a000000002', 'W0008', 330, 20, true],
    ]);
    expect(validateWidget(node)).toEqual([]);
  });

  it('never shares objects with the stored params', () => {
    const { params } = storedCombination();
    const node = instantiate(params, UUIDS)!;
    (node.childWidgets as any[])[0].text = 'changed';
    expect((params.childWidgets as any[])[0].text).toBe('川香源');
    expect((params.childWidgets as any[])[0].uuid).toBeUndefined();
  });

  it('refuses params that are not a free panel and uuids that do not fit', () => {
    const { params } = storedCombination();
    expect(instantiate({ ...params, type: 'W0011' }, UUIDS)).toBeNull();
    expect(instantiate(params, UUIDS.slice(0, 2))).toBeNull();
    expect(instantiate(params, ['a000000000', 'a000000000', 'a000000002'])).toBeNull();
    expect(instantiate(params, ['A000000000', 'a000000001', 'a000000002'])).toBeNull();
  });
});

describe('combinationUuids', () => {
  it('makes one fresh 10-hex uuid for the panel and one per child', () => {
    const ids = combinationUuids(storedCombination().params);
    expect(ids).toHaveLength(3);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{10}$/);
    expect(new Set(ids).size).toBe(3);
  });
});
