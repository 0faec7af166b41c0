import { describe, expect, it } from 'vitest';
import { detailLabel, listLabel, orderActions, orderStep, hasShipped, statusTone } from './order-status';

describe('order labels', () => {
  it('uses the desktop list labels', () => {
    expect(listLabel({ order_status_des: 'NOTPAY' })).toBe('未付款');
    expect(listLabel({ order_status_des: 'PAYED' })).toBe('已付款');
    expect(listLabel({ order_status_des: 'WAIT_BUYER_CONFIRM' })).toBe('已发货');
    expect(listLabel({ order_status_des: 'CLOSED' })).toBe('已关闭');
    expect(listLabel({ order_status_des: 'FAIL' })).toBe('已关闭');
    expect(listLabel({ order_status_des: 'CANCEL' })).toBe('已取消');
    expect(listLabel({ order_status_des: 'DONE' })).toBe('交易完成');
    expect(listLabel({ order_status_des: 'PAYED_PENDING' })).toBe('待自提');
  });
  it('uses the detail labels where they differ', () => {
    expect(detailLabel({ order_status_des: 'PAYED' })).toBe('待发货');
    expect(detailLabel({ order_status_des: 'WAIT_BUYER_CONFIRM' })).toBe('待收货');
    expect(detailLabel({ order_status_des: 'DONE' })).toBe('已完成');
    expect(detailLabel({ order_status_des: 'CANCEL' })).toBe('已取消');
  });
  it('falls back to the server message, then the raw status', () => {
    expect(listLabel({ order_status_des: 'WAIT_GROUPS_SUCCESS', order_status_msg: '等待成团' })).toBe('等待成团');
    expect(listLabel({ order_status_des: 'ODD' })).toBe('ODD');
    expect(listLabel({ order_status: 'NOTPAY' })).toBe('未付款');
  });
});

describe('order actions', () => {
  it('unpaid: pay and cancel', () => expect(orderActions({ order_status_des: 'NOTPAY' })).toEqual(['pay', 'cancel']));
  it('offline transfer under review: no pay', () => expect(orderActions({ order_status_des: 'NOTPAY', offline_pay_check_status: 0 })).toEqual(['cancel']));
  it('rejected offline transfer can pay again', () => expect(orderActions({ order_status_des: 'NOTPAY', offline_pay_check_status: 2 })).toEqual(['pay', 'cancel']));
  it('paid: cancel only', () => expect(orderActions({ order_status_des: 'PAYED' })).toEqual(['cancel']));
  it('pickup pending: cancel', () => expect(orderActions({ order_status_des: 'PAYED_PENDING' })).toEqual(['cancel']));
  it('shipped: confirm receipt', () => expect(orderActions({ order_status_des: 'WAIT_BUYER_CONFIRM' })).toEqual(['confirm']));
  it('done and not rated: rate', () => expect(orderActions({ order_status_des: 'DONE', is_rate: 0 })).toEqual(['rate']));
  it('done and rated: nothing', () => {
    expect(orderActions({ order_status_des: 'DONE', is_rate: 1 })).toEqual([]);
    expect(orderActions({ order_status_des: 'DONE', is_rate: true })).toEqual([]);
  });
  it('cancelled or closed: nothing', () => {
    expect(orderActions({ order_status_des: 'CANCEL' })).toEqual([]);
    expect(orderActions({ order_status_des: 'CLOSED' })).toEqual([]);
  });
});

describe('order steps', () => {
  it('maps statuses to the four steps', () => {
    expect(orderStep({ order_status_des: 'NOTPAY' })).toBe(0);
    expect(orderStep({ order_status_des: 'PAYED' })).toBe(1);
    expect(orderStep({ order_status_des: 'WAIT_BUYER_CONFIRM' })).toBe(2);
    expect(orderStep({ order_status_des: 'DONE' })).toBe(3);
    expect(orderStep({ order_status_des: 'CANCEL' })).toBe(-1);
  });
  it('knows when logistics exist', () => {
    expect(hasShipped({ order_status_des: 'PAYED' })).toBe(false);
    expect(hasShipped({ order_status_des: 'WAIT_BUYER_CONFIRM' })).toBe(true);
  });
});

describe('status colours', () => {
  it('gives cancelled and paid orders different tones', () => {
    expect(statusTone({ order_status_des: 'CANCEL' })).toBe('closed');
    expect(statusTone({ order_status_des: 'PAYED' })).toBe('paid');
    expect(statusTone({ order_status_des: 'NOTPAY' })).toBe('pending');
    expect(statusTone({ order_status_des: 'WAIT_BUYER_CONFIRM' })).toBe('shipped');
    expect(statusTone({ order_status_des: 'DONE' })).toBe('done');
  });
});
