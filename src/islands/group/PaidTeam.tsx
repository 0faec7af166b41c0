/**
 * After paying a group buy (issue 24 point 4): the team, how many are still missing and the invite step, the team's
 * link (复制链接) and its QR code, as ECShopX shows it. Read from groupOrders/{team_id}.
 */
import { useEffect, useState } from 'react';
import { api } from '../../lib/api';
import { showToast } from '../../lib/stores/toast';

interface Team {
  team_id: string; person_num: number; join_person_num: number; surplus_num: number; team_status: string; team_status_text: string;
  member_list: { nickname: string; avatar: string; is_chief: boolean }[]; invite_url?: string; invite_qrcode?: string;
  activity?: { title?: string } | null;
}

export default function PaidTeam({ teamId }: { teamId: string }) {
  const [team, setTeam] = useState<Team | null>(null);
  useEffect(() => { api.get<Team>(`groupOrders/${encodeURIComponent(teamId)}`, {}, { showError: false }).then(setTeam).catch(() => setTeam(null)); }, [teamId]);
  if (!team) return null;
  const seats = Array.from({ length: team.person_num }, (_, i) => team.member_list[i]);
  const copy = async () => {
    try { await navigator.clipboard.writeText(team.invite_url ?? ''); showToast('链接已复制，快去邀请好友吧', 'success'); }
    catch { showToast('复制失败，请选择文字手工复制', 'error'); }
  };
  return (
    <section className="fin-team" aria-label="我的拼团">
      <h2>{team.team_status === 'WAITING' ? <>拼团中，还差 <b data-testid="team-missing">{team.surplus_num}</b> 人成团</> : team.team_status_text}</h2>
      {team.activity?.title && <p className="fin-team-title">{team.activity.title}（{team.person_num}人团）</p>}
      <ul className="fin-team-seats">
        {seats.map((m, i) => (
          <li key={i} className={m ? 'is-taken' : ''}>
            <span className="fin-team-avatar" aria-hidden="true">{m ? (m.nickname || '团').slice(0, 1) : '?'}</span>
            <span>{m ? `${m.nickname}${m.is_chief ? '（团长）' : ''}` : '待邀请'}</span>
          </li>
        ))}
      </ul>
      {team.invite_url && (
        <div className="fin-team-invite">
          {team.invite_qrcode && <img src={team.invite_qrcode} alt="拼团邀请二维码" width={140} height={140} />}
          <div>
            <p>邀请好友扫码或打开链接参团，人满即成团，未成团将自动退款。</p>
            <input readOnly aria-label="拼团邀请链接" value={team.invite_url} onFocus={(e) => e.currentTarget.select()} />
            <div className="fin-actions">
              <button type="button" className="btn btn-primary" onClick={() => void copy()}>复制邀请链接</button>
              <a className="btn" href={`/items/group-detail?team_id=${encodeURIComponent(team.team_id)}`}>查看拼团详情</a>
            </div>
          </div>
        </div>
      )}
    </section>
  );
}
