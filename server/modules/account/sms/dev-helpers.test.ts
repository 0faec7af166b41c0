/**
 * The development helpers (issue 22 point 1): the SMS inbox and captcha answers are a member-account
 * takeover for anyone who can reach them, so they answer only this machine's own socket, only for one
 * given mobile, and do not exist in production.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/helpers/app';
import { buildApp } from '../../../app';
import { LogSmsProvider } from './providers';

let t: TestApp;
const sms = new LogSmsProvider(() => {});
const API = '/api/h5app/wxapp';
const REMOTE = '203.0.113.9';

/** A shopper somewhere asks for a registration code: captcha first, then the SMS. */
async function sendCode(mobile: string): Promise<string> {
  const image = await t.app.inject({ url: `${API}/member/image/code?type=sign`, remoteAddress: REMOTE });
  const token = image.json().data.imageToken as string;
  const { answer } = await t.db.selectFrom('captcha_codes').select('answer').where('token', '=', token).executeTakeFirstOrThrow();
  const res = await t.app.inject({ url: `${API}/member/sms/code?type=sign&mobile=${mobile}&token=${token}&yzm=${answer}`, remoteAddress: REMOTE });
  expect(res.statusCode, res.body).toBe(200);
  return token;
}

beforeAll(async () => { t = await createTestApp({ sms }); });
afterAll(async () => { await t.close(); });

describe('development helpers', () => {
  it('answer this machine for one given mobile only', async () => {
    await sendCode('13700000001');
    await sendCode('13700000002');
    const one = await t.app.inject({ url: '/api/dev/sms-inbox?mobile=13700000001', remoteAddress: '127.0.0.1' });
    expect(one.statusCode).toBe(200);
    expect(one.json().data.list.map((m: { mobile: string }) => m.mobile)).toEqual(['13700000001']);
    const v6 = await t.app.inject({ url: '/api/dev/sms-inbox?mobile=13700000002', remoteAddress: '::1' });
    expect(v6.json().data.list).toHaveLength(1);
    // No listing of everyone's codes.
    for (const url of ['/api/dev/sms-inbox', '/api/dev/sms-inbox?mobile=', '/api/dev/sms-inbox?mobile=137']) {
      const res = await t.app.inject({ url, remoteAddress: '127.0.0.1' });
      expect([res.statusCode, res.json().data.message], url).toEqual([400, '请提供要查看的手机号（mobile）']);
    }
  });

  it('refuse any other socket address, and a request a proxy forwarded even from loopback', async () => {
    await sendCode('13700000003');
    const token = (await t.app.inject({ url: `${API}/member/image/code?type=sign`, remoteAddress: REMOTE })).json().data.imageToken as string;
    const local = await t.app.inject({ url: `/api/dev/captcha/${token}`, remoteAddress: '127.0.0.1' });
    expect(local.statusCode).toBe(200);
    const refused = { data: { message: '开发辅助接口只对本机开放', status_code: 403 }, msg: '开发辅助接口只对本机开放' };
    for (const [remoteAddress, headers] of [[REMOTE, {}], ['10.0.0.2', {}], ['::ffff:192.0.2.1', {}], ['127.0.0.1', { 'x-forwarded-for': '198.51.100.7' }], ['127.0.0.1', { forwarded: 'for=198.51.100.7' }]] as const) {
      for (const url of ['/api/dev/sms-inbox?mobile=13700000003', `/api/dev/captcha/${token}`]) {
        const res = await t.app.inject({ url, remoteAddress, headers });
        expect([res.statusCode, res.json()], `${url} from ${remoteAddress}`).toEqual([403, refused]);
      }
    }
  });

  it('a trusted proxy cannot vouch for a remote client: X-Forwarded-For: 127.0.0.1 is no loopback', async () => {
    const proxied = await buildApp({ db: t.db, config: { ...t.config, trustProxy: 1 }, jwtSecret: 'x', sms });
    try {
      const res = await proxied.inject({ url: '/api/dev/sms-inbox?mobile=13700000001', remoteAddress: REMOTE, headers: { 'x-forwarded-for': '127.0.0.1' } });
      expect(res.statusCode).toBe(403);
    } finally { await proxied.close(); }
  });

  it('do not exist in production', async () => {
    const prod = await buildApp({ db: t.db, config: { ...t.config, production: true }, jwtSecret: 'x', sms });
    try {
      expect(prod.devHelpers).toEqual([]);
      for (const url of ['/api/dev/sms-inbox?mobile=13700000001', '/api/dev/captcha/abc']) {
        expect((await prod.inject({ url, remoteAddress: '127.0.0.1' })).statusCode, url).toBe(404);
      }
    } finally { await prod.close(); }
    expect(t.app.devHelpers).toEqual(['/api/dev/sms-inbox?mobile=', '/api/dev/captcha/{token}']);
  });
});
