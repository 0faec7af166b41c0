/**
 * Pure rules of the account forms: field checks (storefront spec §5 on the browser side; the server
 * also enforces letters/digits, at most 20), the send-code button text and the
 * development SMS inbox path.
 */
import { isMobile, passwordError, confirmError } from './validation';

export const SEND_CODE_SECONDS = 60;
/** The login answers that mean "show the image captcha and send it with each try" (server/modules/throttle/login.ts). */
export const LOGIN_CAPTCHA_REQUIRED = '请输入图片验证码';
export const CAPTCHA_WRONG = '图片验证码错误';

export const mobileError = (v: string): string => (!v ? '请输入手机号' : isMobile(v) ? '' : '请输入正确的手机号');
export const captchaError = (v: string): string => (v.trim().length === 4 ? '' : '请输入4位图片验证码');
export const smsCodeError = (v: string): string => (/^\d{6}$/.test(v) ? '' : '请输入6位短信验证码');
/** New passwords: the spec's 8–20 mixed rule (the server refuses more than 20 as well). */
export const newPasswordError = (v: string): string => passwordError(v);
/** What a new-password field accepts: the whole rule, so nothing typed is ever cut. */
export const PASSWORD_MAX_LENGTH = 20;
export { confirmError };

/** 发送验证码 → 59秒后重发 … → 重新发送. */
export function sendCodeLabel(secondsLeft: number, sentBefore: boolean): string {
  if (secondsLeft > 0) return `${secondsLeft}秒后重发`;
  return sentBefore ? '重新发送' : '发送验证码';
}

export const SEX_OPTIONS = [{ value: 0, label: '保密' }, { value: 1, label: '男' }, { value: 2, label: '女' }] as const;

/** Birthday picker (spec §5): the last 100 years; a date only when year, month and day are set. */
export function birthdayYears(now: Date): number[] {
  const y = now.getFullYear();
  return Array.from({ length: 101 }, (_, i) => y - i);
}
export const daysInMonth = (year: number, month: number): number => new Date(year, month, 0).getDate();

export interface DateParts { year: string; month: string; day: string }
export function splitDate(v: string): DateParts {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  return m ? { year: String(+m[1]), month: String(+m[2]), day: String(+m[3]) } : { year: '', month: '', day: '' };
}
/** Applies a change; the day is cleared when the new month is shorter. Returns parts and YYYY-MM-DD or ''. */
export function changeDate(parts: DateParts, patch: Partial<DateParts>): { parts: DateParts; value: string } {
  const p = { ...parts, ...patch };
  if (p.year && p.month && p.day && +p.day > daysInMonth(+p.year, +p.month)) p.day = '';
  const value = p.year && p.month && p.day ? `${p.year}-${p.month.padStart(2, '0')}-${p.day.padStart(2, '0')}` : '';
  return { parts: p, value };
}
