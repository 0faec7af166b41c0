/**
 * /member/point (我的积分): balance (GET point/member/info) and the journal of GET point/member
 * (page_no / page_size), filtered by 全部 / 收入 / 支出 (outin_type); +income or −outcome per row.
 */
import { useEffect, useState } from 'react';
import { api } from '../../lib/api';
import { pointAmount, pointDate, type PointRow } from '../../lib/member';
import Pagination from '../ui/Pagination';
import MemberShell from './MemberShell';

const PAGE_SIZE = 10;
const FILTERS = [{ label: '全部', value: '' }, { label: '收入', value: 'income' }, { label: '支出', value: 'outcome' }] as const;
type Row = PointRow & { id: number; point_desc?: string; order_id?: string };

function Journal() {
  const [balance, setBalance] = useState<number | null>(null);
  const [filter, setFilter] = useState('');
  const [page, setPage] = useState(1);
  const [data, setData] = useState<{ list: Row[]; total: number } | null>(null);

  useEffect(() => {
    api.get<{ point: number }>('point/member/info').then((r) => setBalance(Number(r.point) || 0)).catch(() => setBalance(0));
  }, []);
  useEffect(() => {
    let alive = true;
    api.get<{ list: Row[]; total_count: number | string }>('point/member', { page_no: page, page_size: PAGE_SIZE, ...(filter ? { outin_type: filter } : {}) })
      .then((r) => { if (alive) setData({ list: r.list ?? [], total: Number(r.total_count) || 0 }); })
      .catch(() => { if (alive) setData({ list: [], total: 0 }); });
    return () => { alive = false; };
  }, [filter, page]);

  return (
    <>
      <div className="mem-card mem-points">
        <span className="mem-muted">当前可用积分</span>
        <strong data-testid="point-balance">{balance ?? '-'}</strong>
      </div>
      <div className="od-tabs" role="tablist" aria-label="积分明细">
        {FILTERS.map((f) => (
          <button key={f.value} type="button" role="tab" aria-selected={filter === f.value} onClick={() => { setFilter(f.value); setPage(1); }}>{f.label}</button>
        ))}
      </div>
      {data === null ? <p className="mem-empty">加载中…</p> : data.list.length === 0 ? <p className="mem-empty">暂无积分记录</p> : (
        <table className="mem-table" aria-label="积分明细">
          <thead><tr><th>时间</th><th>明细</th><th>积分变化</th></tr></thead>
          <tbody>
            {data.list.map((r) => (
              <tr key={r.id}>
                <td className="mem-nowrap">{pointDate(r)}</td>
                <td>{r.point_desc}{r.order_id ? <a className="mem-link" href={`/member/trade/${encodeURIComponent(r.order_id)}`}> 查看订单</a> : null}</td>
                <td className={r.outin_type === 'in' ? 'mem-plus' : 'mem-minus'}>{pointAmount(r)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {data && <Pagination page={page} total={data.total} pageSize={PAGE_SIZE} onChange={setPage} />}
    </>
  );
}

export default function MemberPoints() {
  return <MemberShell title="我的积分"><Journal /></MemberShell>;
}
