/**
 * The order state machine (api-contract §6.1), the only place that knows which moves are legal.
 * Pure: `transition` answers the next state or throws; `effectsOf` says what a move gives back.
 * Every DB change of `orders.order_status` goes through `order.actions.ts`, which applies
 * `transition` with a conditional `UPDATE … WHERE order_status = <expected>`.
 */
import { BizError } from '../../http/errors';

export const ORDER_STATES = ['NOTPAY', 'WAIT_PAID_CONFIRM', 'WAIT_GROUPS_SUCCESS', 'PAYED', 'WAIT_BUYER_CONFIRM', 'DONE', 'CANCEL', 'CLOSED'] as const;
export type OrderState = (typeof ORDER_STATES)[number];
export const ORDER_EVENTS = ['pay', 'ship', 'confirm', 'cancel', 'timeout', 'close', 'refund',
  'pay_group', 'group_success', 'group_fail', 'submit_voucher', 'confirm_offline', 'reject_offline', 'pickup'] as const;
export type OrderEvent = (typeof ORDER_EVENTS)[number];

const TABLE: Record<OrderState, Partial<Record<OrderEvent, OrderState>>> = {
  // pay_group: a group order's payment waits for its team; submit_voucher: an offline transfer waits for the operator
  NOTPAY: { pay: 'PAYED', pay_group: 'WAIT_GROUPS_SUCCESS', submit_voucher: 'WAIT_PAID_CONFIRM', cancel: 'CANCEL', timeout: 'CANCEL' },
  WAIT_PAID_CONFIRM: { confirm_offline: 'PAYED', reject_offline: 'NOTPAY' },
  // the team filled up, or it expired (every member's money goes back)
  WAIT_GROUPS_SUCCESS: { group_success: 'PAYED', group_fail: 'CANCEL' },
  // refund: every line was refunded through after-sales (which moved the money, stock and coupon itself)
  // pickup: a self-pickup order handed over at the shop
  PAYED: { ship: 'WAIT_BUYER_CONFIRM', cancel: 'CANCEL', refund: 'CLOSED', pickup: 'DONE' },
  // closed after shipment: the operator ends a shipped order that came back
  WAIT_BUYER_CONFIRM: { confirm: 'DONE', close: 'CLOSED', refund: 'CLOSED' },
  DONE: { refund: 'CLOSED' },
  CANCEL: {},
  CLOSED: {},
};

const REFUSALS: Record<OrderEvent, string> = {
  pay: '订单当前状态不能支付',
  ship: '订单当前状态不能发货',
  confirm: '订单当前状态不能确认收货',
  cancel: '订单当前状态不能取消',
  timeout: '订单当前状态不能超时关闭',
  close: '订单当前状态不能关闭',
  refund: '订单当前状态不能退款',
  pay_group: '订单当前状态不能支付',
  group_success: '订单不在等待成团状态',
  group_fail: '订单不在等待成团状态',
  submit_voucher: '订单当前状态不能提交付款凭证',
  confirm_offline: '订单不在等待确认收款状态',
  reject_offline: '订单不在等待确认收款状态',
  pickup: '订单当前状态不能自提核销',
};

/** A refused move: answered as 422 with a Chinese message. */
export class IllegalTransition extends BizError {
  constructor(readonly from: string, readonly event: OrderEvent) { super(REFUSALS[event], 422); }
}

export const isOrderState = (s: string): s is OrderState => (ORDER_STATES as readonly string[]).includes(s);

export function transition(from: string, event: OrderEvent): OrderState {
  const next = isOrderState(from) ? TABLE[from][event] : undefined;
  if (!next) throw new IllegalTransition(from, event);
  return next;
}

export const canMove = (from: string, event: OrderEvent): boolean => isOrderState(from) && TABLE[from][event] !== undefined;
export const isTerminal = (s: OrderState): boolean => Object.keys(TABLE[s]).length === 0;

/** What a legal move must do besides changing the status. */
/** refundPoints returns points spent on the order; creditPoints/reversePoints move the points it earns. */
export interface Effects { releaseStock: boolean; releaseCoupon: boolean; refundPoints: boolean; consumeCoupon: boolean; refundMoney: boolean; closeTrades: boolean; creditPoints: boolean; reversePoints: boolean }

export function effectsOf(from: OrderState, event: OrderEvent): Effects {
  const none: Effects = { releaseStock: false, releaseCoupon: false, refundPoints: false, consumeCoupon: false, refundMoney: false, closeTrades: false, creditPoints: false, reversePoints: false };
  const to = transition(from, event);
  if (event === 'refund') return none;
  if (event === 'pay' || event === 'pay_group' || event === 'confirm_offline') return { ...none, consumeCoupon: true };
  if (event === 'group_fail') return { ...none, releaseStock: true, releaseCoupon: true, refundPoints: true, refundMoney: true };
  if (from === 'NOTPAY' && to === 'CANCEL') return { ...none, releaseStock: true, releaseCoupon: true, refundPoints: true, closeTrades: true };
  // Money going back takes back whatever the order earned (nothing unless it had completed).
  if (from === 'PAYED' && to === 'CANCEL') return { ...none, releaseStock: true, releaseCoupon: true, refundPoints: true, refundMoney: true, reversePoints: true };
  if (to === 'CLOSED') return { ...none, refundMoney: true, reversePoints: true };
  if (to === 'DONE') return { ...none, creditPoints: true };
  return none;
}
