import { describe, expect, it } from 'vitest';
import { adoptMerge } from './adoptMerge';
import type { DocState } from '../doc/state';

describe('adoptMerge', () => {
  const state: DocState = { widgets: [{ type: 'W0000', uuid: 'p' }, { type: 'W0011', uuid: 'a', text: 'a' }], selected: { uuid: 'a' } };
  it('replaces the widgets, keeping a selection that survives', () => {
    const next = adoptMerge.apply(state, { widgets: [{ type: 'W0000', uuid: 'p' }, { type: 'W0011', uuid: 'a', text: 'A' }, { type: 'W0011', uuid: 'b' }] });
    expect(next.widgets.map((w) => w.uuid)).toEqual(['p', 'a', 'b']);
    expect(next.selected).toEqual({ uuid: 'a' });
  });
  it('falls back to the page settings when the selected widget went', () => {
    expect(adoptMerge.apply(state, { widgets: [{ type: 'W0000', uuid: 'p' }] }).selected).toEqual({ uuid: 'p' });
  });
});
