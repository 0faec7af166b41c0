/**
 * /cart: lines grouped by shop, check one/shop/all, quantity (debounced, server-checked), delete with
 * confirm, invalid lines greyed, totals straight from the server's cart response, 去结算.
 */
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { getToken, loginUrl } from '../lib/api';
import { formatFen } from '../lib/money';
import { goodsUrl } from '../lib/links';
import { allChecked, cartTotals, specText, validLines } from '../lib/cart-view';
import { $cart, $cartPending, refreshCart, removeCartLine, setCartChecked, updateCartNum, type CartLine } from '../lib/stores/cart';
import { showToast } from '../lib/stores/toast';
import ConfirmDialog from './ui/ConfirmDialog';
import QuantityInput from './ui/QuantityInput';
import CartPromotions from './promotion/CartPromotions';
import type { ActivityLineFields, PromotionGroupFields } from '../lib/promotion';
import { Picture } from '../components/Picture';

const CHECKOUT_URL = '/cart/checkout?mode=cart';

function LineRow({ line, invalid, onRemove }: { line: CartLine; invalid?: boolean; onRemove: (l: CartLine) => void }) {
  return (
    <li className={`sc-line${invalid ? ' is-invalid' : ''}`}>
      <span className="sc-col-check">
        {invalid
          ? <span className="sc-invalid-tag">{line.store <= 0 ? '无货' : '已下架'}</span>
          : <input type="checkbox" aria-label={`选择 ${line.item_name}`} checked={line.is_checked} onChange={(e) => void setCartChecked([line.cart_id], e.target.checked).catch(() => undefined)} />}
      </span>
      <span className="sc-col-goods">
        <Picture src={line.pics} alt="" width={80} height={80} />
        <span>
          <a className="sc-name" href={goodsUrl(line.item_id)}>{line.item_name}</a>
          <span className="sc-spec">{specText(line)}</span>
          {(line as ActivityLineFields).limit_tip ? <span className="pm-limit" role="alert">{(line as ActivityLineFields).limit_tip}</span> : null}
        </span>
      </span>
      <span className="sc-col-price">
        {(line as ActivityLineFields).act_price ? <><span className="sc-member-label pm-act-label">活动价</span>{formatFen(line.price)}{line.original_price ? <del className="sc-orig">{formatFen(line.original_price)}</del> : null}</> : line.member_price ? <><span className="sc-member-label">会员价</span>{formatFen(line.member_price)}{line.original_price ? <del className="sc-orig">{formatFen(line.original_price)}</del> : null}</> : formatFen(line.price)}
      </span>
      <span className="sc-col-num">
        {invalid ? <span>{line.num}</span> : (
          <QuantityInput value={line.num} max={Math.max(1, line.store)} label={`${line.item_name} 数量`} onChange={(n) => void updateCartNum(line.cart_id, n).catch(() => undefined)} />
        )}
      </span>
      <span className="sc-col-sub price">{formatFen(line.total_fee)}</span>
      <span className="sc-col-op"><button type="button" className="sc-link" onClick={() => onRemove(line)}>删除</button></span>
    </li>
  );
}

export default function CartPage() {
  const cart = useStore($cart);
  const pricing = useStore($cartPending) > 0;
  const [loaded, setLoaded] = useState(false);
  const [removing, setRemoving] = useState<CartLine | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!getToken()) { location.replace(loginUrl()); return; }
    refreshCart().catch(() => undefined).finally(() => setLoaded(true));
  }, []);

  const lines = validLines(cart);
  const totals = cartTotals(cart);
  const everyChecked = allChecked(cart);
  const discount = cart.valid_cart.reduce((n, s) => n + Number(s.discount_fee || 0), 0);
  const checkAll = (checked: boolean) => void setCartChecked(lines.map((l) => l.cart_id), checked).catch(() => undefined);
  const confirmRemove = async () => {
    if (!removing) return;
    setBusy(true);
    try { await removeCartLine(removing.cart_id); showToast('商品删除成功', 'success'); } catch { /* toast shown by the API layer */ }
    setBusy(false);
    setRemoving(null);
  };

  // Loading and empty take the same height (shop.css), so 猜你喜欢 under the island does not move for an empty cart.
  if (!loaded) return <div className="sc-page container"><h1 className="sc-title">我的购物车</h1><p className="sc-loading">加载中…</p></div>;
  if (lines.length === 0 && cart.invalid_cart.length === 0) {
    return (
      <div className="sc-page container">
        <h1 className="sc-title">我的购物车</h1>
        <div className="sc-empty" data-testid="cart-empty">
          <svg className="sc-empty-icon" viewBox="0 0 64 64" aria-hidden="true"><path d="M6 10h8l7 30h30l6-22H18" fill="none" stroke="currentColor" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" /><circle cx="25" cy="51" r="4.5" fill="currentColor" /><circle cx="47" cy="51" r="4.5" fill="currentColor" /></svg>
          <div>
            <p className="sc-empty-title">购物车空空的，去挑几样川味好物吧</p>
            <p className="sc-empty-sub">看看下面大家都在买的，或者逛逛本季新品</p>
            <a className="btn btn-primary" href="/items">去逛逛</a>
            <a className="btn" href="/items?tag=new">看看新品</a>
          </div>
        </div>
      </div>
    );
  }
  return (
    <div className="sc-page container">
      <h1 className="sc-title">我的购物车</h1>
      <div className="sc-head">
        <span className="sc-col-check"><label><input type="checkbox" checked={everyChecked} onChange={(e) => checkAll(e.target.checked)} /> 全选</label></span>
        <span className="sc-col-goods">商品信息</span>
        <span className="sc-col-price">单价</span>
        <span className="sc-col-num">数量</span>
        <span className="sc-col-sub">小计</span>
        <span className="sc-col-op">操作</span>
      </div>
      {cart.valid_cart.map((shop) => (
        <section className="sc-shop" key={shop.shop_id} aria-label={shop.shop_name}>
          <h2 className="sc-shop-name">
            <input
              type="checkbox" aria-label={`选择 ${shop.shop_name} 全部商品`} checked={shop.list.every((l) => l.is_checked)}
              onChange={(e) => void setCartChecked(shop.list.map((l) => l.cart_id), e.target.checked).catch(() => undefined)}
            />
            {shop.shop_name}
          </h2>
          <ul>{shop.list.map((l) => <LineRow key={l.cart_id} line={l} onRemove={setRemoving} />)}</ul>
          <CartPromotions shop={shop as PromotionGroupFields} />
        </section>
      ))}
      {cart.invalid_cart.length > 0 && (
        <section className="sc-shop sc-invalid" aria-label="失效商品">
          <h2 className="sc-shop-name">失效商品</h2>
          <ul>{cart.invalid_cart.map((l) => <LineRow key={l.cart_id} line={l} invalid onRemove={setRemoving} />)}</ul>
        </section>
      )}
      <div className="sc-bar" aria-busy={pricing || undefined}>
        <label><input type="checkbox" checked={everyChecked} onChange={(e) => checkAll(e.target.checked)} /> 全选</label>
        <span className="sc-bar-sum">
          已选 <b>{totals.num}</b> 件商品　{discount > 0 ? <>促销优惠：<b data-testid="cart-discount">-{formatFen(discount)}</b>　</> : null}合计（不含运费）：<strong className="price" data-testid="cart-total">{formatFen(totals.price)}</strong>
        </span>
        <button type="button" className="btn btn-primary btn-lg" disabled={totals.count === 0} onClick={() => { location.href = CHECKOUT_URL; }}>去结算</button>
      </div>
      <ConfirmDialog open={!!removing} message="请确认是否移除该商品?" busy={busy} onOk={confirmRemove} onCancel={() => setRemoving(null)} />
    </div>
  );
}
