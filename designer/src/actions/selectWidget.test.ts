import { describe, expect, it } from 'vitest';
import { createWidget } from '../doc/createWidget';
import { pageWithFreePanel, pageWithTwoWidgets } from '../doc/fixtures';
import { addChild } from './addChild';
import { selectWidget } from './selectWidget';

describe('selectWidget', () => {
  it('selects a widget, a free-panel child or nothing', () => {
    const s = pageWithTwoWidgets();
    expect(selectWidget.apply(s, { uuid: 'c000000001' }).selected).toEqual({ uuid: 'c000000001' });
    expect(selectWidget.apply(s, null).selected).toBeNull();
    const p = addChild.apply(pageWithFreePanel(), { panel: 'f000000001', node: createWidget('W0011', 'child', 'k1'), x: 0, y: 0 });
    expect(selectWidget.apply({ ...p, selected: null }, { uuid: 'f000000001', child: 'k1' }).selected).toEqual({ uuid: 'f000000001', child: 'k1' });
  });

  it('ignores unknown targets and re-selecting the same widget', () => {
    const s = pageWithTwoWidgets();
    expect(selectWidget.apply(s, { uuid: 'nope' })).toBe(s);
    expect(selectWidget.apply(s, { uuid: 'p000000000' })).toBe(s);
  });

  it('is not recorded in the history', () => {
    expect(selectWidget.record).toBe(false);
  });
});
