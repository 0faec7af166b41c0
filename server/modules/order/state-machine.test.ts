import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ORDER_EVENTS, ORDER_STATES, IllegalTransition, canMove, effectsOf, isTerminal, transition, type OrderEvent, type OrderState } from './state-machine';

const LEGAL: [OrderState, OrderEvent, OrderState][] = [
  ['NOTPAY', 'pay', 'PAYED'], ['NOTPAY', 'cancel', 'CANCEL'], ['NOTPAY', 'timeout', 'CANCEL'],
  ['PAYED', 'ship', 'WAIT_BUYER_CONFIRM'], ['PAYED', 'cancel', 'CANCEL'],
  ['WAIT_BUYER_CONFIRM', 'confirm', 'DONE'], ['WAIT_BUYER_CONFIRM', 'close', 'CLOSED'],
  ['PAYED', 'refund', 'CLOSED'], ['WAIT_BUYER_CONFIRM', 'refund', 'CLOSED'], ['DONE', 'refund', 'CLOSED'],
  ['NOTPAY', 'pay_group', 'WAIT_GROUPS_SUCCESS'], ['WAIT_GROUPS_SUCCESS', 'group_success', 'PAYED'], ['WAIT_GROUPS_SUCCESS', 'group_fail', 'CANCEL'],
  ['NOTPAY', 'submit_voucher', 'WAIT_PAID_CONFIRM'], ['WAIT_PAID_CONFIRM', 'confirm_offline', 'PAYED'], ['WAIT_PAID_CONFIRM', 'reject_offline', 'NOTPAY'],
  ['PAYED', 'pickup', 'DONE'],
];

describe('order state machine', () => {
  it('allows exactly the documented moves', () => {
    for (const s of ORDER_STATES) for (const e of ORDER_EVENTS) {
      const legal = LEGAL.find(([f, ev]) => f === s && ev === e);
      if (legal) expect(transition(s, e)).toBe(legal[2]);
      else expect(() => transition(s, e)).toThrow(IllegalTransition);
    }
  });

  it('refuses unknown states with a Chinese 422', () => {
    const err = (() => { try { transition('WHATEVER', 'pay'); } catch (e) { return e as IllegalTransition; } })();
    expect(err?.status).toBe(422);
    expect(err?.message).toBe('订单当前状态不能支付');
  });

  it('random event sequences never reach an illegal state, and stock/coupon/points come back exactly once', () => {
    fc.assert(fc.property(fc.array(fc.constantFrom(...ORDER_EVENTS), { maxLength: 30 }), (events) => {
      let state: OrderState = 'NOTPAY';
      const seen: OrderState[] = [state];
      let stockBack = 0; let couponBack = 0; let pointsBack = 0; let couponUsed = 0; let earned = 0;
      for (const e of events) {
        if (!canMove(state, e)) {
          expect(() => transition(state, e)).toThrow(IllegalTransition);
          continue;
        }
        const fx = effectsOf(state, e);
        stockBack += Number(fx.releaseStock); couponBack += Number(fx.releaseCoupon); pointsBack += Number(fx.refundPoints); couponUsed += Number(fx.consumeCoupon); earned += Number(fx.creditPoints);
        const next = transition(state, e);
        expect(ORDER_STATES).toContain(next);
        expect(isTerminal(state)).toBe(false);
        state = next;
        seen.push(state);
      }
      // Resources go back at most once, and only for cancelled orders.
      expect(stockBack).toBeLessThanOrEqual(1);
      expect(stockBack).toBe(state === 'CANCEL' ? 1 : 0);
      expect(couponBack).toBe(stockBack);
      expect(pointsBack).toBe(stockBack);
      expect(couponUsed).toBeLessThanOrEqual(1);
      // Points are earned once, by orders that completed (a later refund takes them back through
      // after-sales, in proportion to the money: reverseOrderPoints, not a state effect).
      expect(earned).toBe(seen.includes('DONE') ? 1 : 0);
      // Shipped goods are never "returned to the shelf" by a state change.
      if (seen.includes('WAIT_BUYER_CONFIRM')) expect(stockBack).toBe(0);
      // Once terminal, nothing moves.
      const firstTerminal = seen.findIndex((s) => isTerminal(s));
      if (firstTerminal >= 0) expect(new Set(seen.slice(firstTerminal)).size).toBe(1);
    }), { numRuns: 5000 });
  });
});
