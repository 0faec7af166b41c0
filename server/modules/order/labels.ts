/** Order status texts (api-contract §6.1): server message, desktop list label, detail label and step text. */
import type { OrderState } from './state-machine';

export const ORDER_LABELS: Record<OrderState, { msg: string; list: string; detail: string; step: string }> = {
  NOTPAY: { msg: '待支付', list: '未付款', detail: '未付款', step: '订单已生成,等待您付款' },
  WAIT_PAID_CONFIRM: { msg: '支付待确认', list: '支付待确认', detail: '支付待确认', step: '付款凭证已提交,等待商家确认收款' },
  WAIT_GROUPS_SUCCESS: { msg: '等待成团', list: '等待成团', detail: '等待成团', step: '您已付款成功,等待拼团成功' },
  PAYED: { msg: '待发货', list: '已付款', detail: '待发货', step: '您已付款成功,等待商家发货' },
  WAIT_BUYER_CONFIRM: { msg: '待收货', list: '已发货', detail: '待收货', step: '商家已经发货,等待您确认收货' },
  DONE: { msg: '已完成', list: '交易完成', detail: '已完成', step: '订单完成' },
  CANCEL: { msg: '已取消', list: '已取消', detail: '已取消', step: '订单已取消' },
  CLOSED: { msg: '已关闭', list: '已关闭', detail: '已关闭', step: '订单已关闭' },
};

export const labelsOf = (s: string) => ORDER_LABELS[s as OrderState] ?? { msg: '订单异常', list: '订单异常', detail: '订单异常', step: '' };
