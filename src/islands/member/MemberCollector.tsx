/** /member/collector (我的收藏): collected goods (GET member/collect/item), 取消收藏 and 清空收藏 after a confirm. */
import { useCallback, useEffect, useState } from 'react';
import { api } from '../../lib/api';
import { showToast } from '../../lib/stores/toast';
import { formatFen } from '../../lib/money';
import ConfirmDialog from '../ui/ConfirmDialog';
import MemberShell from './MemberShell';
import { isOffShelf } from '../../lib/member';
import { MEMBER_GOODS_PIC, Picture } from '../../components/Picture';

interface Fav { fav_id: number; item_id: number; item_name: string; item_image: string; price: number; distributor_id: number; approve_status?: string }

function Collected() {
  const [list, setList] = useState<Fav[] | null>(null);
  const [confirm, setConfirm] = useState<{ item?: Fav } | null>(null);
  const [busy, setBusy] = useState(false);
  const load = useCallback(() => {
    api.get<{ list: Fav[] }>('member/collect/item', { page: 1, pageSize: 100 }).then((r) => setList(r.list)).catch(() => setList([]));
  }, []);
  useEffect(load, [load]);

  const remove = async () => {
    if (!confirm) return;
    setBusy(true);
    try {
      await api.del('member/collect/item', confirm.item ? { item_ids: [confirm.item.item_id], is_empty: false } : { is_empty: true });
      showToast(confirm.item ? '商品移除收藏成功' : '已清空收藏', 'success');
      load();
    } catch { /* shown */ }
    setBusy(false);
    setConfirm(null);
  };

  return (
    <>
      <div className="mem-toolbar">
        <span className="mem-muted">共收藏 {list?.length ?? 0} 件商品</span>
        {!!list?.length && <button type="button" className="ui-btn" onClick={() => setConfirm({})}>清空收藏</button>}
      </div>
      {list === null ? <p className="mem-empty">加载中…</p> : list.length === 0 ? <p className="mem-empty">还没有收藏的商品，<a href="/items">去逛逛</a></p> : (
        <ul className="mem-goods" aria-label="收藏的商品">
          {list.map((f) => (
            <li key={f.fav_id} className={`mem-goods-card${isOffShelf(f.approve_status) ? ' is-off' : ''}`} aria-label={f.item_name}>
              <a href={`/items/${f.item_id}`}><Picture src={f.item_image} alt={f.item_name} width={MEMBER_GOODS_PIC} height={MEMBER_GOODS_PIC} /></a>
              <div className="mem-goods-body">
                <a className="mem-goods-name" href={`/items/${f.item_id}`}>{f.item_name}</a>
                <div className="mem-goods-ops">
                  {isOffShelf(f.approve_status) ? <span className="mem-off-tag">已下架</span> : <span className="price">{formatFen(f.price)}</span>}
                  <button type="button" className="mem-link" onClick={() => setConfirm({ item: f })}>取消收藏</button>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog open={!!confirm} busy={busy} message={confirm?.item ? '请确认是否移除收藏?' : '确定清空全部收藏吗?'} onOk={() => void remove()} onCancel={() => setConfirm(null)} />
    </>
  );
}

export default function MemberCollector() {
  return <MemberShell title="我的收藏"><Collected /></MemberShell>;
}
