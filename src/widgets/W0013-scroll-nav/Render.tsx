/**
 * 导航菜单 (scrolling bar): links in a row shifted one entry per arrow click; prev is disabled at the first
 * entry, next when the rest fits. The entry whose link equals the current path is highlighted (ctx.currentPath
 * on the server, location after mount) with a 2px bar in wgtTheme.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { WidgetRenderProps } from '../types';
import { resolveLink } from '../../lib/links';
import { WLink } from '../shared/Link';
import { color, list } from '../shared/style';
import type { NavItem, W0013Props } from './schema';

const useIsoLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * One key per page, whatever URL it was reached by: the compiler serves a custom page at /custompage/N
 * (and /product/N) while links point at /custompage?pageid=N; the home page is also /home and /shopadmin/index.
 */
export function pageKey(url: string): string {
  const [p, q = ''] = url.split('?');
  const pathname = p.length > 1 ? p.replace(/\/+$/, '') : p;
  const custom = pathname.match(/^\/(?:custompage|product)\/(\d+)$/);
  if (custom) return `page:${custom[1]}`;
  if (pathname === '/custompage') {
    const id = new URLSearchParams(q).get('pageid');
    if (id) return `page:${id}`;
  }
  if (pathname === '/home' || pathname === '/shopadmin/index') return q ? `/?${q}` : '/';
  return q ? `${pathname}?${q}` : pathname;
}

/** Index of the entry whose resolved link is the page at `path` (path may carry a query), or -1. */
export function activeIndex(items: NavItem[], path: string | undefined): number {
  if (!path) return -1;
  const here = pageKey(path);
  return items.findIndex((it) => { const url = resolveLink(it.pathData); return url !== '' && pageKey(url) === here; });
}

export default function Render({ value, ctx }: WidgetRenderProps<W0013Props>) {
  const items = list<NavItem>(value.data);
  const [path, setPath] = useState(ctx.currentPath);
  const [picked, setPicked] = useState(-1);
  const [start, setStart] = useState(0);
  const [offsets, setOffsets] = useState<number[]>([]);
  const [fitsFrom, setFitsFrom] = useState(0);
  const viewport = useRef<HTMLDivElement>(null);
  const row = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (!ctx.currentPath && typeof location !== 'undefined') setPath(location.pathname + location.search);
  }, [ctx.currentPath]);

  // Measure entries after mount: offsets for the shift, and the first start index from which the rest fits.
  useIsoLayoutEffect(() => {
    const ul = row.current;
    const vp = viewport.current;
    if (!ul || !vp) return;
    const lis = Array.from(ul.children) as HTMLElement[];
    const offs = lis.map((li) => li.offsetLeft);
    const total = ul.scrollWidth;
    let from = 0;
    while (from < offs.length && total - offs[from] > vp.clientWidth) from++;
    setOffsets(offs);
    setFitsFrom(from);
  }, [items.length]);

  const current = picked >= 0 ? picked : activeIndex(items, path);
  const shift = offsets[start] ?? 0;
  return (
    <div className="w-scrollnav">
      <button type="button" className="w-scrollnav-arrow" aria-label="上一个" disabled={start === 0} onClick={() => setStart(start - 1)}>‹</button>
      <div className="w-scrollnav-viewport" ref={viewport}>
        <ul className="w-scrollnav-row" ref={row} style={{ transform: `translateX(${-shift}px)` }}>
          {items.map((it, i) => (
            <li key={i} className={i === current ? 'is-active' : undefined} onClick={() => setPicked(i)}
              style={i === current ? { borderBottomColor: color(value.wgtTheme, '#000') } : undefined}>
              <WLink to={it.pathData} ctx={ctx} style={{ color: color(value.wgtTextColor, '#000') }}>{String(it.title ?? '')}</WLink>
            </li>
          ))}
        </ul>
      </div>
      <button type="button" className="w-scrollnav-arrow" aria-label="下一个" disabled={start >= fitsFrom} onClick={() => setStart(start + 1)}>›</button>
    </div>
  );
}
