import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/app';
import { RECEIVER, members, pointsOf, storeOf } from '../../../tests/helpers/commerce';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(() => t.close());

/** A points-mall goods made from an on-sale SKU of the 花椒 category. */
let nth = 0;
async function pointGoods(point: number, cash = 0, opts: { store?: number; limit_num?: number } = {}) {
  const item = await t.db.selectFrom('items as i').innerJoin('goods as g', 'g.goods_id', 'i.goods_id').innerJoin('categories as c', 'c.category_id', 'g.category_id')
    .select('i.item_id').where('i.approve_status', '=', 'onsale').where('g.is_gift', '=', false)
    .where('i.item_id', 'not in', t.db.selectFrom('pointsmall_goods').select('item_id')).orderBy('i.item_id').offset(nth++).limit(1).executeTakeFirstOrThrow();
  await t.db.updateTable('items').set({ store: opts.store ?? 100 }).where('item_id', '=', item.item_id).execute();
  await t.db.insertInto('pointsmall_goods').values({ item_id: item.item_id, point, cash, limit_num: opts.limit_num ?? 0 }).execute();
  return item.item_id;
}
const withPoints = async (point: number) => {
  const [m] = await members(t, 1);
  await t.db.updateTable('members').set({ point }).where('user_id', '=', m.userId).execute();
  return m;
};
const exchange = (token: string, itemId: number, extra: Record<string, unknown> = {}) => t.call('POST', 'pointsmall/order_new', { item_id: itemId, num: 1, ...RECEIVER, ...extra }, token);

describe('points mall', () => {
  it('lists goods priced in points (seeded demo goods included) and shows one with the member\'s balance', async () => {
    const list = (await t.call('GET', 'pointsmall/goods/items')).body.data;
    expect(list.total_count).toBeGreaterThanOrEqual(6);
    expect(list.list[0]).toMatchObject({ point: expect.any(Number), cash: expect.any(Number), item_name: expect.any(String) });
    const m = await withPoints(700);
    const one = (await t.call('GET', `pointsmall/goods/items/${list.list[0].item_id}`, {}, m.token)).body.data;
    expect(one).toMatchObject({ item_id: list.list[0].item_id, user_point: 700 });
    expect((await t.call('GET', 'pointsmall/goods/items/99999999')).status).toBe(404);
  });

  it('an exchange in points only is paid at once, takes points and stock, and is an order of class pointsmall in 我的订单', async () => {
    const itemId = await pointGoods(300);
    const m = await withPoints(1000);
    const q = (await t.call('POST', 'pointsmall/checkout', { item_id: itemId, num: 2 }, m.token)).body.data;
    expect(q).toMatchObject({ point_total: 600, cash_total: 0, user_point: 1000, point_left: 400 });
    const r = await exchange(m.token, itemId, { num: 2 });
    expect(r.body.data).toMatchObject({ order_class: 'pointsmall', order_status: 'PAYED', point: 600, total_fee: 0 });
    expect(await pointsOf(t, m.userId)).toBe(400);
    expect(await storeOf(t, itemId)).toBe(98);
    const orders = (await t.call('GET', 'orders', { page: 1, pageSize: 10, status: 0 }, m.token)).body.data.list;
    expect(orders[0]).toMatchObject({ order_id: r.body.data.order_id, order_class: 'pointsmall', point: 600, total_fee: 0, can_apply_aftersales: 0 });
  });

  it('points plus cash: the cash part waits for the cashier; cancelling returns points and stock', async () => {
    const itemId = await pointGoods(200, 990);
    const m = await withPoints(500);
    const r = (await exchange(m.token, itemId)).body.data;
    expect(r).toMatchObject({ order_status: 'NOTPAY', total_fee: 990, point: 200 });
    expect(await pointsOf(t, m.userId)).toBe(300);
    await t.call('POST', 'order/cancel', { order_id: r.order_id, cancel_reason: '不想要了' }, m.token);
    expect(await pointsOf(t, m.userId)).toBe(500);
    expect(await storeOf(t, itemId)).toBe(100);
  });

  it('refuses in Chinese and changes nothing: too few points, bad quantity, unknown goods, no receiver', async () => {
    const itemId = await pointGoods(800);
    const m = await withPoints(500);
    expect((await exchange(m.token, itemId)).body.data.message).toBe('积分不足，兑换需要800积分，您当前有500积分');
    expect((await exchange(m.token, itemId, { num: 0 })).body.data.message).toBe('兑换数量必须在1到99之间');
    expect((await exchange(m.token, 99999999)).body.data.message).toBe('积分商品不存在或已下架');
    const affordable = await pointGoods(100);
    expect((await t.call('POST', 'pointsmall/order_new', { item_id: affordable }, m.token)).body.data.message).toBe('请选择收货地址');
    expect((await t.call('POST', 'pointsmall/order_new', { item_id: itemId })).status).toBe(401);
    expect(await pointsOf(t, m.userId)).toBe(500);
    expect(await storeOf(t, itemId)).toBe(100);
  });

  it('20 parallel exchanges never take the balance below zero: 1000 points buy exactly three 300-point goods', async () => {
    const itemId = await pointGoods(300);
    const m = await withPoints(1000);
    const results = await Promise.all(Array.from({ length: 20 }, () => exchange(m.token, itemId)));
    const ok = results.filter((r) => r.status === 200);
    expect(ok).toHaveLength(3);
    expect(results.filter((r) => r.status !== 200).every((r) => /^积分不足/.test(r.body.data.message))).toBe(true);
    expect(await pointsOf(t, m.userId)).toBe(100);
    expect(await storeOf(t, itemId)).toBe(97);
    const spent = await t.db.selectFrom('point_journal').select('outcome').where('user_id', '=', m.userId).execute();
    expect(spent.reduce((n, j) => n + j.outcome, 0)).toBe(900);
  });

  it('the per-member limit holds under 20 parallel exchanges', async () => {
    const itemId = await pointGoods(10, 0, { limit_num: 2 });
    const m = await withPoints(10_000);
    const results = await Promise.all(Array.from({ length: 20 }, () => exchange(m.token, itemId)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(2);
    expect(results.find((r) => r.status !== 200)!.body.data.message).toMatch(/每人限兑2件/);
    expect(await pointsOf(t, m.userId)).toBe(10_000 - 20);
    expect(await storeOf(t, itemId)).toBe(98);
  });

  it('stock runs out cleanly under parallel exchanges of different members', async () => {
    const itemId = await pointGoods(10, 0, { store: 5 });
    const ms = await members(t, 20);
    await t.db.updateTable('members').set({ point: 100 }).where('user_id', 'in', ms.map((m) => m.userId)).execute();
    const results = await Promise.all(ms.map((m) => exchange(m.token, itemId)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(5);
    expect(await storeOf(t, itemId)).toBe(0);
  });
});

describe('points mall admin', () => {
  it('adds goods, refuses duplicates and bad input, turns goods off', async () => {
    const op = await t.operatorToken();
    const call = async (method: 'GET' | 'POST', url: string, payload?: object) => {
      const r = await t.app.inject({ method, url: `/api/admin/${url}`, headers: { authorization: `Bearer ${op}` }, payload });
      return { status: r.statusCode, body: r.json() };
    };
    const item = await t.db.selectFrom('items as i').innerJoin('goods as g', 'g.goods_id', 'i.goods_id').select('i.item_id').where('g.is_gift', '=', false)
      .where('i.item_id', 'not in', t.db.selectFrom('pointsmall_goods').select('item_id')).orderBy('i.item_id', 'desc').limit(1).executeTakeFirstOrThrow();
    expect((await call('POST', 'pointsmall/goods', { item_id: item.item_id })).body.data.message).toBe('兑换积分必须大于0');
    const added = await call('POST', 'pointsmall/goods', { item_id: item.item_id, point: 100 });
    expect(added.body.data).toMatchObject({ item_id: item.item_id, point: 100, cash: 0 });
    expect((await call('POST', 'pointsmall/goods', { item_id: item.item_id, point: 100 })).body.data.message).toBe('该商品已在积分商城中');
    await call('POST', `pointsmall/goods/${added.body.data.id}/enabled`, { enabled: false });
    expect((await t.call('GET', `pointsmall/goods/items/${item.item_id}`)).status).toBe(404);
  });
});
