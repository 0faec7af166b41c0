/** 关注店铺 / 已关注 on the shop page (member/collect/distribution*); guests go to login and come back. */
import { useEffect, useState } from 'react';
import { api, getToken } from '../../lib/api';
import { showToast } from '../../lib/stores/toast';
import { loginHref } from '../../lib/redirect';

export default function FollowToggle({ distributorId }: { distributorId: number }) {
  const [fav, setFav] = useState(false);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!getToken()) return;
    api.get<{ is_fav: boolean }>('member/collect/distribution/check', { distributor_id: distributorId }, { showError: false })
      .then((r) => setFav(!!r.is_fav)).catch(() => undefined);
  }, [distributorId]);

  const toggle = async () => {
    if (!getToken()) { location.href = loginHref(`/shops/info?distributor_id=${distributorId}`); return; }
    setBusy(true);
    try {
      if (fav) await api.del('member/collect/distribution', { distributor_id: distributorId });
      else await api.post(`member/collect/distribution/${distributorId}`);
      showToast(fav ? '已取消关注' : '关注成功', 'success');
      setFav(!fav);
    } catch { /* shown by the API client */ }
    setBusy(false);
  };
  return (
    <button type="button" className={`ui-btn${fav ? '' : ' ui-btn-primary'} si-follow`} aria-pressed={fav} disabled={busy} onClick={() => void toggle()}>
      {fav ? '已关注' : '+ 关注店铺'}
    </button>
  );
}
