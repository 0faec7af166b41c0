/**
 * The Aliyun provider against a local fake of Dysmsapi: the fake re-derives the signature from the
 * received query (its own RFC 3986 encoder) and answers like Aliyun — OK, or SignatureDoesNotMatch.
 * The known-answer vector was computed independently (Python urllib.parse.quote + hmac).
 */
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AliyunSmsProvider, smsProviderFromEnv, LogSmsProvider } from './providers';
import { aliyunSignature } from './aliyun.sign';
import { configuredSms } from './configured.server';
import { connect } from '../../../db/database.server';
import { writeSetting } from '../../console/settings.service';
import { createTestDatabase } from '../../../../tests/helpers/app';

const SECRET = 'testSecret';

/** RFC 3986 encoding written out by hand (unreserved kept, UTF-8 bytes as %XX). */
function rfc3986(s: string): string {
  return Array.from(Buffer.from(s, 'utf8')).map((b) => {
    const c = String.fromCharCode(b);
    return /[A-Za-z0-9\-_.~]/.test(c) ? c : `%${b.toString(16).toUpperCase().padStart(2, '0')}`;
  }).join('');
}

let server: http.Server;
let endpoint = '';
const received: URLSearchParams[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const q = new URL(req.url ?? '/', 'http://x').searchParams;
    received.push(q);
    const params = [...q.entries()].filter(([k]) => k !== 'Signature').sort(([a], [b]) => (a < b ? -1 : 1));
    const canonical = params.map(([k, v]) => `${rfc3986(k)}=${rfc3986(v)}`).join('&');
    const expected = crypto.createHmac('sha1', `${SECRET}&`).update(`GET&%2F&${rfc3986(canonical)}`).digest('base64');
    const ok = q.get('Signature') === expected && q.get('Action') === 'SendSms' && /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/.test(q.get('Timestamp') ?? '');
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(ok ? { Code: 'OK', Message: 'OK', BizId: '900619746936498440^0', RequestId: 'F655A8D5' } : { Code: 'SignatureDoesNotMatch', Message: 'Specified signature is not matched with our calculation.' }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const provider = (secret = SECRET) => new AliyunSmsProvider({ accessKeyId: 'testId', accessKeySecret: secret, signName: '川香源', templateCode: 'SMS_71390007', endpoint });

describe('Aliyun SMS provider', () => {
  it('matches an independently computed signature (known answer)', () => {
    const params = {
      AccessKeyId: 'testId', Action: 'SendSms', Format: 'JSON', PhoneNumbers: '13800138000', RegionId: 'cn-hangzhou', SignName: '川香源',
      SignatureMethod: 'HMAC-SHA1', SignatureNonce: '45e25e9b-0a6f-4070-8c85-2956eda1b466', SignatureVersion: '1.0', TemplateCode: 'SMS_71390007',
      TemplateParam: '{"code":"123456"}', Timestamp: '2017-07-12T02:42:19Z', Version: '2017-05-25',
    };
    expect(aliyunSignature('GET', params, SECRET)).toBe('7gjjaRBv2egsYTEr8WMpfv2q8JQ=');
  });

  it('sends a signed SendSms the fake accepts, with the code in TemplateParam', async () => {
    await provider().send({ mobile: '13800138000', code: '042917', type: 'sign' });
    const q = received.at(-1)!;
    expect(q.get('PhoneNumbers')).toBe('13800138000');
    expect(JSON.parse(q.get('TemplateParam')!)).toEqual({ code: '042917' });
    expect(q.get('SignName')).toBe('川香源');
  });

  it('fails loudly when the signature is wrong (wrong secret)', async () => {
    await expect(provider('other').send({ mobile: '13800138000', code: '042917', type: 'sign' })).rejects.toThrow(/SignatureDoesNotMatch/);
  });

  it('is picked by SMS_PROVIDER, and refuses to start half-configured', () => {
    expect(smsProviderFromEnv({})).toBeInstanceOf(LogSmsProvider);
    expect(() => smsProviderFromEnv({ SMS_PROVIDER: 'aliyun' })).toThrow(/ALIYUN_SMS_ACCESS_KEY_ID/);
    expect(smsProviderFromEnv({ SMS_PROVIDER: 'aliyun', ALIYUN_SMS_ACCESS_KEY_ID: 'a', ALIYUN_SMS_ACCESS_KEY_SECRET: 'b', ALIYUN_SMS_SIGN_NAME: 'c', ALIYUN_SMS_TEMPLATE_CODE: 'd' }).name).toBe('aliyun');
    expect(() => smsProviderFromEnv({ SMS_PROVIDER: 'carrier-pigeon' })).toThrow(/未知的短信服务/);
  });
});

describe('the sender chosen in the console (设置 › 短信服务)', () => {
  it('sends through Aliyun with the stored sign name, template and keys; log or half-configured keeps the started sender', async () => {
    const d = await createTestDatabase();
    const { db } = connect(d.url, 2);
    try {
      const started = new LogSmsProvider(() => undefined);
      expect(await configuredSms(db, started, {})).toBe(started); // nothing stored
      await writeSetting(db, 'sms', { provider: 'aliyun', sign_name: '麻辣小铺', template_code: 'SMS_12345678' });
      expect(await configuredSms(db, started, {})).toBe(started); // no keys anywhere: not half-switched
      await writeSetting(db, 'secret:sms', { SMS_ACCESS_KEY_ID: 'testId', SMS_ACCESS_KEY_SECRET: SECRET });
      const chosen = await configuredSms(db, started, { ALIYUN_SMS_ENDPOINT: endpoint });
      expect(chosen.name).toBe('aliyun');
      await chosen.send({ mobile: '13900000001', code: '123456', type: 'sign' });
      const sent = received.at(-1)!;
      expect([sent.get('SignName'), sent.get('TemplateCode'), sent.get('AccessKeyId'), sent.get('PhoneNumbers')]).toEqual(['麻辣小铺', 'SMS_12345678', 'testId', '13900000001']);
      await writeSetting(db, 'sms', { provider: 'log', sign_name: '', template_code: '' });
      expect(await configuredSms(db, started, {})).toBe(started);
    } finally {
      await db.destroy();
      await d.drop();
    }
  });
});
