/**
 * Issue 22 points 7 and 8: registered mobiles cannot be enumerated through login, and wrong passwords
 * from anyone never lock the member out: after a few failures the account asks for the image captcha
 * (type login), while the hard limit stays on the attacker's address.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/app';
import { hashPassword } from './member.service';
import { CAPTCHA_AFTER, LOGIN_CAPTCHA_REQUIRED } from '../throttle/login';
import { STATUS_LOOKUP_POLICY } from '../account/routes';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(() => t.close());

let seq = 0;
const freshMobile = () => `1570000${String(++seq).padStart(4, '0')}`;
async function member(password = 'right12345') {
  const mobile = freshMobile();
  await t.db.insertInto('members').values({ mobile, password_hash: await hashPassword(password), username: mobile }).execute();
  return { mobile, password };
}
const login = async (body: Record<string, unknown>, ip = '203.0.113.7') => {
  const res = await t.app.inject({ method: 'POST', url: '/api/h5app/wxapp/login', payload: body, remoteAddress: ip });
  return { status: res.statusCode, body: res.json() };
};
async function solvedCaptcha(type: string, ip = '203.0.113.7') {
  const res = await t.app.inject({ url: `/api/h5app/wxapp/member/image/code?type=${type}`, remoteAddress: ip });
  const token = res.json().data.imageToken as string;
  const { answer } = await t.db.selectFrom('captcha_codes').select('answer').where('token', '=', token).executeTakeFirstOrThrow();
  return { token, yzm: answer };
}

describe('no enumeration on login paths', () => {
  it('SMS login: an unknown mobile and a known one with a wrong code get the same answer', async () => {
    const known = await member();
    const a = await login({ username: freshMobile(), vcode: '123456', check_type: 'mobile' }, '198.51.100.1');
    const b = await login({ username: known.mobile, vcode: '123456', check_type: 'mobile' }, '198.51.100.1');
    expect([a.status, a.body.data.message]).toEqual([422, '短信验证码错误']);
    expect([b.status, b.body.data.message]).toEqual([a.status, a.body.data.message]);
  });

  it('password login: unknown mobile and wrong password answer alike', async () => {
    const known = await member();
    const a = await login({ username: freshMobile(), password: 'wrong12345' }, '198.51.100.2');
    const b = await login({ username: known.mobile, password: 'wrong12345' }, '198.51.100.2');
    expect(a.body.data.message).toBe('用户名或密码错误');
    expect(b.body).toEqual(a.body);
  });

  it('the SMS-code route says 已注册/未注册 only after a solved captcha, and only so often per address', async () => {
    const known = await member();
    const ip = '198.51.100.3';
    const sms = (q: Record<string, string>) => t.app.inject({ url: `/api/h5app/wxapp/member/sms/code?${new URLSearchParams(q)}`, remoteAddress: ip });
    const noCaptcha = await sms({ type: 'sign', mobile: known.mobile });
    expect(noCaptcha.json().data.message).toBe('图片验证码错误');
    expect((await sms({ type: 'sign', mobile: known.mobile, ...(await solvedCaptcha('sign', ip)) })).json().data.message).toBe('该手机号已注册');
    for (let i = 1; i < STATUS_LOOKUP_POLICY.limit; i++) await sms({ type: 'forgot_password', mobile: freshMobile(), ...(await solvedCaptcha('forgot_password', ip)) });
    const refused = await sms({ type: 'sign', mobile: known.mobile, ...(await solvedCaptcha('sign', ip)) });
    expect(refused.statusCode).toBe(429);
    // A full address is refused whatever the mobile, so the refusal itself says nothing.
    expect((await sms({ type: 'sign', mobile: freshMobile(), ...(await solvedCaptcha('sign', ip)) })).statusCode).toBe(429);
    // Another address still gets its answer (registering shoppers are told the mobile is taken).
    expect((await t.app.inject({ url: `/api/h5app/wxapp/member/sms/code?${new URLSearchParams({ type: 'sign', mobile: known.mobile, ...(await solvedCaptcha('sign', '198.51.100.4')) })}`, remoteAddress: '198.51.100.4' })).json().data.message).toBe('该手机号已注册');
  });
});

describe('captcha instead of a lockout', () => {
  it('50 wrong passwords from one address do not stop the member logging in from another with the captcha', async () => {
    const victim = await member();
    const attacker = '192.0.2.66';
    const answers = [];
    for (let i = 0; i < 50; i++) answers.push(await login({ username: victim.mobile, password: `wrong${i}abcde` }, attacker));
    // The first attempts are plain refusals; then the account asks for the captcha (never a lock).
    expect(answers.slice(0, CAPTCHA_AFTER).every((a) => a.body.data.message === '用户名或密码错误')).toBe(true);
    expect(answers[CAPTCHA_AFTER].body.data.message).toBe(LOGIN_CAPTCHA_REQUIRED);
    expect(answers.every((a) => a.status === 422 || a.status === 429)).toBe(true);
    expect(answers.some((a) => /锁|分钟后再试/.test(a.body.data.message) && a.status !== 429)).toBe(false);
    // The attacker's address is now hard-limited, even with the right password.
    expect((await login({ username: victim.mobile, password: victim.password, ...(await solvedCaptcha('login', attacker)) }, attacker)).status).toBe(429);

    const home = '203.0.113.50';
    const without = await login({ username: victim.mobile, password: victim.password }, home);
    expect([without.status, without.body.data.message, without.body.data.errors?.yzm?.[0]]).toEqual([422, LOGIN_CAPTCHA_REQUIRED, LOGIN_CAPTCHA_REQUIRED]);
    const wrongCaptcha = await login({ username: victim.mobile, password: victim.password, token: (await solvedCaptcha('login', home)).token, yzm: 'zzzz' }, home);
    expect(wrongCaptcha.body.data.message).toBe('图片验证码错误');
    const ok = await login({ username: victim.mobile, password: victim.password, ...(await solvedCaptcha('login', home)) }, home);
    expect(ok.status).toBe(200);
    expect(ok.body.data.token).toBeTruthy();
    // Success clears the account's count: the next login needs no captcha.
    expect((await login({ username: victim.mobile, password: victim.password }, home)).status).toBe(200);
  });

  it('a parallel burst still costs a captcha per guess after the first few', async () => {
    const victim = await member();
    const all = await Promise.all(Array.from({ length: 12 }, (_, i) => login({ username: victim.mobile, password: `guess${i}abcde` }, `192.0.2.${100 + i}`)));
    expect(all.filter((a) => a.body.data.message === '用户名或密码错误')).toHaveLength(CAPTCHA_AFTER);
    expect(all.filter((a) => a.body.data.message === LOGIN_CAPTCHA_REQUIRED)).toHaveLength(12 - CAPTCHA_AFTER);
  });
});
