/**
 * 购物车: pill button with count badge; hovering drops a 300px panel with the cart lines, the total and
 * 进入购物车. Reads the shared cart nanostores; the cart is fetched after mount (render mode only) and shown
 * only once mounted, so the server HTML and the first client render agree.
 */
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { WidgetRenderProps } from '../types';
import { $cart, $cartCount, refreshCart, type CartLine } from '../../lib/stores/cart';
import { MINI_CART_HIDE_MS, SHOW_MINI_CART_EVENT } from '../../lib/constants';
import { formatFen } from '../../lib/money';
import { goodsUrl } from '../../lib/links';
import { WLink } from '../shared/Link';
import { color, num, themeColor } from '../shared/style';
import type { W0010Value, W0010Props } from './schema';

/** Count and total of the valid lines (total_fee is the line total in fen). */
export function cartSummary(lines: CartLine[]): { count: number; total: number } {
  return lines.reduce((s, l) => ({ count: s.count + num(l.num), total: s.total + num(l.total_fee) }), { count: 0, total: 0 });
}

function buttonStyle(value: W0010Value, theme: string) {
  return {
    background: theme, color: color(value.wgtTextColor, '#ffffff'), fontSize: num(value.fontSize, 14),
    border: `${num(value.wgtBorderRadius)}px solid ${color(value.wgtAaaa, '#ffffff')}`,
  };
}

export default function Render({ value, ctx }: WidgetRenderProps<W0010Props>) {
  const cart = useStore($cart);
  const storeCount = useStore($cartCount);
  const [mounted, setMounted] = useState(false);
  const [open, setOpen] = useState(false);
  const live = ctx.mode === 'render';

  useEffect(() => {
    setMounted(true);
    if (!live) return;
    refreshCart().catch(() => undefined);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const show = () => { setOpen(true); clearTimeout(timer); timer = setTimeout(() => setOpen(false), MINI_CART_HIDE_MS); };
    window.addEventListener(SHOW_MINI_CART_EVENT, show);
    return () => { window.removeEventListener(SHOW_MINI_CART_EVENT, show); clearTimeout(timer); };
  }, [live]);

  const lines = mounted && live ? cart.valid_cart.flatMap((s) => s.list) : [];
  const { count, total } = cartSummary(lines);
  const badge = mounted && live ? storeCount || count : 0;
  return (
    <div className="w-minicart" onMouseEnter={() => live && setOpen(true)} onMouseLeave={() => setOpen(false)}>
      <WLink to="/cart" ctx={ctx} className="w-minicart-btn" style={buttonStyle(value as W0010Value, themeColor(value, ctx))}>
        <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true"><path d="M2 3h2l2 10h10l2-7H5" fill="none" stroke="currentColor" strokeWidth="1.6" /><circle cx="8" cy="16.5" r="1.3" fill="currentColor" /><circle cx="15" cy="16.5" r="1.3" fill="currentColor" /></svg>
        <span>我的购物车</span>
        <em className="w-minicart-badge">{badge}</em>
      </WLink>
      <div className="w-minicart-panel" hidden={!open}>
        {lines.length === 0 ? <div className="w-minicart-empty">购物车中还没有商品，赶紧选购吧！</div> : (
          <>
            <ul className="w-minicart-lines">
              {lines.map((l) => (
                <li key={l.cart_id}>
                  <WLink to={goodsUrl(l.item_id)} ctx={ctx} className="w-minicart-line">
                    <img src={l.pics} alt="" width={60} height={60} loading="lazy" />
                    <span className="w-minicart-name w-clamp2">{l.item_name}</span>
                    <span className="w-minicart-price">{formatFen(l.price)} x {l.num}</span>
                  </WLink>
                </li>
              ))}
            </ul>
            <div className="w-minicart-total">{`共${count}件商品，合计 ${formatFen(total)}`}</div>
            <WLink to="/cart" ctx={ctx} className="w-btn w-btn-primary w-minicart-go">进入购物车</WLink>
          </>
        )}
      </div>
    </div>
  );
}
