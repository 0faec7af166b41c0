/**
 * 商品评价 under the item page: order/rate/list for the goods, 10 a page, with stars, text, pictures.
 * A page island that hydrates when it scrolls into view, so it adds nothing to the first load.
 */
import { useEffect, useState } from 'react';
import { api } from '../../lib/api';
import { formatDateTime } from '../../lib/date';
import Pagination from '../ui/Pagination';

const PAGE_SIZE = 10;
const MAX_STAR = 5;
interface Rate { rate_id: number; username: string; star: number; content: string; rate_pic: string; created: number }

export default function ItemRates({ itemId }: { itemId: number }) {
  const [page, setPage] = useState(1);
  const [data, setData] = useState<{ list: Rate[]; total: number } | null>(null);
  useEffect(() => {
    let alive = true;
    api.get<{ list: Rate[]; total_count: number }>('order/rate/list', { item_id: itemId, page, pageSize: PAGE_SIZE, order_type: 'normal' }, { showError: false })
      .then((r) => { if (alive) setData({ list: r.list ?? [], total: Number(r.total_count) || 0 }); })
      .catch(() => { if (alive) setData({ list: [], total: 0 }); });
    return () => { alive = false; };
  }, [itemId, page]);
  return (
    <section className="pd-rates container" aria-labelledby="pd-rates-h">
      <h2 id="pd-rates-h">商品评价{data ? `（${data.total}）` : ''}</h2>
      {data === null ? <p className="pl-empty">评价加载中…</p> : data.list.length === 0 ? <p className="pl-empty">暂无评价</p> : (
        <ul aria-label="商品评价">
          {data.list.map((r) => (
            <li key={r.rate_id} className="pd-rate">
              <div className="pd-rate-user">{r.username}</div>
              <div className="pd-rate-main">
                <span className="pd-rate-stars" role="img" aria-label={`${r.star}星`}>{'★'.repeat(r.star)}{'☆'.repeat(MAX_STAR - r.star)}</span>
                <p>{r.content}</p>
                {r.rate_pic && <div className="pd-rate-pics">{r.rate_pic.split(',').filter(Boolean).map((p) => <img key={p} src={p} alt="评价图片" loading="lazy" width={72} height={72} />)}</div>}
                <span className="pd-rate-time">{formatDateTime(r.created)}</span>
              </div>
            </li>
          ))}
        </ul>
      )}
      {data && <Pagination page={page} total={data.total} pageSize={PAGE_SIZE} onChange={setPage} />}
    </section>
  );
}
