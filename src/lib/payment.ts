/** Cashier rules: reading order state from GET order/{id} and what a POST payment answer asks us to do. */

export interface OrderDetailResponse {
  orderInfo?: { order_id?: string; order_status?: string; order_status_des?: string; pay_status?: string; total_fee?: number; team_id?: string | null };
  tradeInfo?: { tradeState?: string };
}

export const isPaid = (r: OrderDetailResponse | undefined): boolean =>
  r?.orderInfo?.order_status === 'PAYED' || r?.orderInfo?.pay_status === 'PAYED' || r?.tradeInfo?.tradeState === 'SUCCESS'
  || ['PAYED', 'WAIT_BUYER_CONFIRM', 'DONE', 'PAYED_PENDING', 'PAYED_PARTAIL'].includes(r?.orderInfo?.order_status_des ?? '');

export interface PaymentAnswer { pay_status?: boolean | string; qrcode_url?: string; payment?: string; code_url?: string }

export type PaymentStep =
  | { kind: 'paid' }
  | { kind: 'qrcode'; src: string }
  | { kind: 'form'; html: string }
  | { kind: 'error'; message: string };

/** testpay answers pay_status; QR methods a data-URI image; Alipay an auto-submitting HTML form. */
export function paymentStep(payType: string, a: PaymentAnswer): PaymentStep {
  if (a.qrcode_url) return { kind: 'qrcode', src: a.qrcode_url };
  if (typeof a.payment === 'string' && /<form[\s>]/i.test(a.payment)) return { kind: 'form', html: a.payment };
  if (a.pay_status === true || a.pay_status === 'true' || a.pay_status === 'success') return { kind: 'paid' };
  if (payType === 'testpay' && a.pay_status === undefined) return { kind: 'error', message: '测试支付未完成，请稍后在订单中查看' };
  return { kind: 'error', message: '暂不支持该支付方式，请选择其他支付方式' };
}
