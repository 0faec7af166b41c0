/**
 * /auth/wx-login, /auth/redirect, /auth/bind, /auth/bindwechat: WeChat login is not configured in this
 * shop (trustlogin/list answers it off), so these pages say so and offer the mobile login instead.
 */
import { useEffect, useState } from 'react';
import { api } from '../../lib/api';
import AuthFrame from './AuthFrame';

export default function WechatNotice({ title }: { title: string }) {
  const [open, setOpen] = useState<boolean | null>(null);
  useEffect(() => {
    api.get<{ type: string; status: boolean }[]>('trustlogin/list', {}, { showError: false })
      .then((l) => setOpen(l.some((x) => x.type === 'weixin' && x.status))).catch(() => setOpen(false));
  }, []);
  return (
    <AuthFrame title={title}>
      <section className="auth-card auth-notice" aria-label={title}>
        <h1>{title}</h1>
        <p role="status">{open === null ? '正在检查微信登录设置…' : '本商城暂未开通微信登录（微信登录未配置），请使用手机号登录或注册。'}</p>
        <a className="btn btn-primary btn-lg" href="/auth/login">手机号登录</a>
        <p className="auth-foot">还没有账号？<a href="/auth/reg" style={{ color: 'var(--brand)' }}>免费注册</a></p>
      </section>
    </AuthFrame>
  );
}
