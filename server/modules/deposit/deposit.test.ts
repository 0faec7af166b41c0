import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/app';
import { addToCart, members, orderNew, stockedItem } from '../../../tests/helpers/commerce';
import { operator } from '../../../tests/helpers/aftersales';
import { DEMO_MEMBER } from '../../seed/seed.server';

let t: TestApp;
let op: string;
beforeAll(async () => {
  t = await createTestApp();
  op = await t.operatorToken();
});
afterAll(() => t.close());

const balanceOf = async (userId: number) => (await t.db.selectFrom('members').select('deposit').where('user_id', '=', userId).executeTakeFirstOrThrow()).deposit;
const statusOf = async (orderId: string) => (await t.db.selectFrom('orders').select('order_status').where('order_id', '=', orderId).executeTakeFirstOrThrow()).order_status;
const topUp = (userId: number, amount: number, reason = '门店现金充值', kind = 'recharge') => t.admin(op, 'POST', `/members/${userId}/deposit`, { kind, amount, reason });
/** What the original client's cashier sends for 预存款. */
const payByDeposit = (token: string, orderId: string) => t.call('POST', 'payment', { order_id: orderId, pay_type: 'deposit', pay_channel: 'deposit', return_url: 'http://localhost:3000' }, token);

async function unpaidOrder(token: string, price: number, itemId?: number) {
  const item = itemId ? { item_id: itemId } : await stockedItem(t, 100, price);
  await addToCart(t, token, item.item_id, 1);
  const r = await orderNew(t, token);
  if (r.status !== 200) throw new Error(JSON.stringify(r.body));
  return { orderId: r.body.data.order_id as string, total: r.body.data.total_fee as number, itemId: item.item_id };
}

describe('预存款: balance and ledger', () => {
  it('the demo member starts with a balance booked in the ledger, shown by member and deposit/list', async () => {
    const token = await t.login();
    expect((await t.call('GET', 'member', {}, token)).body.data.deposit).toBe(DEMO_MEMBER.deposit);
    const list = (await t.call('GET', 'deposit/list', { page: 1, pageSize: 10 }, token)).body.data;
    expect(list).toMatchObject({ deposit: DEMO_MEMBER.deposit, total_count: 1 });
    expect(list.list[0]).toMatchObject({ trade_type: 'recharge', trade_type_name: '充值', income: DEMO_MEMBER.deposit, balance: DEMO_MEMBER.deposit });
    expect((await t.call('GET', 'deposit/list')).status).toBe(401);
  });

  it('operator top-up and adjustment: reason required, no overdraw, each audited', async () => {
    const [m] = await members(t, 1);
    expect((await topUp(m.userId, 10000, '')).body.data.message).toBe('请填写调整原因');
    expect((await topUp(m.userId, -100, '退错了')).body.data.message).toBe('充值金额必须大于0');
    expect((await topUp(m.userId, 0, '空')).status).toBe(422);
    expect((await topUp(m.userId, 'abc' as never)).status).toBe(422);
    expect(await balanceOf(m.userId)).toBe(0);
    expect((await topUp(m.userId, 10000)).body.data).toEqual({ user_id: m.userId, deposit: 10000 });
    const over = await topUp(m.userId, -10001, '扣减', 'adjust');
    expect(over.status).toBe(422);
    expect(over.body.data.message).toBe('预存款余额不足，当前余额100.00元');
    expect((await topUp(m.userId, -2500, '多充了', 'adjust')).body.data.deposit).toBe(7500);
    const logs = await t.db.selectFrom('operation_logs').select(['action', 'entity', 'entity_id', 'after']).where('entity', '=', 'member').where('entity_id', '=', String(m.userId)).orderBy('log_id').execute();
    expect(logs.map((l) => l.action)).toEqual(['预存款充值', '预存款调整']);
    expect(JSON.stringify(logs[1].after)).toContain('多充了');
    const journal = (await t.admin(op, 'GET', `/members/${m.userId}/deposit`)).body.data;
    expect(journal.list.map((r: any) => [r.trade_type, r.income - r.outcome, r.balance, r.detail])).toEqual([['adjust', -2500, 7500, '调整：多充了'], ['recharge', 10000, 10000, '充值：门店现金充值']]);
    expect((await t.admin(op, 'GET', '/members/99999999/deposit')).body.data.message).toBe('会员不存在');
  });
});

describe('预存款 as a payment method', () => {
  it('is offered by trade/payment/list and pays the order from the balance at once', async () => {
    const methods = (await t.call('GET', 'trade/payment/list', { platform: 'pc' })).body.data;
    expect(methods).toContainEqual({ pay_type_code: 'deposit', pay_type_name: '预存款支付', pay_channel: 'deposit' });
    const [m] = await members(t, 1);
    await topUp(m.userId, 50000);
    const o = await unpaidOrder(m.token, 12000);
    const r = await payByDeposit(m.token, o.orderId);
    expect(r.status).toBe(200);
    expect(await statusOf(o.orderId)).toBe('PAYED');
    expect(await balanceOf(m.userId)).toBe(50000 - o.total);
    // The cashier polls the order detail for PAYED.
    expect((await t.call('GET', `order/${o.orderId}`, {}, m.token)).body.data.orderInfo).toMatchObject({ order_status: 'PAYED', pay_type: 'deposit' });
    const list = (await t.call('GET', 'deposit/list', {}, m.token)).body.data.list;
    expect(list[0]).toMatchObject({ trade_type: 'pay', outcome: o.total, balance: 50000 - o.total, order_id: o.orderId });
    // Paying again is refused and moves nothing.
    expect((await payByDeposit(m.token, o.orderId)).body.data.message).toBe('订单已支付');
    expect(await balanceOf(m.userId)).toBe(50000 - o.total);
  });

  it('a short balance is refused in Chinese and the order stays unpaid', async () => {
    const [m] = await members(t, 1);
    await topUp(m.userId, 100);
    const o = await unpaidOrder(m.token, 12000);
    const r = await payByDeposit(m.token, o.orderId);
    expect(r.status).toBe(422);
    expect(r.body.data.message).toBe('预存款余额不足，当前余额1.00元');
    expect(await statusOf(o.orderId)).toBe('NOTPAY');
    expect(await balanceOf(m.userId)).toBe(100);
  });

  it('20 parallel payments of 20 orders never overdraw: exactly as many as the balance covers are paid', async () => {
    const [m] = await members(t, 1);
    const item = await stockedItem(t, 100, 5000);
    const orders = [];
    for (let i = 0; i < 20; i++) orders.push(await unpaidOrder(m.token, 5000, item.item_id));
    const fee = orders[0].total;
    await topUp(m.userId, fee * 7 + fee - 1);
    const results = await Promise.all(orders.map((o) => payByDeposit(m.token, o.orderId)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(7);
    expect(results.filter((r) => r.status !== 200).every((r) => r.body.data.message.startsWith('预存款余额不足'))).toBe(true);
    expect(await balanceOf(m.userId)).toBe(fee - 1);
    const statuses = await Promise.all(orders.map((o) => statusOf(o.orderId)));
    expect(statuses.filter((s) => s === 'PAYED')).toHaveLength(7);
    const pays = await t.db.selectFrom('deposit_journal').select('amount').where('user_id', '=', m.userId).where('kind', '=', 'pay').execute();
    expect(pays.reduce((n, p) => n + p.amount, 0)).toBe(-7 * fee);
  });

  it('20 parallel payments of the same order debit it once', async () => {
    const [m] = await members(t, 1);
    await topUp(m.userId, 100000);
    const o = await unpaidOrder(m.token, 3000);
    const results = await Promise.all(Array.from({ length: 20 }, () => payByDeposit(m.token, o.orderId)));
    expect(results.some((r) => r.status === 200)).toBe(true);
    expect(results.every((r) => r.status < 500)).toBe(true);
    expect(await balanceOf(m.userId)).toBe(100000 - o.total);
    expect(await t.db.selectFrom('deposit_journal').select('id').where('user_id', '=', m.userId).where('kind', '=', 'pay').execute()).toHaveLength(1);
  });
});

describe('预存款 comes back', () => {
  it('an after-sales refund of a deposit order is credited to the balance once', async () => {
    const [m] = await members(t, 1);
    await topUp(m.userId, 100000);
    const o = await unpaidOrder(m.token, 8000);
    await payByDeposit(m.token, o.orderId);
    const line = await t.db.selectFrom('order_items').select('id').where('order_id', '=', o.orderId).executeTakeFirstOrThrow();
    const bn = (await t.call('POST', 'aftersales', { order_id: o.orderId, detail: JSON.stringify([{ id: line.id, num: 1 }]), aftersales_type: 'ONLY_REFUND', reason: '质量问题' }, m.token)).body.data.aftersales_bn;
    await operator(t, op, bn, 'approve');
    expect((await operator(t, op, bn, 'refund')).body.data.progress).toBe(6);
    expect(await balanceOf(m.userId)).toBe(100000);
    expect((await operator(t, op, bn, 'refund')).status).toBe(422);
    expect(await balanceOf(m.userId)).toBe(100000);
    const last = (await t.call('GET', 'deposit/list', {}, m.token)).body.data.list[0];
    expect(last).toMatchObject({ trade_type: 'refund', income: o.total, balance: 100000 });
  });

  it('an operator cancelling a paid deposit order returns the money to the balance', async () => {
    const [m] = await members(t, 1);
    await topUp(m.userId, 20000);
    const o = await unpaidOrder(m.token, 6000);
    await payByDeposit(m.token, o.orderId);
    expect(await balanceOf(m.userId)).toBe(20000 - o.total);
    const r = await t.admin(op, 'POST', `/orders/${o.orderId}/cancel`, { reason: '缺货' });
    expect(r.status).toBe(200);
    expect(await balanceOf(m.userId)).toBe(20000);
    expect(await t.db.selectFrom('trades').select('refund_required').where('order_id', '=', o.orderId).where('trade_state', '=', 'SUCCESS').executeTakeFirstOrThrow()).toEqual({ refund_required: false });
  });
});
