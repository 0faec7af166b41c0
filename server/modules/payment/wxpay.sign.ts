/**
 * WeChat Pay API v3: requests carry `Authorization: WECHATPAY2-SHA256-RSA2048 …` signed with the
 * merchant key over "METHOD\nURL\nTIMESTAMP\nNONCE\nBODY\n"; responses and notifications are
 * verified with the platform public key over "TIMESTAMP\nNONCE\nBODY\n"; notification resources
 * are AEAD_AES_256_GCM encrypted with the APIv3 key.
 */
import crypto, { type KeyObject } from 'node:crypto';

export const nonce = () => crypto.randomBytes(16).toString('hex');

export function authorization(o: { mchid: string; serialNo: string; privateKey: KeyObject; method: string; urlPath: string; body: string; timestamp?: number; nonceStr?: string }): string {
  const ts = o.timestamp ?? Math.floor(Date.now() / 1000);
  const n = o.nonceStr ?? nonce();
  const message = `${o.method}\n${o.urlPath}\n${ts}\n${n}\n${o.body}\n`;
  const signature = crypto.sign('sha256', Buffer.from(message), o.privateKey).toString('base64');
  return `WECHATPAY2-SHA256-RSA2048 mchid="${o.mchid}",nonce_str="${n}",signature="${signature}",timestamp="${ts}",serial_no="${o.serialNo}"`;
}

export function verifySignature(o: { timestamp: string; nonce: string; body: string; signature: string; publicKey: KeyObject }): boolean {
  try {
    return crypto.verify('sha256', Buffer.from(`${o.timestamp}\n${o.nonce}\n${o.body}\n`), o.publicKey, Buffer.from(o.signature, 'base64'));
  } catch { return false; }
}

export interface EncryptedResource { algorithm: string; ciphertext: string; associated_data?: string; nonce: string; original_type?: string }

export function decryptResource(r: EncryptedResource, apiV3Key: string): string {
  if (r.algorithm !== 'AEAD_AES_256_GCM') throw new Error('unsupported algorithm');
  const data = Buffer.from(r.ciphertext, 'base64');
  const decipher = crypto.createDecipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(r.nonce, 'utf8'));
  decipher.setAuthTag(data.subarray(data.length - 16));
  decipher.setAAD(Buffer.from(r.associated_data ?? '', 'utf8'));
  return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString('utf8');
}

/** The inverse of decryptResource, for tests and tools. */
export function encryptResource(plaintext: string, apiV3Key: string, associatedData = 'transaction'): EncryptedResource {
  const n = crypto.randomBytes(6).toString('hex');
  const cipher = crypto.createCipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(n, 'utf8'));
  cipher.setAAD(Buffer.from(associatedData, 'utf8'));
  const enc = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return { algorithm: 'AEAD_AES_256_GCM', ciphertext: enc.toString('base64'), associated_data: associatedData, nonce: n, original_type: 'transaction' };
}
