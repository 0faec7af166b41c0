import { describe, expect, it } from 'vitest';
import type { WidgetNode } from '../doc/state';
import { DRAW_AT_ONCE_PX, boxHeight, drawnAtOnce } from './nearViewport';

const box = (height: unknown, extra: Partial<WidgetNode> = {}) => ({ type: 'W0011', uuid: 'x', height, ...extra }) as WidgetNode;

describe('a long page drawn at once down to a screenful', () => {
  it('counts the widgets that start above the limit, by their stored boxes (padding and margins included)', () => {
    expect(boxHeight(box(100, { paddingTop: 10, paddingBottom: 10, marginTop: 5, marginBottom: 5, borderTopWidth: 1, borderBottomWidth: 1 }))).toBe(132);
    const tall = Array.from({ length: 10 }, () => box(500));
    expect(drawnAtOnce(tall)).toBe(Math.ceil(DRAW_AT_ONCE_PX / 500)); // 0, 500, 1000 start above 1200
    expect(drawnAtOnce(tall, 1000)).toBe(2);
  });

  it('counts a widget without a stored height (auto) as 100px, so a page of them is not drawn whole', () => {
    const auto = Array.from({ length: 300 }, () => box('auto'));
    expect(drawnAtOnce(auto)).toBe(DRAW_AT_ONCE_PX / 100);
  });

  it('draws a short list whole and an empty one not at all', () => {
    expect(drawnAtOnce([box(10), box(10)])).toBe(2);
    expect(drawnAtOnce([])).toBe(0);
  });
});
