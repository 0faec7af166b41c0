/**
 * /pointitems/cashierpoint?order_id=: the points cashier. Points were taken when the order was made; an
 * exchange paid in points alone is done, one with a cash part is paid at the normal cashier.
 */
import { useEffect, useState } from 'react';
import { api, getToken, loginUrl } from '../../lib/api';
import { formatFen } from '../../lib/money';

interface OrderInfo { order_id: string; order_status: string; total_fee: number; point: number; items: { item_name: string; num: number }[] }

export default function PointCashier() {
  const orderId = typeof location === 'undefined' ? '' : new URLSearchParams(location.search).get('order_id') ?? '';
  const [order, setOrder] = useState<OrderInfo | null>(null);
  const [missing, setMissing] = useState(false);

  useEffect(() => {
    if (!getToken()) { location.replace(loginUrl()); return; }
    api.get<{ orderInfo: OrderInfo }>(`order/${encodeURIComponent(orderId)}`, {}, { showError: false }).then((r) => setOrder(r.orderInfo)).catch(() => setMissing(true));
  }, [orderId]);

  if (missing) return <div className="container pm-page"><p className="sc-loading">订单不存在 <a href="/member/trade">查看我的订单</a></p></div>;
  if (!order) return <div className="container pm-page"><p className="sc-loading">加载中…</p></div>;
  const paid = order.order_status !== 'NOTPAY' && order.order_status !== 'CANCEL';
  return (
    <div className="container pm-page">
      <div className="pm-cashier">
        <h1>{paid ? '兑换成功' : order.order_status === 'CANCEL' ? '订单已取消' : '积分已扣除，请支付现金部分'}</h1>
        <p>订单号：{order.order_id}</p>
        <p>{order.items.map((i) => `${i.item_name} ×${i.num}`).join('，')}</p>
        <p>消耗积分：<b data-testid="cashier-points">{order.point}</b>{order.total_fee > 0 ? <>　现金：<b className="price">{formatFen(order.total_fee)}</b></> : null}</p>
        <div className="pm-cashier-actions">
          {!paid && order.order_status === 'NOTPAY' ? <a className="btn btn-primary btn-lg" href={`/cashier?order_id=${encodeURIComponent(order.order_id)}`}>去支付</a> : null}
          <a className="btn btn-lg" href={`/member/trade/${encodeURIComponent(order.order_id)}`}>查看订单</a>
          <a className="btn btn-lg" href="/pointitems">继续兑换</a>
        </div>
      </div>
    </div>
  );
}
