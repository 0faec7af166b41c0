/**
 * Accounts through the public API: captcha, SMS codes and their limits (a movable clock, no sleeping),
 * register, SMS login, password reset/change (other sessions end), profile, change mobile, settings.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/app';
import { LogSmsProvider } from './sms/providers';
import { SMS_LIMITS } from './sms/codes.service';
import { SITE_NAME } from '../../../src/lib/constants';

let t: TestApp;
let nowMs = Date.UTC(2026, 5, 1, 2, 0, 0); // 10:00 in China
const sms = new LogSmsProvider(() => undefined);
const advance = (ms: number) => { nowMs += ms; };

beforeAll(async () => { t = await createTestApp({ clock: () => new Date(nowMs), sms }); });
afterAll(async () => { await t.close(); });
beforeEach(() => { advance(24 * 3600_000); }); // every test starts on a fresh day: daily caps reset

let seq = 0;
const freshMobile = () => `1590000${String(++seq).padStart(4, '0')}`;

/** Captcha of `type` answered correctly (the answer is read where the server keeps it). */
async function solvedCaptcha(type: string) {
  const res = await t.call('GET', 'member/image/code', { type });
  expect(res.status).toBe(200);
  const { imageToken } = res.body.data;
  const row = await t.db.selectFrom('captcha_codes').select('answer').where('token', '=', imageToken).executeTakeFirstOrThrow();
  return { token: imageToken as string, yzm: row.answer };
}

async function sendCode(mobile: string, type: string, token?: string) {
  const c = type === 'update' ? {} : await solvedCaptcha(type);
  return t.call('GET', 'member/sms/code', { mobile, type, ...c }, token);
}
const lastCode = (mobile: string) => sms.inbox.find((m) => m.mobile === mobile)!.code;
const memberCount = async () => Number((await t.db.selectFrom('members').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

async function registered(mobile = freshMobile(), password = 'abc12345') {
  expect((await sendCode(mobile, 'sign')).status).toBe(200);
  const res = await t.call('POST', 'member', { mobile, password, password2: password, vcode: lastCode(mobile), user_type: 'local' });
  expect(res.status).toBe(200);
  return { mobile, password, token: res.body.data.token as string };
}

describe('image captcha', () => {
  it('answers a PNG data URL and a token for each type, 4 characters', async () => {
    for (const type of ['sign', 'login', 'forgot_password', 'update', 'merchant_login']) {
      const res = await t.call('GET', 'member/image/code', { type });
      expect(res.body.data.imageData).toMatch(/^data:image\/png;base64,/);
      const png = Buffer.from(res.body.data.imageData.split(',')[1], 'base64');
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      const row = await t.db.selectFrom('captcha_codes').selectAll().where('token', '=', res.body.data.imageToken).executeTakeFirstOrThrow();
      expect(row.answer).toHaveLength(4);
    }
    const bad = await t.call('GET', 'member/image/code', { type: 'nope' });
    expect([bad.status, bad.body.data.message]).toEqual([422, '图片验证码类型错误']);
  });

  it('is single use, case-insensitive, type-bound and expires after 5 minutes', async () => {
    const mobile = freshMobile();
    const c = await solvedCaptcha('sign');
    expect((await t.call('GET', 'member/sms/code', { mobile, type: 'sign', token: c.token, yzm: c.yzm.toUpperCase() })).status).toBe(200);
    advance(SMS_LIMITS.resendMs);
    const again = await t.call('GET', 'member/sms/code', { mobile, type: 'sign', token: c.token, yzm: c.yzm });
    expect([again.status, again.body.data.message]).toEqual([422, '图片验证码错误']);

    const other = await solvedCaptcha('login');
    expect((await t.call('GET', 'member/sms/code', { mobile, type: 'sign', token: other.token, yzm: other.yzm })).body.data.message).toBe('图片验证码错误');

    const old = await solvedCaptcha('sign');
    advance(5 * 60_000 + 1);
    expect((await t.call('GET', 'member/sms/code', { mobile, type: 'sign', token: old.token, yzm: old.yzm })).body.data.message).toBe('图片验证码错误');
  });
});

describe('SMS codes', () => {
  it('sends 6 digits through the provider and answers 短信发送成功; bad input is refused with nothing sent', async () => {
    const mobile = freshMobile();
    const before = sms.inbox.length;
    const bad = await t.call('GET', 'member/sms/code', { mobile: '12345678901', type: 'sign', token: 'x', yzm: 'x' });
    expect([bad.status, bad.body.data.message]).toEqual([422, '手机号码错误']);
    expect((await t.call('GET', 'member/sms/code', { mobile, type: 'what' })).body.data.message).toBe('手机验证码类型错误');
    expect((await t.call('GET', 'member/sms/code', { mobile, type: 'sign', token: 'nope', yzm: 'abcd' })).body.data.message).toBe('图片验证码错误');
    expect((await sendCode('13800138000', 'sign')).body.data.message).toBe('该手机号已注册');
    expect((await sendCode(mobile, 'forgot_password')).body.data.message).toBe('该手机号未注册');
    expect(sms.inbox.length).toBe(before);

    const ok = await sendCode(mobile, 'sign');
    expect(ok.body.data).toEqual({ message: '短信发送成功' });
    expect(lastCode(mobile)).toMatch(/^\d{6}$/);
  });

  it('adds debug_vcode only when SMS_DEBUG=1', async () => {
    process.env.SMS_DEBUG = '1';
    try {
      const mobile = freshMobile();
      const res = await sendCode(mobile, 'sign');
      expect(res.body.data).toEqual({ message: '短信调试模式已开启', debug_vcode: lastCode(mobile) });
    } finally { delete process.env.SMS_DEBUG; }
  });

  it('allows one send per 60 s per mobile', async () => {
    const mobile = freshMobile();
    expect((await sendCode(mobile, 'sign')).status).toBe(200);
    advance(59_000);
    const early = await sendCode(mobile, 'sign');
    expect([early.status, early.body.data.message]).toEqual([422, '短信发送过于频繁，请1秒后再试']);
    advance(1_000);
    expect((await sendCode(mobile, 'sign')).status).toBe(200);
  });

  it('parallel sends for one mobile: exactly one goes out', async () => {
    const mobile = freshMobile();
    const captchas = await Promise.all(Array.from({ length: 8 }, () => solvedCaptcha('sign')));
    const results = await Promise.all(captchas.map((c) => t.call('GET', 'member/sms/code', { mobile, type: 'sign', ...c })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(sms.inbox.filter((m) => m.mobile === mobile)).toHaveLength(1);
  });

  it('caps sends per mobile per day, and per client address per day', async () => {
    const mobile = freshMobile();
    for (let i = 0; i < SMS_LIMITS.dailyPerMobile; i++) {
      expect((await sendCode(mobile, 'sign')).status).toBe(200);
      advance(SMS_LIMITS.resendMs);
    }
    const capped = await sendCode(mobile, 'sign');
    expect([capped.status, capped.body.data.message]).toEqual([422, '该手机号今日短信发送次数已达上限，请明天再试']);
    advance(24 * 3600_000);
    expect((await sendCode(mobile, 'sign')).status).toBe(200);

    // One address, many mobiles (inject's address is the same for every call).
    advance(24 * 3600_000);
    let sent = 0;
    for (; sent < SMS_LIMITS.dailyPerAddress; sent++) expect((await sendCode(freshMobile(), 'sign')).status).toBe(200);
    const ipCapped = await sendCode(freshMobile(), 'sign');
    expect(ipCapped.body.data.message).toBe('今日短信发送次数已达上限，请明天再试');
  });

  it('a code dies after 5 wrong tries, after 5 minutes, and after one use', async () => {
    const a = freshMobile();
    await sendCode(a, 'sign');
    const right = lastCode(a);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const r = await t.call('POST', 'member', { mobile: a, password: 'abc12345', vcode: wrong });
      expect(r.body.data.message).toBe('短信验证码错误');
    }
    const dead = await t.call('POST', 'member', { mobile: a, password: 'abc12345', vcode: right });
    expect(dead.body.data.message).toBe('短信验证码错误次数过多，请重新获取');

    const b = freshMobile();
    await sendCode(b, 'sign');
    advance(SMS_LIMITS.ttlMs);
    expect((await t.call('POST', 'member', { mobile: b, password: 'abc12345', vcode: lastCode(b) })).body.data.message).toBe('短信验证码已过期，请重新获取');

    const c = await registered();
    // Used once: it cannot log in by the sign code again, and a second register says registered.
    expect((await t.call('POST', 'member', { mobile: c.mobile, password: 'abc12345', vcode: lastCode(c.mobile) })).body.data.message).toBe('该手机号已注册');
  });
});

describe('register, SMS login, reset and change password', () => {
  it('registers with an SMS code and returns a working token; bad input changes nothing', async () => {
    const mobile = freshMobile();
    await sendCode(mobile, 'sign');
    const n = await memberCount();
    for (const [body, message] of [
      [{ mobile, password: 'abc-12345', vcode: lastCode(mobile) }, '密码只能是字母和数字的组合！'],
      [{ mobile, password: 'abc12', vcode: lastCode(mobile) }, '密码长度6～20个字符之间！'],
      [{ mobile, password: 'abc12345abc12345xyz12', vcode: lastCode(mobile) }, '密码长度6～20个字符之间！'],
      [{ mobile, password: 'abc12345', vcode: lastCode(mobile), birthday: '2026-02-30' }, '生日格式错误'],
      [{ mobile, password: 'abc12345', vcode: lastCode(mobile), sex: '7' }, '性别参数错误'],
      [{ mobile: '1380013800', password: 'abc12345', vcode: '123456' }, '手机号码错误'],
    ] as const) {
      const r = await t.call('POST', 'member', body);
      expect([r.status, r.body.data.message]).toEqual([422, message]);
    }
    expect(await memberCount()).toBe(n);

    const res = await t.call('POST', 'member', { mobile, password: 'abc12345', vcode: lastCode(mobile), sex: '2', birthday: '1990-05-06', username: '小辣椒' });
    expect(res.status).toBe(200);
    const payload = JSON.parse(Buffer.from(res.body.data.token.split('.')[1], 'base64url').toString());
    expect(payload.is_new).toBe(1);
    const info = (await t.call('GET', 'member', {}, res.body.data.token)).body.data.memberInfo;
    expect(info).toMatchObject({ mobile: `${mobile.slice(0, 3)}****${mobile.slice(-4)}`, sex: 2, birthday: '1990-05-06', nickname: '小辣椒' });
    expect(await memberCount()).toBe(n + 1);
  });

  it('logs in with an SMS code (check_type=mobile)', async () => {
    const m = await registered();
    advance(SMS_LIMITS.resendMs);
    expect((await sendCode(m.mobile, 'login')).status).toBe(200);
    const bad = await t.call('POST', 'login', { username: m.mobile, vcode: '000000' === lastCode(m.mobile) ? '111111' : '000000', check_type: 'mobile' });
    expect([bad.status, bad.body.data.message]).toEqual([422, '短信验证码错误']);
    const res = await t.call('POST', 'login', { username: m.mobile, vcode: lastCode(m.mobile), check_type: 'mobile' });
    expect(res.status).toBe(200);
    expect((await t.call('GET', 'member', {}, res.body.data.token)).status).toBe(200);
    const unknown = await t.call('POST', 'login', { username: freshMobile(), vcode: '123456', check_type: 'mobile' });
    expect(unknown.body.data.message).toBe('短信验证码错误'); // the same answer as a wrong code: nothing to enumerate
  });

  it('resets a forgotten password: the new one works, the old one and old sessions do not', async () => {
    const m = await registered();
    advance(SMS_LIMITS.resendMs);
    await sendCode(m.mobile, 'forgot_password');
    const badPw = await t.call('POST', 'member/reset/password', { mobile: m.mobile, password: '短密码', vcode: lastCode(m.mobile) });
    expect(badPw.body.data.message).toBe('密码只能是字母和数字的组合！');
    const unknown = await t.call('POST', 'member/reset/password', { mobile: freshMobile(), password: 'newpass88', vcode: '123456' });
    expect(unknown.body.data.message).toBe('该手机号还没有注册');
    // The rule is 8–20: 21 characters are refused with a message, 18 are kept whole (never cut at 16).
    const long = await t.call('POST', 'member/reset/password', { mobile: m.mobile, password: 'newpass88abcdefgh9xyz', vcode: lastCode(m.mobile) });
    expect([long.status, long.body.data.message]).toEqual([422, '密码长度6～20个字符之间！']);
    const res = await t.call('POST', 'member/reset/password', { mobile: m.mobile, password: 'newpass88abcdefgh9', vcode: lastCode(m.mobile) });
    expect(res.status).toBe(200);
    expect((await t.call('GET', 'member', {}, m.token)).status).toBe(401);
    expect((await t.call('POST', 'login', { username: m.mobile, password: m.password })).body.data.message).toBe('用户名或密码错误');
    expect((await t.call('POST', 'login', { username: m.mobile, password: 'newpass88abcdefgh' })).status).toBe(422);
    expect((await t.call('POST', 'login', { username: m.mobile, password: 'newpass88abcdefgh9' })).status).toBe(200);
  });

  it('change password (logged in) ends the other sessions and keeps this one with a new token', async () => {
    const m = await registered();
    const other = await t.login(m.mobile, m.password);
    advance(SMS_LIMITS.resendMs);
    const c = await solvedCaptcha('forgot_password');
    expect((await t.call('GET', 'member/sms/code', { type: 'forgot_password', ...c }, m.token)).status).toBe(200); // own mobile
    const res = await t.call('POST', 'member/reset/password', { password: 'changed99', vcode: lastCode(m.mobile) }, m.token);
    expect(res.status).toBe(200);
    expect((await t.call('GET', 'member', {}, other)).status).toBe(401);
    expect((await t.call('GET', 'member', {}, res.body.data.token)).status).toBe(200);
  });
});

describe('profile and mobile', () => {
  it('updates nickname, sex and birthday; bad input is a Chinese 422 and changes nothing', async () => {
    const m = await registered();
    const ok = await t.call('PUT', 'member', { nickname: '花椒控', sex: 1, birthday: '1988-08-08' }, m.token);
    expect(ok.body.data.memberInfo).toMatchObject({ nickname: '花椒控', username: '花椒控', sex: 1, birthday: '1988-08-08' });
    for (const [body, message] of [
      [{ nickname: '' }, '请输入昵称'], [{ nickname: '字'.repeat(21) }, '昵称不能超过20个字符'], [{ sex: 3 }, '性别参数错误'],
      [{ birthday: '2999-01-01' }, '生日格式错误'], [{ avatar: 'https://evil.example/x.png' }, '头像地址错误，请重新上传'], [{}, '没有需要修改的资料'],
    ] as const) {
      const r = await t.call('PUT', 'member', body, m.token);
      expect([r.status, r.body.data.message]).toEqual([422, message]);
    }
    const info = (await t.call('GET', 'member', {}, m.token)).body.data.memberInfo;
    expect(info).toMatchObject({ nickname: '花椒控', sex: 1, birthday: '1988-08-08', avatar: '' });
  });

  it('uploads a PNG avatar with the upload token; a non-image with an image name is refused', async () => {
    const m = await registered();
    const { token } = (await t.call('GET', 'espier/image_upload_token', {}, m.token)).body.data;
    const sharp = (await import('sharp')).default;
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#c33' } }).png().toBuffer();
    const upload = (file: Buffer, name: string, tok = token) => {
      const boundary = '----avatar';
      const body = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="token"\r\n\r\n${tok}\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`),
        file, Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return t.app.inject({ method: 'POST', url: '/api/h5app/wxapp/espier/uploadlocal', headers: { authorization: `Bearer ${m.token}`, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: body });
    };
    const fake = await upload(Buffer.from('<?php echo 1; ?>'), 'a.png');
    expect([fake.statusCode, fake.json().data.message]).toEqual([422, '上传图片只能是 JPG 或者 PNG 格式!']);
    const forged = await upload(png, 'a.png', `${Math.floor(nowMs / 1000) + 600}.deadbeef`);
    expect(forged.json().data.message).toBe('上传凭证已失效，请重新上传');
    const res = await upload(png, 'a.png');
    expect(res.statusCode).toBe(200);
    const url = res.json().data.image_url;
    expect(url).toMatch(/^http:\/\/localhost(:\d+)?\/media\/avatar\/[0-9a-f]{32}\.png$/);
    const saved = await t.call('PUT', 'member', { avatar: url }, m.token);
    expect(saved.body.data.memberInfo.avatar).toBe(url);
  });

  it('changes the mobile with an SMS code sent to the new one', async () => {
    const m = await registered();
    const next = freshMobile();
    expect((await t.call('GET', 'member/sms/code', { mobile: next, type: 'update' })).status).toBe(401);
    expect((await sendCode('13800138000', 'update', m.token)).body.data.message).toBe('该手机号已注册');
    expect((await sendCode(next, 'update', m.token)).status).toBe(200);
    const bad = await t.call('PUT', 'member/mobile', { mobile: next, vcode: lastCode(next) === '000000' ? '111111' : '000000' }, m.token);
    expect(bad.body.data.message).toBe('短信验证码错误');
    expect((await t.call('PUT', 'member/mobile', { mobile: next, vcode: lastCode(next) }, m.token)).status).toBe(200);
    expect((await t.call('POST', 'login', { username: next, password: m.password })).status).toBe(200);
  });
});

describe('limits from the environment', () => {
  it('defaults to the contract limits and takes overrides', async () => {
    const { smsLimitsFromEnv } = await import('./sms/codes.service');
    expect(smsLimitsFromEnv({})).toEqual(SMS_LIMITS);
    expect(smsLimitsFromEnv({ SMS_RESEND_SECONDS: '0', SMS_DAILY_PER_MOBILE: '3' })).toMatchObject({ resendMs: 0, dailyPerMobile: 3, ttlMs: 300_000, maxWrongTries: 5 });
    expect(() => smsLimitsFromEnv({ SMS_RESEND_SECONDS: '-1' })).toThrow(/SMS_RESEND_SECONDS/);
  });
});

describe('settings, protocols and trust login', () => {
  it('answers per contract', async () => {
    expect((await t.call('GET', 'member/setting')).body.data).toEqual([]);
    expect((await t.call('GET', 'member/setting', { is_edite_page: 'true' })).body.data.sex.element_type).toBe('select');
    const p = (await t.call('GET', 'shops/protocol', { type: 'member_register' })).body.data;
    expect(p).toMatchObject({ type: 'member_register', title: '会员注册协议' });
    expect(p.content).toContain('<p>');
    expect((await t.call('GET', 'shops/protocol', { type: 'x' })).body.data.message).toBe('协议类型错误');
    expect((await t.call('GET', 'trustlogin/list')).body.data).toEqual([{ type: 'weixin', name: '微信', status: false }]);
    const params = (await t.call('GET', 'trustlogin/params', { trustlogin_tag: 'weixin', version_tag: 'standard', redirect_url: '/auth/redirect' })).body.data;
    expect(params).toMatchObject({ redirect_url: '/auth/redirect', config_info: { app_id: '', secret: '' } });
    const bind = await t.call('POST', 'member/bind', { sess_id: 'x' });
    expect([bind.status, bind.body.data.message]).toEqual([422, '微信登录未配置，请使用手机号登录']);
    expect((await t.call('GET', 'pctemplate/loginPage/setting')).body.data).toEqual({ logo: '', background: '', brand_name: SITE_NAME });
  });
});

describe('a failing SMS provider', () => {
  it('answers 短信发送失败 and records nothing, so the shopper may retry at once', async () => {
    const failing = { name: 'broken', send: async () => { throw new Error('gateway down'); } };
    const app = await createTestApp({ clock: () => new Date(nowMs), sms: failing });
    try {
      const res0 = await app.call('GET', 'member/image/code', { type: 'sign' });
      const { imageToken } = res0.body.data;
      const { answer } = await app.db.selectFrom('captcha_codes').select('answer').where('token', '=', imageToken).executeTakeFirstOrThrow();
      const res = await app.call('GET', 'member/sms/code', { mobile: '15911112222', type: 'sign', token: imageToken, yzm: answer });
      expect([res.status, res.body.data.message]).toEqual([500, '短信发送失败，请稍后重试']);
      expect(await app.db.selectFrom('sms_sends').selectAll().execute()).toEqual([]);
      expect(await app.db.selectFrom('sms_codes').selectAll().execute()).toEqual([]);
    } finally { await app.close(); }
  });
});
