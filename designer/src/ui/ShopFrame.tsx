/**
 * A page as a shopper's screen shows it, for 预览 and for an old version: the shop's top bar, the header, the body
 * and the footer on the page's background and in its theme colour, at the chosen screen width. A screen wider than
 * the room is scaled down as a whole, never cut off on the right. Links stay inert.
 */
import { useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { RenderWidgets } from '../../../src/widgets/RenderWidget';
import type { RenderContext } from '../../../src/widgets/types';
import { TopBarView } from '../../../src/islands/TopBar';
import '../../../src/islands/topbar.css';
import { PAGE_TYPE, type WidgetNode } from '../doc/state';

/** The storefront's own page background when W0000 sets none (global.css --page-bg). */
const SHOP_BACKGROUND = '#f4f4f4';

export function shopContext(body: WidgetNode[]): RenderContext {
  const page = body.find((w) => w.type === PAGE_TYPE);
  const bg = typeof page?.backgroundColor === 'string' && page.backgroundColor ? page.backgroundColor : SHOP_BACKGROUND;
  return { mode: 'preview', page: { themeColor: String(page?.themeColor ?? '#479EE9'), backgroundColor: bg } };
}

export function ShopFrame({ header, body, footer, width, label }: { header: WidgetNode[]; body: WidgetNode[]; footer: WidgetNode[]; width: number; label: string }) {
  const room = useRef<HTMLDivElement>(null);
  const [space, setSpace] = useState(width);
  useLayoutEffect(() => {
    const el = room.current;
    if (!el) return;
    const watch = new ResizeObserver(() => setSpace(el.clientWidth));
    watch.observe(el);
    return () => watch.disconnect();
  }, []);
  const ctx = shopContext(body);
  const scale = Math.min(1, space / width);
  const style = { width, zoom: scale, backgroundColor: ctx.page.backgroundColor, '--theme-color': ctx.page.themeColor } as CSSProperties;
  return (
    <div ref={room} className="dz-shop-room">
      <div className="dz-shop-frame" style={style} aria-label={label} data-scale={scale.toFixed(3)}
        onClickCapture={(e) => { if ((e.target as HTMLElement).closest('a')) e.preventDefault(); }}>
        <TopBarView greeting={null} loginLink="/auth/login" cartLink="/cart" />
        <RenderWidgets nodes={header} ctx={ctx} />
        <RenderWidgets nodes={body.filter((w) => w.type !== PAGE_TYPE)} ctx={ctx} />
        <RenderWidgets nodes={footer} ctx={ctx} />
      </div>
    </div>
  );
}
