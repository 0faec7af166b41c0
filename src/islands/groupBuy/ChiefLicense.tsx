/** /member/groupBuy/chief-license (团长协议): the agreement of GET community/chief/aggrement_and_explanation. */
import { useEffect, useState } from 'react';
import { api } from '../../lib/api';
import GroupBuyShell from './GroupBuyShell';

interface Agreement { agreement: { title: string; paragraphs: string[] }; explanation: string }

export default function ChiefLicense() {
  const [a, setA] = useState<Agreement | null>(null);
  useEffect(() => { api.get<Agreement>('community/chief/aggrement_and_explanation').then(setA).catch(() => undefined); }, []);
  return (
    <GroupBuyShell title="团长协议">
      {!a ? <p className="mem-empty">加载中…</p> : (
        <article className="gb-license">
          <h2>{a.agreement.title}</h2>
          <p className="mem-muted">{a.explanation}</p>
          {a.agreement.paragraphs.map((p) => <p key={p}>{p}</p>)}
          <p><a className="btn btn-primary" href="/member/groupBuy/apply-chief">申请成为团长</a></p>
        </article>
      )}
    </GroupBuyShell>
  );
}
