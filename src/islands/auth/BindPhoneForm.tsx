/**
 * /auth/bindphone (更换手机号): a member binds a new mobile proven by an SMS code of type `update`
 * (PUT member/mobile). WeChat accounts would bind here too, but WeChat login is not configured.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { api, getToken, loginUrl } from '../../lib/api';
import { showToast } from '../../lib/stores/toast';
import { mobileError, smsCodeError } from '../../lib/auth';
import AuthFrame from './AuthFrame';
import Field from './Field';
import { useForm } from './useForm';
import SendCodeButton from './SendCodeButton';
import { sendSmsCode } from './sms';

export default function BindPhoneForm() {
  const form = useForm({ mobile: mobileError, vcode: smsCodeError });
  const [current, setCurrent] = useState('');
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState('');
  useEffect(() => {
    if (!getToken()) { location.replace(loginUrl()); return; }
    api.get<{ memberInfo: { mobile: string } }>('member').then((r) => setCurrent(r.memberInfo.mobile)).catch(() => undefined);
  }, []);
  const send = () => (form.validateAll(['mobile']) ? sendSmsCode('update', form.values.mobile, '', null) : Promise.resolve(false));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || !form.validateAll()) return;
    setBusy(true);
    setFormError('');
    try {
      await api.put('member/mobile', { mobile: form.values.mobile, vcode: form.values.vcode }, { showError: false });
      showToast('手机号更换成功', 'success');
      location.href = '/member/profile';
    } catch (err) { setFormError((err as Error).message); setBusy(false); }
  };

  return (
    <AuthFrame title="绑定手机">
      <form className="auth-card" onSubmit={submit} noValidate aria-label="绑定手机">
        <a className="auth-switch" href="/member/profile">返回个人资料</a>
        <h1>绑定新手机号</h1>
        <p className="mem-muted" style={{ marginBottom: 16 }}>当前手机号：{current || '…'}；更换后请使用新手机号登录</p>
        {formError && <div className="form-error" role="alert">{formError}</div>}
        <Field id="bind-mobile" label="新手机号" type="tel" placeholder="请输入新手机号" maxLength={11} {...form.bind('mobile')} />
        <Field id="bind-vcode" label="短信验证码" inputMode="numeric" placeholder="请输入短信验证码" maxLength={6} autoComplete="one-time-code" {...form.bind('vcode')} addon={<SendCodeButton send={send} />} />
        <button type="submit" className="btn btn-primary btn-lg" disabled={busy}>{busy ? '提交中…' : '确认绑定'}</button>
      </form>
    </AuthFrame>
  );
}
