/** The seam every payment method plugs into (STYLE §7: providers in one registry). */
export interface PaymentStart {
  trade: { trade_id: string; order_id: string; total_fee: number };
  subject: string;
  /** Where the shopper's browser comes back to (site origin). */
  returnUrl: string;
  /** Public origin for gateway notifications. */
  publicUrl: string;
  clientIp: string;
}

export interface PaymentResult {
  /** Gateway payload merged into the `POST payment` answer. */
  payload: Record<string, unknown>;
  /** Set when the method completes at once (the test payment). */
  paidNow?: { transactionId: string };
}

/** A refund of (part of) a paid trade; `refundId` is our idempotency key at the gateway. */
export interface RefundRequest { trade: { trade_id: string; total_fee: number; transaction_id: string }; refundId: string; refundFee: number; reason: string; publicUrl: string }
/** SUCCESS: money is back; PROCESSING: the gateway accepted it and finishes later (asking again reports the state). */
export interface RefundResult { state: 'SUCCESS' | 'PROCESSING' }

import type { Transaction } from 'kysely';
import type { DB } from '../../../db/schema';

export interface PaymentProvider {
  code: string;
  name: string;
  /** Throws a Chinese BizError when the method cannot be used here (e.g. keys missing). */
  assertReady(): void;
  start(ctx: PaymentStart): Promise<PaymentResult>;
  /** For a method that completes at once from a store of value (预存款): moves the money inside the transaction that marks the trade paid; throwing aborts the payment. */
  settle?(trx: Transaction<DB>, trade: { trade_id: string; order_id: string; user_id: number; total_fee: number }): Promise<void>;
  /** Gives money back through the gateway; throws a Chinese BizError when the gateway refuses. */
  refund(req: RefundRequest): Promise<RefundResult>;
}
