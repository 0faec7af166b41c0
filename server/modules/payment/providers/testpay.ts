/**
 * TestPayProvider (测试支付): a development-only method that completes at once without moving
 * money. Listed only when NODE_ENV !== 'production' or PAYMENT_TESTPAY=1.
 */
import type { PaymentProvider } from './types';

export const testPayProvider: PaymentProvider = {
  code: 'testpay',
  name: '测试支付',
  assertReady() {},
  async start(ctx) {
    return { payload: { pay_status: true }, paidNow: { transactionId: `TEST${ctx.trade.trade_id}` } };
  },
  // No money moved, so none goes back: done at once.
  async refund() {
    return { state: 'SUCCESS' };
  },
};
