/**
 * /pointitems/checkout?item_id=&num=: the exchange — address, the server's price (pointsmall/checkout:
 * points and cash), remark, 确认兑换 (pointsmall/order_new), then the points cashier.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { api, getToken, loginUrl } from '../../lib/api';
import { formatFen } from '../../lib/money';
import type { CheckoutAddress as Address } from '../../lib/checkout';
import { pointPrice, type PointGoods } from '../../lib/promotion';
import CheckoutAddress from '../CheckoutAddress';

interface Quote { item: PointGoods; num: number; point_total: number; cash_total: number; user_point: number; point_left: number }

export default function PointCheckout() {
  const params = useMemo(() => new URLSearchParams(typeof location === 'undefined' ? '' : location.search), []);
  const itemId = Number(params.get('item_id')) || 0;
  const num = Number(params.get('num')) || 1;
  const [quote, setQuote] = useState<Quote | null>(null);
  const [error, setError] = useState('');
  const [addresses, setAddresses] = useState<Address[]>([]);
  const [address, setAddress] = useState<Address | undefined>();
  const [remark, setRemark] = useState('');
  const [busy, setBusy] = useState(false);
  const requestKey = useMemo(() => `pm-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`, []);

  const loadAddresses = useCallback(async (pick?: Address) => {
    const list = await api.get<Address[] | { list: Address[] }>('member/addresslist');
    const rows = Array.isArray(list) ? list : list.list ?? [];
    setAddresses(rows);
    setAddress(pick ?? rows.find((a) => ['1', 'true'].includes(String(a.is_def))) ?? rows[0]);
  }, []);

  useEffect(() => {
    if (!getToken()) { location.replace(loginUrl()); return; }
    api.post<Quote>('pointsmall/checkout', { item_id: itemId, num }, { showError: false }).then(setQuote).catch((e: Error) => setError(e.message || '无法兑换'));
    loadAddresses().catch(() => undefined);
  }, [itemId, num, loadAddresses]);

  const submit = async () => {
    if (!address) { setError('请选择收货地址'); return; }
    setBusy(true);
    try {
      const o = await api.post<{ order_id: string }>('pointsmall/order_new', { item_id: itemId, num, address_id: address.address_id, remark, request_key: requestKey });
      location.href = `/pointitems/cashierpoint?order_id=${encodeURIComponent(o.order_id)}`;
    } catch { setBusy(false); }
  };

  if (error && !quote) return <div className="container co-page"><p className="sc-loading" role="alert">{error} <a href="/pointitems">返回积分商城</a></p></div>;
  if (!quote) return <div className="container co-page"><p className="sc-loading">加载中…</p></div>;
  return (
    <div className="container co-page">
      <h1 className="co-title">确认兑换</h1>
      <CheckoutAddress addresses={addresses} selectedId={address?.address_id} onSelect={setAddress} onSaved={(a) => void loadAddresses(a)} />
      <section className="co-section" aria-label="兑换商品">
        <div className="co-section-head"><h2>兑换商品</h2></div>
        <div className="pm-line">
          <img src={quote.item.pic} alt="" width={80} height={80} />
          <span className="pm-line-name">{quote.item.item_name}</span>
          <span>{pointPrice(quote.item.point, quote.item.cash, formatFen)}</span>
          <span>×{quote.num}</span>
        </div>
        <label className="pm-remark">订单备注 <input value={remark} maxLength={200} onChange={(e) => setRemark(e.target.value)} placeholder="选填" /></label>
      </section>
      <div className="pm-summary">
        <p>所需积分：<b data-testid="point-total">{quote.point_total}</b>（当前 {quote.user_point}，兑换后剩余 {quote.point_left}）</p>
        <p>需付现金：<b className="price">{formatFen(quote.cash_total)}</b>　运费：包邮</p>
        {error ? <p className="pm-limit" role="alert">{error}</p> : null}
        <button type="button" className="btn btn-primary btn-lg" disabled={busy} onClick={() => void submit()}>确认兑换</button>
      </div>
    </div>
  );
}
