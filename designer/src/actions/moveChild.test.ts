import { describe, expect, it } from 'vitest';
import { createWidget } from '../doc/createWidget';
import { pageWithFreePanel } from '../doc/fixtures';
import { childrenOf } from '../doc/state';
import { addChild } from './addChild';
import { moveChild } from './moveChild';

const withText = () => addChild.apply(pageWithFreePanel(), { panel: 'f000000001', node: createWidget('W0011', 'child', 'k000000001'), x: 0, y: 0 });

describe('moveChild', () => {
  it('moves a child with 10px snapping', () => {
    const next = moveChild.apply(withText(), { panel: 'f000000001', child: 'k000000001', x: 204, y: 96 });
    expect(childrenOf(next.widgets[1])[0]).toMatchObject({ x: 200, y: 100 });
  });

  it('keeps the child inside the panel', () => {
    const next = moveChild.apply(withText(), { panel: 'f000000001', child: 'k000000001', x: 5000, y: -80 });
    const child = childrenOf(next.widgets[1])[0];
    expect(child.y).toBe(0);
    expect(child.x).toBeLessThanOrEqual(1190 - Number(child.width));
  });

  it('is a no-op when the snapped position does not change or the child is unknown', () => {
    const s = withText();
    expect(moveChild.apply(s, { panel: 'f000000001', child: 'k000000001', x: 3, y: 2 })).toBe(s);
    expect(moveChild.apply(s, { panel: 'f000000001', child: 'zz', x: 100, y: 100 })).toBe(s);
  });
});
