/**
 * Points earned by completed orders (point/rule): credited once when the order completes, whoever
 * races, taken back on refunds (in parts, never more than earned), listed in point/member.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/app';
import { addToCart, members, orderNew, pointsOf, stockedItem } from '../../../tests/helpers/commerce';
import { reverseOrderPoints } from './points.service';

let t: TestApp;
let opToken: string;
beforeAll(async () => {
  t = await createTestApp();
  opToken = await t.operatorToken();
});
afterAll(() => t.close());

/** A member with a paid and shipped order of 2 × ¥60.50 (¥121 of goods, no freight). */
async function shippedOrder() {
  const [m] = await members(t, 1);
  const item = await stockedItem(t, 50, 6050);
  await addToCart(t, m.token, item.item_id, 2);
  const r = await orderNew(t, m.token);
  expect(r.status).toBe(200);
  const orderId = r.body.data.order_id as string;
  expect((await t.call('POST', 'payment', { order_id: orderId, pay_type: 'testpay' }, m.token)).status).toBe(200);
  const shipped = await t.app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/ship`, headers: { authorization: `Bearer ${opToken}` }, payload: { delivery_corp_name: '顺丰速运', delivery_code: 'SF1234567890' } });
  expect(shipped.statusCode).toBe(200);
  const { total_fee, freight_fee } = await t.db.selectFrom('orders').select(['total_fee', 'freight_fee']).where('order_id', '=', orderId).executeTakeFirstOrThrow();
  return { m, orderId, paidGoodsFen: total_fee - freight_fee };
}
const journal = async (token: string, outin?: string) =>
  (await t.call('GET', 'point/member', { page_no: 1, page_size: 20, ...(outin ? { outin_type: outin } : {}) }, token)).body.data;
const reverse = (orderId: string, refundedFen?: number) => t.db.transaction().execute((trx) => reverseOrderPoints(trx, orderId, refundedFen));

describe('points earned by orders', () => {
  it('point/rule says how points are earned', async () => {
    const rule = (await t.call('GET', 'point/rule')).body.data;
    expect(rule).toMatchObject({ isOpenMemberPoint: true, gain_point: 1, access: 'order' });
    expect(rule.rule_desc).toContain('订单完成后');
  });

  it('completing an order credits its points once, under parallel confirms and cancels, and lists them in the journal', async () => {
    const { m, orderId, paidGoodsFen } = await shippedOrder();
    expect(await pointsOf(t, m.userId)).toBe(0);
    const calls = await Promise.all([
      ...Array.from({ length: 8 }, () => t.call('POST', 'order/confirmReceipt', { order_id: orderId }, m.token)),
      ...Array.from({ length: 4 }, () => t.call('POST', 'order/cancel', { order_id: orderId }, m.token)),
    ]);
    expect(calls.filter((c) => c.status === 200)).toHaveLength(1);
    const earned = Math.floor(paidGoodsFen / 100);
    expect(earned).toBe(121);
    expect(await pointsOf(t, m.userId)).toBe(earned);
    expect((await t.call('GET', 'point/member/info', {}, m.token)).body.data.point).toBe(earned);
    const j = await journal(m.token, 'income');
    expect(j.total_count).toBe(1);
    expect(j.list[0]).toMatchObject({ income: earned, outcome: 0, outin_type: 'in', order_id: orderId, point_desc: `订单${orderId}完成获得积分` });
  });

  it('refunds take the earned points back in proportion, in parallel parts, never more than earned', async () => {
    const { m, orderId, paidGoodsFen } = await shippedOrder();
    expect((await t.call('POST', 'order/confirmReceipt', { order_id: orderId }, m.token)).status).toBe(200);
    expect(await pointsOf(t, m.userId)).toBe(121);

    // Half the goods refunded: ceil(121 / 2) points back.
    expect(await reverse(orderId, paidGoodsFen / 2)).toBe(61);
    expect(await pointsOf(t, m.userId)).toBe(60);
    // Six parallel refunds of a quarter each: only what is left (60) comes back, exactly.
    const parts = await Promise.all(Array.from({ length: 6 }, () => reverse(orderId, paidGoodsFen / 4)));
    expect(parts.reduce((a, b) => a + b, 0)).toBe(60);
    expect(await pointsOf(t, m.userId)).toBe(0);
    expect(await reverse(orderId)).toBe(0);

    const out = await journal(m.token, 'outcome');
    expect(out.list.every((r: { outin_type: string; point_desc: string }) => r.outin_type === 'out' && r.point_desc === `订单${orderId}退款扣回积分`)).toBe(true);
    expect(out.list.reduce((a: number, r: { outcome: number }) => a + r.outcome, 0)).toBe(121);
  });

  it('a full refund after the points were partly spent takes the balance down to 0, never below', async () => {
    const { m, orderId } = await shippedOrder();
    expect((await t.call('POST', 'order/confirmReceipt', { order_id: orderId }, m.token)).status).toBe(200);
    await t.db.updateTable('members').set({ point: 21 }).where('user_id', '=', m.userId).execute();
    const all = await Promise.all([reverse(orderId), reverse(orderId), reverse(orderId)]);
    expect(all.reduce((a, b) => a + b, 0)).toBe(21);
    expect(await pointsOf(t, m.userId)).toBe(0);
  });

  it('an order cancelled before completion earns nothing', async () => {
    const [m] = await members(t, 1);
    const item = await stockedItem(t, 50, 9900);
    await addToCart(t, m.token, item.item_id, 1);
    const orderId = (await orderNew(t, m.token)).body.data.order_id as string;
    expect((await t.call('POST', 'payment', { order_id: orderId, pay_type: 'testpay' }, m.token)).status).toBe(200);
    expect((await t.call('POST', 'order/cancel', { order_id: orderId }, m.token)).status).toBe(200);
    expect(await pointsOf(t, m.userId)).toBe(0);
    expect((await journal(m.token)).total_count).toBe(0);
  });
});
