/**
 * 设置 → 积分规则 drives the shop: checkout deduction (preview and order), point/rule, the points an order earns.
 * An order keeps the earning rate it was placed under; a rule saved while orders are written never mixes with them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/app';
import { addToCart, members, orderNew, pointsOf, quote, stockedItem, storeOf } from '../../../tests/helpers/commerce';
import { sql } from 'kysely';
import { reverseOrderPoints } from './points.service';
import { writeSetting } from '../console/settings.service';

let t: TestApp;
let opToken: string;
beforeAll(async () => {
  t = await createTestApp();
  opToken = await t.operatorToken();
});
afterAll(() => t.close());

const DEFAULT = { enabled: true, gain_point: 1, deduct_point: 100, deduct_proportion_limit: 50 };
const saveRule = (rule: Record<string, unknown>) => t.admin(opToken, 'PUT', '/settings/point_rule', rule);

/** A member holding `points` with one ¥100 item (free freight) checked in the cart. */
async function shopperWithCart(points: number) {
  const [m] = await members(t, 1);
  await t.db.updateTable('members').set({ point: points }).where('user_id', '=', m.userId).execute();
  const item = await stockedItem(t, 50, 10000);
  await addToCart(t, m.token, item.item_id, 1);
  return { ...m, itemId: item.item_id };
}

/** Pays, ships and confirms an order; returns the points it earned. */
async function complete(orderId: string, token: string, userId: number): Promise<number> {
  const before = await pointsOf(t, userId);
  expect((await t.call('POST', 'payment', { order_id: orderId, pay_type: 'testpay' }, token)).status).toBe(200);
  expect((await t.admin(opToken, 'POST', `/orders/${orderId}/ship`, { delivery_corp_name: '顺丰速运', delivery_code: 'SF1234567890' })).status).toBe(200);
  expect((await t.call('POST', 'order/confirmReceipt', { order_id: orderId }, token)).status).toBe(200);
  return (await pointsOf(t, userId)) - before;
}

const orderRow = (orderId: string) => t.db.selectFrom('orders').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();

describe('point rule from the console', () => {
  it('defaults are today\'s rule until an operator saves one', async () => {
    expect((await t.call('GET', 'point/rule')).body.data).toMatchObject({ isOpenDeductPoint: true, gain_point: 1, deduct_point: 100, deduct_proportion_limit: 50 });
    const m = await shopperWithCart(100000);
    expect((await quote(t, m.token, { point_use: 99999 })).body.data).toMatchObject({ max_point: 5000, point_use: 5000, point_fee: 5000,
      deduct_point_rule: { deduct_point: 100, deduct_proportion_limit: 50 } });
  });

  it('a saved rule changes the checkout deduction, the order and the points it earns', async () => {
    expect((await saveRule({ enabled: true, gain_point: 3, deduct_point: 10, deduct_proportion_limit: 20 })).status).toBe(200);
    expect((await t.call('GET', 'point/rule')).body.data).toMatchObject({ isOpenDeductPoint: true, gain_point: 3, deduct_point: 10, deduct_proportion_limit: 20 });
    expect((await t.call('GET', 'point/rule')).body.data.rule_desc).toContain('每满1元获得3积分');

    const m = await shopperWithCart(1000);
    // 20% of ¥100 = ¥20 = 200 points at 10 points per yuan.
    const q = (await quote(t, m.token, { point_use: 999 })).body.data;
    expect(q).toMatchObject({ max_point: 200, point_use: 200, point_fee: 2000, total_fee: 8000, deduct_point_rule: { deduct_point: 10, deduct_proportion_limit: 20 }, point_rule: { isOpenDeductPoint: true } });

    const r = await orderNew(t, m.token, { point_use: 999 });
    expect(r.status).toBe(200);
    const orderId = r.body.data.order_id as string;
    expect(await orderRow(orderId)).toMatchObject({ point_use: 200, point_fee: 2000, total_fee: 8000, point_gain_rate: 3 });
    expect(await pointsOf(t, m.userId)).toBe(800);
    // ¥80 paid for goods × 3 points per yuan.
    expect(await complete(orderId, m.token, m.userId)).toBe(240);
    await saveRule(DEFAULT);
  });

  it('an order keeps the rule it was placed under: earning and refund take-back are exact after a change', async () => {
    await saveRule({ enabled: true, gain_point: 5, deduct_point: 100, deduct_proportion_limit: 50 });
    const a = await shopperWithCart(0);
    const orderA = (await orderNew(t, a.token)).body.data.order_id as string;
    await saveRule({ ...DEFAULT, gain_point: 2 });
    const b = await shopperWithCart(0);
    const orderB = (await orderNew(t, b.token)).body.data.order_id as string;

    expect(await complete(orderA, a.token, a.userId)).toBe(500);
    expect(await complete(orderB, b.token, b.userId)).toBe(200);
    // Half refunded, then the rest: the take-backs add up to exactly what was earned.
    await saveRule(DEFAULT);
    expect(await t.db.transaction().execute((trx) => reverseOrderPoints(trx, orderA, 5000))).toBe(250);
    expect(await t.db.transaction().execute((trx) => reverseOrderPoints(trx, orderA))).toBe(250);
    expect(await pointsOf(t, a.userId)).toBe(0);
  });

  it('deduction switched off: not offered, refused in Chinese, nothing taken', async () => {
    await saveRule({ ...DEFAULT, enabled: false });
    const m = await shopperWithCart(5000);
    expect((await t.call('GET', 'point/rule')).body.data.isOpenDeductPoint).toBe(false);
    expect((await quote(t, m.token)).body.data).toMatchObject({ max_point: 0, point_use: 0, point_fee: 0, total_fee: 10000, point_rule: { isOpenDeductPoint: false } });

    const asked = await quote(t, m.token, { point_use: 100 });
    expect(asked.status).toBe(422);
    expect(asked.body.data.message).toBe('积分抵扣已关闭，本单不能使用积分');
    const refused = await orderNew(t, m.token, { point_use: 100 });
    expect(refused.body.data.message).toBe('积分抵扣已关闭，本单不能使用积分');
    expect(await pointsOf(t, m.userId)).toBe(5000);
    expect(await storeOf(t, m.itemId)).toBe(50);
    // Without points the order goes through, and still earns.
    const plain = await orderNew(t, m.token);
    expect(plain.status).toBe(200);
    expect(await orderRow(plain.body.data.order_id)).toMatchObject({ point_use: 0, total_fee: 10000, point_gain_rate: 1 });
    await saveRule(DEFAULT);
  });

  it('a bad rule is refused in Chinese and changes nothing', async () => {
    await saveRule({ enabled: true, gain_point: 4, deduct_point: 50, deduct_proportion_limit: 30 });
    const bad: [Record<string, unknown>, string][] = [
      [{ gain_point: -1 }, '每元获得积分必须在0到100之间'],
      [{ gain_point: 1.5 }, '每元获得积分必须是整数'],
      [{ deduct_point: 0 }, '多少积分抵1元必须在1到10000之间'],
      [{ deduct_point: 'abc' }, '多少积分抵1元必须是数字'],
      [{ deduct_proportion_limit: 101 }, '抵扣上限（%）必须在0到100之间'],
    ];
    for (const [change, message] of bad) {
      const r = await saveRule({ enabled: true, gain_point: 2, deduct_point: 100, deduct_proportion_limit: 50, ...change });
      expect(r.status).toBe(422);
      expect(r.body.data.message).toBe(message);
    }
    expect((await t.call('GET', 'point/rule')).body.data).toMatchObject({ gain_point: 4, deduct_point: 50, deduct_proportion_limit: 30 });
    await saveRule(DEFAULT);
  });

  it('a rule saved while orders are written: each order is priced and rated by one rule, points move exactly', async () => {
    const OLD = { enabled: true, gain_point: 1, deduct_point: 100, deduct_proportion_limit: 50 };
    const NEW = { enabled: true, gain_point: 7, deduct_point: 20, deduct_proportion_limit: 50 };
    await saveRule(OLD);
    const shoppers = await Promise.all(Array.from({ length: 12 }, () => shopperWithCart(100000)));
    const placing = shoppers.map((m) => orderNew(t, m.token, { point_use: 1000 }));
    // Saved once the first order is in, so the others are being priced and written around the save.
    const saved = placing[0].then(() => saveRule(NEW));
    const orders = await Promise.all(placing);
    expect((await saved).status).toBe(200);
    for (const [i, r] of orders.entries()) {
      const m = shoppers[i];
      if (r.status !== 200) {
        // Priced under the old rule, written after the new one: refused, nothing spent.
        expect(r.body.data.message).toBe('积分规则已调整，请重新确认订单');
        expect(await pointsOf(t, m.userId)).toBe(100000);
        continue;
      }
      const o = await orderRow(r.body.data.order_id);
      const rule = o.point_gain_rate === NEW.gain_point ? NEW : OLD;
      expect(o.point_gain_rate).toBe(rule.gain_point);
      expect(o.point_fee).toBe(Math.floor((o.point_use * 100) / rule.deduct_point));
      expect(o.point_use).toBe(1000);
      expect(await pointsOf(t, m.userId)).toBe(100000 - o.point_use);
    }
    await saveRule(DEFAULT);
  });

  it('an order priced under the old rule but written after a save is refused, nothing taken', async () => {
    await saveRule(DEFAULT);
    const m = await shopperWithCart(100000);
    // A save in progress: the new rule written, not yet committed, its row locked.
    let commit!: () => void;
    let locked!: () => void;
    const rowLocked = new Promise<void>((r) => { locked = r; });
    const saving = t.db.transaction().execute(async (trx) => {
      await writeSetting(trx, 'point_rule', { ...DEFAULT, deduct_point: 20 });
      locked();
      await new Promise<void>((r) => { commit = r; });
    });
    await rowLocked;
    // The checkout prices with the committed (old) rule, then its transaction waits for the save.
    const placing = orderNew(t, m.token, { point_use: 1000 });
    const waiters = async () => (await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`.execute(t.db)).rows[0].n;
    while ((await waiters()) === 0) await new Promise((r) => setImmediate(r));
    commit();
    await saving;
    const r = await placing;
    expect(r.body.data.message).toBe('积分规则已调整，请重新确认订单');
    expect(await pointsOf(t, m.userId)).toBe(100000);
    expect(await storeOf(t, m.itemId)).toBe(50);
    // Priced again, under the new rule: 1000 points are now worth ¥50.
    const again = await orderNew(t, m.token, { point_use: 1000 });
    expect(await orderRow(again.body.data.order_id)).toMatchObject({ point_use: 1000, point_fee: 5000 });
    await saveRule(DEFAULT);
  });
});
