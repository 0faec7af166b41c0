/**
 * 收藏 / 已收藏 on the item page (spec §4 collect toggle). The state is read only for members, when the
 * browser is idle; guests clicking it go to login and come back.
 */
import { useEffect, useRef, useState } from 'react';
import { api, getToken } from '../../lib/api';
import { showToast } from '../../lib/stores/toast';
import { loginHref } from '../../lib/redirect';
import { whenIdle } from '../../lib/idle';

export const COLLECT_TEXT = { collected: '商品收藏成功', removed: '商品移除收藏成功' } as const;

export default function CollectToggle({ itemId, distributorId }: { itemId: number; distributorId: number }) {
  const [fav, setFav] = useState(false);
  const [busy, setBusy] = useState(false);
  // A check answering after the member's own press (begun before it, on a slow server) is out of date: it would
  // put 收藏 back over a 商品收藏成功 just shown.
  const pressed = useRef(false);
  useEffect(() => {
    if (!getToken()) return undefined;
    return whenIdle(() => {
      api.get<{ is_fav: boolean }>('member/collect/item/check', { item_id: itemId }, { showError: false }).then((r) => { if (!pressed.current) setFav(!!r.is_fav); }).catch(() => undefined);
    });
  }, [itemId]);

  const toggle = async () => {
    if (!getToken()) { location.href = loginHref(`/items/${itemId}`); return; }
    pressed.current = true;
    setBusy(true);
    try {
      if (fav) await api.del('member/collect/item', { item_ids: [itemId], is_empty: false, distributor_id: distributorId });
      else await api.post(`member/collect/item/${itemId}`, { distributor_id: distributorId, item_type: 'normal' });
      showToast(fav ? COLLECT_TEXT.removed : COLLECT_TEXT.collected, 'success');
      setFav(!fav);
    } catch { /* shown by the API client */ }
    setBusy(false);
  };

  return (
    <button type="button" className={`pd-collect${fav ? ' is-on' : ''}`} aria-pressed={fav} disabled={busy} onClick={() => void toggle()}>
      <span aria-hidden="true">{fav ? '★' : '☆'}</span> {fav ? '已收藏' : '收藏'}
    </button>
  );
}
