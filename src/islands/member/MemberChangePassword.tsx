/**
 * /member/change-password (更改密码): captcha + SMS code to the member's own mobile (type forgot_password,
 * no mobile sent), new password twice, POST member/reset/password with the token. Other sessions end;
 * this one continues with the token the server returns.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { api } from '../../lib/api';
import { saveToken } from '../../lib/stores/session';
import { showToast } from '../../lib/stores/toast';
import { captchaError, confirmError, newPasswordError, PASSWORD_MAX_LENGTH, smsCodeError } from '../../lib/auth';
import Field from '../auth/Field';
import { useForm } from '../auth/useForm';
import { CaptchaImage, useCaptcha } from '../auth/Captcha';
import SendCodeButton from '../auth/SendCodeButton';
import { sendSmsCode } from '../auth/sms';
import MemberShell from './MemberShell';

export function ChangePasswordForm() {
  const form = useForm({
    yzm: captchaError, vcode: smsCodeError, password: newPasswordError,
    password2: (v, all) => (v ? confirmError(all.password, v) : '请再次输入密码'),
  });
  const captcha = useCaptcha('forgot_password');
  const [mobile, setMobile] = useState('');
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState('');
  useEffect(() => { api.get<{ memberInfo: { mobile: string } }>('member').then((r) => setMobile(r.memberInfo.mobile)).catch(() => undefined); }, []);
  const send = () => (form.validateAll(['yzm']) ? sendSmsCode('forgot_password', undefined, form.values.yzm, captcha) : Promise.resolve(false));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || !form.validateAll(['vcode', 'password', 'password2'])) return;
    setBusy(true);
    setFormError('');
    try {
      const res = await api.post<{ token?: string }>('member/reset/password', { password: form.values.password, vcode: form.values.vcode }, { showError: false });
      if (res.token) saveToken(res.token);
      showToast('密码修改成功，其他设备需重新登录', 'success');
      location.href = '/member/user-info';
    } catch (err) { setFormError((err as Error).message); setBusy(false); }
  };

  return (
    <form className="mem-card mem-form auth-card-inline" onSubmit={submit} noValidate aria-label="更改密码">
      {formError && <div className="form-error" role="alert">{formError}</div>}
      <p className="mem-muted" style={{ marginBottom: 16 }}>验证码将发送至 {mobile || '…'}</p>
      <Field id="cp-yzm" label="图片验证码" placeholder="请输入图片验证码" maxLength={4} autoComplete="off" {...form.bind('yzm')} addon={<CaptchaImage captcha={captcha} />} />
      <Field id="cp-vcode" label="短信验证码" inputMode="numeric" placeholder="请输入短信验证码" maxLength={6} autoComplete="one-time-code" {...form.bind('vcode')} addon={<SendCodeButton send={send} />} />
      <Field id="cp-password" label="新密码" type="password" placeholder="8-20位数字和字母组合" autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} {...form.bind('password')} />
      <Field id="cp-password2" label="确认新密码" type="password" placeholder="请再次输入新密码" autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} {...form.bind('password2')} />
      <button type="submit" className="ui-btn ui-btn-primary" disabled={busy}>{busy ? '提交中…' : '确认修改'}</button>
    </form>
  );
}

export default function MemberChangePassword() {
  return <MemberShell title="更改密码"><ChangePasswordForm /></MemberShell>;
}
