/**
 * A paid 预存款 order that is cancelled or closed (operator cancel, failed group) gets what is still
 * unrefunded back on the balance, inside the order move's own transaction: exactly once, as the move is.
 */
import { onOrderMove } from '../order/hooks';
import { effectsOf, type OrderState } from '../order/state-machine';
import { DEPOSIT_PAY, moveDeposit } from './deposit.service';

onOrderMove(async (trx, before, _after, event) => {
  if (!effectsOf(before.order_status as OrderState, event).refundMoney) return;
  const trade = await trx.selectFrom('trades').select(['trade_id']).where('order_id', '=', before.order_id).where('trade_state', '=', 'SUCCESS').where('pay_type', '=', DEPOSIT_PAY).executeTakeFirst();
  const back = before.total_fee - before.refund_fee;
  if (!trade || back <= 0) return;
  await moveDeposit(trx, { userId: before.user_id, amount: back, kind: 'cancel', ref: before.order_id, remark: `订单${before.order_id}取消，退回预存款` });
});
