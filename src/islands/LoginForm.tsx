/**
 * Password login (api-contract §3): mobile + password validated on blur (spec §5), `POST login`,
 * token saved in the ECSHOPX_TOKEN cookie, then back to the same-site redirectUrl or home.
 */
import { useState, type FormEvent } from 'react';
import { api } from '../lib/api';
import { saveToken } from '../lib/stores/session';
import { isMobile, passwordError } from '../lib/validation';
import { safeRedirect } from '../lib/redirect';

type Field = 'mobile' | 'password';

const mobileError = (v: string): string => (!v ? '请输入手机号' : isMobile(v) ? '' : '请输入正确的手机号');
const check: Record<Field, (v: string) => string> = { mobile: mobileError, password: passwordError };

export default function LoginForm() {
  const [values, setValues] = useState<Record<Field, string>>({ mobile: '', password: '' });
  const [errors, setErrors] = useState<Record<Field, string>>({ mobile: '', password: '' });
  const [formError, setFormError] = useState('');
  const [busy, setBusy] = useState(false);

  const validate = (f: Field, v = values[f]) => {
    const e = check[f](v);
    setErrors((old) => ({ ...old, [f]: e }));
    return e;
  };
  const set = (f: Field, v: string) => {
    setValues((old) => ({ ...old, [f]: v }));
    if (errors[f]) validate(f, v);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const bad = [validate('mobile'), validate('password')].some(Boolean);
    if (bad || busy) return;
    setBusy(true);
    setFormError('');
    try {
      const { token } = await api.post<{ token: string | false }>('login', { username: values.mobile, password: values.password }, { showError: false });
      if (!token) throw new Error('登录失败，请稍后重试');
      saveToken(token);
      location.href = safeRedirect(new URLSearchParams(location.search).get('redirectUrl'));
    } catch (err) {
      setFormError((err as Error).message || '登录失败，请稍后重试');
      setBusy(false);
    }
  };

  const field = (f: Field, label: string, type: string, extra: Record<string, string>) => (
    <div className={`field${errors[f] ? ' has-error' : ''}`}>
      <label htmlFor={`login-${f}`}>{label}</label>
      <input
        id={`login-${f}`} name={f} type={type} value={values[f]} aria-invalid={!!errors[f]} aria-describedby={`login-${f}-err`}
        onChange={(e) => set(f, e.target.value.trim())} onBlur={() => validate(f)} {...extra}
      />
      <div className="field-error" id={`login-${f}-err`}>{errors[f]}</div>
    </div>
  );

  return (
    <form className="auth-card" onSubmit={submit} noValidate>
      <a className="auth-switch" href="/auth/reg">免费注册</a>
      <h1>密码登录</h1>
      {formError && <div className="form-error" role="alert">{formError}</div>}
      {field('mobile', '手机号', 'text', { placeholder: '请输入手机号', autoComplete: 'username', inputMode: 'tel', maxLength: '11' })}
      {field('password', '密码', 'password', { placeholder: '请输入密码', autoComplete: 'current-password', maxLength: '20' })}
      <button type="submit" className="btn btn-primary btn-lg" disabled={busy}>{busy ? '登录中…' : '登录'}</button>
      <p className="auth-foot">登录即表示同意《会员注册协议》和《隐私政策》</p>
    </form>
  );
}
