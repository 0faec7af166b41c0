import { describe, expect, it } from 'vitest';
import { isPaid, paymentStep } from './payment';

describe('isPaid', () => {
  it('reads the order status or the trade state', () => {
    expect(isPaid({ orderInfo: { order_status: 'PAYED' } })).toBe(true);
    expect(isPaid({ orderInfo: { order_status: 'NOTPAY' }, tradeInfo: { tradeState: 'SUCCESS' } })).toBe(true);
    expect(isPaid({ orderInfo: { order_status: 'NOTPAY', order_status_des: 'NOTPAY' } })).toBe(false);
    expect(isPaid(undefined)).toBe(false);
  });
});

describe('paymentStep', () => {
  it('test payment paid at once', () => expect(paymentStep('testpay', { pay_status: true })).toEqual({ kind: 'paid' }));
  it('QR methods show the image', () => expect(paymentStep('wxpaypc', { qrcode_url: 'data:image/png;base64,xx' })).toEqual({ kind: 'qrcode', src: 'data:image/png;base64,xx' }));
  it('Alipay submits the returned form', () => {
    expect(paymentStep('alipay', { payment: '<form action="https://openapi.alipay.com"></form>' }).kind).toBe('form');
  });
  it('never treats an unknown answer as paid', () => {
    expect(paymentStep('wxpaypc', { code_url: 'weixin://x' }).kind).toBe('error');
    expect(paymentStep('alipay', { payment: 'not a form' }).kind).toBe('error');
    expect(paymentStep('testpay', {}).kind).toBe('error');
    expect(paymentStep('testpay', { pay_status: false }).kind).toBe('error');
  });
});
