import { describe, expect, it } from 'vitest';
import { createWidget } from '../doc/createWidget';
import { pageWithFreePanel } from '../doc/fixtures';
import { childrenOf } from '../doc/state';
import { addChild } from './addChild';

describe('addChild', () => {
  it('places an allowed widget at the snapped drop point and selects it', () => {
    const s = pageWithFreePanel();
    const node = createWidget('W0011', 'child', 'k000000001');
    const next = addChild.apply(s, { panel: 'f000000001', node, x: 123, y: 47 });
    const [child] = childrenOf(next.widgets[1]);
    expect(child).toMatchObject({ uuid: 'k000000001', type: 'W0011', x: 120, y: 50, leaf: true });
    expect(next.selected).toEqual({ uuid: 'f000000001', child: 'k000000001' });
    expect(childrenOf(s.widgets[1])).toHaveLength(0);
  });

  it('refuses types not allowed in a free panel', () => {
    const s = pageWithFreePanel();
    for (const type of ['W0002', 'W0004', 'W0005']) {
      expect(() => addChild.apply(s, { panel: 'f000000001', node: createWidget(type, 'child'), x: 0, y: 0 })).toThrow('不可放入自由面板');
    }
    expect(() => addChild.apply(s, { panel: 'f000000001', node: createWidget('W0006', 'child'), x: 0, y: 0 })).toThrow('不可放入自由面板');
  });

  it('only adds into a free panel', () => {
    const s = pageWithFreePanel();
    expect(() => addChild.apply(s, { panel: 'p000000000', node: createWidget('W0011', 'child'), x: 0, y: 0 })).toThrow();
  });

  it('clamps negative drop points to the panel origin', () => {
    const next = addChild.apply(pageWithFreePanel(), { panel: 'f000000001', node: createWidget('W0010', 'child', 'k2'), x: -30, y: -4 });
    expect(childrenOf(next.widgets[1])[0]).toMatchObject({ x: 0, y: 0 });
  });
});
