/**
 * /member/groupBuy/homeIndex: for an approved chief, the chief home (community, commission total, orders
 * to hand out, running activities, the invitation link members join by); with ?chief_id= a member sees
 * that chief's community and its activities and can join it.
 */
import { useEffect, useState } from 'react';
import { api } from '../../lib/api';
import { formatFen } from '../../lib/money';
import { showToast } from '../../lib/stores/toast';
import GroupBuyShell from './GroupBuyShell';
import { chiefStatus, SHOW_STATUS, type Activity, type ChiefStatus } from './chief-api';

interface Community { chief_id: number; name: string; community: string; address: string; joined: boolean; activities: Activity[] }

function ActivityCards({ list }: { list: Activity[] }) {
  if (!list.length) return <p className="mem-empty">暂无进行中的团购活动</p>;
  return (
    <ul className="gb-acts">
      {list.map((a) => (
        <li key={a.activity_id} className="gb-act">
          <p className="gb-act-head"><strong>{a.title}</strong><span className="mem-tag">{SHOW_STATUS[a.show_status]}</span></p>
          <ul className="gb-goods">
            {a.goods.map((g) => (
              <li key={g.goods_id}><a href={`/items/${g.item_id}`}>{g.pic && <img src={g.pic} alt="" loading="lazy" />}<span>{g.item_name}</span><b>{formatFen(g.price)}</b></a></li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

function Join({ chiefId }: { chiefId: string }) {
  const [c, setC] = useState<Community | null | undefined>(undefined);
  const load = () => api.get<Community>('community/chief/info', { chief_id: chiefId }, { showError: false }).then(setC).catch(() => setC(null));
  useEffect(() => { void load(); }, [chiefId]);
  const join = async () => {
    try { await api.post('community/chief/join', { chief_id: chiefId }); showToast('已加入社区团', 'success'); await load(); } catch { /* shown */ }
  };
  if (c === undefined) return <p className="mem-empty">加载中…</p>;
  if (c === null) return <p className="mem-empty">团长不存在</p>;
  return (
    <section aria-label="社区团">
      <div className="gb-card">
        <p><strong>{c.community}</strong>　团长：{c.name}</p>
        <p className="mem-muted">提货地址：{c.address}</p>
        {c.joined ? <p className="mx-status mx-status-approved">已加入该社区团</p> : <button type="button" className="btn btn-primary" onClick={() => void join()}>加入社区团</button>}
      </div>
      <h2 className="si-goods-title">团购活动</h2>
      <ActivityCards list={c.activities} />
    </section>
  );
}

function Home({ me }: { me: ChiefStatus }) {
  const [stats, setStats] = useState<{ total_amount: number; count: number } | null>(null);
  const [pickup, setPickup] = useState<number | null>(null);
  const [acts, setActs] = useState<Activity[]>([]);
  useEffect(() => {
    api.get<{ total_amount: number; count: number }>('community/chief/cash_withdrawal/count').then(setStats).catch(() => undefined);
    api.get<{ total_count: number }>('community/ptg/dlqlist', { page: 1, pageSize: 1 }).then((r) => setPickup(r.total_count)).catch(() => undefined);
    api.get<{ list: Activity[] }>('community/ptg/mylist', { page: 1, pageSize: 20 }).then((r) => setActs(r.list.filter((a) => a.show_status === 'ongoing' || a.show_status === 'nostart'))).catch(() => undefined);
  }, []);
  const invite = typeof location === 'undefined' ? '' : `${location.origin}/member/groupBuy/homeIndex?chief_id=${me.chief_id}`;
  return (
    <section aria-label="团长首页">
      <div className="gb-card">
        <p><strong>{me.community}</strong>　团长：{me.name}　佣金比例 {me.commission_rate}%</p>
        <p className="mem-muted">提货地址：{me.address}</p>
        <p className="gb-invite">邀请成员加入：<input readOnly value={invite} aria-label="邀请链接" onFocus={(e) => e.target.select()} /></p>
      </div>
      <div className="gb-stats">
        <a href="/member/groupBuy/commission"><b>{stats ? formatFen(stats.total_amount) : '-'}</b><span>累计佣金</span></a>
        <a href="/member/groupBuy/order-manage?status=pickup"><b>{pickup ?? '-'}</b><span>待提货订单</span></a>
        <a href="/member/groupBuy/activity"><b>{acts.length}</b><span>进行中的活动</span></a>
      </div>
      <h2 className="si-goods-title">我的团购活动</h2>
      <ActivityCards list={acts} />
    </section>
  );
}

export default function ChiefHome() {
  const [chiefId, setChiefId] = useState<string | null>(null);
  const [me, setMe] = useState<ChiefStatus | null>(null);
  useEffect(() => {
    const q = new URLSearchParams(location.search).get('chief_id');
    setChiefId(q);
    if (!q) chiefStatus().then(setMe).catch(() => undefined);
  }, []);
  return (
    <GroupBuyShell title={chiefId ? '社区团' : '团长首页'}>
      {chiefId ? <Join chiefId={chiefId} /> : !me ? <p className="mem-empty">加载中…</p> : me.is_chief ? <Home me={me} /> : (
        <p className="mem-empty">您还不是团长。<a href="/member/groupBuy/apply-chief">申请成为团长</a></p>
      )}
    </GroupBuyShell>
  );
}
