/**
 * Virtualisation of long pages: a widget far from the visible part of the canvas is drawn as an empty box
 * of its own size until it first comes within NEAR of it (then it stays drawn); the page's widget list in the
 * property panel connects a row's drag and drop the same way. One shared observer per scroll area, rather
 * than one per widget.
 */
import { startTransition, useEffect, useState, type RefObject } from 'react';
import { px, type WidgetNode } from '../doc/state';

/** Pages with more widgets than this are virtualised; shorter ones draw everything at once. */
export const VIRTUALISE_OVER = 40;
/**
 * How far down the page (in px of the widgets' own boxes) the canvas draws at once when a long page opens:
 * a screenful and a bit. Those widgets are on screen at the first paint instead of one observer round
 * (a frame and a render more) later; the observer draws the rest as they come near.
 */
export const DRAW_AT_ONCE_PX = 1200;
const NEAR = '1500px 0px';

const observers = new WeakMap<Element, IntersectionObserver>();
const callbacks = new WeakMap<Element, () => void>();

function observerFor(root: Element): IntersectionObserver {
  let io = observers.get(root);
  if (!io) {
    io = new IntersectionObserver((entries) => {
      for (const e of entries) if (e.isIntersecting) { io!.unobserve(e.target); callbacks.get(e.target)?.(); callbacks.delete(e.target); }
    }, { root, rootMargin: NEAR });
    observers.set(root, io);
  }
  return io;
}

/**
 * True once the element has come near the visible part of its scroll area, the closest `scrollArea`
 * ancestor (always true when `lazy` is off, or when there is no such area).
 */
export function useNearViewport(ref: RefObject<HTMLElement | null>, lazy: boolean, scrollArea = '.dz-canvas-scroll'): boolean {
  const [near, setNear] = useState(!lazy);
  useEffect(() => {
    const el = ref.current;
    const root = el?.closest(scrollArea);
    if (near || !el || !root) { if (!near && el && !root) setNear(true); return; }
    // A transition: the widgets coming near together are drawn in slices that leave room for input, not one long task.
    callbacks.set(el, () => startTransition(() => setNear(true)));
    const io = observerFor(root);
    io.observe(el);
    return () => { io.unobserve(el); callbacks.delete(el); };
  }, [near, ref, scrollArea]);
  return near;
}

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

/** The outer height a widget takes (widgets.md §3 boxes), for its stand-in while it is not drawn. */
export function boxHeight(n: WidgetNode): number {
  return px(n.height) + px(n.paddingTop) + px(n.paddingBottom) + px(n.borderTopWidth) + px(n.borderBottomWidth) + px(n.marginTop) + px(n.marginBottom);
}
