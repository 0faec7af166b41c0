/**
 * The one seam SMS goes through. `log` (default) writes the code to the server log and keeps the last
 * messages in a development inbox (never served in production); `aliyun` calls Dysmsapi SendSms with
 * a signed GET (aliyun.sign.ts). Chosen by SMS_PROVIDER; Aliyun needs the keys, sign name and template.
 */
import crypto from 'node:crypto';
import { aliyunSignature, percentEncode } from './aliyun.sign';

export interface SmsMessage { mobile: string; code: string; type: string }
export interface SmsProvider {
  readonly name: string;
  send(msg: SmsMessage): Promise<void>;
}

export interface InboxEntry extends SmsMessage { sent_at: number }

/** Development provider: code in the log and in memory (newest first, last 200). */
export class LogSmsProvider implements SmsProvider {
  readonly name = 'log';
  readonly inbox: InboxEntry[] = [];
  constructor(private readonly log: (line: string) => void = (l) => console.log(l)) {}
  async send(msg: SmsMessage): Promise<void> {
    this.log(`[短信] ${msg.mobile} 验证码 ${msg.code}（${msg.type}）`);
    this.inbox.unshift({ ...msg, sent_at: Date.now() });
    this.inbox.length = Math.min(this.inbox.length, 200);
  }
}

export interface AliyunOptions {
  accessKeyId: string; accessKeySecret: string; signName: string; templateCode: string;
  endpoint?: string; regionId?: string;
  /** For tests: fixed nonce and time. */
  nonce?: () => string; now?: () => Date;
}

export class AliyunSmsProvider implements SmsProvider {
  readonly name = 'aliyun';
  constructor(private readonly o: AliyunOptions) {}

  /** The signed query string of a SendSms call. */
  signedQuery(msg: SmsMessage): string {
    const now = this.o.now?.() ?? new Date();
    const params: Record<string, string> = {
      AccessKeyId: this.o.accessKeyId, Action: 'SendSms', Format: 'JSON', PhoneNumbers: msg.mobile,
      RegionId: this.o.regionId ?? 'cn-hangzhou', SignName: this.o.signName, SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: this.o.nonce?.() ?? crypto.randomUUID(), SignatureVersion: '1.0',
      TemplateCode: this.o.templateCode, TemplateParam: JSON.stringify({ code: msg.code }),
      Timestamp: now.toISOString().replace(/\.\d{3}Z$/, 'Z'), Version: '2017-05-25',
    };
    const signature = aliyunSignature('GET', params, this.o.accessKeySecret);
    return `Signature=${percentEncode(signature)}&${Object.keys(params).sort().map((k) => `${percentEncode(k)}=${percentEncode(params[k])}`).join('&')}`;
  }

  async send(msg: SmsMessage): Promise<void> {
    const endpoint = (this.o.endpoint ?? 'https://dysmsapi.aliyuncs.com').replace(/\/$/, '');
    const res = await fetch(`${endpoint}/?${this.signedQuery(msg)}`, { signal: AbortSignal.timeout(10_000) });
    const body = await res.json().catch(() => ({})) as { Code?: string; Message?: string };
    if (!res.ok || body.Code !== 'OK') throw new Error(`阿里云短信发送失败: ${body.Code ?? res.status} ${body.Message ?? ''}`);
  }
}

/** The provider named by SMS_PROVIDER (default `log`). */
export function smsProviderFromEnv(env: NodeJS.ProcessEnv = process.env): SmsProvider {
  const name = env.SMS_PROVIDER ?? 'log';
  if (name === 'log') return new LogSmsProvider();
  if (name === 'aliyun') {
    const need = ['ALIYUN_SMS_ACCESS_KEY_ID', 'ALIYUN_SMS_ACCESS_KEY_SECRET', 'ALIYUN_SMS_SIGN_NAME', 'ALIYUN_SMS_TEMPLATE_CODE'];
    const missing = need.filter((k) => !env[k]);
    if (missing.length) throw new Error(`SMS_PROVIDER=aliyun 缺少配置: ${missing.join(', ')}`);
    return new AliyunSmsProvider({
      accessKeyId: env.ALIYUN_SMS_ACCESS_KEY_ID!, accessKeySecret: env.ALIYUN_SMS_ACCESS_KEY_SECRET!,
      signName: env.ALIYUN_SMS_SIGN_NAME!, templateCode: env.ALIYUN_SMS_TEMPLATE_CODE!, endpoint: env.ALIYUN_SMS_ENDPOINT,
    });
  }
  throw new Error(`未知的短信服务 SMS_PROVIDER=${name}（可选 log、aliyun）`);
}
