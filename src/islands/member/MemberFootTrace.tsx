/** /member/foottrace (我的足迹): goods viewed (GET member/browse/history/list) grouped by day; 删除 and 清空足迹. */
import { useCallback, useEffect, useState } from 'react';
import { api } from '../../lib/api';
import { showToast } from '../../lib/stores/toast';
import { formatFen } from '../../lib/money';
import { groupByDay, isOffShelf, type FootprintRow } from '../../lib/member';
import ConfirmDialog from '../ui/ConfirmDialog';
import MemberShell from './MemberShell';
import { MEMBER_GOODS_PIC, Picture } from '../../components/Picture';

function Footprints() {
  const [list, setList] = useState<FootprintRow[] | null>(null);
  const [clearing, setClearing] = useState(false);
  const [busy, setBusy] = useState(false);
  const load = useCallback(() => {
    api.get<{ list: FootprintRow[] }>('member/browse/history/list', { page: 1, pageSize: 100 }).then((r) => setList(r.list)).catch(() => setList([]));
  }, []);
  useEffect(load, [load]);

  const remove = async (itemIds: number[] | 'all') => {
    setBusy(true);
    try {
      await api.del('member/browse/history', itemIds === 'all' ? { is_empty: true } : { item_ids: itemIds });
      showToast(itemIds === 'all' ? '已清空足迹' : '足迹删除成功', 'success');
      load();
    } catch { /* shown */ }
    setBusy(false);
    setClearing(false);
  };

  return (
    <>
      <div className="mem-toolbar">
        <span className="mem-muted">最近浏览的 {list?.length ?? 0} 件商品（最多保留100件）</span>
        {!!list?.length && <button type="button" className="ui-btn" onClick={() => setClearing(true)}>清空足迹</button>}
      </div>
      {list === null ? <p className="mem-empty">加载中…</p> : list.length === 0 ? <p className="mem-empty">暂无浏览足迹，<a href="/items">去逛逛</a></p> : groupByDay(list).map((g) => (
        <section key={g.day} aria-label={`足迹 ${g.day}`}>
          <h2 className="mem-day">{g.day}</h2>
          <ul className="mem-goods">
            {g.rows.map((r) => (
              <li key={r.item_id} className={`mem-goods-card${isOffShelf(r.itemData?.approve_status) ? ' is-off' : ''}`} aria-label={r.itemData?.item_name}>
                <a href={`/items/${r.item_id}`}><Picture src={r.itemData?.pics?.[0] ?? ''} alt={r.itemData?.item_name ?? ''} width={MEMBER_GOODS_PIC} height={MEMBER_GOODS_PIC} /></a>
                <div className="mem-goods-body">
                  <a className="mem-goods-name" href={`/items/${r.item_id}`}>{r.itemData?.item_name}</a>
                  <div className="mem-goods-ops">
                    {isOffShelf(r.itemData?.approve_status) ? <span className="mem-off-tag">已下架</span> : <span className="price">{formatFen(r.itemData?.price ?? 0)}</span>}
                    <button type="button" className="mem-link" disabled={busy} onClick={() => void remove([r.item_id])}>删除</button>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <ConfirmDialog open={clearing} busy={busy} message="确定清空全部浏览足迹吗?" onOk={() => void remove('all')} onCancel={() => setClearing(false)} />
    </>
  );
}

export default function MemberFootTrace() {
  return <MemberShell title="我的足迹"><Footprints /></MemberShell>;
}
