/**
 * /auth/reg (POST member, api-contract §4.1): mobile, image captcha, SMS code of type `sign`, password
 * twice, and the registration agreement (shops/protocol) to accept. Logged in at once, then 完善资料.
 */
import { useCallback, useState, type FormEvent } from 'react';
import { api } from '../../lib/api';
import { saveToken } from '../../lib/stores/session';
import { safeRedirect } from '../../lib/redirect';
import AuthFrame from './AuthFrame';
import ProtocolDialog from './ProtocolDialog';
import { SmsPasswordFields, useSmsPasswordForm } from './SmsPasswordForm';

const TEXTS = {
  id: 'reg', mobile: { type: 'tel', placeholder: '请输入手机号', autoComplete: 'tel' },
  password: '设置密码', password2: { label: '确认密码', placeholder: '请再次输入密码' },
} as const;

export default function RegisterForm() {
  const s = useSmsPasswordForm('sign');
  const { form, busy, formError } = s;
  const [agreed, setAgreed] = useState(false);
  const [agreeError, setAgreeError] = useState('');
  const [protocol, setProtocol] = useState<'member_register' | 'privacy' | null>(null);
  const closeProtocol = useCallback(() => setProtocol(null), []);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const ok = form.validateAll(['mobile', 'vcode', 'password', 'password2']);
    setAgreeError(agreed ? '' : '请阅读并同意《会员注册协议》');
    if (!ok || !agreed || busy) return;
    const { values } = form;
    await s.run(async () => {
      const { token } = await api.post<{ token: string }>('member', {
        mobile: values.mobile, password: values.password, password2: values.password2, vcode: values.vcode, yzm: values.yzm, user_type: 'local',
      }, { showError: false });
      saveToken(token);
      const back = safeRedirect(new URLSearchParams(location.search).get('redirectUrl'), '/member/user-info');
      location.href = `/auth/profile?redirectUrl=${encodeURIComponent(back)}`;
    }, '注册失败，请稍后重试');
  };

  return (
    <AuthFrame title="欢迎注册">
      <form className="auth-card" onSubmit={submit} noValidate aria-label="注册">
        <a className="auth-switch" href="/auth/login">现在登录</a>
        <h1>免费注册</h1>
        {formError && <div className="form-error" role="alert">{formError}</div>}
        <SmsPasswordFields s={s} texts={TEXTS} />
        <div className="auth-agree">
          <input id="reg-agree" type="checkbox" checked={agreed} onChange={(e) => { setAgreed(e.target.checked); if (e.target.checked) setAgreeError(''); }} />
          <label htmlFor="reg-agree">我已阅读并同意</label>
          <button type="button" onClick={() => setProtocol('member_register')}>《会员注册协议》</button>和
          <button type="button" onClick={() => setProtocol('privacy')}>《隐私政策》</button>
        </div>
        {agreeError && <div className="field-error" role="alert" style={{ marginTop: -10, marginBottom: 10 }}>{agreeError}</div>}
        <button type="submit" className="btn btn-primary btn-lg" disabled={busy}>{busy ? '注册中…' : '同意协议并注册'}</button>
        <p className="auth-foot">已有账号？<a href="/auth/login" style={{ color: 'var(--brand)' }}>现在登录</a></p>
        <ProtocolDialog type={protocol} onClose={closeProtocol} />
      </form>
    </AuthFrame>
  );
}
