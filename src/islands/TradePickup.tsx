/**
 * Order page blocks of the activity orders: the self-pickup place and time with the pickup code and its
 * QR (GET ziticode, once paid), the offline-transfer review state, the group team link.
 */
import { useEffect, useState } from 'react';
import { api } from '../lib/api';
import type { Order } from './trade-types';

interface ZitiInfo { name: string; province?: string; city?: string; area?: string; address: string; contract_phone?: string; pickup_date: string; pickup_time: string }
export interface ActivityOrderFields {
  receipt_type?: string; ziti_info?: ZitiInfo | null; ziti_code?: string; ziti_status?: string;
  pay_type?: string; offline_pay_check_status?: number | string | null; team_id?: string | null;
}

const ZITI_STATUS: Record<string, string> = { PENDING: '待提货', DONE: '已提货' };

export default function TradePickup({ order }: { order: Order & ActivityOrderFields }) {
  const [qr, setQr] = useState('');
  useEffect(() => {
    if (order.receipt_type !== 'ziti' || !order.ziti_code) return;
    api.get<{ qrcode_url: string }>('ziticode', { order_id: order.order_id }, { showError: false }).then((r) => setQr(r.qrcode_url)).catch(() => undefined);
  }, [order.order_id, order.receipt_type, order.ziti_code]);

  const z = order.ziti_info;
  const check = order.offline_pay_check_status === null || order.offline_pay_check_status === undefined ? null : Number(order.offline_pay_check_status);
  return (
    <>
      {order.receipt_type === 'ziti' && z && (
        <section className="td-section" aria-labelledby="td-ziti-h">
          <h2 id="td-ziti-h">自提信息</h2>
          <div className="td-ziti">
            <div>
              <p>自提点：{z.name}</p>
              <p>地址：{[z.province, z.city, z.area, z.address].filter(Boolean).join(' ')}</p>
              {z.contract_phone && <p>电话：{z.contract_phone}</p>}
              <p>提货时间：{z.pickup_date} {z.pickup_time}</p>
              <p>提货人：{order.receiver_name}　{order.receiver_mobile}</p>
              {order.ziti_code ? (
                <p>提货码：<span className="td-ziti-code" data-testid="ziti-code">{order.ziti_code}</span>　{ZITI_STATUS[order.ziti_status ?? ''] ?? ''}</p>
              ) : <p className="co-muted">订单支付后显示提货码</p>}
            </div>
            {qr && <img src={qr} alt="提货码二维码" width={160} height={160} />}
          </div>
        </section>
      )}
      {order.pay_type === 'offline_pay' && check !== null && check !== 1 && (
        <section className="td-section" aria-label="线下转账">
          {check === 0 && <p data-testid="offline-state">付款凭证已提交，等待商家确认收款</p>}
          {check === 2 && (
            <p className="td-offline-reject" data-testid="offline-state">付款凭证未通过审核　<a className="btn" href={`/cashier?order_id=${encodeURIComponent(order.order_id)}`}>修改付款凭证</a></p>
          )}
        </section>
      )}
      {order.team_id && (
        <section className="td-section"><p>拼团订单　<a className="mem-link" href={`/items/group-detail?team_id=${encodeURIComponent(order.team_id)}`}>查看拼团详情</a></p></section>
      )}
    </>
  );
}
