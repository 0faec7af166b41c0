import { describe, expect, it } from 'vitest';
import { act } from '../actions';
import { createWidget } from '../doc/createWidget';
import { pageWithTwoWidgets } from '../doc/fixtures';
import { ActionError } from '../doc/state';
import { canRedo, canUndo, createHistory, record, redo, redoLabel, undo, undoLabel, MERGE_WINDOW_MS } from './history';

const ids = (h: { present: { widgets: { uuid: string }[] } }) => h.present.widgets.map((w) => w.uuid);

describe('history', () => {
  it('undoes and redoes recorded actions', () => {
    let h = createHistory(pageWithTwoWidgets());
    const start = ids(h);
    h = record(h, act('addWidget', { node: createWidget('W0008', 'top', 'n000000001') }), 0);
    h = record(h, act('moveWidget', { uuid: 'n000000001', to: 0 }), 5000);
    expect(ids(h)[0]).toBe('n000000001');
    expect(undoLabel(h)).toBe('移动挂件');

    h = undo(h);
    expect(ids(h)).toEqual([...start, 'n000000001']);
    h = undo(h);
    expect(ids(h)).toEqual(start);
    expect(canUndo(h)).toBe(false);
    expect(redoLabel(h)).toBe('添加挂件');

    h = redo(h);
    h = redo(h);
    expect(ids(h)[0]).toBe('n000000001');
    expect(canRedo(h)).toBe(false);
  });

  it('restores the selection with the document', () => {
    let h = createHistory(pageWithTwoWidgets());
    h = record(h, act('deleteWidget', { uuid: 'c000000001' }), 0);
    h = undo(h);
    expect(ids(h)).toContain('c000000001');
    expect(h.present.selected).toEqual({ uuid: 'p000000000' });
  });

  it('does not record selection or no-op actions', () => {
    let h = createHistory(pageWithTwoWidgets());
    h = record(h, act('selectWidget', { uuid: 'c000000001' }));
    expect(h.present.selected).toEqual({ uuid: 'c000000001' });
    expect(h.past).toHaveLength(0);
    const same = record(h, act('moveWidget', { uuid: 'c000000001', to: 1 }));
    expect(same).toBe(h);
  });

  it('a new action clears the redo stack', () => {
    let h = createHistory(pageWithTwoWidgets());
    h = record(h, act('deleteWidget', { uuid: 't000000002' }), 0);
    h = undo(h);
    h = record(h, act('updateProps', { target: { uuid: 'c000000001' }, props: { autoplay: false } }), 10);
    expect(canRedo(h)).toBe(false);
  });

  it('collapses quick edits of one field into one step', () => {
    let h = createHistory(pageWithTwoWidgets());
    const type = (text: string, at: number) => { h = record(h, act('updateProps', { target: { uuid: 't000000002' }, props: { text } }), at); };
    type('花', 0);
    type('花椒', 300);
    type('花椒粉', 600);
    expect(h.past).toHaveLength(1);
    type('花椒粉!', 600 + MERGE_WINDOW_MS + 1);
    expect(h.past).toHaveLength(2);
    h = undo(h);
    expect(h.present.widgets[2].text).toBe('花椒粉');
    h = undo(h);
    expect(h.present.widgets[2].text).toBe('文本');
    h = redo(h);
    expect(h.present.widgets[2].text).toBe('花椒粉');
  });

  it('passes refusals through and keeps the history', () => {
    const h = createHistory(pageWithTwoWidgets());
    expect(() => record(h, act('deleteWidget', { uuid: 'p000000000' }))).toThrow(ActionError);
  });
});
