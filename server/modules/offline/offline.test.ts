import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/app';
import { addToCart, members, orderNew, stockedItem } from '../../../tests/helpers/commerce';
import { closeExpiredOrders } from '../order/order.actions';

let t: TestApp;
let op: string;
beforeAll(async () => { t = await createTestApp(); op = await t.operatorToken(); });
afterAll(() => t.close());

const admin = async (url: string, payload?: Record<string, unknown>) => {
  const res = await t.app.inject({ method: payload ? 'POST' : 'GET', url: `/api/admin${url}`, headers: { authorization: `Bearer ${op}` }, payload });
  return { status: res.statusCode, body: res.json() };
};

async function unpaidOrder() {
  const [m] = await members(t, 1);
  const item = await stockedItem(t, 20, 12000);
  await addToCart(t, m.token, item.item_id, 1);
  const o = await orderNew(t, m.token, { pay_type: 'offline_pay' });
  const url = `/media/uploads/voucher-${m.userId}.png`;
  await t.db.insertInto('member_uploads').values({ user_id: m.userId, url, mime: 'image/png' }).execute();
  return { m, orderId: o.body.data.order_id as string, total: o.body.data.total_fee as number, pic: url };
}
const orderOf = async (id: string) => t.db.selectFrom('orders').select(['order_status', 'offline_pay_check_status', 'pay_type', 'paid_at']).where('order_id', '=', id).executeTakeFirstOrThrow();

describe('offline bank transfer', () => {
  it('offers the seeded bank account; a voucher is checked in Chinese and changes nothing when refused', async () => {
    const accounts = (await t.call('GET', 'order/offline/backaccount')).body.data;
    expect(accounts).toMatchObject({ setting: { is_open: true }, list: [{ bank_name: '中国工商银行', is_default: '1' }] });
    const { m, orderId, total, pic } = await unpaidOrder();
    const bank = accounts.list[0].id;
    const up = (p: Record<string, unknown>) => t.call('POST', 'order/offline/upload/voucher', { order_id: orderId, bank_account_id: bank, pay_fee: total, pay_sn: 'SN20261124001', voucher_pic: [pic], ...p }, m.token);
    expect((await up({ voucher_pic: [] })).body.data.message).toBe('请上传付款凭证');
    expect((await up({ pay_fee: total - 1 })).body.data.message).toBe('转账金额与订单应付金额不一致');
    expect((await up({ voucher_pic: ['/media/uploads/someone-else.png'] })).body.data.message).toBe('图片无效，请重新上传');
    expect((await up({ bank_account_id: 999999 })).body.data.message).toBe('请选择收款账户');
    expect((await up({ pay_sn: '' })).body.data.message).toBe('请填写转账流水号');
    expect((await up({ voucher_pic: Array(6).fill(pic) })).status).toBe(422);
    const [stranger] = await members(t, 1);
    expect((await t.call('POST', 'order/offline/upload/voucher', { order_id: orderId, bank_account_id: bank, pay_fee: total, pay_sn: 'x', voucher_pic: [pic] }, stranger.token)).body.data.message).toBe('图片无效，请重新上传');
    expect(await orderOf(orderId)).toMatchObject({ order_status: 'NOTPAY', offline_pay_check_status: null });
    expect(await t.db.selectFrom('offline_vouchers').select('id').where('order_id', '=', orderId).execute()).toHaveLength(0);
  });

  it('voucher → waiting (no timeout, no other payment) → rejected → uploaded again → confirmed once under 10 parallel confirms', async () => {
    const { m, orderId, total, pic } = await unpaidOrder();
    const bank = (await t.call('GET', 'order/offline/backaccount')).body.data.list[0].id;
    const body = { order_id: orderId, bank_account_id: bank, pay_fee: total, pay_sn: 'SN001', transfer_remark: '已转账', voucher_pic: [pic] };
    expect((await t.call('POST', 'order/offline/upload/voucher', body, m.token)).body.data.status).toBe(true);
    expect(await orderOf(orderId)).toMatchObject({ order_status: 'WAIT_PAID_CONFIRM', offline_pay_check_status: 0, pay_type: 'offline_pay' });
    expect((await t.call('POST', 'order/offline/upload/voucher', body, m.token)).body.data.message).toBe('付款凭证正在审核中');
    expect((await t.call('POST', 'payment', { order_id: orderId, pay_type: 'testpay' }, m.token)).body.data.message).toBe('付款凭证正在审核中');
    await t.db.updateTable('orders').set({ auto_cancel_time: new Date(Date.now() - 1000) }).where('order_id', '=', orderId).execute();
    await closeExpiredOrders(t.db);
    const detail = (await t.call('GET', `order/${orderId}`, {}, m.token)).body.data.orderInfo;
    expect(detail).toMatchObject({ order_status_des: 'WAIT_PAID_CONFIRM', status_label: '支付待确认', offline_pay_check_status: 0, offline_pay_name: '线下转账' });

    const pending = (await admin('/offline/vouchers?check_status=0')).body.data.list.find((v: { order_id: string }) => v.order_id === orderId);
    expect(pending).toMatchObject({ pay_fee: total, pay_sn: 'SN001', voucher_pic: [pic], bank_name: '中国工商银行' });
    expect((await admin(`/offline/vouchers/${pending.id}/reject`, {})).body.data.message).toBe('请填写驳回原因');
    expect((await admin(`/offline/vouchers/${pending.id}/reject`, { reject_reason: '未查到到账记录' })).body.data).toMatchObject({ order_status: 'NOTPAY', offline_pay_check_status: 2 });
    expect((await t.call('GET', 'order/offline/get/voucher', { order_id: orderId }, m.token)).body.data).toMatchObject({ check_status: 2, reject_reason: '未查到到账记录' });

    expect((await t.call('POST', 'order/offline/update/voucher', { ...body, pay_sn: 'SN002' }, m.token)).body.data.status).toBe(true);
    const again = (await admin('/offline/vouchers?check_status=0')).body.data.list.find((v: { order_id: string }) => v.order_id === orderId);
    const confirms = await Promise.all(Array.from({ length: 10 }, () => admin(`/offline/vouchers/${again.id}/confirm`, {})));
    expect(confirms.filter((c) => c.status === 200)).toHaveLength(1);
    expect(confirms.filter((c) => c.status !== 200).every((c) => c.body.data.message === '该付款凭证已审核')).toBe(true);
    expect(await orderOf(orderId)).toMatchObject({ order_status: 'PAYED', offline_pay_check_status: 1 });
    const trades = await t.db.selectFrom('trades').selectAll().where('order_id', '=', orderId).where('trade_state', '=', 'SUCCESS').execute();
    expect(trades).toHaveLength(1);
    expect(trades[0]).toMatchObject({ pay_type: 'offline_pay', total_fee: total, transaction_id: 'SN002' });
    expect((await t.call('GET', `order/${orderId}`, {}, m.token)).body.data.tradeInfo).toMatchObject({ tradeState: 'SUCCESS' });
    expect((await admin(`/offline/vouchers/${pending.id}/confirm`, {})).body.data.message).toBe('该付款凭证已审核');
    expect((await admin('/offline/vouchers/999999/confirm', {})).status).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/offline/vouchers' })).statusCode).toBe(401);
  });
});
