/** /member/groupBuy/commission (佣金明细): the commission ledger (community/chief/commission), one earning per finished order. */
import { useCallback, useEffect, useState } from 'react';
import { api } from '../../lib/api';
import { formatFen } from '../../lib/money';
import { formatDateTime } from '../../lib/date';
import Pagination from '../ui/Pagination';
import GroupBuyShell from './GroupBuyShell';

interface Entry { id: number; order_id: string; activity_title: string; goods_fee: number; amount: number; created_at: number }
interface Ledger { list: Entry[]; total_count: number; total_amount: number; commission_rate: number }
const PAGE_SIZE = 10;

export default function Commission() {
  const [data, setData] = useState<Ledger | null>(null);
  const [page, setPage] = useState(1);
  const [refused, setRefused] = useState('');
  const load = useCallback((p: number) => {
    setPage(p);
    api.get<Ledger>('community/chief/commission', { page: p, pageSize: PAGE_SIZE }, { showError: false }).then(setData).catch((e: Error) => setRefused(e.message));
  }, []);
  useEffect(() => load(1), [load]);
  return (
    <GroupBuyShell title="佣金明细">
      {refused ? <p className="mem-empty">{refused}</p> : !data ? <p className="mem-empty">加载中…</p> : (
        <>
          <div className="gb-stats"><span><b>{formatFen(data.total_amount)}</b><span>累计佣金</span></span><span><b>{data.total_count}</b><span>结算订单</span></span><span><b>{data.commission_rate}%</b><span>佣金比例</span></span></div>
          <p className="mem-muted">成员确认收货且无退款的订单，按活动商品金额计算佣金。</p>
          {data.list.length === 0 ? <p className="mem-empty">暂无佣金记录</p> : (
            <table className="mem-table">
              <thead><tr><th>订单号</th><th>活动</th><th>商品金额</th><th>佣金</th><th>入账时间</th></tr></thead>
              <tbody>{data.list.map((e) => <tr key={e.id}><td>{e.order_id}</td><td>{e.activity_title}</td><td>{formatFen(e.goods_fee)}</td><td>{formatFen(e.amount)}</td><td>{formatDateTime(e.created_at, 'YYYY-MM-DD HH:mm')}</td></tr>)}</tbody>
            </table>
          )}
          <Pagination page={page} total={data.total_count} pageSize={PAGE_SIZE} onChange={load} />
        </>
      )}
    </GroupBuyShell>
  );
}
