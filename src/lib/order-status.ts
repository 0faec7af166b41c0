/**
 * Order labels, buttons and steps of the member order pages (api-contract §6.1). Pure rules, keyed by
 * `order_status_des` — the derived status the server sends with every order.
 */

export interface OrderLike {
  order_status_des?: string;
  order_status?: string;
  order_status_msg?: string;
  is_rate?: number | boolean | string;
  offline_pay_check_status?: number | string | null;
}

/** Tabs of /member/trade with the `status` filter of GET orders. */
export const TRADE_TABS = [
  { label: '全部', status: 0 },
  { label: '待付款', status: 5 },
  { label: '待收货', status: 1 },
  { label: '待自提', status: 4 },
  { label: '待评价', status: 3 },
] as const;

const LIST_LABELS: Record<string, string> = {
  NOTPAY: '未付款', PAYED: '已付款', WAIT_BUYER_CONFIRM: '已发货', FAIL: '已关闭', CLOSED: '已关闭', CANCEL: '已取消',
  PAYED_WAIT_PROCESS: '退款处理中', PAYED_PARTAIL: '部分发货', SUCCESS: '交易完成', DONE: '交易完成', PAYED_PENDING: '待自提',
};

const DETAIL_LABELS: Record<string, string> = {
  ...LIST_LABELS, PAYED: '待发货', WAIT_BUYER_CONFIRM: '待收货', DONE: '已完成',
};

const des = (o: OrderLike): string => o.order_status_des || o.order_status || '';

/** Falls back to the server's own message for statuses the desktop never labelled. */
export const listLabel = (o: OrderLike): string => LIST_LABELS[des(o)] ?? o.order_status_msg ?? des(o);
export const detailLabel = (o: OrderLike): string => DETAIL_LABELS[des(o)] ?? o.order_status_msg ?? des(o);

export type OrderAction = 'pay' | 'cancel' | 'confirm' | 'rate';
export const ACTION_TEXT: Record<OrderAction, string> = { pay: '付款', cancel: '取消订单', confirm: '确认收货', rate: '评价' };

const rated = (v: OrderLike['is_rate']): boolean => v === true || v === 1 || v === '1' || v === 'true';

/** Buttons an order shows, in display order. */
export function orderActions(o: OrderLike): OrderAction[] {
  const s = des(o);
  const out: OrderAction[] = [];
  // An offline transfer awaiting review (check status 0) must not be paid twice.
  const offlinePending = o.offline_pay_check_status === 0 || o.offline_pay_check_status === '0';
  if (s === 'NOTPAY' && !offlinePending) out.push('pay');
  if (s === 'WAIT_BUYER_CONFIRM') out.push('confirm');
  if (s === 'DONE' && !rated(o.is_rate)) out.push('rate');
  if (s === 'NOTPAY' || s === 'PAYED' || s === 'PAYED_PENDING') out.push('cancel');
  return out;
}

export const ORDER_STEPS = ['订单已生成,等待您付款', '您已付款成功,等待商家发货', '商家已经发货,等待您确认收货', '订单完成'] as const;

/** Index into ORDER_STEPS, or -1 for cancelled/closed orders (no progress bar). */
export function orderStep(o: OrderLike): number {
  switch (des(o)) {
    case 'NOTPAY': return 0;
    case 'PAYED': case 'PAYED_PENDING': case 'PAYED_WAIT_PROCESS': case 'PAYED_PARTAIL': return 1;
    case 'WAIT_BUYER_CONFIRM': return 2;
    case 'DONE': case 'SUCCESS': return 3;
    default: return -1;
  }
}

export type StatusTone = 'pending' | 'paid' | 'shipped' | 'done' | 'closed';

/** Colour family of a status label: waiting to pay, paid, on its way, finished, cancelled/closed. */
export function statusTone(o: OrderLike): StatusTone {
  switch (des(o)) {
    case 'NOTPAY': return 'pending';
    case 'WAIT_BUYER_CONFIRM': case 'PAYED_PARTAIL': return 'shipped';
    case 'DONE': case 'SUCCESS': return 'done';
    case 'CANCEL': case 'CLOSED': case 'FAIL': return 'closed';
    default: return 'paid';
  }
}

/** Statuses after shipment, when logistics are worth asking for. */
export const hasShipped = (o: OrderLike): boolean => ['WAIT_BUYER_CONFIRM', 'PAYED_PARTAIL', 'DONE', 'SUCCESS'].includes(des(o));
