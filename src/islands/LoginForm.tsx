/**
 * /auth/login (api-contract §3.1): tabs 账号登录 (mobile + password) and 短信登录 (mobile + captcha +
 * SMS code of type `login`, sent as check_type=mobile). The token goes to the ECSHOPX_TOKEN cookie,
 * then back to the same-site redirectUrl or home.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { api } from '../lib/api';
import { saveToken } from '../lib/stores/session';
import { passwordError } from '../lib/validation';
import { CAPTCHA_WRONG, captchaError, LOGIN_CAPTCHA_REQUIRED, mobileError, smsCodeError } from '../lib/auth';
import { safeRedirect } from '../lib/redirect';
import AuthFrame from './auth/AuthFrame';
import Field from './auth/Field';
import { useForm } from './auth/useForm';
import { CaptchaImage, useCaptcha } from './auth/Captcha';
import SendCodeButton from './auth/SendCodeButton';
import { sendSmsCode } from './auth/sms';

type Mode = 'password' | 'sms';

export default function LoginForm() {
  const [mode, setMode] = useState<Mode>('password');
  const form = useForm({ mobile: mobileError, password: passwordError, yzm: captchaError, vcode: smsCodeError });
  const captcha = useCaptcha('login');
  const [formError, setFormError] = useState('');
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);
  // After a few failed logins on a mobile the server asks for the image captcha (type login) with each try.
  const [needCaptcha, setNeedCaptcha] = useState(false);
  const { values } = form;
  // Back from 找回密码 (?reset=1): say the new password is in place.
  useEffect(() => { if (new URLSearchParams(location.search).get('reset') === '1') setNotice('密码重置成功，请使用新密码登录'); }, []);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || !form.validateAll(mode === 'password' ? (needCaptcha ? ['mobile', 'password', 'yzm'] : ['mobile', 'password']) : ['mobile', 'vcode'])) return;
    setBusy(true);
    setFormError('');
    try {
      const body = mode === 'password'
        ? { username: values.mobile, password: values.password, ...(needCaptcha ? { yzm: values.yzm, token: captcha.token } : {}) }
        : { username: values.mobile, vcode: values.vcode, check_type: 'mobile', ...(needCaptcha ? { yzm: values.yzm, token: captcha.token } : {}) };
      const { token } = await api.post<{ token: string | false }>('login', body, { showError: false });
      if (!token) throw new Error('登录失败，请稍后重试');
      saveToken(token);
      location.href = safeRedirect(new URLSearchParams(location.search).get('redirectUrl'));
    } catch (err) {
      const message = (err as Error).message;
      if (message === LOGIN_CAPTCHA_REQUIRED || message === CAPTCHA_WRONG) {
        // A captcha is single-use: a fresh one for the next try.
        if (needCaptcha) captcha.refresh();
        setNeedCaptcha(true);
      }
      setFormError(message || '登录失败，请稍后重试');
      setBusy(false);
    }
  };

  const send = () => (form.validateAll(['mobile', 'yzm']) ? sendSmsCode('login', values.mobile, values.yzm, captcha) : Promise.resolve(false));
  const tab = (m: Mode, text: string) => (
    <button type="button" role="tab" aria-selected={mode === m} onClick={() => { setMode(m); setFormError(''); }}>{text}</button>
  );

  return (
    <AuthFrame title="欢迎登录">
      <form className="auth-card" onSubmit={submit} noValidate aria-label="登录">
        <a className="auth-switch" href="/auth/reg">免费注册</a>
        <h1>会员登录</h1>
        <div className="auth-tabs" role="tablist">{tab('password', '账号登录')}{tab('sms', '短信登录')}</div>
        {notice && !formError && <div className="form-notice" role="status">{notice}</div>}
        {formError && <div className="form-error" role="alert">{formError}</div>}
        <Field id="login-mobile" label="手机号" type="text" inputMode="tel" placeholder="请输入手机号" autoComplete="username" maxLength={11} {...form.bind('mobile')} />
        {mode === 'password' ? (
          <>
            <Field id="login-password" label="密码" type="password" placeholder="请输入密码" autoComplete="current-password" maxLength={20} {...form.bind('password')} />
            {needCaptcha && <Field id="login-yzm" label="图片验证码" placeholder="请输入图片验证码" maxLength={4} autoComplete="off" {...form.bind('yzm')} addon={<CaptchaImage captcha={captcha} />} />}
          </>
        ) : (
          <>
            <Field id="login-yzm" label="图片验证码" placeholder="请输入图片验证码" maxLength={4} autoComplete="off" {...form.bind('yzm')} addon={<CaptchaImage captcha={captcha} />} />
            <Field id="login-vcode" label="短信验证码" inputMode="numeric" placeholder="请输入短信验证码" maxLength={6} autoComplete="one-time-code" {...form.bind('vcode')} addon={<SendCodeButton send={send} />} />
          </>
        )}
        <p className="auth-links"><a href="/auth/forget-password">忘记密码？</a><a href="/auth/wx-login">微信登录</a></p>
        <button type="submit" className="btn btn-primary btn-lg" disabled={busy}>{busy ? '登录中…' : '登录'}</button>
        <p className="auth-foot">登录即表示同意《会员注册协议》和《隐私政策》</p>
      </form>
    </AuthFrame>
  );
}
