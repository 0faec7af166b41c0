import { describe, expect, it } from 'vitest';
import { ROW_PITCH, rowRange } from './rowWindow';

describe('rowRange: the rows of a long page list to render for a scroll position', () => {
  it('at the top: the rows in view and a block beyond, not all 300', () => {
    const r = rowRange(0, 700, 300); // 700 px of panel: 19 rows in view
    expect(r.first).toBe(0);
    expect(r.last).toBeGreaterThanOrEqual(Math.ceil(700 / ROW_PITCH));
    expect(r.last).toBeLessThan(60);
  });

  it('scrolled into the middle: every row in view is rendered, with rows to spare on both sides', () => {
    const top = 150 * ROW_PITCH + 5;
    const r = rowRange(top, 700, 300);
    const inView = [Math.floor(top / ROW_PITCH), Math.ceil((top + 700) / ROW_PITCH)];
    expect(r.first).toBeLessThanOrEqual(inView[0] - 10);
    expect(r.last).toBeGreaterThanOrEqual(inView[1] + 10);
    expect(r.last - r.first).toBeLessThan(80); // a fraction of the 300
  });

  it('scrolling a few rows keeps the same range (no re-render per wheel step)', () => {
    const a = rowRange(150 * ROW_PITCH, 700, 300);
    const b = rowRange(152 * ROW_PITCH, 700, 300);
    expect(b).toEqual(a);
  });

  it('the list further down the panel than the visible part, or scrolled past its end, stays within the list', () => {
    expect(rowRange(-2000, 700, 300)).toEqual({ first: 0, last: 12 });
    const end = rowRange(400 * ROW_PITCH, 700, 300);
    expect(end.last).toBe(300);
    expect(end.first).toBeLessThanOrEqual(end.last);
    expect(rowRange(0, 700, 0)).toEqual({ first: 0, last: 0 });
  });
});
