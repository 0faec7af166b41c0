/** 关注店铺 / 已关注 on the shop page (member/collect/distribution*); guests go to login and come back. */
import { useEffect, useRef, useState } from 'react';
import { api, getToken } from '../../lib/api';
import { showToast } from '../../lib/stores/toast';
import { loginHref } from '../../lib/redirect';

export default function FollowToggle({ distributorId }: { distributorId: number }) {
  const [fav, setFav] = useState(false);
  const [busy, setBusy] = useState(false);
  // Once the member has pressed the button, the check begun before it is out of date: its answer, arriving after
  // the press's (a slow server), would put 关注店铺 back over a follow just confirmed with 关注成功.
  const pressed = useRef(false);
  useEffect(() => {
    if (!getToken()) return;
    api.get<{ is_fav: boolean }>('member/collect/distribution/check', { distributor_id: distributorId }, { showError: false })
      .then((r) => { if (!pressed.current) setFav(!!r.is_fav); }).catch(() => undefined);
  }, [distributorId]);

  const toggle = async () => {
    if (!getToken()) { location.href = loginHref(`/shops/info?distributor_id=${distributorId}`); return; }
    pressed.current = true;
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
