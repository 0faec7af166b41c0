/**
 * Offline bank transfer (线下转账, api-contract §4.7). The member transfers, then uploads a voucher: the
 * order moves NOTPAY → WAIT_PAID_CONFIRM (no timeout while the operator looks). The operator confirms
 * (→ PAYED, one SUCCESS trade) or rejects (→ NOTPAY, the member may upload again). Each decision is a
 * guarded UPDATE of the pending voucher plus a guarded order move in one transaction: once, whoever races.
 */
import type { Database } from '../../db/database.server';
import { BizError, notFound } from '../../http/errors';
import { dateTime } from '../order/order.service';
import { move, STALE } from '../order/order.actions';
import { newTradeId } from '../payment/payment.service';

export const OFFLINE_PAY = { code: 'offline_pay', name: '线下转账' } as const;
export const MAX_VOUCHER_PICS = 5;
/** Time the member has to pay again after a rejected voucher. */
const RESUBMIT_HOURS = 24;

export async function hasBankAccount(db: Database): Promise<boolean> {
  return !!(await db.selectFrom('offline_bank_accounts').select('id').where('enabled', '=', true).executeTakeFirst());
}

export interface VoucherInput { orderId: string; bankAccountId: number; payFee: number; paySn: string; remark: string; pics: string[] }

export async function submitVoucher(db: Database, userId: number, v: VoucherInput) {
  if (!v.pics.length) throw new BizError('请上传付款凭证');
  if (v.pics.length > MAX_VOUCHER_PICS) throw new BizError(`付款凭证最多上传${MAX_VOUCHER_PICS}张`);
  if (!v.paySn) throw new BizError('请填写转账流水号');
  const own = await db.selectFrom('member_uploads').select('url').where('user_id', '=', userId).where('url', 'in', v.pics).execute();
  if (own.length !== new Set(v.pics).size) throw new BizError('图片无效，请重新上传');
  const account = await db.selectFrom('offline_bank_accounts').select('id').where('id', '=', v.bankAccountId).where('enabled', '=', true).executeTakeFirst();
  if (!account) throw new BizError('请选择收款账户');
  return db.transaction().execute(async (trx) => {
    const o = await trx.selectFrom('orders').selectAll().where('order_id', '=', v.orderId).where('user_id', '=', userId).forUpdate().executeTakeFirst();
    if (!o) throw notFound('订单不存在');
    if (o.order_class === 'groups') throw new BizError('拼团订单不支持线下转账');
    if (o.order_status === 'WAIT_PAID_CONFIRM') throw new BizError('付款凭证正在审核中');
    if (o.order_status !== 'NOTPAY' || new Date(o.auto_cancel_time) <= new Date()) throw new BizError('订单当前状态不能提交付款凭证');
    if (v.payFee !== o.total_fee) throw new BizError('转账金额与订单应付金额不一致');
    // Another method's open trade is closed: this order is now paid by transfer.
    await trx.updateTable('trades').set({ trade_state: 'CLOSED' }).where('order_id', '=', o.order_id).where('trade_state', '=', 'NOTPAY').execute();
    const voucher = await trx.insertInto('offline_vouchers').values({ order_id: o.order_id, user_id: userId, bank_account_id: v.bankAccountId, pay_fee: v.payFee,
      pay_sn: v.paySn, transfer_remark: v.remark, voucher_pic: JSON.stringify(v.pics) as never }).returning('id').executeTakeFirstOrThrow();
    if (!(await move(trx, o, 'submit_voucher', { pay_type: OFFLINE_PAY.code, offline_pay_check_status: 0 }))) throw STALE();
    return { status: true, id: voucher.id, order_id: o.order_id };
  });
}

const voucherRows = (db: Database) => db.selectFrom('offline_vouchers as v').innerJoin('offline_bank_accounts as b', 'b.id', 'v.bank_account_id')
  .select(['v.id', 'v.order_id', 'v.user_id', 'v.bank_account_id', 'v.pay_fee', 'v.pay_sn', 'v.transfer_remark', 'v.voucher_pic', 'v.check_status', 'v.reject_reason',
    'v.created_at', 'v.checked_at', 'b.bank_name', 'b.bank_account_name', 'b.bank_account_no']);

const toVoucher = (v: Awaited<ReturnType<ReturnType<typeof voucherRows>['execute']>>[number]) => ({
  id: v.id, order_id: v.order_id, user_id: v.user_id, bank_account_id: v.bank_account_id, bank_name: v.bank_name, bank_account_name: v.bank_account_name,
  bank_account_no: v.bank_account_no, pay_fee: v.pay_fee, pay_sn: v.pay_sn, transfer_remark: v.transfer_remark, voucher_pic: v.voucher_pic,
  check_status: v.check_status, reject_reason: v.reject_reason, create_date: dateTime(v.created_at), check_date: dateTime(v.checked_at),
});

/** GET order/offline/get/voucher: the member's latest voucher of the order ({} when none). */
export async function memberVoucher(db: Database, userId: number, orderId: string) {
  const v = await voucherRows(db).where('v.order_id', '=', orderId).where('v.user_id', '=', userId).orderBy('v.id', 'desc').executeTakeFirst();
  return v ? toVoucher(v) : {};
}

export async function listVouchers(db: Database, checkStatus?: number) {
  let q = voucherRows(db).orderBy('v.id', 'desc').limit(200);
  if (checkStatus !== undefined) q = q.where('v.check_status', '=', checkStatus);
  return { list: (await q.execute()).map(toVoucher) };
}

/** The operator's decision on a pending voucher; confirming pays the order exactly once. */
export async function checkVoucher(db: Database, voucherId: number, pass: boolean, reason = '') {
  if (!pass && !reason.trim()) throw new BizError('请填写驳回原因');
  return db.transaction().execute(async (trx) => {
    const v = await trx.updateTable('offline_vouchers').set({ check_status: pass ? 1 : 2, reject_reason: pass ? '' : reason.trim(), checked_at: new Date() })
      .where('id', '=', voucherId).where('check_status', '=', 0).returningAll().executeTakeFirst();
    if (!v) {
      const exists = await trx.selectFrom('offline_vouchers').select('id').where('id', '=', voucherId).executeTakeFirst();
      throw exists ? new BizError('该付款凭证已审核') : notFound('付款凭证不存在');
    }
    const o = await trx.selectFrom('orders').selectAll().where('order_id', '=', v.order_id).forUpdate().executeTakeFirstOrThrow();
    if (pass) {
      if (!(await move(trx, o, 'confirm_offline', { paid_at: new Date(), offline_pay_check_status: 1 }))) throw STALE();
      await trx.insertInto('trades').values({ trade_id: await newTradeId(trx), order_id: o.order_id, user_id: o.user_id, pay_type: OFFLINE_PAY.code, total_fee: v.pay_fee,
        trade_state: 'SUCCESS', transaction_id: v.pay_sn.slice(0, 64), pay_date: new Date() }).execute();
    } else if (!(await move(trx, o, 'reject_offline', { offline_pay_check_status: 2, auto_cancel_time: new Date(Date.now() + RESUBMIT_HOURS * 3600_000) }))) {
      throw STALE();
    }
    const after = await trx.selectFrom('orders').select(['order_id', 'order_status', 'offline_pay_check_status']).where('order_id', '=', v.order_id).executeTakeFirstOrThrow();
    return { status: true, voucher_id: v.id, ...after };
  });
}
