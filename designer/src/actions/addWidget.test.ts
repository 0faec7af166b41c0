import { describe, expect, it } from 'vitest';
import { createWidget } from '../doc/createWidget';
import { pageWithTwoWidgets } from '../doc/fixtures';
import { ActionError } from '../doc/state';
import { addWidget } from './addWidget';

describe('addWidget', () => {
  it('appends by default and selects the new widget', () => {
    const s = pageWithTwoWidgets();
    const node = createWidget('W0008', 'top', 'aaaaaaaaaa');
    const next = addWidget.apply(s, { node });
    expect(next.widgets.map((w) => w.uuid)).toEqual([...s.widgets.map((w) => w.uuid), 'aaaaaaaaaa']);
    expect(next.selected).toEqual({ uuid: 'aaaaaaaaaa' });
    expect(s.widgets).toHaveLength(3);
  });

  it('inserts at a drop index (clamped)', () => {
    const s = pageWithTwoWidgets();
    const node = createWidget('W0002', 'top', 'bbbbbbbbbb');
    expect(addWidget.apply(s, { node, index: 1 }).widgets[1].uuid).toBe('bbbbbbbbbb');
    expect(addWidget.apply(s, { node, index: 99 }).widgets[3].uuid).toBe('bbbbbbbbbb');
    expect(addWidget.apply(s, { node, index: -5 }).widgets[0].uuid).toBe('bbbbbbbbbb');
  });

  it('refuses a second page settings widget and duplicate uuids', () => {
    const s = pageWithTwoWidgets();
    expect(() => addWidget.apply(s, { node: createWidget('W0000') })).toThrow(ActionError);
    expect(() => addWidget.apply(s, { node: createWidget('W0001', 'top', 'c000000001') })).toThrow(/重复/);
  });
});
