/**
 * Aliyun (Alibaba Cloud) RPC request signing, signature version 1.0 as documented for Dysmsapi SendSms:
 * parameters sorted by name, each name and value RFC 3986-encoded (only A–Z a–z 0–9 - _ . ~ kept),
 * StringToSign = METHOD & %2F & encode(canonical query), Signature = Base64(HMAC-SHA1(secret + "&", StringToSign)).
 */
import crypto from 'node:crypto';

export function percentEncode(v: string): string {
  return encodeURIComponent(v).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

export function canonicalQuery(params: Record<string, string>): string {
  return Object.keys(params).filter((k) => k !== 'Signature').sort()
    .map((k) => `${percentEncode(k)}=${percentEncode(params[k])}`).join('&');
}

export function stringToSign(method: string, params: Record<string, string>): string {
  return `${method.toUpperCase()}&${percentEncode('/')}&${percentEncode(canonicalQuery(params))}`;
}

export function aliyunSignature(method: string, params: Record<string, string>, accessKeySecret: string): string {
  return crypto.createHmac('sha1', `${accessKeySecret}&`).update(stringToSign(method, params), 'utf8').digest('base64');
}
