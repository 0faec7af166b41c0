/**
 * /auth/wx-login, /auth/redirect, /auth/bind, /auth/bindwechat: 微信登录 (WeChat Open Platform website login).
 * Off (no keys): the pages say so and offer the mobile login. On: wx-login sends the browser to WeChat's QR
 * page (through trustlogin/params' start URL); WeChat returns to /auth/redirect?sess_id=…, where a bound
 * member is logged in at once and an unbound one chooses to log in or register, then binds on /auth/bind.
 */
import { useEffect, useState } from 'react';
import { api, getToken } from '../../lib/api';
import { saveToken } from '../../lib/stores/session';
import AuthFrame from './AuthFrame';

type View = { kind: 'checking' } | { kind: 'off' } | { kind: 'scan'; url: string } | { kind: 'error'; message: string } | { kind: 'choose'; nickname: string; avatar: string; sessId: string } | { kind: 'done'; message: string };
const NEXT = '/member/user-info';

export default function WechatNotice({ title }: { title: string }) {
  const [view, setView] = useState<View>({ kind: 'checking' });
  useEffect(() => {
    const q = new URLSearchParams(location.search);
    const sessId = q.get('sess_id') ?? '';
    const bindPage = /\/auth\/bind/.test(location.pathname);
    (async () => {
      const list = await api.get<{ type: string; status: boolean }[]>('trustlogin/list', {}, { showError: false }).catch(() => []);
      if (!list.some((x) => x.type === 'weixin' && x.status)) return setView({ kind: 'off' });
      if (q.get('error')) return setView({ kind: 'error', message: q.get('error')! });
      if (sessId && bindPage && getToken()) {
        const r = await api.post<{ token: string }>('member/bind', { sess_id: sessId }, { showError: false });
        saveToken(r.token);
        setView({ kind: 'done', message: '微信绑定成功，正在进入会员中心…' });
        location.href = NEXT;
        return;
      }
      if (sessId) {
        const r = await api.post<{ is_bind: boolean; token?: string; nickname?: string; avatar?: string }>('trustlogin/login', { sess_id: sessId }, { showError: false });
        if (r.is_bind && r.token) {
          saveToken(r.token);
          setView({ kind: 'done', message: '登录成功，正在跳转…' });
          location.href = NEXT;
          return;
        }
        return setView({ kind: 'choose', nickname: r.nickname ?? '', avatar: r.avatar ?? '', sessId });
      }
      const p = await api.get<{ redirect_url: string; is_open: boolean }>('trustlogin/params', { trustlogin_tag: 'weixin', version_tag: 'standard', redirect_url: `${location.origin}/auth/redirect` }, { showError: false });
      setView(p.is_open ? { kind: 'scan', url: p.redirect_url } : { kind: 'off' });
    })().catch((e: Error) => setView({ kind: 'error', message: e.message || '微信登录失败，请重试' }));
  }, []);

  const bindUrl = (sessId: string, via: 'login' | 'reg') => `/auth/${via}?redirectUrl=${encodeURIComponent(`/auth/bind?sess_id=${sessId}`)}`;
  return (
    <AuthFrame title={title}>
      <section className="auth-card auth-notice" aria-label={title}>
        <h1>{title}</h1>
        {view.kind === 'checking' ? <p role="status">正在检查微信登录设置…</p> : null}
        {view.kind === 'off' ? <>
          <p role="status">本商城暂未开通微信登录（微信登录未配置），请使用手机号登录或注册。</p>
          <a className="btn btn-primary btn-lg" href="/auth/login">手机号登录</a>
        </> : null}
        {view.kind === 'scan' ? <>
          <p>使用微信扫一扫，安全快捷地登录。</p>
          <a className="btn btn-primary btn-lg" href={view.url}>微信扫码登录</a>
        </> : null}
        {view.kind === 'error' ? <>
          <p role="alert">{view.message}</p>
          <a className="btn btn-primary btn-lg" href="/auth/wx-login">重新扫码</a>
        </> : null}
        {view.kind === 'choose' ? <>
          <p role="status">{view.avatar ? <img src={view.avatar} alt="" width={40} height={40} style={{ borderRadius: '50%', verticalAlign: 'middle' }} /> : null} 微信用户「{view.nickname || '微信用户'}」尚未绑定本商城账号</p>
          <a className="btn btn-primary btn-lg" href={bindUrl(view.sessId, 'login')}>登录已有账号并绑定</a>
          <p className="auth-foot">还没有账号？<a href={bindUrl(view.sessId, 'reg')} style={{ color: 'var(--brand)' }}>注册新账号并绑定</a></p>
        </> : null}
        {view.kind === 'done' ? <p role="status">{view.message}</p> : null}
        {view.kind === 'off' ? <p className="auth-foot">还没有账号？<a href="/auth/reg" style={{ color: 'var(--brand)' }}>免费注册</a></p> : null}
      </section>
    </AuthFrame>
  );
}
