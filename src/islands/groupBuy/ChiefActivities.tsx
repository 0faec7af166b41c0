/** /member/groupBuy/activity (团购活动): the chief's activities (ptg/mylist) and a new one (ptg/shenqing) from on-sale goods (ptg/goodslist). */
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { api } from '../../lib/api';
import { formatFen } from '../../lib/money';
import { formatDateTime } from '../../lib/date';
import { showToast } from '../../lib/stores/toast';
import Pagination from '../ui/Pagination';
import GroupBuyShell from './GroupBuyShell';
import { SHOW_STATUS, type Activity } from './chief-api';

interface Goods { item_id: number; goods_id: number; item_name: string; price: number }
const PAGE_SIZE = 10;

function NewActivity({ onCreated }: { onCreated: () => void }) {
  const [goods, setGoods] = useState<Goods[]>([]);
  const [picked, setPicked] = useState<number[]>([]);
  const [title, setTitle] = useState('');
  const [begin, setBegin] = useState('');
  const [end, setEnd] = useState('');
  const [error, setError] = useState('');
  useEffect(() => { api.get<{ list: Goods[] }>('community/ptg/goodslist', { page: 1, pageSize: 50 }).then((r) => setGoods(r.list)).catch(() => undefined); }, []);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = title.trim().length < 2 ? '请输入活动名称（2-60字）' : !picked.length ? '请选择活动商品' : !begin || !end ? '请选择活动时间' : end <= begin ? '结束时间必须晚于开始时间' : '';
    setError(problem);
    if (problem) return;
    try {
      await api.post('community/ptg/shenqing', { title: title.trim(), goods_ids: picked, begin_time: begin.replace('T', ' '), end_time: end.replace('T', ' ') }, { showError: false });
      showToast('活动已提交，等待平台审核', 'success');
      setTitle(''); setPicked([]); setError('');
      onCreated();
    } catch (err) { setError((err as Error).message); }
  };
  return (
    <form className="gb-form gb-new" onSubmit={submit} noValidate aria-label="发起团购活动">
      <div className="field"><label htmlFor="gb-title">活动名称</label><input id="gb-title" maxLength={60} value={title} onChange={(e) => setTitle(e.target.value)} /></div>
      <div className="gb-times">
        <div className="field"><label htmlFor="gb-begin">开始时间</label><input id="gb-begin" type="datetime-local" value={begin} onChange={(e) => setBegin(e.target.value)} /></div>
        <div className="field"><label htmlFor="gb-end">结束时间</label><input id="gb-end" type="datetime-local" value={end} onChange={(e) => setEnd(e.target.value)} /></div>
      </div>
      <fieldset className="field gb-pick"><legend>活动商品（已选 {picked.length}）</legend>
        {goods.map((g) => (
          <label key={g.goods_id}><input type="checkbox" checked={picked.includes(g.goods_id)} onChange={(e) => setPicked(e.target.checked ? [...picked, g.goods_id] : picked.filter((x) => x !== g.goods_id))} />{g.item_name} <b>{formatFen(g.price)}</b></label>
        ))}
      </fieldset>
      {error && <p className="form-error" role="alert">{error}</p>}
      <p><button type="submit" className="btn btn-primary">提交审核</button></p>
    </form>
  );
}

export default function ChiefActivities() {
  const [data, setData] = useState<{ list: Activity[]; total_count: number } | null>(null);
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const [refused, setRefused] = useState('');
  const load = useCallback((p: number) => {
    setPage(p);
    api.get<{ list: Activity[]; total_count: number }>('community/ptg/mylist', { page: p, pageSize: PAGE_SIZE }, { showError: false }).then(setData).catch((e: Error) => setRefused(e.message));
  }, []);
  useEffect(() => load(1), [load]);
  return (
    <GroupBuyShell title="团购活动">
      {refused ? <p className="mem-empty">{refused}，<a href="/member/groupBuy/apply-chief">去申请</a></p> : (
        <>
          <p className="mem-toolbar"><span className="mem-muted">活动须经平台审核后生效</span><button type="button" className="ui-btn ui-btn-primary" onClick={() => setCreating(!creating)}>{creating ? '收起' : '发起活动'}</button></p>
          {creating && <NewActivity onCreated={() => { setCreating(false); load(1); }} />}
          {!data ? <p className="mem-empty">加载中…</p> : data.list.length === 0 ? <p className="mem-empty">还没有团购活动</p> : (
            <table className="mem-table">
              <thead><tr><th>活动名称</th><th>商品</th><th>活动时间</th><th>状态</th></tr></thead>
              <tbody>
                {data.list.map((a) => (
                  <tr key={a.activity_id}>
                    <td>{a.title}</td>
                    <td>{a.goods.map((g) => g.item_name).join('、')}</td>
                    <td>{formatDateTime(a.begin_time, 'YYYY-MM-DD HH:mm')} 至 {formatDateTime(a.end_time, 'YYYY-MM-DD HH:mm')}</td>
                    <td>{SHOW_STATUS[a.show_status]}{a.audit_memo && <span className="mem-muted">（{a.audit_memo}）</span>}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {data && <Pagination page={page} total={data.total_count} pageSize={PAGE_SIZE} onChange={load} />}
        </>
      )}
    </GroupBuyShell>
  );
}
