/**
 * Virtualisation of long pages. On the canvas a widget is drawn only while it is within NEAR of the visible
 * part of the scroll area (or selected): one that moves further away is windowed out again, a box of its last
 * measured height, so the style, layout and paint of an edit touch the dozen frames near the view, not all 300
 * (`useWindowed`). One shared observer per scroll area, rather than one per widget. (The page's widget list
 * in the property panel windows its rows by scroll position: panels/editors/rowWindow.ts.)
 */
import { startTransition, useEffect, useRef, useState, type RefObject } from 'react';
import { px, type WidgetNode } from '../doc/state';

/** Pages with more widgets than this are virtualised; shorter ones draw everything at once. */
export const VIRTUALISE_OVER = 40;
/**
 * How far down the page (in px of the widgets' own boxes) the canvas draws at once when a long page opens:
 * a screenful and a bit. Those widgets are on screen at the first paint instead of one observer round
 * (a frame and a render more) later; the observer draws the rest as they come near.
 */
export const DRAW_AT_ONCE_PX = 1200;
/** About 1.5 screens above and below the visible part: scrolling a screen at a time never shows an undrawn box. */
const NEAR = '1400px 0px';

/** What the windowing needs of an IntersectionObserver (a test passes its own). */
export type Watcher = Pick<IntersectionObserver, 'observe' | 'unobserve' | 'disconnect'>;

/**
 * The frames watched on each scroll area, one observer per area, and a pause. While the operator types in the
 * property panel the canvas does not change (its drawing follows once the keys pause: canvas/useCanvasDoc.ts),
 * yet an observer watching 300 frames computes every one of them in each frame the page draws (0.3–0.6 ms
 * of a keystroke's main thread): paused, the observers are disconnected; on resume they watch every frame
 * again (those that came or went meanwhile included) and report each once, which windows in or out whatever
 * moved while they were off.
 */
export function windowingWatch(observerFor: (root: Element) => Watcher) {
  const areas = new Map<Element, { observer: Watcher; frames: Set<Element> }>();
  let paused = false;
  return {
    watch(root: Element, el: Element) {
      let area = areas.get(root);
      if (!area) areas.set(root, area = { observer: observerFor(root), frames: new Set() });
      area.frames.add(el);
      if (!paused) area.observer.observe(el);
    },
    unwatch(root: Element, el: Element) {
      const area = areas.get(root);
      if (!area?.frames.delete(el)) return;
      if (!paused) area.observer.unobserve(el);
      if (area.frames.size === 0) { area.observer.disconnect(); areas.delete(root); }
    },
    pause() {
      if (paused) return;
      paused = true;
      for (const area of areas.values()) area.observer.disconnect();
    },
    resume() {
      if (!paused) return;
      paused = false;
      for (const area of areas.values()) for (const el of area.frames) area.observer.observe(el);
    },
  };
}

const onWindow = new WeakMap<Element, (near: boolean) => void>();
const windowing = windowingWatch((root) => new IntersectionObserver((entries) => {
  for (const e of entries) onWindow.get(e.target)?.(e.isIntersecting);
}, { root, rootMargin: NEAR }));

/** Stops the canvas's windowing while typed edits wait to be drawn (the canvas is not changing meanwhile). */
export const pauseWindowing = (): void => windowing.pause();
/** Windows the canvas again: called once the canvas has drawn what was typed, or by any other change. */
export const resumeWindowing = (): void => windowing.resume();

/**
 * Whether the element is within NEAR of the visible part of its scroll area, both ways, when `windowed` (a
 * long page): true as it comes near, false again as it moves away (each change in a transition: the frames
 * crossing the line together are drawn or dropped in slices that leave room for input). Starts as
 * `startNear`; always true when not windowed or without a scroll area. A report that changes nothing (each
 * frame is reported again when the windowing resumes) renders nothing.
 */
export function useWindowed(ref: RefObject<HTMLElement | null>, windowed: boolean, startNear: boolean, scrollArea = '.dz-canvas-scroll'): boolean {
  const [near, setNear] = useState(!windowed || startNear);
  const reported = useRef(near);
  useEffect(() => {
    const el = ref.current;
    const root = el?.closest(scrollArea);
    if (!windowed || !el || !root) { reported.current = true; setNear(true); return; }
    onWindow.set(el, (now) => {
      if (now === reported.current) return;
      reported.current = now;
      startTransition(() => setNear(now));
    });
    windowing.watch(root, el);
    return () => { windowing.unwatch(root, el); onWindow.delete(el); };
  }, [ref, windowed, scrollArea]);
  return near;
}

/*
 * The border-box heights of the drawn frames, kept current by one ResizeObserver (it reports after layout,
 * in CSS pixels unaffected by the canvas zoom, and never forces a layout): a frame windowed out keeps the
 * height it was last drawn at.
 */
const heights = new WeakMap<Element, number>();
let sizes: ResizeObserver | null = null;

/** Keeps `lastHeight(el)` current while the returned function has not been called. */
export function trackHeight(el: Element): () => void {
  sizes ??= new ResizeObserver((entries) => { for (const e of entries) heights.set(e.target, e.borderBoxSize?.[0]?.blockSize ?? e.contentRect.height); });
  const ro = sizes;
  ro.observe(el, { box: 'border-box' });
  return () => ro.unobserve(el);
}

/** The element's border-box height when last measured while tracked, if ever. */
export const lastHeight = (el: Element | null): number | undefined => (el ? heights.get(el) : undefined);

/**
 * How many of `widgets` (top to bottom) start within the first `limit` pixels of the page, by their stored
 * box heights: the ones a long page draws at once (the rest wait until they come near).
 */
export function drawnAtOnce(widgets: readonly WidgetNode[], limit = DRAW_AT_ONCE_PX): number {
  let top = 0, n = 0;
  // A widget with no stored height (auto) counts as 100px: a page of them doesn't draw everything at once.
  while (n < widgets.length && top < limit) top += boxHeight(widgets[n++]) || 100;
  return n;
}

/** The outer height a widget takes (widgets.md §3 boxes), margins included. */
export function boxHeight(n: WidgetNode): number {
  return borderBoxHeight(n) + px(n.marginTop) + px(n.marginBottom);
}

/** The height of a widget's outer box without its margins, by its stored props. */
export function borderBoxHeight(n: WidgetNode): number {
  return px(n.height) + px(n.paddingTop) + px(n.paddingBottom) + px(n.borderTopWidth) + px(n.borderBottomWidth);
}

/**
 * The style of a frame's stand-in while the widget is not drawn: its last measured height (else the one its
 * props give) and the widget's own margins as margins, so they collapse with the neighbours' exactly as the
 * drawn widget's do (a frame has no border or padding: the widget's margins collapse through it, outside the
 * measured height) and nothing below moves when a frame is windowed in or out.
 */
export function standInStyle(n: WidgetNode, measured: number | undefined): { height: number; marginTop: number; marginBottom: number } {
  return { height: measured ?? borderBoxHeight(n), marginTop: px(n.marginTop), marginBottom: px(n.marginBottom) };
}
