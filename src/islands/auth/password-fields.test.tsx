/**
 * Issue 22 point 9: the password rule is 8–20 characters, so the new-password fields of 注册, 忘记密码
 * and 修改密码 accept 20 (a field that cuts at 16 made an 18-character password silently a different one).
 */
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import RegisterForm from './RegisterForm';
import ForgetPasswordForm from './ForgetPasswordForm';
// The member centre's shell shows its content once the session is known; the form itself is rendered here.
import { ChangePasswordForm } from '../member/MemberChangePassword';

const passwordInputs = (html: string) => [...html.matchAll(/<input[^>]*type="password"[^>]*>/g)].map((m) => m[0]);

describe('new-password fields', () => {
  for (const [name, Form] of [['注册', RegisterForm], ['忘记密码', ForgetPasswordForm], ['修改密码', ChangePasswordForm]] as const) {
    it(`${name}: every password field takes 20 characters and says 8-20`, () => {
      const inputs = passwordInputs(renderToString(<Form />));
      expect(inputs.length).toBe(2);
      for (const input of inputs) expect(input).toMatch(/maxLength="20"/i);
      expect(inputs[0]).toContain('8-20位数字和字母组合');
    });
  }
});
