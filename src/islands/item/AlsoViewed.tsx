/**
 * 看了又看: a few other goods of the same category beside the buy box, read live after load (so their
 * prices are current and a price change elsewhere never leaves this page stale). Hidden when none.
 */
import { useEffect, useState } from 'react';
import { api } from '../../lib/api';
import { firstPic, type ItemListPage, type ListItem } from '../../lib/goods';
import { goodsUrl } from '../../lib/links';
import { formatFen } from '../../lib/money';
import { Picture } from '../../components/Picture';

const SHOWN = 3;

export default function AlsoViewed({ categoryId, exclude }: { categoryId?: number; exclude: string }) {
  const [goods, setGoods] = useState<ListItem[]>([]);
  useEffect(() => {
    if (!categoryId) return;
    let stale = false;
    api.get<ItemListPage>('goods/items', { page: 1, pageSize: SHOWN + 1, category_id: categoryId, item_type: 'normal' }, { showError: false })
      .then((r) => { if (!stale) setGoods((r.list ?? []).filter((g) => g.item_name !== exclude).slice(0, SHOWN)); })
      .catch(() => undefined);
    return () => { stale = true; };
  }, [categoryId, exclude]);
  if (!goods.length) return null;
  return (
    <aside className="pd-also" aria-labelledby="pd-also-h">
      <h2 id="pd-also-h">看了又看</h2>
      <ul>
        {goods.map((g) => (
          <li key={g.item_id}>
            <a href={goodsUrl(g.item_id)}>
              <Picture src={firstPic(g.pics)} alt="" width={150} height={150} />
              <span className="pd-also-name">{g.item_name}</span>
              <span className="pd-also-price">{formatFen(g.price)}</span>
            </a>
          </li>
        ))}
      </ul>
    </aside>
  );
}
