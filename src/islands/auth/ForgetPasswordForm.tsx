/** /auth/forget-password (POST member/reset/password, SMS type forgot_password); then back to login. */
import { useState, type FormEvent } from 'react';
import { api } from '../../lib/api';
import { captchaError, confirmError, mobileError, newPasswordError, PASSWORD_MAX_LENGTH, smsCodeError } from '../../lib/auth';
import AuthFrame from './AuthFrame';
import Field from './Field';
import { useForm } from './useForm';
import { CaptchaImage, useCaptcha } from './Captcha';
import SendCodeButton from './SendCodeButton';
import { sendSmsCode } from './sms';

export default function ForgetPasswordForm() {
  const form = useForm({
    mobile: mobileError, yzm: captchaError, vcode: smsCodeError, password: newPasswordError,
    password2: (v, all) => (v ? confirmError(all.password, v) : '请再次输入密码'),
  });
  const captcha = useCaptcha('forgot_password');
  const [formError, setFormError] = useState('');
  const [busy, setBusy] = useState(false);
  const { values } = form;
  const send = () => (form.validateAll(['mobile', 'yzm']) ? sendSmsCode('forgot_password', values.mobile, values.yzm, captcha) : Promise.resolve(false));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || !form.validateAll(['mobile', 'vcode', 'password', 'password2'])) return;
    setBusy(true);
    setFormError('');
    try {
      await api.post('member/reset/password', { mobile: values.mobile, password: values.password, vcode: values.vcode }, { showError: false });
      location.href = '/auth/login?reset=1';
    } catch (err) {
      setFormError((err as Error).message || '重置失败，请稍后重试');
      setBusy(false);
    }
  };

  return (
    <AuthFrame title="找回密码">
      <form className="auth-card" onSubmit={submit} noValidate aria-label="找回密码">
        <a className="auth-switch" href="/auth/login">返回登录</a>
        <h1>找回密码</h1>
        {formError && <div className="form-error" role="alert">{formError}</div>}
        <Field id="fp-mobile" label="手机号" type="text" inputMode="tel" placeholder="请输入注册时的手机号" autoComplete="username" maxLength={11} {...form.bind('mobile')} />
        <Field id="fp-yzm" label="图片验证码" placeholder="请输入图片验证码" maxLength={4} autoComplete="off" {...form.bind('yzm')} addon={<CaptchaImage captcha={captcha} />} />
        <Field id="fp-vcode" label="短信验证码" inputMode="numeric" placeholder="请输入短信验证码" maxLength={6} autoComplete="one-time-code" {...form.bind('vcode')} addon={<SendCodeButton send={send} />} />
        <Field id="fp-password" label="新密码" type="password" placeholder="8-20位数字和字母组合" autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} {...form.bind('password')} />
        <Field id="fp-password2" label="确认新密码" type="password" placeholder="请再次输入新密码" autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} {...form.bind('password2')} />
        <button type="submit" className="btn btn-primary btn-lg" disabled={busy}>{busy ? '提交中…' : '重置密码'}</button>
      </form>
    </AuthFrame>
  );
}
