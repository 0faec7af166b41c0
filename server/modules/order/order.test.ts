import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/app';
import { addToCart, members, orderNew, pointsOf, stockedItem, storeOf } from '../../../tests/helpers/commerce';
import { jobs } from '../../jobs.server';
import { closeUnpaidOrdersJob } from './jobs.server';
import { closeExpiredOrders } from './order.actions';

let t: TestApp;
let opToken: string;
beforeAll(async () => {
  t = await createTestApp();
  opToken = await t.operatorToken();
});
afterAll(() => t.close());

/** A member with 500 points and a 满99减10 coupon, holding one unpaid order of 2 × ¥60 that uses both. */
async function unpaidOrderWithCouponAndPoints() {
  const [m] = await members(t, 1);
  await t.db.updateTable('members').set({ point: 500 }).where('user_id', '=', m.userId).execute();
  const { card_id } = await t.db.selectFrom('coupon_templates').select('card_id').where('title', '=', '满99减10').executeTakeFirstOrThrow();
  const code = (await t.call('GET', 'user/receiveCard', { card_id }, m.token)).body.data.code as string;
  const item = await stockedItem(t, 20, 6000);
  await addToCart(t, m.token, item.item_id, 2);
  const r = await orderNew(t, m.token, { coupon_discount: code, point_use: 300 });
  expect(r.status).toBe(200);
  return { m, code, item, orderId: r.body.data.order_id as string };
}
const couponOf = async (code: string) => t.db.selectFrom('user_coupons').select(['status', 'order_id']).where('code', '=', code).executeTakeFirstOrThrow();
const ship = (orderId: string, body = { delivery_corp_name: '顺丰速运', delivery_code: 'SF1234567890' }) =>
  t.app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/ship`, headers: { authorization: `Bearer ${opToken}` }, payload: body });

describe('orders: the whole life of an order', () => {
  it('pay → ship → confirm → rate, with tabs, labels, logistics and counts along the way', async () => {
    const { m, orderId, code } = await unpaidOrderWithCouponAndPoints();
    const tab = async (status: number) => (await t.call('GET', 'orders', { status, page: 1, pageSize: 10 }, m.token)).body.data;
    expect((await tab(5)).list.map((o: any) => o.order_id)).toEqual([orderId]);
    const detail = (await t.call('GET', `order/${orderId}`, {}, m.token)).body.data;
    expect(detail.orderInfo).toMatchObject({ order_id: orderId, order_status_des: 'NOTPAY', order_status_msg: '待支付', status_label: '未付款', item_fee: 12000, coupon_discount: 1000, point_fee: 300, freight_fee: 0, total_fee: 10700 });
    expect(detail.orderInfo.auto_cancel_seconds).toBeGreaterThan(0);
    expect(detail.orderInfo.items[0]).toMatchObject({ num: 2, price: 6000, total_fee: 12000 });
    expect((await t.call('GET', 'orderscount', {}, m.token)).body.data.normal_notpay_notdelivery).toBe(1);

    const pay = await t.call('POST', 'payment', { order_id: orderId, pay_type: 'testpay' }, m.token);
    expect(pay.body.data).toMatchObject({ pay_status: true, trade_info: { order_id: orderId, trade_source_type: 'normal' } });
    expect((await couponOf(code)).status).toBe(2);
    const paid = (await t.call('GET', `order/${orderId}`, {}, m.token)).body.data;
    expect(paid.orderInfo).toMatchObject({ order_status_des: 'PAYED', status_label: '已付款', status_detail_label: '待发货' });
    expect(paid.tradeInfo).toMatchObject({ tradeState: 'SUCCESS', payType: 'testpay', totalFee: 10700 });
    expect((await tab(6)).pager.count).toBe(1);
    expect((await t.call('POST', 'order/confirmReceipt', { order_id: orderId }, m.token)).body.data.message).toBe('订单当前状态不能确认收货');

    expect((await ship(orderId, { delivery_corp_name: '顺丰速运', delivery_code: '1' })).json().data.message).toBe('请填写正确的快递单号');
    expect((await ship(orderId)).statusCode).toBe(200);
    expect((await ship(orderId)).json().data.message).toBe('订单当前状态不能发货');
    expect((await tab(1)).list[0]).toMatchObject({ order_id: orderId, order_status_des: 'WAIT_BUYER_CONFIRM', status_label: '已发货', delivery_corp_name: '顺丰速运', delivery_code: 'SF1234567890' });
    const trace = (await t.call('GET', 'trackerpull', { order_id: orderId }, m.token)).body.data;
    expect(trace[0].AcceptStation).toContain('SF1234567890');
    const dl = (await t.call('GET', 'delivery/lists', { order_id: orderId }, m.token)).body.data.list;
    expect(dl[0]).toMatchObject({ delivery_corp_name: '顺丰速运', status_msg: '已发货', items_num: 2 });
    expect((await t.call('GET', 'orderscount', {}, m.token)).body.data.normal_payed_daishouhuo).toBe(1);

    expect((await t.call('POST', 'order/rate/create', { order_id: orderId, rates: [{ item_id: 1, star: 5, content: '好' }] }, m.token)).body.data.message).toBe('订单完成后才能评价');
    expect((await t.call('POST', 'order/confirmReceipt', { order_id: orderId }, m.token)).body.data.order_status).toBe('DONE');
    expect((await tab(7)).pager.count).toBe(1);
    const itemId = detail.orderInfo.items[0].item_id;
    expect((await t.call('POST', 'order/rate/create', { order_id: orderId, rates: [{ item_id: itemId, star: 6, content: '好' }] }, m.token)).body.data.message).toBe('评分须为1-5星');
    expect((await t.call('POST', 'order/rate/create', { order_id: orderId, rates: [{ item_id: itemId, star: 5, content: '麻香够味' }] }, m.token)).status).toBe(200);
    expect((await t.call('POST', 'order/rate/create', { order_id: orderId, rates: [{ item_id: itemId, star: 4, content: '再评' }] }, m.token)).body.data.message).toBe('该订单已评价');
    expect((await tab(7)).pager.count).toBe(0);
    expect((await tab(3)).list[0]).toMatchObject({ order_status_des: 'DONE', status_label: '交易完成', status_detail_label: '已完成', is_rate: 1 });
    expect((await t.call('GET', 'orderscount', {}, m.token)).body.data).toMatchObject({ normal_notpay_notdelivery: 0, normal_payed_daishouhuo: 0, normal_not_rate: 0 });
    expect((await t.call('POST', 'order/cancel', { order_id: orderId }, m.token)).body.data.message).toBe('订单当前状态不能取消');
  });

  it('cancelling an unpaid order returns stock, coupon and points exactly once', async () => {
    const { m, orderId, code, item } = await unpaidOrderWithCouponAndPoints();
    expect(await storeOf(t, item.item_id)).toBe(18);
    expect(await pointsOf(t, m.userId)).toBe(200);
    expect(await couponOf(code)).toEqual({ status: 4, order_id: orderId });
    const results = await Promise.all(Array.from({ length: 5 }, () => t.call('POST', 'order/cancel', { order_id: orderId, cancel_reason: '不想要了' }, m.token)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(await storeOf(t, item.item_id)).toBe(20);
    expect(await pointsOf(t, m.userId)).toBe(500);
    expect(await couponOf(code)).toEqual({ status: 1, order_id: null });
    const detail = (await t.call('GET', `order/${orderId}`, {}, m.token)).body.data;
    expect(detail.orderInfo).toMatchObject({ order_status_des: 'CANCEL', status_label: '已取消', cancel_reason: '不想要了' });
    expect((await t.call('POST', 'payment', { order_id: orderId, pay_type: 'testpay' }, m.token)).body.data.message).toBe('订单已取消');
  });

  it('cancelling a paid, unshipped order cancels with a refund and returns stock; shipped orders cannot be cancelled', async () => {
    const { m, orderId, item } = await unpaidOrderWithCouponAndPoints();
    await t.call('POST', 'payment', { order_id: orderId, pay_type: 'testpay' }, m.token);
    const c = await t.call('POST', 'order/cancel', { order_id: orderId }, m.token);
    expect(c.body.data).toMatchObject({ order_status: 'CANCEL', refund_fee: 10700 });
    expect(await storeOf(t, item.item_id)).toBe(20);
    expect(await pointsOf(t, m.userId)).toBe(500);

    const second = await unpaidOrderWithCouponAndPoints();
    await t.call('POST', 'payment', { order_id: second.orderId, pay_type: 'testpay' }, second.m.token);
    await ship(second.orderId);
    expect((await t.call('POST', 'order/cancel', { order_id: second.orderId }, second.m.token)).status).toBe(422);
  });

  it('auto-closing an expired unpaid order (job run twice, in parallel with reads) returns everything exactly once', async () => {
    expect(jobs).toContain(closeUnpaidOrdersJob);
    const { m, orderId, code, item } = await unpaidOrderWithCouponAndPoints();
    await t.db.updateTable('orders').set({ auto_cancel_time: new Date(Date.now() - 1000) }).where('order_id', '=', orderId).execute();
    const deps = { db: t.db, config: t.config };
    const [a, b] = await Promise.all([closeUnpaidOrdersJob.run(deps), closeUnpaidOrdersJob.run(deps), t.call('GET', `order/${orderId}`, {}, m.token), t.call('GET', 'orders', {}, m.token)]);
    expect(await closeExpiredOrders(t.db)).toBe(0);
    expect(Number(a) + Number(b)).toBeLessThanOrEqual(1);
    expect(await storeOf(t, item.item_id)).toBe(20);
    expect(await pointsOf(t, m.userId)).toBe(500);
    expect(await couponOf(code)).toEqual({ status: 1, order_id: null });
    const refunds = await t.db.selectFrom('point_journal').select('id').where('order_id', '=', orderId).where('journal_type', '=', 'order_refund').execute();
    expect(refunds).toHaveLength(1);
    expect((await t.call('GET', `order/${orderId}`, {}, m.token)).body.data.orderInfo).toMatchObject({ order_status: 'CANCEL', cancel_reason: '订单超时未支付，系统自动关闭' });
  });

  it('an expired unpaid order closes on read, without the job', async () => {
    const { m, orderId, item } = await unpaidOrderWithCouponAndPoints();
    await t.db.updateTable('orders').set({ auto_cancel_time: new Date(Date.now() - 1000) }).where('order_id', '=', orderId).execute();
    expect((await t.call('GET', 'order_new/' + orderId, {}, m.token)).body.data.order_status).toBe('CANCEL');
    expect(await storeOf(t, item.item_id)).toBe(20);
  });
});

describe('isolation between members', () => {
  it("another member's order is invisible and untouchable (read, cashier, cancel, confirm, pay, logistics)", async () => {
    const { orderId } = await unpaidOrderWithCouponAndPoints();
    const [other] = await members(t, 1);
    expect((await t.call('GET', `order/${orderId}`, {}, other.token)).status).toBe(404);
    expect((await t.call('GET', `order_new/${orderId}`, {}, other.token)).body.data).toEqual({});
    expect((await t.call('POST', 'order/cancel', { order_id: orderId }, other.token)).status).toBe(404);
    expect((await t.call('POST', 'order/confirmReceipt', { order_id: orderId }, other.token)).status).toBe(404);
    expect((await t.call('POST', 'payment', { order_id: orderId, pay_type: 'testpay' }, other.token)).status).toBe(404);
    expect((await t.call('GET', 'trackerpull', { order_id: orderId }, other.token)).status).toBe(404);
    expect((await t.call('GET', 'orders', {}, other.token)).body.data.pager.count).toBe(0);
    const o = await t.db.selectFrom('orders').select('order_status').where('order_id', '=', orderId).executeTakeFirstOrThrow();
    expect(o.order_status).toBe('NOTPAY');
    expect(await t.db.selectFrom('trades').select('trade_id').where('order_id', '=', orderId).execute()).toHaveLength(0);
  });

  it("another member's cart lines are invisible and untouchable", async () => {
    const [me, other] = await members(t, 2);
    const item = await stockedItem(t, 30);
    await addToCart(t, me.token, item.item_id, 2);
    const line = await t.db.selectFrom('carts').selectAll().where('user_id', '=', me.userId).executeTakeFirstOrThrow();
    expect((await t.call('PUT', 'cartupdate/num', { cart_id: line.cart_id, num: 9 }, other.token)).status).toBe(422);
    expect((await t.call('PUT', 'cartupdate/checkstatus', { cart_id: line.cart_id, is_checked: 'false' }, other.token)).status).toBe(422);
    expect((await t.call('DELETE', 'cartdel', { cart_id: line.cart_id }, other.token)).status).toBe(422);
    expect((await t.call('GET', 'cart/list', {}, other.token)).body.data.valid_cart).toEqual([]);
    expect(await t.db.selectFrom('carts').selectAll().where('cart_id', '=', line.cart_id).executeTakeFirst()).toEqual(line);
  });

  it('bad order ids are 404, unauthenticated calls 401', async () => {
    const [m] = await members(t, 1);
    expect((await t.call('GET', 'order/abc', {}, m.token)).status).toBe(404);
    expect((await t.call('POST', 'order/cancel', { order_id: "1' or 1=1" }, m.token)).status).toBe(404);
    expect((await t.call('GET', 'orders')).status).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/orders/1/ship', payload: {} })).statusCode).toBe(401);
  });
});
