import { describe, expect, it } from 'vitest';
import { pageWithTwoWidgets } from '../doc/fixtures';
import { ActionError } from '../doc/state';
import { deleteWidget } from './deleteWidget';

describe('deleteWidget', () => {
  it('removes a widget and keeps an unrelated selection', () => {
    const s = pageWithTwoWidgets();
    const next = deleteWidget.apply(s, { uuid: 'c000000001' });
    expect(next.widgets.map((w) => w.uuid)).toEqual(['p000000000', 't000000002']);
    expect(next.selected).toEqual({ uuid: 'p000000000' });
  });

  it('selects the page settings when the selected widget is deleted', () => {
    const s = { ...pageWithTwoWidgets(), selected: { uuid: 't000000002' } };
    expect(deleteWidget.apply(s, { uuid: 't000000002' }).selected).toEqual({ uuid: 'p000000000' });
  });

  it('never deletes the page settings; unknown ids are a no-op', () => {
    const s = pageWithTwoWidgets();
    expect(() => deleteWidget.apply(s, { uuid: 'p000000000' })).toThrow(ActionError);
    expect(deleteWidget.apply(s, { uuid: 'nope' })).toBe(s);
  });
});
