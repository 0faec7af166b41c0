/**
 * Payment methods, in cashier order (api-contract §4.7): WeChat, Alipay, 预存款, then the development
 * test payment when it is enabled. The one place a method is added or swapped.
 */
import { alipaySettings, testpayEnabled, wxpaySettings } from '../settings.server';
import { alipayProvider } from './alipay';
import { depositProvider } from './deposit';
import { testPayProvider } from './testpay';
import { wxpayProvider, type FetchLike } from './wxpaypc';
import type { PaymentProvider } from './types';

export type { PaymentProvider } from './types';

export function paymentProviders(env: NodeJS.ProcessEnv = process.env, fetchImpl?: FetchLike): PaymentProvider[] {
  const list = [wxpayProvider(() => wxpaySettings(env), fetchImpl), alipayProvider(() => alipaySettings(env), fetchImpl), depositProvider];
  if (testpayEnabled(env)) list.push(testPayProvider);
  return list;
}

export const findProvider = (code: string, env: NodeJS.ProcessEnv = process.env, fetchImpl?: FetchLike) =>
  paymentProviders(env, fetchImpl).find((p) => p.code === code);
