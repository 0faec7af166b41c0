import { describe, expect, it } from 'vitest';
import { createWidget } from '../doc/createWidget';
import { pageWithFreePanel } from '../doc/fixtures';
import { childrenOf } from '../doc/state';
import { addChild } from './addChild';
import { deleteChild } from './deleteChild';

describe('deleteChild', () => {
  it('removes the child and selects the panel again', () => {
    let s = addChild.apply(pageWithFreePanel(), { panel: 'f000000001', node: createWidget('W0011', 'child', 'k1'), x: 0, y: 0 });
    s = addChild.apply(s, { panel: 'f000000001', node: createWidget('W0010', 'child', 'k2'), x: 100, y: 0 });
    const next = deleteChild.apply(s, { panel: 'f000000001', child: 'k1' });
    expect(childrenOf(next.widgets[1]).map((c) => c.uuid)).toEqual(['k2']);
    expect(next.selected).toEqual({ uuid: 'f000000001' });
  });

  it('is a no-op for an unknown child', () => {
    const s = pageWithFreePanel();
    expect(deleteChild.apply(s, { panel: 'f000000001', child: 'nope' })).toBe(s);
  });
});
