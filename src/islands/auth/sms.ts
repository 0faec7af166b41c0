/** Sending an SMS code (GET member/sms/code) after the captcha; the captcha is renewed after every try. */
import { api } from '../../lib/api';
import { showToast } from '../../lib/stores/toast';
import type { CaptchaState } from './Captcha';

export async function sendSmsCode(type: string, mobile: string | undefined, yzm: string, captcha: CaptchaState | null): Promise<boolean> {
  try {
    const res = await api.get<{ message?: string }>('member/sms/code', { type, ...(mobile ? { mobile } : {}), ...(captcha ? { yzm, token: captcha.token } : {}) });
    showToast(res.message || '短信发送成功', 'success');
    return true;
  } catch {
    return false; // the API client showed the server's message
  } finally {
    captcha?.refresh();
  }
}
