/** /auth/profile (完善资料) right after registering: nickname, sex, birthday via PUT member, or 跳过. */
import { useEffect, useState, type FormEvent } from 'react';
import { api, getToken, loginUrl } from '../../lib/api';
import { showToast } from '../../lib/stores/toast';
import { safeRedirect } from '../../lib/redirect';
import AuthFrame from './AuthFrame';
import ProfileFields, { type ProfileValues } from './ProfileFields';

const next = () => safeRedirect(new URLSearchParams(location.search).get('redirectUrl'), '/member/user-info');

export default function ProfileCompleteForm() {
  const [value, setValue] = useState<ProfileValues | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!getToken()) { location.replace(loginUrl()); return; }
    api.get<{ memberInfo: { nickname?: string; sex?: number; birthday?: string } }>('member')
      .then(({ memberInfo: m }) => setValue({ nickname: m.nickname ?? '', sex: Number(m.sex ?? 0), birthday: m.birthday ?? '' }))
      .catch(() => undefined);
  }, []);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!value || busy) return;
    setBusy(true);
    try {
      await api.put('member', { nickname: value.nickname.trim(), sex: value.sex, birthday: value.birthday });
      showToast('资料保存成功', 'success');
      location.href = next();
    } catch { setBusy(false); }
  };

  return (
    <AuthFrame title="完善资料">
      <form className="auth-card" onSubmit={submit} noValidate aria-label="完善资料">
        <a className="auth-switch" href={typeof location === 'undefined' ? '/member/user-info' : next()} onClick={(e) => { e.preventDefault(); location.href = next(); }}>跳过</a>
        <h1>注册成功</h1>
        <p className="mem-muted" style={{ marginBottom: 16 }}>完善资料，让我们更懂你的口味（可稍后在会员中心修改）</p>
        {value ? <ProfileFields value={value} onChange={setValue} /> : <p className="mem-empty">加载中…</p>}
        <button type="submit" className="btn btn-primary btn-lg" disabled={busy || !value}>{busy ? '保存中…' : '保存'}</button>
      </form>
    </AuthFrame>
  );
}
