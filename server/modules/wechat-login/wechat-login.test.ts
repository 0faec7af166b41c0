/**
 * WeChat website login against a local fake of WeChat's OAuth endpoints (a real HTTP server on loopback
 * speaking /connect/qrconnect's redirect, /sns/oauth2/access_token and /sns/userinfo): start → QR page →
 * callback → session → bind to a member → later logins go straight in. Without keys: today's message.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi, afterEach } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/app';
import { members } from '../../../tests/helpers/commerce';

const APPID = 'wx1234567890abcdef';
const SECRET = 'fake-open-platform-secret';
/** code → the WeChat user it stands for; codes are single-use, as WeChat's are. */
const codes = new Map<string, { openid: string; unionid: string; nickname: string }>();
const tokens = new Map<string, string>();
let fake: http.Server;
let fakeBase = '';
let t: TestApp;

beforeAll(async () => {
  fake = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const send = (o: object) => { res.setHeader('content-type', 'application/json'); res.end(JSON.stringify(o)); };
    if (url.pathname === '/sns/oauth2/access_token') {
      const user = codes.get(url.searchParams.get('code') ?? '');
      if (url.searchParams.get('appid') !== APPID || url.searchParams.get('secret') !== SECRET || url.searchParams.get('grant_type') !== 'authorization_code') return send({ errcode: 40125, errmsg: 'invalid appsecret' });
      if (!user) return send({ errcode: 40029, errmsg: 'invalid code' });
      codes.delete(url.searchParams.get('code')!);
      const token = `AT_${user.openid}`;
      tokens.set(token, user.openid);
      return send({ access_token: token, expires_in: 7200, refresh_token: 'RT', openid: user.openid, scope: 'snsapi_login', unionid: user.unionid });
    }
    if (url.pathname === '/sns/userinfo') {
      const openid = tokens.get(url.searchParams.get('access_token') ?? '');
      if (!openid || openid !== url.searchParams.get('openid')) return send({ errcode: 40001, errmsg: 'invalid credential' });
      return send({ openid, nickname: '花椒爱好者', sex: 1, headimgurl: 'https://thirdwx.qlogo.cn/mmopen/abc/132', unionid: `U_${openid}` });
    }
    res.statusCode = 404; res.end();
  });
  await new Promise<void>((r) => fake.listen(0, '127.0.0.1', r));
  fakeBase = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
  t = await createTestApp();
});
afterAll(async () => { await t.close(); await new Promise((r) => fake.close(r)); });
afterEach(() => { vi.unstubAllEnvs(); });
const configure = () => {
  vi.stubEnv('WECHAT_OPEN_APPID', APPID); vi.stubEnv('WECHAT_OPEN_SECRET', SECRET);
  vi.stubEnv('WECHAT_OPEN_API_BASE', fakeBase); vi.stubEnv('WECHAT_OPEN_CONNECT_BASE', fakeBase);
};

/** The browser's trip: start (cookie) → WeChat's QR page (the user scans, WeChat redirects with a code) → our callback. */
async function scan(openid: string, opts: { cookie?: boolean; code?: string } = {}) {
  const start = await t.app.inject({ method: 'GET', url: '/api/h5app/wxapp/trustlogin/weixin/start?redirect_url=%2Fmember%2Fuser-info' });
  expect(start.statusCode).toBe(302);
  const qr = new URL(start.headers.location as string);
  expect(`${qr.origin}${qr.pathname}`).toBe(`${fakeBase}/connect/qrconnect`);
  expect(Object.fromEntries(qr.searchParams)).toMatchObject({ appid: APPID, response_type: 'code', scope: 'snsapi_login' });
  expect(qr.hash).toBe('#wechat_redirect');
  const cookie = String(start.headers['set-cookie']).split(';')[0];
  const code = opts.code ?? `CODE_${openid}_${Math.random()}`;
  codes.set(code, { openid, unionid: `U_${openid}`, nickname: '花椒爱好者' });
  const back = new URL(qr.searchParams.get('redirect_uri')!);
  const res = await t.app.inject({ method: 'GET', url: `${back.pathname}?code=${encodeURIComponent(code)}&state=${encodeURIComponent(qr.searchParams.get('state')!)}`, headers: opts.cookie === false ? {} : { cookie } });
  expect(res.statusCode).toBe(302);
  return new URL(res.headers.location as string);
}

describe('WeChat website login', () => {
  it('without keys: listed off, params say so, start and bind answer today\'s message', async () => {
    expect((await t.call('GET', 'trustlogin/list')).body.data).toEqual([{ type: 'weixin', name: '微信', status: false }]);
    expect((await t.call('GET', 'trustlogin/params', { trustlogin_tag: 'weixin' })).body.data).toMatchObject({ is_open: false, config_info: { app_id: '', secret: '' } });
    const start = await t.app.inject({ method: 'GET', url: '/api/h5app/wxapp/trustlogin/weixin/start' });
    expect([start.statusCode, start.json().data.message]).toEqual([422, '微信登录未配置，请使用手机号登录']);
  });

  it('scan → session → not bound → bind to the logged-in member → the next scan logs straight in', async () => {
    configure();
    expect((await t.call('GET', 'trustlogin/list')).body.data).toEqual([{ type: 'weixin', name: '微信', status: true }]);
    const params = (await t.call('GET', 'trustlogin/params', { trustlogin_tag: 'weixin', version_tag: 'standard', redirect_url: '/auth/redirect' })).body.data;
    expect(params).toMatchObject({ is_open: true, config_info: { app_id: APPID, secret: '' }, redirect_url: expect.stringContaining('/trustlogin/weixin/start') });
    const landed = await scan('o_first');
    expect(landed.pathname).toBe('/auth/redirect');
    const sessId = landed.searchParams.get('sess_id')!;
    expect((await t.call('POST', 'trustlogin/login', { sess_id: sessId })).body.data).toEqual({ is_bind: false, nickname: '花椒爱好者', avatar: 'https://thirdwx.qlogo.cn/mmopen/abc/132' });
    expect((await t.call('POST', 'member/bind', { sess_id: sessId })).status).toBe(401);
    const [m] = await members(t, 1);
    const bound = await t.call('POST', 'member/bind', { sess_id: sessId }, m.token);
    expect(bound.body.data).toMatchObject({ status: true, is_bind: true, token: expect.any(String) });
    expect(await t.db.selectFrom('member_wechat').select(['openid', 'user_id', 'unionid']).where('user_id', '=', m.userId).execute()).toEqual([{ openid: 'o_first', user_id: m.userId, unionid: 'U_o_first' }]);
    // The session is spent.
    expect((await t.call('POST', 'trustlogin/login', { sess_id: sessId })).body.data.message).toBe('微信登录已过期，请重新扫码');
    const again = await scan('o_first');
    const login = (await t.call('POST', 'trustlogin/login', { sess_id: again.searchParams.get('sess_id') })).body.data;
    expect(login.is_bind).toBe(true);
    expect((await t.call('GET', 'member', {}, login.token)).body.data.memberInfo.user_id).toBe(m.userId);
    // One WeChat per member, one member per WeChat.
    const [other] = await members(t, 1);
    const third = await scan('o_first');
    expect((await t.call('POST', 'member/bind', { sess_id: third.searchParams.get('sess_id') }, other.token)).body.data.message).toBe('该微信已绑定其他账号');
    const fourth = await scan('o_second');
    expect((await t.call('POST', 'member/bind', { sess_id: fourth.searchParams.get('sess_id') }, m.token)).body.data.message).toBe('该账号已绑定其他微信');
  });

  it('a callback without this browser\'s state cookie, with a forged state or a bad code goes back with an error and no session', async () => {
    configure();
    const before = (await t.db.selectFrom('wechat_login_sessions').select('sess_id').execute()).length;
    const noCookie = await scan('o_x', { cookie: false });
    expect(noCookie.searchParams.get('error')).toBe('登录状态校验失败，请在同一浏览器中重新扫码');
    const forged = await t.app.inject({ method: 'GET', url: '/api/h5app/wxapp/trustlogin/weixin/callback?code=abc&state=not-a-token' });
    expect(new URL(forged.headers.location as string).searchParams.get('error')).toBe('登录已过期，请重新扫码');
    const start = await t.app.inject({ method: 'GET', url: '/api/h5app/wxapp/trustlogin/weixin/start' });
    const state = new URL(start.headers.location as string).searchParams.get('state')!;
    const bad = await t.app.inject({ method: 'GET', url: `/api/h5app/wxapp/trustlogin/weixin/callback?code=UNKNOWN&state=${encodeURIComponent(state)}`, headers: { cookie: String(start.headers['set-cookie']).split(';')[0] } });
    expect(new URL(bad.headers.location as string).searchParams.get('error')).toBe('微信授权失败，请重新扫码');
    expect((await t.db.selectFrom('wechat_login_sessions').select('sess_id').execute()).length).toBe(before);
  });
});
