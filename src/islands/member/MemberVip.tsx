/**
 * /member/vip (会员中心 › 开通会员): the member's VIP state and the grades of vipgrades/newlist; choosing a
 * period buys it (vipgrades/buy) and opens the cashier, where it is paid like any order.
 */
import { useEffect, useState } from 'react';
import { api } from '../../lib/api';
import { CARD_TYPE_TEXT, perDay, yuanText, type UserVip, type VipGrade } from '../../lib/vip';
import MemberShell from './MemberShell';

function Grades() {
  const [grades, setGrades] = useState<VipGrade[] | null>(null);
  const [vip, setVip] = useState<UserVip | null>(null);
  const [picked, setPicked] = useState<Record<number, string>>({});
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    api.get<{ list: VipGrade[] }>('vipgrades/newlist').then((r) => setGrades(r.list ?? [])).catch(() => setGrades([]));
    api.get<UserVip>('vipgrades/uservip').then(setVip).catch(() => undefined);
  }, []);

  const buy = async (g: VipGrade) => {
    const cardType = picked[g.vip_grade_id] ?? g.price_list[0]?.name;
    setBusy(true);
    try {
      const r = await api.post<{ order_id: string }>('vipgrades/buy', { vip_grade_id: g.vip_grade_id, card_type: cardType, pay_type: 'wxpaypc', distributor_id: 0 });
      location.href = `/cashier?order_id=${encodeURIComponent(r.order_id)}`;
    } catch { setBusy(false); }
  };

  return (
    <>
      <div className="mem-card vip-state" data-testid="vip-state">
        {vip?.is_vip
          ? <p>您是 <b className="mem-grade">{vip.grade_name}</b>，全场享{vip.discount_desc}会员价，有效期至 {vip.end_date}</p>
          : <p>您还不是付费会员，开通后购物享会员价。<a className="mem-link" href="/member/rights">查看会员权益</a></p>}
      </div>
      {grades === null ? <p className="mem-empty">加载中…</p> : grades.length === 0 ? <p className="mem-empty">暂无可开通的会员</p> : (
        <div className="vip-grades">
          {grades.map((g) => {
            const chosen = picked[g.vip_grade_id] ?? g.price_list[0]?.name;
            return (
              <section key={g.vip_grade_id} className={`mem-card vip-card vip-${g.lv_type}`} aria-label={g.grade_name}>
                <h2>{g.grade_name} <span className="mem-tag">{g.privileges.discount_desc}</span></h2>
                <p className="mem-muted">{g.guide_title}</p>
                <div className="vip-prices" role="radiogroup" aria-label={`${g.grade_name}开通时长`}>
                  {g.price_list.map((p) => (
                    <button key={p.name} type="button" role="radio" aria-checked={chosen === p.name} className={chosen === p.name ? 'is-on' : ''}
                      onClick={() => setPicked({ ...picked, [g.vip_grade_id]: p.name })}>
                      <b>{CARD_TYPE_TEXT[p.name] ?? p.name}</b><span className="price">{yuanText(p.price)}</span><small>{p.desc} · {perDay(p)}</small>
                    </button>
                  ))}
                </div>
                <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void buy(g)}>{vip?.is_vip && vip.vip_grade_id === g.vip_grade_id ? '立即续费' : '立即开通'}</button>
              </section>
            );
          })}
        </div>
      )}
    </>
  );
}

export default function MemberVip() {
  return <MemberShell title="开通会员" extra={<a className="mem-link" href="/member/rights">会员权益</a>}><Grades /></MemberShell>;
}
