import { describe, expect, it } from 'vitest';
import { captchaError, mobileError, newPasswordError, sendCodeLabel, smsCodeError } from './auth';

describe('account form rules', () => {
  it('checks mobile, captcha, SMS code and new passwords', () => {
    expect(mobileError('')).toBe('请输入手机号');
    expect(mobileError('12800138000')).toBe('请输入正确的手机号');
    expect(mobileError('13800138000')).toBe('');
    expect(captchaError('ab3')).toBe('请输入4位图片验证码');
    expect(captchaError('ab3d')).toBe('');
    expect(smsCodeError('12345a')).toBe('请输入6位短信验证码');
    expect(smsCodeError('123456')).toBe('');
    expect(newPasswordError('abc123')).toBe('8-20位密码，必须为数字和字母混合');
    expect(newPasswordError('abc12345abc12345xyz1')).toBe('');
    expect(newPasswordError('abc12345abc12345xyz12')).toBe('8-20位密码，必须为数字和字母混合');
    expect(newPasswordError('abc-12345')).toBe('密码不能包括特殊字符');
    expect(newPasswordError('abc12345')).toBe('');
  });

  it('labels the send-code button through its countdown', () => {
    expect(sendCodeLabel(0, false)).toBe('发送验证码');
    expect(sendCodeLabel(60, true)).toBe('60秒后重发');
    expect(sendCodeLabel(0, true)).toBe('重新发送');
  });
});

import { birthdayYears, changeDate, splitDate } from './auth';
describe('birthday picker', () => {
  it('offers 100 years back and emits a date only when complete, clearing an impossible day', () => {
    const years = birthdayYears(new Date(2026, 0, 1));
    expect([years[0], years.at(-1)]).toEqual([2026, 1926]);
    const start = splitDate('1990-01-31');
    expect(start).toEqual({ year: '1990', month: '1', day: '31' });
    expect(changeDate(start, { month: '2' })).toEqual({ parts: { year: '1990', month: '2', day: '' }, value: '' });
    expect(changeDate(start, { month: '3' }).value).toBe('1990-03-31');
    expect(changeDate({ year: '', month: '1', day: '2' }, {}).value).toBe('');
  });
});
