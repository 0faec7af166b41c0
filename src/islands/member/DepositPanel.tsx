/**
 * 预存款 in the member centre (/member/user-info, where the ECShopX client's 预存款 tab leads): the balance
 * and its ledger (GET deposit/list: 充值, 消费, 退回, 调整), paged.
 */
import { useEffect, useState } from 'react';
import { api } from '../../lib/api';
import { formatFen } from '../../lib/money';
import { formatDateTime } from '../../lib/date';
import Pagination from '../ui/Pagination';

const PAGE_SIZE = 10;
interface Entry { id: number; trade_type_name: string; income: number; outcome: number; balance: number; detail: string; order_id: string; created: number }

export default function DepositPanel() {
  const [page, setPage] = useState(1);
  const [data, setData] = useState<{ deposit: number; list: Entry[]; total: number } | null>(null);
  useEffect(() => {
    let alive = true;
    api.get<{ deposit: number; list: Entry[]; total_count: number }>('deposit/list', { page, pageSize: PAGE_SIZE })
      .then((r) => { if (alive) setData({ deposit: r.deposit, list: r.list ?? [], total: Number(r.total_count) || 0 }); })
      .catch(() => { if (alive) setData({ deposit: 0, list: [], total: 0 }); });
    return () => { alive = false; };
  }, [page]);
  return (
    <section className="mem-card" aria-labelledby="deposit-title">
      <h3 id="deposit-title">预存款 <strong data-testid="deposit-balance">{data ? formatFen(data.deposit) : '-'}</strong></h3>
      <p className="mem-muted">结算时可选择“预存款支付”；退款和取消订单的款项原路退回预存款。</p>
      {data === null ? <p className="mem-empty">加载中…</p> : data.list.length === 0 ? <p className="mem-empty">暂无预存款记录</p> : (
        <table className="mem-table" aria-label="预存款明细">
          <thead><tr><th>时间</th><th>类型</th><th>明细</th><th>金额</th><th>余额</th></tr></thead>
          <tbody>
            {data.list.map((r) => (
              <tr key={r.id}>
                <td className="mem-nowrap">{formatDateTime(r.created)}</td>
                <td>{r.trade_type_name}</td>
                <td>{r.detail}{r.order_id ? <a className="mem-link" href={`/member/trade/${encodeURIComponent(r.order_id)}`}> 查看订单</a> : null}</td>
                <td className={r.income ? 'mem-plus' : 'mem-minus'}>{r.income ? `+${formatFen(r.income)}` : `-${formatFen(r.outcome)}`}</td>
                <td>{formatFen(r.balance)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {data && <Pagination page={page} total={data.total} pageSize={PAGE_SIZE} onChange={setPage} />}
    </section>
  );
}
