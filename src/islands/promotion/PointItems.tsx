/** /pointitems: the points mall (积分商城) — goods priced in points (plus cash), with the member's balance when logged in. */
import { useEffect, useState } from 'react';
import { api, getToken } from '../../lib/api';
import { formatFen } from '../../lib/money';
import { pointPrice, type PointGoods } from '../../lib/promotion';
import Pagination from '../ui/Pagination';

const PAGE_SIZE = 12;

export default function PointItems() {
  const [page, setPage] = useState(1);
  const [data, setData] = useState<{ list: PointGoods[]; total: number } | null>(null);
  const [balance, setBalance] = useState<number | null>(null);

  useEffect(() => {
    if (getToken()) api.get<{ point: number }>('point/member/info', {}, { showError: false }).then((r) => setBalance(Number(r.point) || 0)).catch(() => undefined);
  }, []);
  useEffect(() => {
    let alive = true;
    api.get<{ list: PointGoods[]; total_count: number }>('pointsmall/goods/items', { page, pageSize: PAGE_SIZE })
      .then((r) => { if (alive) setData({ list: r.list, total: Number(r.total_count) || 0 }); })
      .catch(() => { if (alive) setData({ list: [], total: 0 }); });
    return () => { alive = false; };
  }, [page]);

  return (
    <div className="container pm-page">
      <div className="pm-head">
        <h1>积分商城</h1>
        {balance !== null ? <span>我的积分：<b data-testid="pointsmall-balance">{balance}</b> <a href="/member/point">积分明细</a></span> : <a href="/auth/login?redirectUrl=%2Fpointitems">登录查看我的积分</a>}
      </div>
      {data === null ? <p className="sc-loading">加载中…</p> : data.list.length === 0 ? <p className="sc-loading">暂无可兑换的商品</p> : (
        <>
          <div className="pl-grid">
            {data.list.map((g) => (
              <a key={g.item_id} className="pl-card" href={`/pointitems/${g.item_id}`}>
                <img src={g.pic} alt={g.item_name} loading="lazy" />
                <span className="pl-card-name">{g.item_name}</span>
                <div className="pl-card-price pm-points">{pointPrice(g.point, g.cash, formatFen)}</div>
                <del className="pm-market">{formatFen(g.original_price)}</del>
              </a>
            ))}
          </div>
          <Pagination page={page} total={data.total} pageSize={PAGE_SIZE} onChange={setPage} />
        </>
      )}
    </div>
  );
}
