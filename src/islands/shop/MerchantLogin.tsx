/**
 * /shop (商家登录): mobile + image captcha + SMS code of type merchant_login, POST merchant/login; the
 * token goes to the store cookie, then on to the application (or its audit status once submitted).
 */
import { useEffect, useState, type FormEvent } from 'react';
import { api } from '../../lib/api';
import { captchaError, mobileError, smsCodeError } from '../../lib/auth';
import Field from '../auth/Field';
import { useForm } from '../auth/useForm';
import { CaptchaImage, useCaptcha } from '../auth/Captcha';
import SendCodeButton from '../auth/SendCodeButton';
import { sendSmsCode } from '../auth/sms';
import MerchantHeader from './MerchantHeader';
import { hasStoreToken, saveStoreToken } from './merchant-session';

/** Where a logged-in merchant goes: the form until it is submitted, then the audit status. */
async function nextPage(): Promise<string> {
  const s = await api.get<{ audit_status: string }>('merchant/settlementapply/step', {}, { showError: false }).catch(() => ({ audit_status: 'editing' }));
  return s.audit_status === 'editing' ? '/shop/settleForm' : '/shop/review';
}

export default function MerchantLogin() {
  const form = useForm({ mobile: mobileError, yzm: captchaError, vcode: smsCodeError });
  const captcha = useCaptcha('merchant_login');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [loggedIn, setLoggedIn] = useState(false);
  const { values } = form;
  useEffect(() => setLoggedIn(hasStoreToken()), []);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || !form.validateAll(['mobile', 'vcode'])) return;
    setBusy(true);
    setError('');
    try {
      const { token } = await api.post<{ token: string }>('merchant/login', { mobile: values.mobile, vcode: values.vcode }, { showError: false });
      saveStoreToken(token);
      location.href = await nextPage();
    } catch (err) {
      setError((err as Error).message || '登录失败，请稍后重试');
      setBusy(false);
    }
  };
  const send = () => (form.validateAll(['mobile', 'yzm']) ? sendSmsCode('merchant_login', values.mobile, values.yzm, captcha) : Promise.resolve(false));

  return (
    <>
      <MerchantHeader />
      <div className="container mx-page">
        <section className="mx-intro" aria-label="商家入驻说明">
          <h1>商家入驻</h1>
          <p>川香源直销商城欢迎调味品、食品与餐饮商家入驻。</p>
          <ol className="mx-flow">
            <li><strong>1</strong>手机号登录</li><li><strong>2</strong>填写入驻资料</li><li><strong>3</strong>平台审核</li><li><strong>4</strong>开通店铺</li>
          </ol>
        </section>
        {loggedIn ? (
          <section className="auth-card mx-card" aria-label="已登录">
            <h2>您已登录商家中心</h2>
            <p className="mem-muted">继续填写入驻资料，或查看审核进度。</p>
            <p className="mx-actions"><a className="btn btn-primary" href="/shop/settleForm">填写入驻资料</a><a className="btn" href="/shop/review">查看审核进度</a></p>
          </section>
        ) : (
          <form className="auth-card mx-card" onSubmit={submit} noValidate aria-label="商家登录">
            <h2>商家登录</h2>
            <Field id="mx-mobile" label="手机号" inputMode="tel" autoComplete="username" maxLength={11} value={values.mobile} error={form.errors.mobile} onValue={(v) => form.set('mobile', v)} onBlur={() => form.validate('mobile')} />
            <Field id="mx-yzm" label="图片验证码" maxLength={4} value={values.yzm} error={form.errors.yzm} onValue={(v) => form.set('yzm', v)} addon={<CaptchaImage captcha={captcha} />} />
            <Field id="mx-vcode" label="短信验证码" inputMode="numeric" maxLength={6} value={values.vcode} error={form.errors.vcode} onValue={(v) => form.set('vcode', v)} addon={<SendCodeButton send={send} />} />
            {error && <p className="form-error" role="alert">{error}</p>}
            <button type="submit" className="btn btn-primary btn-lg" disabled={busy}>{busy ? '登录中…' : '登录'}</button>
            <p className="mem-muted mx-note">未注册的手机号登录后即可申请入驻。</p>
          </form>
        )}
      </div>
    </>
  );
}
