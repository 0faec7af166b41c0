/** Payment settings from the environment (README § Configuration), read when used so a restart is the only deploy step. */
import type { KeyObject } from 'node:crypto';
import { privateKeyOf, publicKeyOf } from './keys';

export interface AlipaySettings { appId: string; privateKey: KeyObject; publicKey: KeyObject; gateway: string }
export interface WxpaySettings { mchid: string; appid: string; serialNo: string; privateKey: KeyObject; apiV3Key: string; platformPublicKey: KeyObject; apiBase: string }

export function testpayEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.NODE_ENV !== 'production' || env.PAYMENT_TESTPAY === '1';
}

export function alipaySettings(env: NodeJS.ProcessEnv = process.env): AlipaySettings | null {
  if (!env.ALIPAY_APP_ID || !env.ALIPAY_PRIVATE_KEY || !env.ALIPAY_PUBLIC_KEY) return null;
  return { appId: env.ALIPAY_APP_ID, privateKey: privateKeyOf(env.ALIPAY_PRIVATE_KEY), publicKey: publicKeyOf(env.ALIPAY_PUBLIC_KEY),
    gateway: env.ALIPAY_GATEWAY || 'https://openapi.alipay.com/gateway.do' };
}

export function wxpaySettings(env: NodeJS.ProcessEnv = process.env): WxpaySettings | null {
  const { WXPAY_MCHID, WXPAY_APPID, WXPAY_SERIAL_NO, WXPAY_PRIVATE_KEY, WXPAY_APIV3_KEY, WXPAY_PLATFORM_PUBLIC_KEY } = env;
  if (!WXPAY_MCHID || !WXPAY_APPID || !WXPAY_SERIAL_NO || !WXPAY_PRIVATE_KEY || !WXPAY_APIV3_KEY || !WXPAY_PLATFORM_PUBLIC_KEY) return null;
  return { mchid: WXPAY_MCHID, appid: WXPAY_APPID, serialNo: WXPAY_SERIAL_NO, privateKey: privateKeyOf(WXPAY_PRIVATE_KEY), apiV3Key: WXPAY_APIV3_KEY,
    platformPublicKey: publicKeyOf(WXPAY_PLATFORM_PUBLIC_KEY), apiBase: env.WXPAY_API_BASE || 'https://api.mch.weixin.qq.com' };
}
