import { describe, expect, it } from 'vitest';
import { createWidget } from './createWidget';
import { diffVersions, isEmptyDiff } from './diff';

const page = createWidget('W0000', 'top', 'p000000000');
const text = (id: string, props: Record<string, unknown> = {}) => ({ ...createWidget('W0011', 'top', id), ...props });

describe('diffVersions', () => {
  it('finds added, removed and moved widgets', () => {
    const v1 = [page, text('a'), text('b'), text('c'), text('d')];
    const v2 = [page, text('b'), text('c'), text('a'), text('e')];
    const d = diffVersions(v1, v2);
    expect(d.added.map((w) => w.uuid)).toEqual(['e']);
    expect(d.removed.map((w) => w.uuid)).toEqual(['d']);
    expect(d.moved.map((w) => w.uuid)).toEqual(['a']);
    expect(d.added[0].name).toBe('文本[W0011]');
  });

  it('lists changed settings with their Chinese labels, old → new', () => {
    const d = diffVersions([page, text('a', { text: '旧', fontWeight: 'normal' })], [page, text('a', { text: '新', fontWeight: 'bold' })]);
    expect(d.changed).toHaveLength(1);
    expect(d.changed[0].settings).toEqual(expect.arrayContaining([
      { key: 'text', label: '文本内容', before: '旧', after: '新' },
      { key: 'fontWeight', label: '字体粗细', before: '常规', after: '加粗' },
    ]));
  });

  it('follows free-panel children: moved to another place, changed, added', () => {
    const panel = createWidget('W0006', 'top', 'f1');
    const kid = { ...createWidget('W0011', 'child', 'k1'), x: 10, y: 20, text: '甲' };
    const v1 = [page, { ...panel, childWidgets: [kid] }];
    const v2 = [page, { ...panel, childWidgets: [{ ...kid, x: 40, y: 20, text: '乙' }, { ...createWidget('W0011', 'child', 'k2'), x: 0, y: 0 }] }];
    const d = diffVersions(v1, v2);
    expect(d.moved).toEqual([{ uuid: 'k1', name: '自由面板[W0006] › 文本[W0011]', detail: '位置 (10, 20) → (40, 20)' }]);
    expect(d.changed[0].settings).toEqual([{ key: 'text', label: '文本内容', before: '甲', after: '乙' }]);
    expect(d.added.map((w) => w.uuid)).toEqual(['k2']);
  });

  it('is empty for the same document', () => {
    const v = [page, text('a')];
    expect(isEmptyDiff(diffVersions(v, structuredClone(v)))).toBe(true);
  });
});
