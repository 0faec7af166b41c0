import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/app';
import { ADDRESS, RECEIVER, addToCart, members, orderNew, pointsOf, quote, stockedItem, storeOf } from '../../../tests/helpers/commerce';
import { spendPoints } from '../points/points.service';
import { FREIGHT } from './rules';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(() => t.close());

const cartCount = async (userId: number) => (await t.db.selectFrom('carts').select('cart_id').where('user_id', '=', userId).execute()).length;
const claim = async (token: string, title: string) => {
  const { card_id } = await t.db.selectFrom('coupon_templates').select('card_id').where('title', '=', title).executeTakeFirstOrThrow();
  const r = await t.call('GET', 'user/receiveCard', { card_id }, token);
  return r.body.data.code as string;
};

describe('checkout: calculate (getFreightFee)', () => {
  it('prices from the database: goods, freight under ¥99, coupon and points; client totals ignored', async () => {
    const [m] = await members(t, 1);
    await t.db.updateTable('members').set({ point: 500 }).where('user_id', '=', m.userId).execute();
    const item = await stockedItem(t, 100, 2500);
    await addToCart(t, m.token, item.item_id, 2);
    const q = await quote(t, m.token, { total_fee: 1, item_fee: 1, freight_fee: 0, 'items[0][price]': 1 });
    expect(q.status).toBe(200);
    expect(q.body.data).toMatchObject({ item_fee: 5000, freight_fee: FREIGHT.fee, discount_fee: 0, point_fee: 0, total_fee: 6000, totalItemNum: 2, user_point: 500, max_point: 500 });
    expect(q.body.data.items[0]).toMatchObject({ item_id: item.item_id, price: 2500, num: 2, total_fee: 5000 });
    expect(q.body.data.deduct_point_rule).toEqual({ deduct_proportion_limit: 50, deduct_point: 100, full_amount: false });

    const nine = await claim(m.token, '全场9折'); // 9折 from ¥50
    const withAll = await quote(t, m.token, { coupon_discount: nine, point_use: 9999 });
    // 5000 − 500 (9折) = 4500; points capped at 50% → 2250; freight 1000 (under ¥99)
    expect(withAll.body.data).toMatchObject({ coupon_discount: 500, point_use: 2250 > 500 ? 500 : 2250, point_fee: 500, freight_fee: 1000, total_fee: 5000 - 500 - 500 + 1000 });
    const notUse = await quote(t, m.token, { coupon_discount: nine, not_use_coupon: 1 });
    expect(notUse.body.data.coupon_discount).toBe(0);
  });

  it('free freight from ¥99; bad coupon, activity orders and empty carts are refused in Chinese', async () => {
    const [m] = await members(t, 1);
    const item = await stockedItem(t, 100, 9900);
    await addToCart(t, m.token, item.item_id, 1);
    expect((await quote(t, m.token)).body.data).toMatchObject({ item_fee: 9900, freight_fee: 0, total_fee: 9900 });
    expect((await quote(t, m.token, { coupon_discount: '0000111122223333' })).body.data.message).toBe('优惠券不存在');
    expect((await quote(t, m.token, { order_type: 'normal_seckill', seckill_id: 1, seckill_ticket: 'x' })).body.data.message).toBe('秒杀资格无效或已过期，请重新抢购');
    const [empty] = await members(t, 1);
    expect((await quote(t, empty.token)).body.data.message).toBe('购物车中没有选中的商品');
    expect((await t.call('POST', 'getFreightFee', {})).status).toBe(401);
  });
});

describe('checkout: create (order_new)', () => {
  it('creates an order from checked cart lines only, ignores a tampered total, takes stock and removes the lines', async () => {
    const [m] = await members(t, 1);
    const a = await stockedItem(t, 50, 3000);
    const b = await stockedItem(t, 50, 1000);
    await addToCart(t, m.token, a.item_id, 2);
    await addToCart(t, m.token, b.item_id, 1);
    const lineB = await t.db.selectFrom('carts').select('cart_id').where('user_id', '=', m.userId).where('item_id', '=', b.item_id).executeTakeFirstOrThrow();
    await t.call('PUT', 'cartupdate/checkstatus', { cart_id: lineB.cart_id, is_checked: 'false' }, m.token);
    const r = await orderNew(t, m.token, { total_fee: 1, item_fee: 1, pay_type: 'testpay', remark: '少放辣' });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ total_fee: 6000 + FREIGHT.fee, order_type: 'normal', team_id: null });
    expect(r.body.data.order_id).toMatch(/^\d{16}$/);
    const o = await t.db.selectFrom('orders').selectAll().where('order_id', '=', r.body.data.order_id).executeTakeFirstOrThrow();
    expect(o).toMatchObject({ order_status: 'NOTPAY', item_fee: 6000, total_fee: 7000, receiver_name: '张三', receiver_district: '朝阳区', remark: '少放辣' });
    expect(await storeOf(t, a.item_id)).toBe(48);
    expect(await storeOf(t, b.item_id)).toBe(50);
    const left = await t.db.selectFrom('carts').select('item_id').where('user_id', '=', m.userId).execute();
    expect(left.map((l) => l.item_id)).toEqual([b.item_id]);
  });

  it('needs a valid receiver (or the member\'s own saved address) and changes nothing when refused', async () => {
    const [m, other] = await members(t, 2);
    const item = await stockedItem(t, 10);
    await addToCart(t, m.token, item.item_id, 1);
    const noReceiver = await t.call('POST', 'order_new', { cart_type: 'cart' }, m.token);
    expect(noReceiver.body.data.message).toBe('请选择收货地址');
    expect((await orderNew(t, m.token, { receiver_mobile: '123' })).body.data.message).toBe('请填写正确的手机号');
    expect((await orderNew(t, m.token, { receiver_district: '浦东新区' })).body.data.message).toBe('请填写正确的区/县');
    const othersAddress = (await t.call('POST', 'member/address', ADDRESS, other.token)).body.data.address_id;
    expect((await t.call('POST', 'order_new', { cart_type: 'cart', address_id: othersAddress }, m.token)).body.data.message).toBe('收货地址不存在');
    expect(await storeOf(t, item.item_id)).toBe(10);
    expect(await cartCount(m.userId)).toBe(1);
    const mine = (await t.call('POST', 'member/address', { ...ADDRESS, username: '王五' }, m.token)).body.data.address_id;
    const ok = await t.call('POST', 'order_new', { cart_type: 'cart', address_id: mine }, m.token);
    expect(ok.status).toBe(200);
    const o = await t.db.selectFrom('orders').select('receiver_name').where('order_id', '=', ok.body.data.order_id).executeTakeFirstOrThrow();
    expect(o.receiver_name).toBe('王五');
  });

  it('validates the invoice tax id; a valid invoice is kept on the order', async () => {
    const [m] = await members(t, 1);
    const item = await stockedItem(t, 10);
    await addToCart(t, m.token, item.item_id, 1);
    const bad = await orderNew(t, m.token, { invoice_type: 'normal', invoice_content: { title: 'unit', content: '成都川香源', registration_number: 'abc123' } });
    expect(bad.status).toBe(422);
    expect(bad.body.data.message).toContain('纳税人识别号');
    expect(await storeOf(t, item.item_id)).toBe(10);
    const good = await orderNew(t, m.token, { invoice_type: 'normal', invoice_content: { title: 'unit', content: '成都川香源', registration_number: '91510100MA6C4XXX1A' } });
    expect(good.status).toBe(200);
    const detail = await t.call('GET', `order/${good.body.data.order_id}`, {}, m.token);
    expect(detail.body.data.orderInfo).toMatchObject({ is_invoiced: 1, invoice: { title: 'unit', content: '成都川香源', registration_number: '91510100MA6C4XXX1A' } });
  });

  it('buy now (fastbuy) orders the one fastbuy line and leaves the cart alone', async () => {
    const [m] = await members(t, 1);
    const a = await stockedItem(t, 10);
    const b = await stockedItem(t, 10);
    await addToCart(t, m.token, a.item_id, 1);
    await addToCart(t, m.token, b.item_id, 3, 'fastbuy');
    const r = await orderNew(t, m.token, { cart_type: 'fastbuy' });
    expect(r.status).toBe(200);
    const items = await t.db.selectFrom('order_items').select(['item_id', 'num']).where('order_id', '=', r.body.data.order_id).execute();
    expect(items).toEqual([{ item_id: b.item_id, num: 3 }]);
    expect(await storeOf(t, b.item_id)).toBe(7);
    expect(await cartCount(m.userId)).toBe(1);
  });
});

describe('checkout integrity under concurrency', () => {
  it('20 parallel submits with one request key make exactly one order, and every caller gets its id', async () => {
    const [m] = await members(t, 1);
    const item = await stockedItem(t, 100);
    await addToCart(t, m.token, item.item_id, 2);
    const key = 'checkout-7f3a9c21-key';
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2
      ? orderNew(t, m.token, { request_key: key })
      : t.app.inject({ method: 'POST', url: '/api/h5app/wxapp/order_new', headers: { authorization: `Bearer ${m.token}`, 'idempotency-key': key, 'content-type': 'application/json' },
        payload: { cart_type: 'cart', ...RECEIVER } }).then((res) => ({ status: res.statusCode, body: res.json() })))));
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(new Set(results.map((r) => r.body.data.order_id)).size).toBe(1);
    const orders = await t.db.selectFrom('orders').select('order_id').where('user_id', '=', m.userId).execute();
    expect(orders).toHaveLength(1);
    expect(await storeOf(t, item.item_id)).toBe(98);
  });

  it('200 concurrent orders for an item with 10 in stock make exactly 10 orders and leave 0', async () => {
    const item = await stockedItem(t, 10);
    const people = await members(t, 200);
    await t.db.insertInto('carts').values(people.map((p) => ({ user_id: p.userId, item_id: item.item_id, num: 1, cart_type: 'cart' }))).execute();
    const results = await Promise.all(people.map((p) => orderNew(t, p.token)));
    const ok = results.filter((r) => r.status === 200);
    expect(ok).toHaveLength(10);
    expect(results.filter((r) => r.status === 422)).toHaveLength(190);
    expect(await storeOf(t, item.item_id)).toBe(0);
    const sold = await t.db.selectFrom('order_items').select((eb) => eb.fn.sum<number>('num').as('n')).where('item_id', '=', item.item_id).executeTakeFirstOrThrow();
    expect(Number(sold.n)).toBe(10);
  });

  it('a coupon cannot back two parallel orders (cart and buy-now at once)', async () => {
    const [m] = await members(t, 1);
    const code = await claim(m.token, '满99减10');
    const a = await stockedItem(t, 10, 10000);
    const b = await stockedItem(t, 10, 10000);
    await addToCart(t, m.token, a.item_id, 1);
    await addToCart(t, m.token, b.item_id, 1, 'fastbuy');
    const [r1, r2] = await Promise.all([orderNew(t, m.token, { coupon_discount: code }), orderNew(t, m.token, { cart_type: 'fastbuy', coupon_discount: code })]);
    expect([r1.status, r2.status].sort()).toEqual([200, 422]);
    const loser = r1.status === 422 ? r1 : r2;
    expect(loser.body.data.message).toBe('优惠券已使用');
    const coupon = await t.db.selectFrom('user_coupons').select(['status', 'order_id']).where('code', '=', code).executeTakeFirstOrThrow();
    expect(coupon.status).toBe(4);
    expect(coupon.order_id).toBe((r1.status === 200 ? r1 : r2).body.data.order_id);
    expect((await storeOf(t, a.item_id)) + (await storeOf(t, b.item_id))).toBe(19); // the loser's stock came back
  });

  it('a points balance cannot be spent twice (parallel orders, and 20 parallel spends)', async () => {
    const [m] = await members(t, 1);
    await t.db.updateTable('members').set({ point: 500 }).where('user_id', '=', m.userId).execute();
    const a = await stockedItem(t, 10, 10000);
    const b = await stockedItem(t, 10, 10000);
    await addToCart(t, m.token, a.item_id, 1);
    await addToCart(t, m.token, b.item_id, 1, 'fastbuy');
    const results = await Promise.all([orderNew(t, m.token, { point_use: 300 }), orderNew(t, m.token, { cart_type: 'fastbuy', point_use: 300 })]);
    // Both read 500 at once: one is refused 积分不足. One read after the other committed: it is capped at the 200
    // left (what checkout does with any balance). Either way the points spent never pass the balance.
    for (const r of results) if (r.status !== 200) expect([r.status, r.body.data.message]).toEqual([422, '积分不足']);
    expect(results.some((r) => r.status === 200)).toBe(true);
    const used = (await t.db.selectFrom('orders').select('point_use').where('user_id', '=', m.userId).execute()).reduce((n, o) => n + Number(o.point_use), 0);
    expect(used).toBeGreaterThanOrEqual(300);
    expect(used).toBeLessThanOrEqual(500);
    expect(await pointsOf(t, m.userId)).toBe(500 - used);

    await t.db.updateTable('members').set({ point: 500 }).where('user_id', '=', m.userId).execute();
    const spends = await Promise.allSettled(Array.from({ length: 20 }, (_, i) => t.db.transaction().execute((trx) => spendPoints(trx, m.userId, 100, `88880${i}`))));
    expect(spends.filter((s) => s.status === 'fulfilled')).toHaveLength(5);
    expect(await pointsOf(t, m.userId)).toBe(0);
  });
});
