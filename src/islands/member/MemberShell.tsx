/**
 * Frame of every member-centre page: left menu (会员中心, 我的订单, 收货地址, 我的优惠券, 我的积分) and
 * the page body. Guests are sent to /auth/login?redirectUrl=… before the body mounts (so its calls never run).
 */
import { useEffect, useState, type ReactNode } from 'react';
import { getToken, loginUrl } from '../../lib/api';
import { activeMenu, MEMBER_MENU } from '../../lib/member';

interface Props {
  title: string;
  /** Guests may look at the page (coupon centre); default true. */
  requireLogin?: boolean;
  /** Extra element at the right of the title (links, buttons). */
  extra?: ReactNode;
  children: ReactNode;
}

export default function MemberShell({ title, requireLogin = true, extra, children }: Props) {
  const [ready, setReady] = useState(false);
  const [active, setActive] = useState('');

  useEffect(() => {
    setActive(activeMenu(location.pathname));
    if (requireLogin && !getToken()) { location.replace(loginUrl()); return; }
    setReady(true);
  }, [requireLogin]);

  return (
    <div className="mem container">
      <nav className="mem-side" aria-label="会员中心菜单">
        <h2 className="mem-side-title">会员中心</h2>
        <ul>
          {MEMBER_MENU.map((m) => (
            <li key={m.href}>
              <a href={m.href} className={active === m.href ? 'is-active' : undefined} aria-current={active === m.href ? 'page' : undefined}>{m.label}</a>
            </li>
          ))}
        </ul>
      </nav>
      <section className="mem-main">
        <div className="mem-head">
          <h1 className="mem-title">{title}</h1>
          {extra}
        </div>
        {ready ? children : <p className="mem-empty">加载中…</p>}
      </section>
    </div>
  );
}
