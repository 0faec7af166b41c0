import { describe, expect, it } from 'vitest';
import type { WidgetNode } from '../doc/state';
import { handlesOf, resized } from './resize';

const n = (extra: Partial<WidgetNode> = {}) => ({ uuid: 'a', type: 'W0003', width: 600, height: 200, ...extra }) as WidgetNode;

describe('resize handles', () => {
  it('drag the right edge for width, the bottom for height', () => {
    expect(resized(n(), 'right', 50, 999)).toEqual({ width: 650 });
    expect(resized(n(), 'bottom', 999, -50)).toEqual({ height: 150 });
  });
  it('keeps the ratio with 等比例 on', () => {
    expect(resized(n({ proportion: true }), 'right', 300, 0)).toEqual({ width: 900, height: 300 });
  });
  it('honours locks, the page width and a minimum', () => {
    expect(resized(n({ widthDisabled: true }), 'corner', 50, 50)).toEqual({ height: 250 });
    expect(resized(n(), 'right', 5000, 0)).toEqual({ width: 1190 });
    expect(resized(n(), 'bottom', 0, -5000)).toEqual({ height: 10 });
    expect(handlesOf(n({ widthDisabled: true, heightDisabled: true }), false)).toEqual([]);
    expect(handlesOf(n(), true)).toEqual(['corner']);
  });
});
