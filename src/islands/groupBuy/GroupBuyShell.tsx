/** Frame of the chief area (/member/groupBuy/*): the member-centre frame with the group-buy menu (gmenu) above the body. */
import type { ReactNode } from 'react';
import MemberShell from '../member/MemberShell';

export const GROUP_BUY_MENU = [
  { href: '/member/groupBuy/homeIndex', label: '团长首页' },
  { href: '/member/groupBuy/activity', label: '团购活动' },
  { href: '/member/groupBuy/order-manage', label: '订单管理' },
  { href: '/member/groupBuy/commission', label: '佣金明细' },
  { href: '/member/groupBuy/apply-chief', label: '申请团长' },
  { href: '/member/groupBuy/chief-license', label: '团长协议' },
] as const;

export function GroupBuyMenu() {
  const here = typeof location === 'undefined' ? '' : location.pathname;
  return (
    <nav className="gb-menu" aria-label="社区团购">
      {GROUP_BUY_MENU.map((m) => <a key={m.href} href={m.href} aria-current={here === m.href ? 'page' : undefined}>{m.label}</a>)}
    </nav>
  );
}

export default function GroupBuyShell({ title, children }: { title: string; children: ReactNode }) {
  return (
    <MemberShell title={title}>
      <GroupBuyMenu />
      {children}
    </MemberShell>
  );
}
