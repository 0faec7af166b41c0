/** /member/groupBuy/gmenu: the chief area's menu with the member's chief status. */
import { useEffect, useState } from 'react';
import GroupBuyShell, { GROUP_BUY_MENU } from './GroupBuyShell';
import { chiefStatus, type ChiefStatus } from './chief-api';

export default function GroupBuyMenuPage() {
  const [me, setMe] = useState<ChiefStatus | null>(null);
  useEffect(() => { chiefStatus().then(setMe).catch(() => undefined); }, []);
  return (
    <GroupBuyShell title="社区团购">
      <p className="mem-muted">团长状态：{me ? (me.is_chief ? '已是团长' : me.status_label) : '加载中…'}</p>
      <ul className="gb-grid">{GROUP_BUY_MENU.map((m) => <li key={m.href}><a href={m.href}>{m.label}</a></li>)}</ul>
    </GroupBuyShell>
  );
}
