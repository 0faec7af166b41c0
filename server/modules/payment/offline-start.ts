/**
 * `POST payment pay_type=offline_pay`: the original cashier calls it before showing its voucher form.
 * Nothing is paid here and no trade is opened: the order moves only when the voucher is submitted
 * (offline.service) and an operator confirms it. The answer says the transfer is awaited.
 */
import type { Database } from '../../db/database.server';
import { BizError } from '../../http/errors';
import { closeIfExpired, memberOrder } from '../order/order.actions';
import { paymentEnabled } from '../console/settings.service';
import { hasBankAccount, OFFLINE_PAY } from '../offline/offline.service';

const NOT_PAYABLE: Record<string, string> = { WAIT_PAID_CONFIRM: '付款凭证正在审核中', PAYED: '订单已支付', WAIT_BUYER_CONFIRM: '订单已支付', WAIT_GROUPS_SUCCESS: '订单已支付', DONE: '订单已完成', CANCEL: '订单已取消', CLOSED: '订单已关闭' };

export async function startOfflinePay(db: Database, userId: number, orderId: string) {
  if (!(await paymentEnabled(db, OFFLINE_PAY.code)) || !(await hasBankAccount(db))) throw new BizError('不支持的支付方式');
  let order = await memberOrder(db, userId, orderId);
  if (await closeIfExpired(db, order)) order = await memberOrder(db, userId, orderId);
  if (order.order_status !== 'NOTPAY') throw new BizError(NOT_PAYABLE[order.order_status] ?? '订单状态异常');
  return {
    pay_type: OFFLINE_PAY.code, pay_status: false,
    trade_info: { order_id: order.order_id, trade_id: order.order_id, trade_source_type: 'normal' },
    order_id: order.order_id, team_id: null, order_info: { order_id: order.order_id, total_fee: order.total_fee, order_type: order.order_type },
  };
}
