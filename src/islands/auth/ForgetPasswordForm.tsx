/** /auth/forget-password (POST member/reset/password, SMS type forgot_password); then back to login. */
import type { FormEvent } from 'react';
import { api } from '../../lib/api';
import AuthFrame from './AuthFrame';
import { SmsPasswordFields, useSmsPasswordForm } from './SmsPasswordForm';

const TEXTS = {
  id: 'fp', mobile: { type: 'text', placeholder: '请输入注册时的手机号', autoComplete: 'username' },
  password: '新密码', password2: { label: '确认新密码', placeholder: '请再次输入新密码' },
} as const;

export default function ForgetPasswordForm() {
  const s = useSmsPasswordForm('forgot_password');
  const { form, busy, formError } = s;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || !form.validateAll(['mobile', 'vcode', 'password', 'password2'])) return;
    const { values } = form;
    await s.run(async () => {
      await api.post('member/reset/password', { mobile: values.mobile, password: values.password, vcode: values.vcode }, { showError: false });
      location.href = '/auth/login?reset=1';
    }, '重置失败，请稍后重试');
  };

  return (
    <AuthFrame title="找回密码">
      <form className="auth-card" onSubmit={submit} noValidate aria-label="找回密码">
        <a className="auth-switch" href="/auth/login">返回登录</a>
        <h1>找回密码</h1>
        {formError && <div className="form-error" role="alert">{formError}</div>}
        <SmsPasswordFields s={s} texts={TEXTS} />
        <button type="submit" className="btn btn-primary btn-lg" disabled={busy}>{busy ? '提交中…' : '重置密码'}</button>
      </form>
    </AuthFrame>
  );
}
