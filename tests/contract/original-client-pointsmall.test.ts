/**
 * The original client's points-mall item page and exchange, sent as its pages send them over real HTTP
 * (pointitems/_id.vue, comps/goods-info.vue, pointitems/checkout.vue, cashierpoint.vue, member/trade):
 * the item detail with is_tdk, 猜你喜欢, 立即兑换 as a buy-now cart line with shop_type=pointsmall, then
 * getFreightFee and order_new with order_type=normal_pointsmall, the order in 我的订单, and cancel.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { members, pointsOf, RECEIVER, storeOf } from '../helpers/commerce';
import { clientRequest, type Method } from './axios-wire';

let t: TestApp;
let port: number;
/** SKUs the catalogue hook was told about (their pre-rendered pages are remade). */
const catalogChanges: number[][] = [];
beforeAll(async () => {
  t = await createTestApp({ onCatalogChange: async (ids) => { catalogChanges.push(ids); } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => { await t.close(); });

const client = (token: string, method: Method, path: string, params: Record<string, unknown> = {}) => clientRequest(port, method, path, params, token);
async function ok(token: string, method: Method, path: string, params: Record<string, unknown> = {}) {
  const r = await client(token, method, path, params);
  expect(r.status, `${method} ${path} → ${JSON.stringify(r.data).slice(0, 300)}`).toBe(200);
  return r.data;
}

/** A points-mall goods made of an on-sale SKU not yet in the mall. */
async function pointGoods(point: number, cash = 0, store = 100) {
  const item = await t.db.selectFrom('items as i').innerJoin('goods as g', 'g.goods_id', 'i.goods_id').select(['i.item_id', 'g.category_id'])
    .where('i.approve_status', '=', 'onsale').where('g.approve_status', '=', 'onsale').where('g.is_gift', '=', false)
    .where('i.item_id', 'not in', t.db.selectFrom('pointsmall_goods').select('item_id')).orderBy('i.item_id').limit(1).executeTakeFirstOrThrow();
  await t.db.updateTable('items').set({ store }).where('item_id', '=', item.item_id).execute();
  await t.db.insertInto('pointsmall_goods').values({ item_id: item.item_id, point, cash }).execute();
  return item;
}
async function memberWith(point: number) {
  const [m] = await members(t, 1);
  await t.db.updateTable('members').set({ point }).where('user_id', '=', m.userId).execute();
  return m;
}

/** goods-info.vue handleClickBuyBtn → store cart/addCart → api/cart.js add. */
const exchangeNow = (token: string, itemId: number, num = 1) =>
  client(token, 'POST', 'cart', { item_id: itemId, cart_type: 'fastbuy', num, shop_type: 'pointsmall', distributor_id: 0 });
/** pointitems/checkout.vue getParams(): pay_type is wxpaypc until the quote says nothing is left to pay in cash. */
const checkoutParams = (payType = 'wxpaypc') => ({ distributor_id: 0, cart_type: 'fastbuy', order_type: 'normal_pointsmall', pay_type: payType, promotion: 'normal',
  receipt_type: 'logistics', not_use_coupon: 1, ...RECEIVER });

describe('the points item page (pointitems/_id.vue)', () => {
  it('answers the item-detail shape goods-info.vue reads, for one exchangeable SKU, and 猜你喜欢 without it', async () => {
    const goods = await pointGoods(260);
    const m = await memberWith(900);
    const info = await ok(m.token, 'GET', `pointsmall/goods/items/${goods.item_id}`, { distributor_id: undefined, is_tdk: 1 });
    expect(info).toMatchObject({ item_id: goods.item_id, point: 260, price: 0, store: 100, nospec: true, item_spec_desc: [], spec_items: [], spec_images: [],
      item_params: [], approve_status: 'onsale', activity_type: 'normal', user_point: 900, tdk_data: { title: expect.any(String) } });
    expect(info.pics.length).toBeGreaterThan(0);
    // The breadcrumb walks item_category_main down to the goods' own category.
    let level = info.item_category_main[0];
    while (level.children?.length) level = level.children[0];
    expect(level.category_id).toBe(goods.category_id);
    const lovely = await ok(m.token, 'GET', 'pointsmall/lovely/goods/items', { item_id: goods.item_id });
    expect(lovely.list.length).toBeGreaterThan(0);
    expect(lovely.list.every((g: { item_id: number; pics: string[] }) => g.item_id !== goods.item_id && Array.isArray(g.pics))).toBe(true);
    // Its 商品评价 tab.
    expect(await ok(m.token, 'GET', 'order/rate/list', { page: 1, pageSize: 20, item_id: goods.item_id, order_type: 'pointsmall' })).toMatchObject({ list: [] });
  });
});

describe('立即兑换 → checkout → an order paid in points', () => {
  it('points only: the quote in points, order_new pays it at once, 我的订单 and the order detail show the points; cancel gives points and stock back', async () => {
    const goods = await pointGoods(300);
    const m = await memberWith(1000);
    expect((await exchangeNow(m.token, goods.item_id, 2)).status).toBe(200);
    const quote = await ok(m.token, 'POST', 'getFreightFee', checkoutParams());
    expect(quote).toMatchObject({ point: 600, item_point: 600, total_fee: 0, freight_fee: 0, freight_type: 'point', items: [{ item_id: goods.item_id, num: 2, item_point: 300 }] });
    const created = await ok(m.token, 'POST', 'order_new', checkoutParams('point'));
    const orderId = created.trade_info.order_id;
    expect(created).toMatchObject({ order_id: orderId, order_status: 'PAYED', point: 600, total_fee: 0 });
    expect(await pointsOf(t, m.userId)).toBe(400);
    expect(await storeOf(t, goods.item_id)).toBe(98);
    // A second 提交订单 (the line is taken) makes no second order and spends nothing.
    const again = await client(m.token, 'POST', 'order_new', checkoutParams('point'));
    expect(again.status).toBe(422);
    expect(await pointsOf(t, m.userId)).toBe(400);

    const list = await ok(m.token, 'GET', 'orders', { page: 1, pageSize: 10, status: 0 });
    expect(list.list).toHaveLength(1);
    expect(list.list[0]).toMatchObject({ order_id: orderId, order_class: 'pointsmall', point: 600, total_fee: 0, freight_fee: 0 });
    const detail = await ok(m.token, 'GET', `order/${orderId}`, { id: orderId });
    expect(detail.orderInfo).toMatchObject({ order_class: 'pointsmall', point: 600, items: [{ item_id: goods.item_id, num: 2, point: 600, item_spec_desc: quote.items[0].item_spec_desc }] });
    // Which of the goods' SKUs was exchanged, as a cart line names it.
    const cartLine = (await ok(m.token, 'POST', 'cart', { item_id: goods.item_id, cart_type: 'cart', num: 1, shop_type: 'distributor' })).valid_cart[0].list.find((l: { item_id: number }) => l.item_id === goods.item_id);
    expect(quote.items[0].item_spec_desc).toMatch(/^\S+:\S+/);
    expect(quote.items[0].item_spec_desc).toBe(cartLine.item_spec_desc);
    // member/trade/_id.vue formats tradeInfo.payDate of a paid order (parseTime(null) throws): paid in points, no trade.
    expect(detail.tradeInfo).toMatchObject({ orderId, tradeState: 'SUCCESS', payType: 'point', payDate: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/) });

    await ok(m.token, 'POST', 'order/cancel', { order_id: orderId, cancel_reason: '不想要了' });
    expect(await pointsOf(t, m.userId)).toBe(1000);
    expect(await storeOf(t, goods.item_id)).toBe(100);
  });

  it('points plus cash: the order waits for the cashier with its cash part; paying it there makes it PAYED', async () => {
    const goods = await pointGoods(200, 990);
    const m = await memberWith(500);
    await t.db.updateTable('members').set({ deposit: 5000 }).where('user_id', '=', m.userId).execute();
    await ok(m.token, 'POST', 'cart', { item_id: goods.item_id, cart_type: 'fastbuy', num: 1, shop_type: 'pointsmall', distributor_id: 0 });
    expect(await ok(m.token, 'POST', 'getFreightFee', checkoutParams())).toMatchObject({ point: 200, total_fee: 990 });
    const created = await ok(m.token, 'POST', 'order_new', checkoutParams());
    expect(created).toMatchObject({ order_status: 'NOTPAY', total_fee: 990, point: 200 });
    expect(await pointsOf(t, m.userId)).toBe(300);
    // checkout.vue sends a cash part to /cashier?order_id=…, which pays like any order.
    expect((await ok(m.token, 'GET', `order_new/${created.order_id}`, { pay_type: 'wxpaypc' })).total_fee).toBe(990);
    await ok(m.token, 'POST', 'payment', { order_id: created.order_id, pay_type: 'deposit', return_url: 'http://localhost:3000', pay_channel: 'deposit' });
    expect((await ok(m.token, 'GET', `order/${created.order_id}`)).orderInfo).toMatchObject({ order_status: 'PAYED', pay_type: 'deposit', point: 200 });
  });

  it('refuses in Chinese at 立即兑换 and changes nothing: too few points, goods not in the mall, a points goods put in the cart', async () => {
    const goods = await pointGoods(800);
    const m = await memberWith(500);
    const poor = await exchangeNow(m.token, goods.item_id);
    expect(poor.status).toBe(422);
    expect(poor.data.message).toBe('积分不足，兑换需要800积分，您当前有500积分');
    expect(await t.db.selectFrom('carts').select('cart_id').where('user_id', '=', m.userId).execute()).toEqual([]);
    const ordinary = await t.db.selectFrom('items').select('item_id').where('item_id', 'not in', t.db.selectFrom('pointsmall_goods').select('item_id')).where('approve_status', '=', 'onsale').limit(1).executeTakeFirstOrThrow();
    expect((await exchangeNow(m.token, ordinary.item_id)).data.message).toBe('积分商品不存在或已下架');
    expect((await client(m.token, 'POST', 'cart', { item_id: goods.item_id, cart_type: 'cart', num: 1, shop_type: 'pointsmall' })).data.message).toBe('积分商品请立即兑换');
    // Nothing chosen: the checkout page has nothing to price.
    expect((await client(m.token, 'POST', 'getFreightFee', checkoutParams())).data.message).toBe('请选择要兑换的商品');
    expect(await pointsOf(t, m.userId)).toBe(500);
  });
});

describe('parallel exchanges through the client', () => {
  it('20 parallel 提交订单 of one member make one order and spend the points once', async () => {
    const goods = await pointGoods(300);
    const m = await memberWith(1000);
    await ok(m.token, 'POST', 'cart', { item_id: goods.item_id, cart_type: 'fastbuy', num: 1, shop_type: 'pointsmall', distributor_id: 0 });
    const results = await Promise.all(Array.from({ length: 20 }, () => client(m.token, 'POST', 'order_new', checkoutParams('point'))));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.every((r) => r.status === 200 || r.status === 422)).toBe(true);
    expect(await pointsOf(t, m.userId)).toBe(700);
    expect(await storeOf(t, goods.item_id)).toBe(99);
    const journal = await t.db.selectFrom('point_journal').select('outcome').where('user_id', '=', m.userId).execute();
    expect(journal.reduce((n, j) => n + j.outcome, 0)).toBe(300);
  });

  it('members racing for the last 5 never oversell the stock, and nobody goes below zero points', async () => {
    const goods = await pointGoods(100, 0, 5);
    const ms = await members(t, 12);
    await t.db.updateTable('members').set({ point: 150 }).where('user_id', 'in', ms.map((m) => m.userId)).execute();
    for (const m of ms) await ok(m.token, 'POST', 'cart', { item_id: goods.item_id, cart_type: 'fastbuy', num: 1, shop_type: 'pointsmall', distributor_id: 0 });
    const results = await Promise.all(ms.map((m) => client(m.token, 'POST', 'order_new', checkoutParams('point'))));
    expect(results.filter((r) => r.status === 200)).toHaveLength(5);
    expect(results.filter((r) => r.status !== 200).every((r) => r.status === 422 && /库存不足/.test(r.data.message))).toBe(true);
    expect(await storeOf(t, goods.item_id)).toBe(0);
    // The exchange that took the last one says so once, as a checkout does.
    expect(catalogChanges.filter((ids) => ids.includes(goods.item_id))).toEqual([[goods.item_id]]);
    const points = await t.db.selectFrom('members').select('point').where('user_id', 'in', ms.map((m) => m.userId)).execute();
    expect(points.map((p) => p.point).sort()).toEqual([...Array(7).fill(150), ...Array(5).fill(50)].sort());
  });
});
