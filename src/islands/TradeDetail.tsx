/**
 * /member/trade/<id> (订单详情): status and steps, lines, amounts, address, invoice, payment, logistics,
 * the order's buttons and, after completion, the rating form. All amounts are the server's.
 */
import { useCallback, useEffect, useState } from 'react';
import { api, getToken, loginUrl } from '../lib/api';
import { formatFen } from '../lib/money';
import { formatDateTime } from '../lib/date';
import { goodsUrl } from '../lib/links';
import { specText } from '../lib/cart-view';
import { detailLabel, hasShipped, orderActions, orderStep, ORDER_STEPS } from '../lib/order-status';
import { tradeIdFrom } from '../lib/trade-id';
import OrderActions from './OrderActions';
import TradeRate from './TradeRate';
import TradePickup from './TradePickup';
import type { OrderDetail } from './trade-types';
import { Picture } from '../components/Picture';

interface Delivery { delivery_id: number | string; delivery_corp_name?: string; delivery_code?: string; status_msg?: string }
interface Trace { AcceptTime: string; AcceptStation: string }

/** Order-line after-sales states (api-contract §6.2) as the link text. */
const LINE_AFTERSALES_TEXT: Record<string, string> = {
  WAIT_SELLER_AGREE: '售后待处理', WAIT_BUYER_RETURN_GOODS: '待寄回', WAIT_SELLER_CONFIRM_GOODS: '售后处理中', SELLER_REFUSE_BUYER: '售后已驳回',
  SELLER_SEND_GOODS: '换货完成', REFUND_SUCCESS: '已退款', REFUND_CLOSED: '退款关闭', CLOSED: '售后已关闭',
};

const PAY_NAMES: Record<string, string> = { wxpaypc: '微信支付', wxpay: '微信支付', alipay: '支付宝', testpay: '测试支付', point: '积分支付', offline_pay: '线下转账' };

export default function TradeDetail() {
  const [orderId, setOrderId] = useState('');
  const [data, setData] = useState<OrderDetail | null>(null);
  const [error, setError] = useState('');
  const [deliveries, setDeliveries] = useState<Delivery[]>([]);
  const [traces, setTraces] = useState<Trace[]>([]);
  const [rating, setRating] = useState(false);

  const load = useCallback((id: string) => {
    api.get<OrderDetail>(`order/${encodeURIComponent(id)}`).then((d) => {
      if (!d.orderInfo) { setError('订单不存在'); return; }
      setData(d);
      if (hasShipped(d.orderInfo)) {
        api.get<{ list: Delivery[] }>('delivery/lists', { order_id: id }, { showError: false }).then((r) => setDeliveries(r.list ?? [])).catch(() => undefined);
        api.get<Trace[]>('trackerpull', { order_id: id }, { showError: false }).then((r) => setTraces(Array.isArray(r) ? r : [])).catch(() => undefined);
      }
    }).catch((e: Error) => setError(e.message));
  }, []);

  useEffect(() => {
    if (!getToken()) { location.replace(loginUrl()); return; }
    const id = tradeIdFrom(location.pathname, location.search);
    setOrderId(id);
    if (!id) { setError('缺少订单号'); return; }
    setRating(location.hash === '#rate');
    load(id);
  }, [load]);

  if (error) return <div className="td-page container"><p className="od-empty">{error}　<a href="/member/trade">返回我的订单</a></p></div>;
  if (!data) return <div className="td-page container"><p className="od-empty">加载中…</p></div>;
  const o = data.orderInfo;
  const t = data.tradeInfo;
  const step = orderStep(o);
  const canRate = orderActions(o).includes('rate');
  const money = (label: string, v: number | undefined, minus = false, testId?: string) => (
    <div><dt>{label}：</dt><dd data-testid={testId}>{minus ? '-' : ''}{formatFen(v ?? 0)}</dd></div>
  );

  return (
    <div className="td-page container">
      <nav className="td-crumbs" aria-label="面包屑"><a href="/member/trade">我的订单</a><span aria-hidden="true">&gt;</span><span>订单详情</span></nav>
      <section className="td-section td-status">
        <div>
          <h1 className="td-title">订单号：<span data-testid="detail-order-id">{orderId}</span></h1>
          <p className="td-label" data-testid="detail-status">{detailLabel(o)}</p>
          <OrderActions order={o} onChanged={() => load(orderId)} onRate={() => setRating(true)} />
          {o.can_apply_aftersales ? <a className="btn td-aftersale" href={`/member/trade/aftersale?order_id=${encodeURIComponent(orderId)}`}>申请售后</a> : null}
        </div>
        {step >= 0 && (
          <ol className="td-steps" aria-label="订单进度">
            {ORDER_STEPS.map((s, i) => <li key={s} className={i <= step ? 'is-done' : ''} aria-current={i === step ? 'step' : undefined}>{s}</li>)}
          </ol>
        )}
      </section>
      {canRate && rating && <TradeRate order={o} onDone={() => { setRating(false); load(orderId); }} />}
      <TradePickup order={o} />
      <section className="td-section td-grid">
        <div>
          <h2>收货信息</h2>
          <p>{o.receiver_name}　{o.receiver_mobile}</p>
          <p>{[o.receiver_state, o.receiver_city, o.receiver_district, o.receiver_address].filter(Boolean).join(' ')}</p>
        </div>
        <div>
          <h2>支付信息</h2>
          <p>支付方式：{PAY_NAMES[t?.payType ?? o.pay_type ?? ''] ?? (t?.payType || o.pay_type || '—')}</p>
          {t?.tradeId && <p>交易号：{t.tradeId}</p>}
          {t?.payDate && <p>支付时间：{t.payDate}</p>}
          <p>下单时间：{o.create_date || formatDateTime(o.create_time)}</p>
        </div>
        <div>
          <h2>发票信息</h2>
          {o.invoice && (o.invoice.content || o.invoice.title) ? (
            <>
              <p>发票抬头：{o.invoice.content || (o.invoice.title === 'unit' ? '单位' : '个人')}</p>
              {o.invoice.registration_number && <p>纳税人识别号：{o.invoice.registration_number}</p>}
            </>
          ) : <p>不开发票</p>}
          {o.remark && <p>订单备注：{o.remark}</p>}
        </div>
      </section>
      {(deliveries.length > 0 || traces.length > 0) && (
        <section className="td-section">
          <h2>物流信息</h2>
          {deliveries.map((d) => <p key={d.delivery_id}>{d.delivery_corp_name}　运单号：{d.delivery_code}　{d.status_msg}</p>)}
          <ul className="td-trace">{traces.map((tr, i) => <li key={i}><span>{tr.AcceptTime}</span>{tr.AcceptStation}</li>)}</ul>
        </section>
      )}
      <section className="td-section">
        <h2>商品信息</h2>
        <table className="co-lines">
          <thead><tr><th>商品</th><th>单价</th><th>数量</th><th>小计</th><th>售后</th></tr></thead>
          <tbody>
            {o.items.map((it, i) => (
              <tr key={`${it.item_id}-${i}`}>
                <td><div className="co-line-goods">
                  <Picture src={it.pic} alt="" width={60} height={60} />
                  <span><a className="co-line-name" href={goodsUrl(it.item_id)}>{it.item_name}</a><span className="co-line-spec">{specText({ item_spec_desc: it.item_spec_desc ?? '' })}</span></span>
                </div></td>
                <td>{formatFen(it.price)}</td>
                <td>× {it.num}</td>
                <td>{formatFen(it.total_fee)}</td>
                <td>{it.aftersales_bn ? <a className="mem-link" href={`/member/trade/aftersale?aftersales_bn=${it.aftersales_bn}`}>{LINE_AFTERSALES_TEXT[it.aftersales_status ?? ''] ?? '查看售后'}</a> : '—'}
                  {Number(it.refunded_fee) > 0 && <span className="co-line-spec">已退 {formatFen(it.refunded_fee)}</span>}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl className="co-amounts">
          {money('商品金额', o.item_fee)}
          {money('运费', o.freight_fee)}
          {Number(o.coupon_discount ?? o.discount_fee) > 0 && money('优惠', o.coupon_discount ?? o.discount_fee, true)}
          {Number(o.point_fee) > 0 && money('积分抵扣', o.point_fee, true)}
          <div className="co-payable"><dt>实付：</dt><dd className="price" data-testid="detail-total">{formatFen(o.total_fee)}</dd></div>
          {Number(o.refund_fee) > 0 && money('已退款', o.refund_fee, false, 'detail-refund')}
        </dl>
      </section>
    </div>
  );
}
