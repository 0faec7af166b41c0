import { describe, expect, it } from 'vitest';
import type { WidgetNode } from '../doc/state';
import { DRAW_AT_ONCE_PX, boxHeight, drawnAtOnce, standInStyle, windowingWatch } from './nearViewport';

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

describe('the stand-in of a windowed-out frame', () => {
  const node = box(100, { paddingTop: 10, paddingBottom: 10, marginTop: 20, marginBottom: 30 });
  it('is as tall as the frame last measured, with the widget\'s margins as margins (so they collapse as drawn)', () => {
    expect(standInStyle(node, 147.5)).toEqual({ height: 147.5, marginTop: 20, marginBottom: 30 });
  });
  it('never measured (not drawn yet): the height its props give, margins still apart', () => {
    expect(standInStyle(node, undefined)).toEqual({ height: 120, marginTop: 20, marginBottom: 30 });
  });
});

describe('the windowing observers, paused while typed edits wait for the canvas', () => {
  /** An observer that keeps the set of elements it watches, as IntersectionObserver does. */
  const observers: { root: string; watching: Set<string> }[] = [];
  const make = (root: Element) => {
    const o = { root: String(root), watching: new Set<string>() };
    observers.push(o);
    return {
      observe: (el: Element) => { o.watching.add(String(el)); },
      unobserve: (el: Element) => { o.watching.delete(String(el)); },
      disconnect: () => o.watching.clear(),
    };
  };
  const el = (name: string) => ({ toString: () => name }) as unknown as Element;
  const [area, other, a, b, c, d] = ['area', 'other', 'a', 'b', 'c', 'd'].map(el);

  it('watches nothing while paused and every frame again on resume, those that came meanwhile too', () => {
    observers.length = 0;
    const w = windowingWatch(make);
    w.watch(area, a); w.watch(area, b); w.watch(other, c);
    expect(observers.map((o) => [...o.watching])).toEqual([['a', 'b'], ['c']]);
    w.pause();
    expect(observers.map((o) => o.watching.size)).toEqual([0, 0]);
    w.watch(area, d); // a frame made while paused
    w.unwatch(area, a); // a frame gone while paused
    expect(observers[0].watching.size).toBe(0);
    w.resume();
    expect(observers.map((o) => [...o.watching].sort())).toEqual([['b', 'd'], ['c']]);
  });

  it('pausing twice or resuming when not paused changes nothing; an area whose frames are all gone is dropped', () => {
    observers.length = 0;
    const w = windowingWatch(make);
    w.resume();
    w.watch(area, a);
    w.pause(); w.pause();
    w.resume();
    expect([...observers[0].watching]).toEqual(['a']);
    w.unwatch(area, a);
    w.watch(area, b); // a new observer for the area
    expect(observers).toHaveLength(2);
    expect([...observers[1].watching]).toEqual(['b']);
  });
});
