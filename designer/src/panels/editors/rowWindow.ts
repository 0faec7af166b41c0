/**
 * The page's widget list on a long page renders only the rows near the visible part of the property panel:
 * every row has the same height, so which ones those are follows from the panel's scroll position alone, and
 * the rows left out are an empty band above and below of exactly their height (nothing moves, the scroll bar
 * is the whole list's). Making and dropping 300 rows (1,500 elements) after each delete, which shows the page
 * settings, was about 90 ms of the browser's CPU per delete.
 */
import { useLayoutEffect, useState, type RefObject } from 'react';

/** A row's height plus the gap below it (styles.css: `.dz-page-row` is 34 px tall, `.dz-page-rows` gap 4 px). */
export const ROW_PITCH = 38;
/** Rows made beyond each edge of the visible part: a wheel turn or a Tab never reaches an unmade row. */
const OVERSCAN = 12;

export interface RowRange { first: number; last: number }

/**
 * The rows [first, last) of a list of `count` rows to render, when the visible part of the scroll area starts
 * `visibleTop` px below the list's top and is `viewHeight` px tall (negative: the list starts lower down).
 * The edges are rounded out to whole OVERSCAN blocks, so scrolling a few rows does not re-render the list.
 */
export function rowRange(visibleTop: number, viewHeight: number, count: number, pitch = ROW_PITCH, overscan = OVERSCAN): RowRange {
  const top = Math.floor(Math.max(0, visibleTop) / pitch);
  const bottom = Math.ceil(Math.max(0, visibleTop + viewHeight) / pitch);
  const first = Math.max(0, Math.floor((top - overscan) / overscan) * overscan);
  const last = Math.min(count, Math.ceil((bottom + overscan) / overscan) * overscan);
  return { first: Math.min(first, count), last: Math.max(last, Math.min(first, count)) };
}

/**
 * The range of rows to render for the list `list` inside its scroll area `scrollArea` (its closest such
 * ancestor), kept current on scroll and resize; everything when `windowed` is off. A row that holds the focus
 * stays rendered (keyboard users keep their place) by widening the range to it.
 */
export function useRowWindow(list: RefObject<HTMLElement | null>, count: number, windowed: boolean, scrollArea = '.dz-props-body'): RowRange {
  const [range, setRange] = useState<RowRange>(() => (windowed ? rowRange(0, 900, count) : { first: 0, last: count }));
  useLayoutEffect(() => {
    const el = list.current;
    const area = el?.closest<HTMLElement>(scrollArea);
    if (!windowed || !el || !area) { setRange((r) => (r.first === 0 && r.last === count ? r : { first: 0, last: count })); return; }
    let frame = 0;
    const measure = () => {
      frame = 0;
      const visibleTop = area.getBoundingClientRect().top - el.getBoundingClientRect().top;
      const next = rowRange(visibleTop, area.clientHeight, count);
      const focused = el.contains(document.activeElement) ? Number((document.activeElement?.closest('[aria-posinset]') as HTMLElement | null)?.getAttribute('aria-posinset')) - 1 : -1;
      if (focused >= 0) { next.first = Math.min(next.first, focused); next.last = Math.max(next.last, Math.min(count, focused + 1)); }
      setRange((r) => (r.first === next.first && r.last === next.last ? r : next));
    };
    const later = () => { frame ||= requestAnimationFrame(measure); };
    measure();
    area.addEventListener('scroll', later, { passive: true });
    const sizes = new ResizeObserver(later);
    sizes.observe(area);
    return () => { area.removeEventListener('scroll', later); sizes.disconnect(); cancelAnimationFrame(frame); };
  }, [list, count, windowed, scrollArea]);
  return range;
}
