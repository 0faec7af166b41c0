import { afterEach, describe, expect, it } from 'vitest';
import { act } from '../actions';
import { pageWithTwoWidgets } from '../doc/fixtures';
import { createHistory } from '../history/history';
import { $doc, $history, $redoStep, $undoStep, canvasMayFollow, closeDocument, dispatch, undo } from './designer';

afterEach(() => closeDocument());

const typeInto = (text: string) => dispatch(act('updateProps', { target: { uuid: 't000000002' }, props: { text } }), { canvasMayFollow: true });

describe('the document store', () => {
  it('tells the canvas a field edit may follow while it is being made, and no other change', () => {
    $history.set(createHistory(pageWithTwoWidgets()));
    const seen: boolean[] = [];
    const stop = $doc.listen(() => seen.push(canvasMayFollow()));
    typeInto('a');
    dispatch(act('moveWidget', { uuid: 't000000002', to: 0 }));
    undo();
    stop();
    expect(seen).toEqual([true, false, false]);
    expect(canvasMayFollow()).toBe(false);
  });

  it('the toolbar’s undo/redo labels change only when a step is added or taken, not with each key of one field', () => {
    $history.set(createHistory(pageWithTwoWidgets()));
    const labels: (string | null)[] = [];
    const stopUndo = $undoStep.listen((l) => labels.push(l));
    const redoLabels: (string | null)[] = [];
    const stopRedo = $redoStep.listen((l) => redoLabels.push(l));
    typeInto('a');
    typeInto('ab'); // merged into the step the first key made
    typeInto('abc');
    expect($doc.get().widgets[2].text).toBe('abc');
    undo();
    stopUndo();
    stopRedo();
    expect(labels).toEqual(['修改属性', null]);
    expect(redoLabels).toEqual(['修改属性']);
  });
});
