/**
 * The buttons of one order (rules in lib/order-status): 付款 → cashier, 取消订单 and 确认收货 behind a
 * confirm, 评价 → the rating form on the detail page. `onChanged` refetches after a change.
 */
import { useState } from 'react';
import { api } from '../lib/api';
import { ACTION_TEXT, orderActions, type OrderAction } from '../lib/order-status';
import { showToast } from '../lib/stores/toast';
import ConfirmDialog from './ui/ConfirmDialog';
import type { Order } from './trade-types';

const CONFIRM: Partial<Record<OrderAction, { message: string; path: string; done: string }>> = {
  cancel: { message: '确认要取消该订单吗？', path: 'order/cancel', done: '订单已取消' },
  confirm: { message: '请确认您已收到商品', path: 'order/confirmReceipt', done: '已确认收货' },
};

interface Props { order: Order; onChanged: () => void; onRate?: () => void }

export default function OrderActions({ order, onChanged, onRate }: Props) {
  const [asking, setAsking] = useState<OrderAction | null>(null);
  const [busy, setBusy] = useState(false);
  const id = encodeURIComponent(order.order_id);

  const run = async () => {
    const c = asking && CONFIRM[asking];
    if (!c) return;
    setBusy(true);
    try {
      await api.post(c.path, asking === 'cancel' ? { order_id: order.order_id, cancel_reason: '不想要了' } : { order_id: order.order_id });
      showToast(c.done, 'success');
      onChanged();
    } catch { /* toast shown by the API layer */ }
    setBusy(false);
    setAsking(null);
  };

  return (
    <div className="od-actions">
      {orderActions(order).map((a) => {
        if (a === 'pay') return <a key={a} className="ui-btn ui-btn-primary od-btn" href={`/cashier?order_id=${id}`}>{ACTION_TEXT.pay}</a>;
        if (a === 'rate') {
          return onRate
            ? <button key={a} type="button" className="ui-btn od-btn" onClick={onRate}>{ACTION_TEXT.rate}</button>
            : <a key={a} className="ui-btn od-btn" href={`/member/trade/${id}#rate`}>{ACTION_TEXT.rate}</a>;
        }
        return <button key={a} type="button" className={`ui-btn od-btn${a === 'confirm' ? ' ui-btn-primary' : ''}`} onClick={() => setAsking(a)}>{ACTION_TEXT[a]}</button>;
      })}
      <ConfirmDialog open={!!asking} message={asking ? CONFIRM[asking]?.message : ''} busy={busy} onOk={() => void run()} onCancel={() => setAsking(null)} />
    </div>
  );
}
