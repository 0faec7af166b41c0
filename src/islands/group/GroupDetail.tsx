/**
 * /items/group-detail?team_id= (拼团详情): the team's goods, members and empty seats, the time left
 * (counted from the server's clock), and 参加拼团 for a member not yet in it.
 */
import { useEffect, useState } from 'react';
import { api, getToken } from '../../lib/api';
import { formatFen } from '../../lib/money';
import { goodsUrl } from '../../lib/links';
import { groupCheckoutUrl, TEAM_STATUS_TEXT, timeLeft } from '../../lib/group';
import type { GroupActivity } from './GroupList';

interface Team {
  team_id: string; activity: GroupActivity | null; person_num: number; join_person_num: number; surplus_num: number; team_status: string;
  end_time: number; now: number; member_list: { nickname: string; is_chief: boolean }[]; is_member: boolean; my_order_id: string; can_join: boolean;
}

export default function GroupDetail() {
  const [team, setTeam] = useState<Team | null>(null);
  const [error, setError] = useState('');
  const [left, setLeft] = useState(0);

  useEffect(() => {
    const id = new URLSearchParams(location.search).get('team_id') ?? '';
    if (!id) { setError('拼团不存在或已结束'); return; }
    api.get<Team>(`groupOrders/${encodeURIComponent(id)}`, {}, { showError: false }).then(setTeam).catch((e: Error) => setError(e.message));
  }, []);

  useEffect(() => {
    if (!team) return;
    // The server's clock decides: its offset is taken once, then the browser's clock ticks.
    const offset = team.now * 1000 - Date.now();
    const tick = () => setLeft(team.end_time - (Date.now() + offset) / 1000);
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [team]);

  if (error) return <div className="gb-page container"><p className="gb-empty">{error}　<a href="/items/group-list">看看其他拼团</a></p></div>;
  if (!team || !team.activity) return <div className="gb-page container"><p className="gb-empty">加载中…</p></div>;
  const a = team.activity;
  const join = () => {
    const url = groupCheckoutUrl(a, team.team_id);
    location.assign(getToken() ? url : `/auth/login?redirectUrl=${encodeURIComponent(`${location.pathname}${location.search}`)}`);
  };
  const waiting = team.team_status === 'WAITING' && left > 0;
  return (
    <div className="gb-page container">
      <h1 className="gb-title">拼团详情</h1>
      <div className="gb-team">
        <a href={goodsUrl(a.item_id)}><img className="gb-goods" src={a.pic} alt={a.item_name} width={320} height={320} /></a>
        <div>
          <span className="gb-badge">{team.person_num}人团</span>
          <h2><a href={goodsUrl(a.item_id)}>{a.title}</a></h2>
          <p className="gb-price">拼团价 {formatFen(a.act_price)}<s>{formatFen(a.price)}</s></p>
          <p className={`gb-status is-${team.team_status}`} data-testid="team-status">{TEAM_STATUS_TEXT[team.team_status] ?? team.team_status}</p>
          {waiting && <p>还差 <strong data-testid="team-surplus">{team.surplus_num}</strong> 人成团，剩余 <span className="gb-countdown">{timeLeft(left)}</span></p>}
          <ul className="gb-members" aria-label="参团成员">
            {team.member_list.map((m, i) => (
              <li key={i} className="gb-member"><span className="gb-avatar">{m.nickname.slice(0, 1)}</span>{m.is_chief ? '团长' : m.nickname}</li>
            ))}
            {waiting && Array.from({ length: team.surplus_num }, (_, i) => <li key={`e${i}`} className="gb-member"><span className="gb-avatar is-empty">?</span>待参团</li>)}
          </ul>
          {team.can_join && waiting && <button type="button" className="btn btn-primary btn-lg" onClick={join}>参加拼团</button>}
          {team.is_member && <a className="btn" href={`/member/trade/${encodeURIComponent(team.my_order_id)}`}>查看我的订单</a>}
          {waiting && team.is_member && <p className="co-muted">把本页链接发给好友，邀请好友参团：<input readOnly aria-label="拼团链接" value={typeof location === 'undefined' ? '' : location.href} size={60} /></p>}
        </div>
      </div>
    </div>
  );
}
