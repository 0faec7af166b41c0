/**
 * Thin top bar of every page. The server renders the guest state (it never sees cookies); boot.ts
 * hydrates it only when the login cookie is there (an anonymous visitor's bar needs no React: boot.ts
 * points its login link back at the page). After mount the member info decides what shows.
 */
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { getToken } from '../lib/api';
import { $member, loadSession, logout } from '../lib/stores/session';
import { maskMobile } from '../lib/validation';
import { loginHref } from '../lib/redirect';

const CART_PATH = '/cart';

export default function TopBar() {
  const member = useStore($member);
  const [mounted, setMounted] = useState(false);
  const [here, setHere] = useState('/');
  const [hasToken, setHasToken] = useState(false);

  useEffect(() => {
    setMounted(true);
    setHere(location.pathname + location.search);
    setHasToken(!!getToken());
    void loadSession();
  }, []);

  const loggedIn = mounted && hasToken && !!member;
  return (
    <TopBarView
      greeting={loggedIn ? member.nickname || maskMobile(member.mobile || '') : null}
      loginLink={here.startsWith('/auth/') ? '/auth/login' : loginHref(here)}
      cartLink={loggedIn || (mounted && hasToken) ? CART_PATH : loginHref(CART_PATH)}
      onLogout={logout} />
  );
}

/** The bar itself, pure: a guest's bar when `greeting` is null (also what the designer's preview shows). */
export function TopBarView({ greeting, loginLink, cartLink, onLogout }: { greeting: string | null; loginLink: string; cartLink: string; onLogout?: () => void }) {
  return (
    <div className="topbar" role="navigation" aria-label="顶部导航">
      <div className="container">
        <div className="topbar-links">
          <a href="/">首页</a>
          {greeting !== null ? (
            <>
              <span className="topbar-hello">你好，<em>{greeting}</em></span>
              <button type="button" className="topbar-btn" onClick={onLogout}>退出</button>
            </>
          ) : (
            <>
              <a href={loginLink} data-login-link="">请登录</a>
              <a href="/auth/reg">免费注册</a>
            </>
          )}
        </div>
        <div className="topbar-links">
          <a href={cartLink}>我的购物车</a>
          <a href="/member/trade">我的订单</a>
          <a href="/member/user-info">会员中心</a>
        </div>
      </div>
    </div>
  );
}
