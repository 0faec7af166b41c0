/** The order row of a VIP purchase: class `vip`, no goods lines, paid through the same cashier and payment flow as goods. */
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { newOrderId } from '../checkout/steps/write-order';
import { currentPointRule } from '../points/rule.service';

export async function writeOrderHeader(trx: Transaction<DB>, o: { userId: number; totalFee: number; autoCancelTime: Date }): Promise<string> {
  const orderId = await newOrderId(trx);
  const { gain_point } = await currentPointRule(trx, true);
  await trx.insertInto('orders').values({
    order_id: orderId, user_id: o.userId, order_status: 'NOTPAY', order_class: 'vip', order_type: 'normal', cart_type: 'fastbuy',
    receipt_type: 'none', point_gain_rate: gain_point, item_fee: o.totalFee, total_fee: o.totalFee, total_num: 1, auto_cancel_time: o.autoCancelTime,
  }).execute();
  return orderId;
}
