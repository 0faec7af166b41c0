import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import qs from 'qs';
import { buildApp } from '../../app';
import { parseTrustProxy } from '../../config';
import { createTestApp, type TestApp } from '../../../tests/helpers/app';
import { DEMO_OPERATOR } from '../../seed/seed.server';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

let nextAddress = 1;
/** Each test logs in from its own client address unless it says otherwise. */
const freshAddress = () => `10.9.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

interface Attempt { username: string; password: string; from: string; query?: Record<string, string>; headers?: Record<string, string>; app?: TestApp['app'] }
async function memberLogin(a: Attempt) {
  const res = await (a.app ?? t.app).inject({
    method: 'POST', url: `/api/h5app/wxapp/login${a.query ? `?${qs.stringify(a.query)}` : ''}`, remoteAddress: a.from,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...a.headers },
    payload: qs.stringify({ company_id: 1, username: a.username, password: a.password }),
  });
  return { status: res.statusCode, body: res.json() };
}
async function adminLogin(username: string, password: string, from: string) {
  const res = await t.app.inject({ method: 'POST', url: '/api/admin/login', remoteAddress: from, payload: { username, password } });
  return { status: res.statusCode, body: res.json() };
}
const LOCKED_1 = { data: { message: '登录尝试过于频繁，请1分钟后再试', status_code: 429, code: 429 }, msg: '登录尝试过于频繁，请1分钟后再试' };

describe('member login throttle', () => {
  // Members: never locked (anyone knowing a mobile could lock it); after 3 failures the captcha is asked for.
  const NEEDS_CAPTCHA = { status: 422, body: { data: { message: '请输入图片验证码', status_code: 422, errors: { yzm: ['请输入图片验证码'] } }, msg: '请输入图片验证码' } };
  it('after 3 failures an account asks for the captcha, even for the right password, while other accounts on that address still log in', async () => {
    await t.newMember('13600000001');
    await t.newMember('13600000002');
    const from = freshAddress();
    for (let i = 0; i < 3; i++) expect((await memberLogin({ username: '13600000001', password: 'wrong999', from })).status).toBe(422);
    expect(await memberLogin({ username: '13600000001', password: 'abc12345', from })).toEqual(NEEDS_CAPTCHA);
    expect((await memberLogin({ username: '13600000002', password: 'abc12345', from })).status).toBe(200);
  });

  it('keys the account from the parsed body, so a username in the query string is no fresh bucket', async () => {
    await t.newMember('13600000003');
    const from = freshAddress();
    for (let i = 0; i < 3; i++) await memberLogin({ username: '13600000003', password: 'wrong999', from });
    const dodge = await memberLogin({ username: '13600000003', password: 'abc12345', from: freshAddress(), query: { username: '13900000077' } });
    expect(dodge).toEqual(NEEDS_CAPTCHA);
  });

  it('counts a parallel burst one by one: at most 3 guesses are checked without a captcha', async () => {
    await t.newMember('13600000004');
    const from = freshAddress();
    const replies = await Promise.all(Array.from({ length: 20 }, () => memberLogin({ username: '13600000004', password: 'wrong999', from })));
    expect(replies.filter((r) => r.body.data.message === '用户名或密码错误')).toHaveLength(3);
    expect(replies.filter((r) => r.body.data.message === '请输入图片验证码')).toHaveLength(17);
  });

  it('a solved captcha lets the right password in and clears the count', async () => {
    await t.newMember('13600000005');
    const from = freshAddress();
    for (let i = 0; i < 8; i++) await memberLogin({ username: '13600000005', password: 'wrong999', from });
    const token = (await t.app.inject({ url: '/api/h5app/wxapp/member/image/code?type=login', remoteAddress: from })).json().data.imageToken;
    const { answer } = await t.db.selectFrom('captcha_codes').select('answer').where('token', '=', token).executeTakeFirstOrThrow();
    const res = await t.app.inject({ method: 'POST', url: '/api/h5app/wxapp/login', remoteAddress: from, payload: { username: '13600000005', password: 'abc12345', token, yzm: answer } });
    expect(res.statusCode).toBe(200);
    expect(await t.db.selectFrom('throttle_counters').select('key').where('key', '=', 'member-login:account:13600000005').execute()).toEqual([]);
  });

  it('caps failures per address across accounts; a rotated X-Forwarded-For is ignored without TRUST_PROXY', async () => {
    const from = freshAddress();
    for (let i = 0; i < 50; i++) {
      const r = await memberLogin({ username: `1350000${String(i).padStart(4, '0')}`, password: 'wrong999', from, headers: { 'x-forwarded-for': `203.0.113.${i}` } });
      expect(r.status).toBe(422);
    }
    const next = await memberLogin({ username: '13500009999', password: 'wrong999', from, headers: { 'x-forwarded-for': '198.51.100.7' } });
    expect(next.status).toBe(429);
    expect(next.body.data.message).toMatch(/^登录尝试过于频繁，请\d+分钟后再试$/);
  });

  it('holds across several API processes sharing the database', async () => {
    await t.newMember('13600000006');
    const second = await buildApp({ db: t.db, config: t.config, jwtSecret: 'test-secret' });
    try {
      const from = freshAddress();
      for (let i = 0; i < 3; i++) await memberLogin({ username: '13600000006', password: 'wrong999', from, app: i % 2 ? second : t.app });
      expect((await memberLogin({ username: '13600000006', password: 'abc12345', from, app: second })).body.data.message).toBe('请输入图片验证码');
    } finally { await second.close(); }
  });

  it('behind a trusted proxy the forwarded address is the client address', async () => {
    const proxied = await buildApp({ db: t.db, config: { ...t.config, trustProxy: ['127.0.0.1'] }, jwtSecret: 'test-secret' });
    try {
      await memberLogin({ username: '13500000001', password: 'wrong999', from: '127.0.0.1', headers: { 'x-forwarded-for': '198.51.100.42' }, app: proxied });
      const keys = (await t.db.selectFrom('throttle_counters').select('key').where('key', 'like', 'member-login:ip:%').execute()).map((r) => r.key);
      expect(keys).toContain('member-login:ip:198.51.100.42');
      expect(keys).not.toContain('member-login:ip:127.0.0.1');
    } finally { await proxied.close(); }
  });
});

describe('operator login throttle', () => {
  it('locks the operator account after 5 failures', async () => {
    const from = freshAddress();
    for (let i = 0; i < 5; i++) expect((await adminLogin(DEMO_OPERATOR.username, 'wrong999', from)).status).toBe(422);
    expect(await adminLogin(DEMO_OPERATOR.username, DEMO_OPERATOR.password, from)).toEqual({ status: 429, body: LOCKED_1 });
    await t.db.deleteFrom('throttle_counters').execute();
    expect((await adminLogin(DEMO_OPERATOR.username, DEMO_OPERATOR.password, from)).status).toBe(200);
  });
});

describe('login does not reveal who is registered', () => {
  it('an unknown mobile and a wrong password get the same status and body', async () => {
    const unknown = await memberLogin({ username: '13900000001', password: 'abc12345', from: freshAddress() });
    const wrong = await memberLogin({ username: '13800138000', password: 'wrong1234', from: freshAddress() });
    expect(unknown).toEqual(wrong);
    expect(wrong).toEqual({ status: 422, body: { data: { message: '用户名或密码错误', status_code: 422 }, msg: '用户名或密码错误' } });
    const unknownOp = await adminLogin('nobody', 'wrong999', freshAddress());
    const wrongOp = await adminLogin(DEMO_OPERATOR.username, 'wrong999', freshAddress());
    expect(unknownOp).toEqual(wrongOp);
  });
});

describe('TRUST_PROXY', () => {
  it('is off by default and takes a hop count or a list of proxies', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('10.0.0.0/8, 127.0.0.1')).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(() => parseTrustProxy('true')).toThrow(/hop count/);
  });
});
