/**
 * /items/combination-list (组合套餐): live and upcoming packages (promotions/package, optionally ?item_id=),
 * each with its goods, package price and saving; 立即购买 puts the package in buy-now and opens checkout.
 */
import { useEffect, useState } from 'react';
import { api, getToken } from '../../lib/api';
import { formatFen } from '../../lib/money';
import type { PackageView } from '../../lib/promotion';

export default function CombinationList() {
  const [list, setList] = useState<PackageView[] | null>(null);
  const [busy, setBusy] = useState(0);
  useEffect(() => {
    const itemId = new URLSearchParams(location.search).get('item_id');
    api.get<{ list: PackageView[] }>('promotions/package', itemId ? { item_id: itemId } : {}).then((r) => setList(r.list)).catch(() => setList([]));
  }, []);

  const buy = async (p: PackageView) => {
    if (!getToken()) { location.href = `/auth/login?redirectUrl=${encodeURIComponent(location.pathname + location.search)}`; return; }
    setBusy(p.package_id);
    try {
      const r = await api.post<{ distributor_id: number }>(`promotions/package/${p.package_id}/buy`, { num: 1 });
      location.href = `/cart/checkout?mode=fastbuy&id=${r.distributor_id}`;
    } catch { setBusy(0); }
  };

  return (
    <div className="container pm-page">
      <div className="pm-head"><h1>组合套餐</h1><span className="pm-muted">套餐内商品一起购买，享套餐价</span></div>
      {list === null ? <p className="sc-loading">加载中…</p> : list.length === 0 ? <p className="sc-loading">暂无组合套餐</p> : list.map((p) => (
        <section key={p.package_id} className="pm-package" aria-label={p.package_name}>
          <header><h2>{p.package_name}</h2><span className={`pm-tag${p.status === 'upcoming' ? ' is-upcoming' : ''}`}>{p.status_text}</span></header>
          <div className="pm-package-body">
            <ul className="pm-package-items">
              {p.items.map((i, n) => (
                <li key={i.item_id}>
                  {n > 0 ? <span className="pm-plus-sign" aria-hidden="true">+</span> : null}
                  <a href={`/items/${i.item_id}`}><img src={i.pic} alt={i.item_name} width={120} height={120} loading="lazy" /><span>{i.item_name}</span></a>
                  <span className="pm-muted">{formatFen(i.price)} ×{i.num}</span>
                </li>
              ))}
            </ul>
            <div className="pm-package-buy">
              <p>套餐价 <strong className="price" data-testid="package-price">{formatFen(p.package_price)}</strong></p>
              <p className="pm-muted">原价 <del>{formatFen(p.total_price)}</del>　立省 {formatFen(p.save_fee)}</p>
              <button type="button" className="btn btn-primary btn-lg" disabled={!p.sellable || busy === p.package_id} onClick={() => void buy(p)}>
                {p.status === 'upcoming' ? '活动即将开始' : p.sellable ? '立即购买' : '暂时缺货'}
              </button>
            </div>
          </div>
        </section>
      ))}
    </div>
  );
}
