/**
 * 注销账号 (`DELETE member`). The rules a shop needs:
 * - refused while any order is unfinished (unpaid, awaiting payment check, paid, shipped, in a group) or an
 *   after-sales application is open, so no money or goods are left in the air;
 * - 预存款 and points are forfeited only with explicit confirmation (`confirm_forfeit=1`), each booked in its ledger;
 * - personal data is removed (addresses, invoice titles, favourites, history, cart, unused coupons) and the member
 *   row anonymised (mobile freed, name, avatar, birthday, password cleared); sessions end at once;
 * - orders, trades and ledgers stay for accounting, still pointing at the (anonymised) member row.
 * All in one transaction under the member's row lock.
 */
import crypto from 'node:crypto';
import type { Database } from '../../db/database.server';
import { BizError } from '../../http/errors';
import { moveDeposit } from '../deposit/deposit.service';
import { hashPassword } from './member.service';

export const UNFINISHED_ORDER = ['NOTPAY', 'WAIT_PAID_CONFIRM', 'PAYED', 'WAIT_BUYER_CONFIRM', 'WAIT_GROUPS_SUCCESS'];
/** After-sales progress still open: 待处理, 待回寄, 已回寄, 待退款, 退款处理中. */
export const OPEN_AFTERSALES = [0, 1, 2, 8, 9];
export const CLOSED_NAME = '已注销用户';

export async function closeAccount(db: Database, userId: number, confirmForfeit: boolean) {
  const unusable = await hashPassword(crypto.randomBytes(24).toString('hex'));
  return db.transaction().execute(async (trx) => {
    const m = await trx.selectFrom('members').select(['user_id', 'deposit', 'point', 'closed_at']).where('user_id', '=', userId).forUpdate().executeTakeFirst();
    if (!m || m.closed_at) throw new BizError('账号不存在或已注销', 404);
    const order = await trx.selectFrom('orders').select('order_id').where('user_id', '=', userId).where('order_status', 'in', UNFINISHED_ORDER).executeTakeFirst();
    if (order) throw new BizError(`您有未完成的订单（${order.order_id}），请完成或取消后再注销`);
    const after = await trx.selectFrom('aftersales').select('aftersales_bn').where('user_id', '=', userId).where('progress', 'in', OPEN_AFTERSALES).executeTakeFirst();
    if (after) throw new BizError(`您有处理中的售后申请（${after.aftersales_bn}），请等待处理完成后再注销`);
    if ((m.deposit > 0 || m.point > 0) && !confirmForfeit) {
      throw new BizError(`注销后预存款${(m.deposit / 100).toFixed(2)}元和积分${m.point}将清零且无法恢复，请确认后再注销`, 422, undefined, { confirm_forfeit: ['请确认放弃预存款和积分'] });
    }
    if (m.deposit > 0) await moveDeposit(trx, { userId, amount: -m.deposit, kind: 'forfeit', ref: `close-${userId}`, remark: '注销账号，预存款清零' });
    if (m.point > 0) {
      await trx.updateTable('members').set({ point: 0 }).where('user_id', '=', userId).execute();
      await trx.insertInto('point_journal').values({ user_id: userId, outcome: m.point, journal_type: 'account_close', point_desc: '注销账号，积分清零' }).execute();
    }
    for (const t of ['member_addresses', 'member_invoices', 'member_invoice_settings', 'member_fav_items', 'member_fav_shops', 'member_browse_history', 'carts'] as const) {
      await trx.deleteFrom(t).where('user_id', '=', userId).execute();
    }
    await trx.deleteFrom('user_coupons').where('user_id', '=', userId).where('status', '=', 1).execute();
    const now = new Date();
    await trx.updateTable('members').set({
      mobile: `closed-${userId}`, username: CLOSED_NAME, nickname: '', avatar: '', sex: 0, birthday: null, password_hash: unusable,
      disabled: true, closed_at: now, sessions_revoked_at: now,
    }).where('user_id', '=', userId).execute();
    return { status: true, closed_at: Math.floor(now.getTime() / 1000) };
  });
}
