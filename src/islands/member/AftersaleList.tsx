/**
 * 售后订单 (/member/trade/aftersale-list, also /member/aftersales): GET aftersales with status tabs
 * (全部 / 待处理 0 / 处理中 1 / 已处理 2 / 已驳回 3 / 已关闭 4) and pages; each row opens its detail.
 */
import { useEffect, useState } from 'react';
import { api } from '../../lib/api';
import { formatFen } from '../../lib/money';
import { formatDateTime } from '../../lib/date';
import { AFTERSALES_TABS, AFTERSALES_TYPE_TEXT, PROGRESS_LABEL } from '../../lib/aftersales';
import Pagination from '../ui/Pagination';
import MemberShell from './MemberShell';

const PAGE_SIZE = 10;
export interface AftersalesLine { id: number; item_id: number; item_name: string; item_pic: string; num: number; refund_fee: number; item_spec_desc?: string }
export interface AftersalesRow {
  aftersales_bn: string; order_id: string; aftersales_type: string; aftersales_status: number; progress: number; create_time: number;
  reason: string; description: string; refund_fee: number; evidence_pic: string[]; detail: AftersalesLine[];
}

export const detailUrl = (bn: string) => `/member/trade/aftersale?aftersales_bn=${encodeURIComponent(bn)}`;

function List() {
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(1);
  const [data, setData] = useState<{ list: AftersalesRow[]; total: number } | null>(null);
  useEffect(() => {
    const q = new URLSearchParams(location.search).get('status') ?? '';
    if (AFTERSALES_TABS.some((t) => t.status === q)) setStatus(q);
  }, []);
  useEffect(() => {
    let alive = true;
    api.get<{ list: AftersalesRow[]; total_count: number }>('aftersales', { page, pageSize: PAGE_SIZE, order_type: 'normal', ...(status ? { aftersales_status: status } : {}) })
      .then((r) => { if (alive) setData({ list: r.list ?? [], total: Number(r.total_count) || 0 }); })
      .catch(() => { if (alive) setData({ list: [], total: 0 }); });
    return () => { alive = false; };
  }, [status, page]);

  return (
    <>
      <div className="od-tabs" role="tablist" aria-label="售后状态">
        {AFTERSALES_TABS.map((t) => (
          <button key={t.status} type="button" role="tab" aria-selected={status === t.status} onClick={() => { setStatus(t.status); setPage(1); }}>{t.label}</button>
        ))}
      </div>
      {data === null ? <p className="mem-empty">加载中…</p> : data.list.length === 0 ? <p className="mem-empty">暂无售后记录，<a href="/member/trade">去我的订单申请售后</a></p> : (
        <ul className="as-list" aria-label="售后单">
          {data.list.map((a) => (
            <li key={a.aftersales_bn} className="mem-card as-row">
              <div className="as-row-head">
                <span>售后单号：{a.aftersales_bn}</span>
                <span>订单号：<a className="mem-link" href={`/member/trade/${a.order_id}`}>{a.order_id}</a></span>
                <span>{formatDateTime(a.create_time)}</span>
                <span className="mem-tag">{AFTERSALES_TYPE_TEXT[a.aftersales_type]}</span>
              </div>
              <div className="as-row-body">
                <div className="mem-order-pics">{a.detail.slice(0, 4).map((d) => <img key={d.id} src={d.item_pic} alt={d.item_name} width={60} height={60} loading="lazy" />)}</div>
                <div className="mem-order-main">
                  <span className="mem-order-name">{a.detail.map((d) => `${d.item_name} × ${d.num}`).join('；')}</span>
                  <span className="mem-muted">原因：{a.reason}</span>
                </div>
                <div className="mem-order-total">{a.aftersales_type === 'EXCHANGING_GOODS' ? '换货' : `退款 ${formatFen(a.refund_fee)}`}</div>
                <div className="mem-order-status" data-testid="aftersales-status">{PROGRESS_LABEL[a.progress]}</div>
                <a className="btn btn-sm" href={detailUrl(a.aftersales_bn)}>查看详情</a>
              </div>
            </li>
          ))}
        </ul>
      )}
      {data && <Pagination page={page} total={data.total} pageSize={PAGE_SIZE} onChange={setPage} />}
    </>
  );
}

export default function AftersaleList() {
  return <MemberShell title="售后订单"><List /></MemberShell>;
}
