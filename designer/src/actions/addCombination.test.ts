import { describe, expect, it } from 'vitest';
import { storedCombination } from '../combination/fixtures';
import { pageWithTwoWidgets } from '../doc/fixtures';
import { ActionError } from '../doc/state';
import { createHistory, record, redo, undo, undoLabel } from '../history/history';
import { act } from './index';
import { addCombination } from './addCombination';

const UUIDS = ['b000000000', 'b000000001', 'b000000002'];

describe('addCombination', () => {
  it('inserts the combination as a new selected free panel at the drop index (end by default)', () => {
    const s = pageWithTwoWidgets();
    const { params } = storedCombination();
    const end = addCombination.apply(s, { params, uuids: UUIDS });
    expect(end.widgets.map((w) => w.uuid)).toEqual(['p000000000', 'c000000001', 't000000002', 'b000000000']);
    expect(end.selected).toEqual({ uuid: 'b000000000' });
    expect((end.widgets[3].childWidgets as any[]).map((c) => c.uuid)).toEqual(['b000000001', 'b000000002']);
    expect(addCombination.apply(s, { params, uuids: UUIDS, index: 1 }).widgets[1].uuid).toBe('b000000000');
    expect(s.widgets).toHaveLength(3);
  });

  it('refuses broken params and a uuid already on the page', () => {
    const s = pageWithTwoWidgets();
    const { params } = storedCombination();
    expect(() => addCombination.apply(s, { params: { type: 'W0011' }, uuids: ['b000000000'] })).toThrow(ActionError);
    expect(() => addCombination.apply(s, { params, uuids: ['c000000001', 'b000000001', 'b000000002'] })).toThrow('挂件标识重复');
  });

  it('is one undoable step; redo rebuilds the same widgets from the payload', () => {
    const h0 = createHistory(pageWithTwoWidgets());
    const h1 = record(h0, act('addCombination', { params: storedCombination().params, uuids: UUIDS }));
    expect(undoLabel(h1)).toBe('插入组合模块');
    const h2 = undo(h1);
    expect(h2.present).toBe(h0.present);
    expect(redo(h2).present.widgets).toEqual(h1.present.widgets);
  });
});
