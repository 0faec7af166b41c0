/**
 * Header mini cart (embedded by widget W0010): bag button with the total quantity, a panel of cart lines
 * on hover/click or on SHOW_MINI_CART_EVENT (auto-hides after 3 s unless hovered), delete with confirm,
 * subtotal from the server and 去结算. The first render is the guest/empty state on server and client alike.
 * The panel is always in the markup (hidden while closed) and says 加载中 until the cart has been read, so a
 * click before React has arrived opens it at once (./minicart-early.ts) and the lines fill in when they come.
 */
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { useStore } from '@nanostores/react';
import { getToken, loginUrl } from '../lib/api';
import { MINI_CART_FIXED_AFTER_PX, MINI_CART_HIDE_MS, SHOW_MINI_CART_EVENT } from '../lib/constants';
import { formatFen } from '../lib/money';
import { goodsUrl } from '../lib/links';
import { cartTotals, specText, validLines } from '../lib/cart-view';
import { $cart, $cartCount, refreshCart, removeCartLine, type CartLine } from '../lib/stores/cart';
import { showToast } from '../lib/stores/toast';
import ConfirmDialog from './ui/ConfirmDialog';
import { Picture } from '../components/Picture';

export interface MiniCartProps { themeColor?: string; label?: string; /** W0010's configured button look (colours, border). */ buttonStyle?: CSSProperties }

const CHECKOUT_URL = '/cart/checkout?mode=cart';

export function MiniCart({ themeColor = '#FF5D02', label = '我的购物车', buttonStyle }: MiniCartProps) {
  const cart = useStore($cart);
  const count = useStore($cartCount);
  const [mounted, setMounted] = useState(false);
  const [loggedIn, setLoggedIn] = useState(false);
  const [open, setOpen] = useState(false);
  const [fixed, setFixed] = useState(false);
  const [removing, setRemoving] = useState<CartLine | null>(null);
  const [busy, setBusy] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const hovered = useRef(false);
  /** Opened by the pointer coming over it: the click that follows keeps it open instead of closing it. */
  const openedByHover = useRef(false);
  const hideTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    setMounted(true);
    const token = !!getToken();
    setLoggedIn(token);
    // Loaded once the cart has been read, by this or by anything else (an add to cart after a later login).
    const stopListening = $cart.listen(() => setLoaded(true));
    if (token) refreshCart().catch(() => undefined).finally(() => setLoaded(true));
    const show = () => {
      setLoggedIn(!!getToken());
      setOpen(true);
      clearTimeout(hideTimer.current);
      hideTimer.current = setTimeout(() => { if (!hovered.current) setOpen(false); }, MINI_CART_HIDE_MS);
    };
    const onScroll = () => setFixed(window.scrollY > MINI_CART_FIXED_AFTER_PX);
    onScroll();
    window.addEventListener(SHOW_MINI_CART_EVENT, show);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener(SHOW_MINI_CART_EVENT, show);
      window.removeEventListener('scroll', onScroll);
      clearTimeout(hideTimer.current);
      stopListening();
    };
  }, []);

  const live = mounted && loggedIn;
  const loading = !mounted || (loggedIn && !loaded);
  const lines = live ? validLines(cart) : [];
  const totals = cartTotals(cart);
  const badge = live ? count : 0;

  const toLogin = () => { location.href = loginUrl(); };
  const checkout = () => {
    if (!getToken()) return toLogin();
    try { location.href = CHECKOUT_URL; } catch { /* spec: mini-cart checkout errors are swallowed */ }
  };
  const confirmRemove = async () => {
    if (!removing) return;
    setBusy(true);
    try {
      await removeCartLine(removing.cart_id);
      showToast('商品删除成功', 'success');
    } catch { /* the API layer already showed the error */ }
    setBusy(false);
    setRemoving(null);
  };

  return (
    <div className="mc-slot">
      <div
        className={`mc${fixed ? ' is-fixed' : ''}`}
        onMouseEnter={() => { hovered.current = true; clearTimeout(hideTimer.current); if (!open) openedByHover.current = true; setOpen(true); }}
        onMouseLeave={() => { hovered.current = false; if (!removing) setOpen(false); }}
      >
        <button
          type="button" className="mc-btn" style={{ background: themeColor, ...buttonStyle }} aria-expanded={open} aria-haspopup="true"
          onClick={() => {
            if (!getToken()) return toLogin();
            const keep = openedByHover.current;
            openedByHover.current = false;
            setOpen((o) => keep || !o);
          }}
        >
          <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true"><path d="M4 7h12l-1 10H5L4 7Z M7 7V5.5a3 3 0 0 1 6 0V7" fill="none" stroke="currentColor" strokeWidth="1.6" /></svg>
          <span>{label}</span>
          <em className="mc-badge" style={{ color: themeColor }} role="img" aria-label={`共${badge}件`}>{badge}</em>
        </button>
        <div className="mc-panel" role="region" aria-label="迷你购物车" hidden={!open} aria-busy={loading || undefined}>
          {loading ? (
            <p className="mc-loading">购物车加载中…</p>
          ) : lines.length === 0 ? (
            <div className="mc-empty">
              <p>购物袋中还没有商品，赶紧选购吧！</p>
              <a className="mc-go" style={{ background: themeColor }} href="/items?tag=new">立即选购</a>
            </div>
          ) : (
            <>
              <ul className="mc-lines">
                {lines.map((l) => (
                  <li className="mc-line" key={l.cart_id}>
                    <Picture src={l.pics} alt="" width={60} height={60} />
                    <div className="mc-info">
                      <a className="mc-name" href={goodsUrl(l.item_id)}>{l.item_name}</a>
                      <div className="mc-spec">{specText(l)}</div>
                    </div>
                    <div className="mc-side">
                      <span className="mc-price">{formatFen(l.price)} × {l.num}</span>
                      <button type="button" className="mc-del" aria-label={`删除 ${l.item_name}`} onClick={() => setRemoving(l)}>删除</button>
                    </div>
                  </li>
                ))}
              </ul>
              <div className="mc-foot">
                <span className="mc-sum">已选{totals.num}件 合计：<b>{formatFen(totals.price)}</b></span>
                <a className="mc-link" href="/cart">查看购物车</a>
                <button type="button" className="mc-go" style={{ background: themeColor }} onClick={checkout}>去结算</button>
              </div>
            </>
          )}
        </div>
      </div>
      <ConfirmDialog
        open={!!removing} message="请确认是否移除该商品?" busy={busy}
        onOk={confirmRemove} onCancel={() => setRemoving(null)}
      />
    </div>
  );
}

export default MiniCart;
