/**
 * /member/trade (我的订单): tabs by status, pages of GET orders, each order with its label and buttons.
 * Tab and page live in the URL (?status=&page=), so Back and reloads return to the same place.
 */
import { useCallback, useEffect, useState } from 'react';
import { api, getToken, loginUrl } from '../lib/api';
import { formatFen } from '../lib/money';
import { formatDateTime } from '../lib/date';
import { goodsUrl } from '../lib/links';
import { specText } from '../lib/cart-view';
import { TRADE_PAGE_SIZE } from '../lib/constants';
import { listLabel, TRADE_TABS, statusTone } from '../lib/order-status';
import Pagination from './ui/Pagination';
import OrderActions from './OrderActions';
import type { Order } from './trade-types';
import { Picture } from '../components/Picture';

interface OrdersResponse { list: Order[]; pager?: { count: number | string } }

function readUrl(): { status: number; page: number } {
  const q = new URLSearchParams(location.search);
  const status = Number(q.get('status'));
  const page = Math.max(1, Math.floor(Number(q.get('page')) || 1));
  return { status: TRADE_TABS.some((t) => t.status === status) ? status : 0, page };
}

export default function TradeList() {
  const [view, setView] = useState<{ status: number; page: number } | null>(null);
  const [orders, setOrders] = useState<Order[]>([]);
  const [total, setTotal] = useState(-1);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    if (!getToken()) { location.replace(loginUrl()); return; }
    setView(readUrl());
    const onPop = () => setView(readUrl());
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  const load = useCallback(() => {
    if (!view) return;
    setLoading(true);
    api.get<OrdersResponse>('orders', { page: view.page, pageSize: TRADE_PAGE_SIZE, status: view.status, order_type: 'normal' })
      .then((r) => { setOrders(r.list ?? []); setTotal(Number(r.pager?.count ?? r.list?.length ?? 0)); })
      .catch(() => { setOrders([]); setTotal(0); })
      .finally(() => setLoading(false));
  }, [view]);
  useEffect(load, [load]);

  const go = (next: { status: number; page: number }) => {
    const q = new URLSearchParams();
    if (next.status) q.set('status', String(next.status));
    if (next.page > 1) q.set('page', String(next.page));
    const qs = q.toString();
    history.replaceState(null, '', `${location.pathname}${qs ? '?' + qs : ''}`);
    setView(next);
    window.scrollTo(0, 0);
  };

  return (
    <div className="od-page container">
      <h1 className="od-title">我的订单</h1>
      <div className="od-tabs" role="tablist" aria-label="订单状态">
        {TRADE_TABS.map((t) => (
          <button key={t.status} type="button" role="tab" aria-selected={view?.status === t.status} onClick={() => go({ status: t.status, page: 1 })}>{t.label}</button>
        ))}
      </div>
      {loading && orders.length === 0 ? <p className="od-empty">加载中…</p> : orders.length === 0 ? <p className="od-empty">暂无订单</p> : (
        <ul className="od-list">
          {orders.map((o) => (
            <li key={o.order_id} className="od-card" data-testid="order-card" aria-label={`订单 ${o.order_id}`}>
              <div className="od-card-head">
                <span>{o.create_date || formatDateTime(o.create_time)}</span>
                <span>订单号：<a href={`/member/trade/${encodeURIComponent(o.order_id)}`}>{o.order_id}</a></span>
                {o.distributor_name && <span>{o.distributor_name}</span>}
                <span className={`od-status is-${statusTone(o)}`} data-testid="order-status">{listLabel(o)}</span>
              </div>
              <div className="od-card-body">
                <ul className="od-items">
                  {o.items.map((it, i) => (
                    <li key={`${it.item_id}-${i}`} className="od-item">
                      <Picture src={it.pic} alt="" width={64} height={64} />
                      <span className="od-item-main"><a href={goodsUrl(it.item_id)}>{it.item_name}</a><span className="od-spec">{specText({ item_spec_desc: it.item_spec_desc ?? '' })}</span></span>
                      <span className="od-item-price">{formatFen(it.price)} × {it.num}</span>
                    </li>
                  ))}
                </ul>
                <div className="od-card-total">
                  <span>实付款</span>
                  <strong className="price" data-testid="order-total">{formatFen(o.total_fee)}</strong>
                  {o.freight_fee !== undefined && <span className="od-spec">（含运费 {formatFen(o.freight_fee)}）</span>}
                </div>
                <div className="od-card-ops">
                  <OrderActions order={o} onChanged={load} />
                  <a className="od-detail-link" href={`/member/trade/${encodeURIComponent(o.order_id)}`}>订单详情</a>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      {view && <Pagination page={view.page} total={total} pageSize={TRADE_PAGE_SIZE} onChange={(page) => go({ ...view, page })} />}
    </div>
  );
}
