/** /member/groupBuy/order-manage (订单管理): the community's orders during the chief's activities (ptg/order), 全部 / 待提货 / 已完成. */
import { useCallback, useEffect, useState } from 'react';
import { api } from '../../lib/api';
import { formatFen } from '../../lib/money';
import { formatDateTime } from '../../lib/date';
import { listLabel } from '../../lib/order-status';
import Pagination from '../ui/Pagination';
import GroupBuyShell from './GroupBuyShell';
import type { ChiefOrder } from './chief-api';

const TABS = [['all', '全部'], ['pickup', '待提货'], ['done', '已完成']] as const;
const PAGE_SIZE = 10;

export default function ChiefOrders() {
  const [status, setStatus] = useState('all');
  const [page, setPage] = useState(1);
  const [data, setData] = useState<{ list: ChiefOrder[]; total_count: number } | null>(null);
  const [refused, setRefused] = useState('');
  const load = useCallback((s: string, p: number) => {
    setStatus(s); setPage(p);
    api.get<{ list: ChiefOrder[]; total_count: number }>('community/ptg/order', { status: s, page: p, pageSize: PAGE_SIZE }, { showError: false }).then(setData).catch((e: Error) => setRefused(e.message));
  }, []);
  useEffect(() => load(new URLSearchParams(location.search).get('status') === 'pickup' ? 'pickup' : 'all', 1), [load]);
  return (
    <GroupBuyShell title="订单管理">
      {refused ? <p className="mem-empty">{refused}</p> : (
        <>
          <div className="od-tabs" role="tablist" aria-label="订单状态">
            {TABS.map(([k, label]) => <button key={k} type="button" role="tab" aria-selected={status === k} onClick={() => load(k, 1)}>{label}</button>)}
          </div>
          {!data ? <p className="mem-empty">加载中…</p> : data.list.length === 0 ? <p className="mem-empty">暂无团购订单</p> : (
            <table className="mem-table">
              <thead><tr><th>订单号</th><th>活动</th><th>商品</th><th>收货人</th><th>商品金额</th><th>预计佣金</th><th>状态</th><th>下单时间</th></tr></thead>
              <tbody>
                {data.list.map((o) => (
                  <tr key={`${o.order_id}-${o.activity_title}`}>
                    <td>{o.order_id}</td><td>{o.activity_title}</td><td>{o.goods_names} ×{o.goods_num}</td><td>{o.receiver_name}</td>
                    <td>{formatFen(o.goods_fee)}</td><td>{formatFen(o.commission)}</td><td>{listLabel(o)}</td><td>{formatDateTime(o.created_at, 'YYYY-MM-DD HH:mm')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {data && <Pagination page={page} total={data.total_count} pageSize={PAGE_SIZE} onChange={(p) => load(status, p)} />}
        </>
      )}
    </GroupBuyShell>
  );
}
