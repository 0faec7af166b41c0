/** Reads RSA keys as given in the environment: PEM (with real or escaped newlines) or bare base64 DER as Alipay's tools print them. */
import crypto, { type KeyObject } from 'node:crypto';

const unescape = (s: string) => s.trim().replace(/\\n/g, '\n');

export function privateKeyOf(text: string): KeyObject {
  const t = unescape(text);
  if (t.includes('-----BEGIN')) return crypto.createPrivateKey(t);
  const der = Buffer.from(t.replace(/\s+/g, ''), 'base64');
  try { return crypto.createPrivateKey({ key: der, format: 'der', type: 'pkcs8' }); } catch { return crypto.createPrivateKey({ key: der, format: 'der', type: 'pkcs1' }); }
}

export function publicKeyOf(text: string): KeyObject {
  const t = unescape(text);
  if (t.includes('-----BEGIN')) return crypto.createPublicKey(t);
  return crypto.createPublicKey({ key: Buffer.from(t.replace(/\s+/g, ''), 'base64'), format: 'der', type: 'spki' });
}
