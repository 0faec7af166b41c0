/**
 * Below the item: 猜你喜欢, a carousel of `promotions/recommendlike` (3 slides a view, 2 on narrow screens),
 * and the 推荐商品 strip with an add button per item; 快速购买 and the add buttons open the quick-buy dialog.
 * A page island that wakes when scrolled into view, so it adds nothing to the first load.
 */
import { useEffect, useState } from 'react';
import { api } from '../../lib/api';
import { firstPic, type ItemListPage, type ListItem } from '../../lib/goods';
import { goodsUrl } from '../../lib/links';
import { formatFen } from '../../lib/money';
import QuickBuy from './QuickBuy';
import Chevron from './Chevron';

const CAROUSEL_SIZE = 9;
const STRIP_SIZE = 5;
const NARROW = '(max-width: 767px)';

function useRecommend(itemId: number, page: number, size: number): ListItem[] | null {
  const [list, setList] = useState<ListItem[] | null>(null);
  useEffect(() => {
    let stale = false;
    // One more than needed: the item on this page is left out.
    api.get<ItemListPage>('promotions/recommendlike', { page, pageSize: size + 1 }, { showError: false })
      .then((r) => { if (!stale) setList((r.list ?? []).filter((g) => g.item_id !== itemId).slice(0, size)); })
      .catch(() => { if (!stale) setList([]); });
    return () => { stale = true; };
  }, [itemId, page, size]);
  return list;
}

function usePerView(): number {
  const [perView, setPerView] = useState(3);
  useEffect(() => {
    const mq = matchMedia(NARROW);
    const apply = () => setPerView(mq.matches ? 2 : 3);
    apply();
    mq.addEventListener('change', apply);
    return () => mq.removeEventListener('change', apply);
  }, []);
  return perView;
}

export default function ItemRecommend({ itemId }: { itemId: number }) {
  const liked = useRecommend(itemId, 1, CAROUSEL_SIZE);
  const strip = useRecommend(itemId, 2, STRIP_SIZE);
  const perView = usePerView();
  const [start, setStart] = useState(0);
  const [quick, setQuick] = useState<number | null>(null);
  const slides = liked ?? [];
  const maxStart = Math.max(0, slides.length - perView);
  const at = Math.min(start, maxStart);

  return (
    <div className="pd-reco container">
      <section aria-labelledby="pd-reco-h">
        <div className="pd-reco-head">
          <h2 id="pd-reco-h">猜你喜欢</h2>
          <div>
            <button type="button" aria-label="上一组" disabled={at === 0} onClick={() => setStart(Math.max(0, at - perView))}><Chevron dir="left" /></button>
            <button type="button" aria-label="下一组" disabled={at >= maxStart} onClick={() => setStart(Math.min(maxStart, at + perView))}><Chevron dir="right" /></button>
          </div>
        </div>
        {liked === null ? <p className="pl-empty">加载中…</p> : slides.length === 0 ? <p className="pl-empty">暂无推荐</p> : (
          <ul className="pd-carousel" aria-label="猜你喜欢" style={{ gridTemplateColumns: `repeat(${perView}, 1fr)` }}>
            {slides.slice(at, at + perView).map((g) => (
              <li key={g.item_id} className="pd-slide">
                <a href={goodsUrl(g.item_id, g.distributor_id)}>
                  <img src={firstPic(g.pics)} alt="" width={160} height={160} loading="lazy" />
                  <span className="pd-slide-name">{g.item_name}</span>
                </a>
                <span className="pd-slide-price">{formatFen(g.price)}</span>
                <button type="button" className="btn" aria-label={`快速购买 ${g.item_name}`} onClick={() => setQuick(g.item_id)}>快速购买</button>
              </li>
            ))}
          </ul>
        )}
      </section>
      {!!strip?.length && (
        <section className="pd-strip" aria-labelledby="pd-strip-h">
          <h2 id="pd-strip-h">推荐商品</h2>
          <ul aria-label="推荐商品">
            {strip.map((g) => (
              <li key={g.item_id}>
                <a href={goodsUrl(g.item_id, g.distributor_id)}>
                  <img src={firstPic(g.pics)} alt="" width={120} height={120} loading="lazy" />
                  <span className="pd-slide-name">{g.item_name}</span>
                </a>
                <span className="pd-slide-price">{formatFen(g.price)}</span>
                {/* 加购, not 加入购物车: the item's own 加入购物车 button keeps a name no other button on the page contains. */}
                <button type="button" className="btn btn-primary btn-sm" aria-label={`加购 ${g.item_name}`} onClick={() => setQuick(g.item_id)}>加购</button>
              </li>
            ))}
          </ul>
        </section>
      )}
      {quick !== null && <QuickBuy itemId={quick} onClose={() => setQuick(null)} />}
    </div>
  );
}
