/**
 * /finish/success, /finish/fail and /finish/result: the payment outcome read from GET order/{id}.
 * `result` (Alipay return, free orders) decides success or not from the order itself.
 */
import { useEffect, useState } from 'react';
import { api, getToken, loginUrl } from '../lib/api';
import { formatFen } from '../lib/money';
import { isPaid, type OrderDetailResponse } from '../lib/payment';
import PaidTeam from './group/PaidTeam';

export interface FinishResultProps { kind: 'success' | 'fail' | 'result' }

type Shown = 'loading' | 'paid' | 'unpaid' | 'missing';

export default function FinishResult({ kind }: FinishResultProps) {
  const [orderId, setOrderId] = useState('');
  const [detail, setDetail] = useState<OrderDetailResponse | null>(null);
  const [shown, setShown] = useState<Shown>('loading');

  useEffect(() => {
    if (!getToken()) { location.replace(loginUrl()); return; }
    const id = new URLSearchParams(location.search).get('order_id') ?? '';
    setOrderId(id);
    if (!id) { setShown('missing'); return; }
    api.get<OrderDetailResponse>(`order/${encodeURIComponent(id)}`, {}, { showError: false })
      // A paid group order waits for its team (WAIT_GROUPS_SUCCESS): paid all the same.
      .then((r) => { setDetail(r); setShown(kind === 'fail' ? 'unpaid' : isPaid(r) || r.orderInfo?.order_status === 'WAIT_GROUPS_SUCCESS' ? 'paid' : 'unpaid'); })
      .catch(() => setShown(kind === 'success' ? 'paid' : 'missing'));
  }, [kind]);

  const info = detail?.orderInfo;
  const detailUrl = `/member/trade/${encodeURIComponent(orderId)}`;
  const ok = shown === 'paid';
  const title = shown === 'loading' ? '正在查询支付结果…'
    : ok ? (kind === 'result' && Number(info?.total_fee) === 0 ? '订单提交成功' : '支付成功')
    : shown === 'missing' ? '未找到该订单' : kind === 'fail' ? '支付失败' : '订单尚未支付';
  return (
    <div className="fin-page container">
      <div className={`fin-card${ok ? ' is-ok' : shown === 'loading' ? '' : ' is-bad'}`}>
        <span className="fin-icon" aria-hidden="true">{ok ? '✓' : shown === 'loading' ? '…' : '!'}</span>
        <h1 className="fin-title">{title}</h1>
        {orderId && <p>订单号：<span data-testid="finish-order-id">{orderId}</span></p>}
        {info?.total_fee !== undefined && <p>{ok ? '实付金额' : '应付金额'}：<strong className="price" data-testid="finish-total">{formatFen(info.total_fee)}</strong></p>}
        {ok && info?.team_id && <PaidTeam teamId={String(info.team_id)} />}
        <div className="fin-actions">
          {!ok && shown === 'unpaid' && <a className="btn btn-primary" href={`/cashier?order_id=${encodeURIComponent(orderId)}`}>重新支付</a>}
          {orderId && shown !== 'missing' && <a className={`btn${ok ? ' btn-primary' : ''}`} href={detailUrl}>查看订单</a>}
          <a className="btn" href="/">继续购物</a>
        </div>
      </div>
    </div>
  );
}
