/** /pointitems/{id}: one points-mall goods — pictures, points (plus cash) price, stock, quantity and 立即兑换. */
import { useEffect, useState } from 'react';
import { api, getToken } from '../../lib/api';
import { formatFen } from '../../lib/money';
import { pointPrice, type PointGoods } from '../../lib/promotion';
import QuantityInput from '../ui/QuantityInput';

const idFromPath = () => Number(location.pathname.split('/').filter(Boolean)[1]) || 0;

export default function PointItemDetail() {
  const [g, setG] = useState<PointGoods | null>(null);
  const [missing, setMissing] = useState(false);
  const [num, setNum] = useState(1);

  useEffect(() => {
    api.get<PointGoods>(`pointsmall/goods/items/${idFromPath()}`, {}, { showError: false }).then(setG).catch(() => setMissing(true));
  }, []);

  if (missing) return <div className="container pm-page"><p className="sc-loading">积分商品不存在或已下架 <a href="/pointitems">返回积分商城</a></p></div>;
  if (!g) return <div className="container pm-page"><p className="sc-loading">加载中…</p></div>;
  const exchange = () => {
    const target = `/pointitems/checkout?item_id=${g.item_id}&num=${num}`;
    location.href = getToken() ? target : `/auth/login?redirectUrl=${encodeURIComponent(target)}`;
  };
  const enough = g.user_point === null || g.user_point === undefined || g.user_point >= g.point * num;
  return (
    <div className="container pm-page">
      <nav className="pm-crumb"><a href="/pointitems">积分商城</a> &gt; {g.item_name}</nav>
      <div className="pm-detail">
        <img className="pm-detail-pic" src={g.pic} alt={g.item_name} width={400} height={400} />
        <div className="pm-detail-info">
          <h1>{g.item_name}</h1>
          <p className="pm-muted">{g.brief}</p>
          <div className="pm-price-box">
            <span className="pm-muted">兑换价</span>
            <strong className="pm-points" data-testid="point-price">{pointPrice(g.point, g.cash, formatFen)}</strong>
            <span className="pm-muted">参考价 <del>{formatFen(g.original_price)}</del></span>
          </div>
          <p className="pm-muted">库存 {g.store} 件{g.limit_num ? `　每人限兑 ${g.limit_num} 件` : ''}{g.user_point !== null && g.user_point !== undefined ? `　我的积分 ${g.user_point}` : ''}</p>
          <div className="pm-qty"><span className="pm-muted">数量</span><QuantityInput value={num} max={Math.max(1, Math.min(g.store, g.limit_num || 99))} label="兑换数量" onChange={setNum} /></div>
          {!enough ? <p className="pm-limit" role="alert">积分不足，兑换需要{g.point * num}积分</p> : null}
          <button type="button" className="btn btn-primary btn-lg" disabled={g.store <= 0 || !enough} onClick={exchange}>{g.store <= 0 ? '已兑完' : '立即兑换'}</button>
        </div>
      </div>
      <p className="pm-muted pm-intro">商品介绍见 <a href={`/items/${g.item_id}`}>商品详情页</a>；积分商城商品包邮。</p>
    </div>
  );
}
