/**
 * Order fields owned by the activity modules (api-contract §4.8): self-pickup (ziti_*; a paid pickup
 * order reads PAYED_PENDING 待自提), offline transfer (offline_pay_*), the group team. The pickup code
 * itself is given only once the order is paid.
 */
import type { Selectable } from 'kysely';
import type { OrdersTable } from '../../db/schema';

const UNPAID = ['NOTPAY', 'WAIT_PAID_CONFIRM', 'WAIT_GROUPS_SUCCESS', 'CANCEL'];

export function activityOrderView(o: Selectable<OrdersTable>) {
  const awaitingPickup = o.receipt_type === 'ziti' && o.order_status === 'PAYED' && o.ziti_status === 'PENDING';
  return {
    ziti_status: o.ziti_status, ziti_info: o.ziti_info ?? null, ziti_code: o.receipt_type === 'ziti' && !UNPAID.includes(o.order_status) ? o.ziti_code ?? '' : '',
    offline_pay_check_status: o.offline_pay_check_status, offline_pay_name: o.pay_type === 'offline_pay' ? '线下转账' : '',
    team_id: o.team_id ?? null,
    ...(awaitingPickup ? { order_status_des: 'PAYED_PENDING', order_status_msg: '待自提', status_label: '待自提', status_detail_label: '待自提', status_step: '您已付款成功,请到自提点提货' } : {}),
  };
}
