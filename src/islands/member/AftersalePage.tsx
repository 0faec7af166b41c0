/** /member/trade/aftersale and /member/aftersales/{bn}: the detail of an application, or the apply form for ?order_id=. */
import { useEffect, useState } from 'react';
import MemberShell from './MemberShell';
import AftersaleApply from './AftersaleApply';
import AftersaleDetail from './AftersaleDetail';

/** The application number from ?aftersales_bn= or the last path part (/member/aftersales/{bn}). */
export function bnFrom(pathname: string, search: string): string {
  const q = new URLSearchParams(search).get('aftersales_bn');
  if (q) return /^\d{1,32}$/.test(q) ? q : '';
  const last = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  return /^\d{1,32}$/.test(last) ? last : '';
}

export default function AftersalePage() {
  const [view, setView] = useState<{ bn: string; orderId: string } | null>(null);
  useEffect(() => {
    const q = new URLSearchParams(location.search);
    const orderId = q.get('order_id') ?? '';
    setView({ bn: bnFrom(location.pathname, location.search), orderId: /^\d{1,32}$/.test(orderId) ? orderId : '' });
  }, []);
  const applying = !!view?.orderId;
  return (
    <MemberShell title={applying ? (view?.bn ? '再次申请售后' : '申请售后') : '售后详情'}>
      {!view ? <p className="mem-empty">加载中…</p>
        : applying ? <AftersaleApply orderId={view.orderId} modifyBn={view.bn || undefined} />
        : view.bn ? <AftersaleDetail bn={view.bn} />
        : <p className="mem-empty">缺少售后单号　<a href="/member/trade/aftersale-list">返回售后列表</a></p>}
    </MemberShell>
  );
}
