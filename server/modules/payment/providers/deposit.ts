/**
 * 预存款支付: pays from the member's deposit balance. No gateway: the debit is made by `settle` inside
 * the very transaction that marks the trade paid, so a trade is paid exactly when the balance moved.
 * Refunds are credited back in the refund's own booking transaction (aftersales, order cancel hooks),
 * so `refund` here only reports that the money is already back.
 */
import { DEPOSIT_NAME, DEPOSIT_PAY, payFromDeposit } from '../../deposit/deposit.service';
import type { PaymentProvider } from './types';

export const depositProvider: PaymentProvider = {
  code: DEPOSIT_PAY,
  name: DEPOSIT_NAME,
  assertReady() {},
  async start(ctx) {
    return { payload: { pay_status: true }, paidNow: { transactionId: `DEPOSIT${ctx.trade.trade_id}` } };
  },
  settle: payFromDeposit,
  async refund() {
    return { state: 'SUCCESS' };
  },
};
