/**
 * /staff/login (员工登录): work number + password (POST staff/login). The answer is the staff member's
 * member token, kept like any login; the shop then shows staff badges and staff prices.
 */
import { useState, type FormEvent } from 'react';
import { api } from '../../lib/api';
import { saveToken } from '../../lib/stores/session';
import { safeRedirect } from '../../lib/redirect';
import AuthFrame from '../auth/AuthFrame';
import Field from '../auth/Field';
import { useForm } from '../auth/useForm';

const workIdError = (v: string) => (!v ? '请输入工号' : /^[A-Za-z0-9]{2,32}$/.test(v) ? '' : '工号只能是2-32位字母或数字');
const passwordRequired = (v: string) => (v ? '' : '请输入密码');

export default function StaffLoginForm() {
  const form = useForm({ work_id: workIdError, password: passwordRequired });
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || !form.validateAll()) return;
    setBusy(true);
    setError('');
    try {
      const { token } = await api.post<{ token: string }>('staff/login', form.values, { showError: false });
      saveToken(token);
      location.href = safeRedirect(new URLSearchParams(location.search).get('redirectUrl'));
    } catch (err) {
      setError((err as Error).message || '登录失败，请稍后重试');
      setBusy(false);
    }
  };

  return (
    <AuthFrame title="员工登录">
      <form className="auth-card" onSubmit={submit} noValidate aria-label="员工登录">
        <a className="auth-switch" href="/auth/login">会员登录</a>
        <h1>员工登录</h1>
        <Field id="staff-work-id" label="工号" autoComplete="username" maxLength={32} {...form.bind('work_id')} />
        <Field id="staff-password" label="密码" type="password" autoComplete="current-password" maxLength={20} {...form.bind('password')} />
        {error && <p className="form-error" role="alert">{error}</p>}
        <button type="submit" className="btn btn-primary btn-lg" disabled={busy}>{busy ? '登录中…' : '登录'}</button>
        <p className="auth-links" style={{ marginTop: 16 }}><a href="/license/staff">员工内购说明</a></p>
      </form>
    </AuthFrame>
  );
}
