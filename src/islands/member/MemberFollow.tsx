/** /member/follow (我的关注): followed shops (GET member/collect/distribution), 取消关注 and 清空关注. */
import { useCallback, useEffect, useState } from 'react';
import { api } from '../../lib/api';
import { showToast } from '../../lib/stores/toast';
import ConfirmDialog from '../ui/ConfirmDialog';
import MemberShell from './MemberShell';

interface Shop { distributor_id: number; name: string; logo: string; address?: string; fav_num: number }

function Followed() {
  const [list, setList] = useState<Shop[] | null>(null);
  const [confirm, setConfirm] = useState<{ shop?: Shop } | null>(null);
  const [busy, setBusy] = useState(false);
  const load = useCallback(() => {
    api.get<{ list: Shop[] }>('member/collect/distribution', { page: 1, pageSize: 100 }).then((r) => setList(r.list)).catch(() => setList([]));
  }, []);
  useEffect(load, [load]);

  const remove = async () => {
    if (!confirm) return;
    setBusy(true);
    try {
      await api.del('member/collect/distribution', confirm.shop ? { distributor_id: confirm.shop.distributor_id } : { is_empty: true });
      showToast(confirm.shop ? '已取消关注' : '已清空关注', 'success');
      load();
    } catch { /* shown */ }
    setBusy(false);
    setConfirm(null);
  };

  return (
    <>
      <div className="mem-toolbar">
        <span className="mem-muted">共关注 {list?.length ?? 0} 家店铺</span>
        {!!list?.length && <button type="button" className="ui-btn" onClick={() => setConfirm({})}>清空关注</button>}
      </div>
      {list === null ? <p className="mem-empty">加载中…</p> : list.length === 0 ? <p className="mem-empty">还没有关注的店铺，<a href="/shops/near">看看附近门店</a></p> : (
        <ul className="mem-shops" aria-label="关注的店铺">
          {list.map((s) => (
            <li key={s.distributor_id} className="mem-shop" aria-label={s.name}>
              {s.logo ? <img className="mem-shop-logo" src={s.logo} alt="" /> : <span className="mem-shop-logo" />}
              <span className="mem-shop-main">
                <a href={`/shops/info?distributor_id=${s.distributor_id}`}><strong>{s.name}</strong></a>
                <span className="mem-muted">{s.address}</span>
                <span className="mem-muted">{s.fav_num} 人关注</span>
              </span>
              <a className="ui-btn" href={`/shops/info?distributor_id=${s.distributor_id}`}>进入店铺</a>
              <button type="button" className="mem-link" onClick={() => setConfirm({ shop: s })}>取消关注</button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog open={!!confirm} busy={busy} message={confirm?.shop ? `确定不再关注「${confirm.shop.name}」吗?` : '确定清空全部关注吗?'} onOk={() => void remove()} onCancel={() => setConfirm(null)} />
    </>
  );
}

export default function MemberFollow() {
  return <MemberShell title="我的关注"><Followed /></MemberShell>;
}
