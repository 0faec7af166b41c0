/** /member/rights (会员权益): what each grade gives, read from the grade data of vipgrades/newlist. */
import { useEffect, useState } from 'react';
import { api } from '../../lib/api';
import type { UserVip, VipGrade } from '../../lib/vip';
import MemberShell from './MemberShell';

function Rights() {
  const [grades, setGrades] = useState<VipGrade[] | null>(null);
  const [vip, setVip] = useState<UserVip | null>(null);
  useEffect(() => {
    api.get<{ list: VipGrade[] }>('vipgrades/newlist').then((r) => setGrades(r.list ?? [])).catch(() => setGrades([]));
    api.get<UserVip>('vipgrades/uservip').then(setVip).catch(() => undefined);
  }, []);
  if (grades === null) return <p className="mem-empty">加载中…</p>;
  if (!grades.length) return <p className="mem-empty">暂无会员权益</p>;
  return (
    <div className="vip-grades">
      {grades.map((g) => (
        <section key={g.vip_grade_id} className={`mem-card vip-card vip-${g.lv_type}`} aria-label={`${g.grade_name}权益`}>
          <h2>{g.grade_name} {vip?.is_vip && vip.vip_grade_id === g.vip_grade_id && <span className="mem-tag">当前等级</span>}</h2>
          <ul className="vip-rights">
            {(g.rights ?? []).map((r) => <li key={r.title}><b>{r.title}</b><span className="mem-muted">{r.desc}</span></li>)}
          </ul>
          <a className="btn btn-primary" href="/member/vip">{vip?.is_vip ? '续费会员' : '开通会员'}</a>
        </section>
      ))}
    </div>
  );
}

export default function MemberRights() {
  return <MemberShell title="会员权益"><Rights /></MemberShell>;
}
