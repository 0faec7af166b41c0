import { describe, expect, it } from 'vitest';
import { pageWithTwoWidgets } from '../doc/fixtures';
import { indexBefore, indexStep, moveWidget } from './moveWidget';

const ids = (s: { widgets: { uuid: string }[] }) => s.widgets.map((w) => w.uuid);

describe('moveWidget', () => {
  it('moves a widget to a final index', () => {
    const s = pageWithTwoWidgets();
    expect(ids(moveWidget.apply(s, { uuid: 't000000002', to: 0 }))).toEqual(['t000000002', 'p000000000', 'c000000001']);
    expect(ids(moveWidget.apply(s, { uuid: 'p000000000', to: 2 }))).toEqual(['c000000001', 't000000002', 'p000000000']);
  });

  it('returns the same state for no-ops and unknown widgets', () => {
    const s = pageWithTwoWidgets();
    expect(moveWidget.apply(s, { uuid: 'c000000001', to: 1 })).toBe(s);
    expect(moveWidget.apply(s, { uuid: 'nope', to: 0 })).toBe(s);
  });

  it('computes drop indices before a widget or at the end', () => {
    const s = pageWithTwoWidgets();
    expect(indexBefore(s, 't000000002', 'c000000001')).toBe(1);
    expect(indexBefore(s, 'c000000001', null)).toBe(2);
    expect(ids(moveWidget.apply(s, { uuid: 'c000000001', to: indexBefore(s, 'c000000001', null) }))).toEqual(['p000000000', 't000000002', 'c000000001']);
  });

  it('steps up/down over the invisible page settings', () => {
    const s = pageWithTwoWidgets();
    expect(indexStep(s, 'c000000001', -1)).toBeNull();
    expect(indexStep(s, 'c000000001', 1)).toBe(2);
    expect(indexStep(s, 't000000002', 1)).toBeNull();
    expect(indexStep(s, 't000000002', -1)).toBe(1);
  });
});
