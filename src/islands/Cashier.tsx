/**
 * /cashier?order_id=: order summary (GET order_new/{id}), payment methods (GET trade/payment/list?platform=pc)
 * and POST payment. testpay pays at once; QR methods show the code and poll the order every 3 s (≤ 5 min);
 * Alipay submits the returned form. A refused payment is shown as an error, never as success.
 */
import PayLogo from './ui/PayLogo';
import { useEffect, useRef, useState } from 'react';
import { api, getToken, loginUrl } from '../lib/api';
import { formatFen } from '../lib/money';
import { PAY_POLL_LIMIT_MS, PAY_POLL_MS } from '../lib/constants';
import { isPaid, paymentStep, type OrderDetailResponse, type PaymentAnswer } from '../lib/payment';
import { cameFromCheckout, clearFromCheckout } from '../lib/checkout-nav';
import Modal from './ui/Modal';
import CashierOffline from './CashierOffline';

interface OrderNew { order_id?: string; title?: string; total_fee?: number; payStatus?: string; create_time?: number }
interface PayMethod { pay_type_code: string; pay_type_name: string; pay_channel?: string }

const successUrl = (id: string) => `/finish/success?order_id=${encodeURIComponent(id)}`;

export default function Cashier() {
  const [orderId, setOrderId] = useState('');
  const [order, setOrder] = useState<OrderNew | null>(null);
  const [methods, setMethods] = useState<PayMethod[]>([]);
  const [selected, setSelected] = useState('');
  const [fresh, setFresh] = useState(false);
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState('');
  const [qr, setQr] = useState('');
  const [timedOut, setTimedOut] = useState(false);
  const formHost = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!getToken()) { location.replace(loginUrl()); return; }
    const id = new URLSearchParams(location.search).get('order_id') ?? '';
    setOrderId(id);
    setFresh(cameFromCheckout(id));
    if (!id) { setError('缺少订单号'); return; }
    api.get<OrderNew>(`order_new/${encodeURIComponent(id)}`).then((o) => {
      if (!o.order_id) { setError('订单不存在'); return; }
      if (o.payStatus === 'success') { location.replace(successUrl(id)); return; }
      setOrder(o);
    }).catch((e: Error) => setError(e.message));
    api.get<PayMethod[]>('trade/payment/list', { platform: 'pc' }).then((list) => {
      setMethods(list);
      setSelected((s) => s || list[0]?.pay_type_code || '');
    }).catch(() => undefined);
  }, []);

  // While a QR code is open, poll the order until it is paid, for at most five minutes.
  useEffect(() => {
    if (!qr) return;
    const started = Date.now();
    const timer = setInterval(() => {
      if (Date.now() - started > PAY_POLL_LIMIT_MS) { clearInterval(timer); setQr(''); setTimedOut(true); return; }
      api.get<OrderDetailResponse>(`order/${encodeURIComponent(orderId)}`, {}, { showError: false })
        .then((r) => { if (isPaid(r)) { clearInterval(timer); paid(); } }).catch(() => undefined);
    }, PAY_POLL_MS);
    return () => clearInterval(timer);
  }, [qr]); // eslint-disable-line react-hooks/exhaustive-deps

  const paid = () => { clearFromCheckout(); location.assign(successUrl(orderId)); };

  const pay = async () => {
    const method = methods.find((m) => m.pay_type_code === selected);
    if (!method) { setError('请选择支付方式'); return; }
    setError(''); setTimedOut(false); setPaying(true);
    try {
      const answer = await api.post<PaymentAnswer>('payment', {
        order_id: orderId, pay_type: method.pay_type_code, pay_channel: method.pay_channel ?? method.pay_type_code,
        return_url: `${location.origin}/finish/result?order_id=${encodeURIComponent(orderId)}`,
      }, { showError: false });
      const step = paymentStep(method.pay_type_code, answer);
      if (step.kind === 'paid') return paid();
      if (step.kind === 'qrcode') setQr(step.src);
      if (step.kind === 'form' && formHost.current) {
        formHost.current.innerHTML = step.html; // scripts in it do not run, so submit the form ourselves
        formHost.current.querySelector('form')?.submit();
        return;
      }
      if (step.kind === 'error') setError(step.message);
    } catch (e) {
      setError(`支付失败：${(e as Error).message}`);
    }
    setPaying(false);
  };

  return (
    <div className="cs-page container">
      <section className="cs-order" aria-label="订单信息">
        <div>
          <h1 className="cs-title">{fresh ? '订单提交成功，请尽快付款！' : '订单支付'}</h1>
          <p className="cs-meta">订单号：<span data-testid="order-id">{orderId}</span>{order?.title && <>　{order.title}</>}</p>
        </div>
        <p className="cs-amount">应付金额：<strong className="price" data-testid="cashier-total">{order ? formatFen(order.total_fee) : '—'}</strong></p>
      </section>
      <section className="cs-methods" aria-labelledby="cs-methods-h">
        <h2 id="cs-methods-h">选择支付方式</h2>
        {methods.length === 0 ? <p className="co-muted">暂无可用的支付方式</p> : (
          <div className="cs-method-list" role="radiogroup" aria-label="支付方式">
            {methods.map((m) => (
              <button key={m.pay_type_code + (m.pay_channel ?? '')} type="button" role="radio" aria-checked={selected === m.pay_type_code}
                className={`cs-method${selected === m.pay_type_code ? ' is-selected' : ''}`} onClick={() => setSelected(m.pay_type_code)}>
                <PayLogo code={m.pay_type_code} />{m.pay_type_name}
              </button>
            ))}
          </div>
        )}
        {error && <p className="cs-error" role="alert">{error}</p>}
        {timedOut && <p className="cs-error" role="alert">支付超时，请重新发起支付</p>}
        {selected === 'offline_pay' && order ? (
          <CashierOffline orderId={orderId} totalFee={Number(order.total_fee)} onSubmitted={() => { clearFromCheckout(); location.assign(`/member/trade/${encodeURIComponent(orderId)}`); }} />
        ) : (
          <div className="cs-actions">
            <button type="button" className="btn btn-primary btn-lg" disabled={!order || !selected || paying} onClick={() => void pay()}>
              {paying && !qr ? '正在支付…' : '立即支付'}
            </button>
            <a className="cs-link" href={orderId ? `/member/trade/${encodeURIComponent(orderId)}` : '/member/trade'}>查看订单</a>
          </div>
        )}
      </section>
      <div ref={formHost} hidden />
      <Modal open={!!qr} title="扫码支付" width={360} onClose={() => { setQr(''); setPaying(false); }}>
        <div className="cs-qr">
          <img src={qr} alt="支付二维码" width={220} height={220} />
          <p>请使用{methods.find((m) => m.pay_type_code === selected)?.pay_type_name ?? ""}扫码完成支付</p>
          <p className="co-muted">支付完成后页面将自动跳转</p>
        </div>
      </Modal>
    </div>
  );
}
