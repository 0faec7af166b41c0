/**
 * The shape 注册 and 找回密码 share: mobile, picture code, SMS code (sent for `type` once the mobile and
 * picture code pass), a new password twice; a form-level error and a busy state while submitting.
 */
import { useState } from 'react';
import { captchaError, confirmError, mobileError, newPasswordError, PASSWORD_MAX_LENGTH, smsCodeError } from '../../lib/auth';
import Field from './Field';
import { useForm } from './useForm';
import { CaptchaImage, useCaptcha } from './Captcha';
import SendCodeButton from './SendCodeButton';
import { sendSmsCode } from './sms';

export function useSmsPasswordForm(type: 'sign' | 'forgot_password') {
  const form = useForm({
    mobile: mobileError, yzm: captchaError, vcode: smsCodeError, password: newPasswordError,
    password2: (v, all) => (v ? confirmError(all.password, v) : '请再次输入密码'),
  });
  const captcha = useCaptcha(type);
  const [formError, setFormError] = useState('');
  const [busy, setBusy] = useState(false);
  const send = () => (form.validateAll(['mobile', 'yzm']) ? sendSmsCode(type, form.values.mobile, form.values.yzm, captcha) : Promise.resolve(false));
  /** Runs the submit: busy while it runs (and after, while the page moves on); its error shown in the form. */
  const run = async (action: () => Promise<void>, fallback: string) => {
    setBusy(true);
    setFormError('');
    try {
      await action();
    } catch (err) {
      setFormError((err as Error).message || fallback);
      setBusy(false);
    }
  };
  return { form, captcha, send, formError, busy, run };
}

export type SmsPasswordForm = ReturnType<typeof useSmsPasswordForm>;

interface Texts {
  /** Prefix of the inputs' ids (reg, fp). */
  id: string;
  mobile: { type: 'tel' | 'text'; placeholder: string; autoComplete: string };
  password: string;
  password2: { label: string; placeholder: string };
}

/** The five fields, in order. */
export function SmsPasswordFields({ s, texts: t }: { s: SmsPasswordForm; texts: Texts }) {
  const { form, captcha, send } = s;
  return (
    <>
      <Field id={`${t.id}-mobile`} label="手机号" type={t.mobile.type} inputMode={t.mobile.type === 'text' ? 'tel' : undefined} placeholder={t.mobile.placeholder} autoComplete={t.mobile.autoComplete} maxLength={11} {...form.bind('mobile')} />
      <Field id={`${t.id}-yzm`} label="图片验证码" placeholder="请输入图片验证码" maxLength={4} autoComplete="off" {...form.bind('yzm')} addon={<CaptchaImage captcha={captcha} />} />
      <Field id={`${t.id}-vcode`} label="短信验证码" inputMode="numeric" placeholder="请输入短信验证码" maxLength={6} autoComplete="one-time-code" {...form.bind('vcode')} addon={<SendCodeButton send={send} />} />
      <Field id={`${t.id}-password`} label={t.password} type="password" placeholder="8-20位数字和字母组合" autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} {...form.bind('password')} />
      <Field id={`${t.id}-password2`} label={t.password2.label} type="password" placeholder={t.password2.placeholder} autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} {...form.bind('password2')} />
    </>
  );
}
