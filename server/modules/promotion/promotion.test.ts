import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../../../tests/helpers/app';
import { addToCart, members, orderNew, quote, storeOf } from '../../../tests/helpers/commerce';
import { recordClaims } from './claims';
import { FREIGHT } from '../checkout/rules';

let t: TestApp;
let op: string;
beforeAll(async () => { t = await createTestApp(); op = await t.operatorToken(); });
afterAll(() => t.close());

const HOUR = 3600;
const now = () => Math.floor(Date.now() / 1000);
const live = () => ({ begin_time: now() - HOUR, end_time: now() + 24 * HOUR });

async function admin(method: 'GET' | 'POST', path: string, payload?: object) {
  const res = await t.app.inject({ method, url: `/api/admin/${path}`, headers: { authorization: `Bearer ${op}` }, payload });
  return { status: res.statusCode, body: res.json() };
}

let nextGoods = 0;
/** A fresh single-SKU goods of the 花椒 category (no seeded activity covers it) at `price`, `store` in stock. */
async function goods(price: number, store = 100, opts: { is_gift?: boolean } = {}) {
  const cat = await t.db.selectFrom('categories').select('category_id').where('category_name', '=', '花椒').executeTakeFirstOrThrow();
  const g = await t.db.insertInto('goods').values({ item_name: `测试花椒${++nextGoods}`, category_id: cat.category_id, pics: JSON.stringify(['/media/x.png']) as never,
    tags: JSON.stringify([]) as never, seo: JSON.stringify({}) as never, approve_status: 'onsale', nospec: true, is_gift: opts.is_gift ?? false }).returning('goods_id').executeTakeFirstOrThrow();
  const i = await t.db.insertInto('items').values({ goods_id: g.goods_id, item_bn: `T${nextGoods}`, is_default: true, spec: JSON.stringify([]) as never, price, store })
    .returning('item_id').executeTakeFirstOrThrow();
  return { goods_id: g.goods_id, item_id: i.item_id, price };
}

const cartList = async (token: string) => (await t.call('GET', 'cart/list', { shop_type: 'distributor' }, token)).body.data;
const promotion = (body: object) => admin('POST', 'promotions', { ...live(), title: '测试促销', ...body });

describe('admin: promotions are created, listed and ended by the operator, with Chinese refusals', () => {
  it('refuses bad input and changes nothing', async () => {
    const g = await goods(1000);
    const before = (await t.db.selectFrom('promotions').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()).n;
    const cases: [object, string][] = [
      [{ promotion_type: 'full_minus', goods_ids: [g.goods_id], tiers: [] }, '请至少设置一档优惠条件'],
      [{ promotion_type: 'full_minus', goods_ids: [g.goods_id], tiers: [{ full: 1000, minus: 1000 }] }, '减免金额必须大于0且小于门槛金额'],
      [{ promotion_type: 'full_discount', goods_ids: [g.goods_id], tiers: [{ full: 1000, pay_percent: 100 }] }, '折扣必须在1折到9.9折之间'],
      [{ promotion_type: 'full_gift', goods_ids: [g.goods_id], tiers: [{ full: 1000 }] }, '请选择赠品并填写1到99的赠送数量'],
      [{ promotion_type: 'full_gift', goods_ids: [g.goods_id], tiers: [{ full: 1000, gift_item_id: 99999999, gift_num: 1 }] }, '赠品不存在'],
      [{ promotion_type: 'plus_buy', goods_ids: [g.goods_id], tiers: [{ full: 1000, item_id: g.item_id }] }, '请选择换购商品并填写大于0的换购价'],
      [{ promotion_type: 'full_minus', tiers: [{ full: 1000, minus: 100 }] }, '请选择参与活动的商品'],
      [{ promotion_type: 'full_minus', goods_ids: [99999999], tiers: [{ full: 1000, minus: 100 }] }, '参与活动的商品不存在'],
      [{ promotion_type: 'bogus', goods_ids: [g.goods_id] }, '请选择促销类型（满减、满折、满赠或加价购）'],
      [{ promotion_type: 'full_minus', title: '', goods_ids: [g.goods_id], tiers: [{ full: 1000, minus: 100 }] }, '请填写活动名称'],
      [{ promotion_type: 'full_minus', begin_time: now() + 100, end_time: now() + 50, goods_ids: [g.goods_id], tiers: [{ full: 1000, minus: 100 }] }, '结束时间必须晚于开始时间'],
      [{ promotion_type: 'full_minus', goods_ids: [g.goods_id], tiers: [{ full: -5, minus: 100 }] }, '参数 tiers[0].full 必须是0到100000000之间的整数（分）'],
    ];
    for (const [body, message] of cases) {
      const r = await promotion(body);
      expect(r.status, message).toBe(422);
      expect(r.body.data.message).toBe(message);
    }
    const after = (await t.db.selectFrom('promotions').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()).n;
    expect(after).toBe(before);
    const [m] = await members(t, 1);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/promotions', headers: { authorization: `Bearer ${m.token}` } })).statusCode).toBe(401);
  });

  it('lists with status and ends a promotion once', async () => {
    const g = await goods(1000);
    const created = await promotion({ promotion_type: 'full_minus', goods_ids: [g.goods_id], tiers: [{ full: 5000, minus: 500 }, { full: 2000, minus: 100 }] });
    expect(created.body.data).toMatchObject({ status: 'live', status_text: '进行中', promotion_tag: '满减', rule_desc: '满20元减1元，满50元减5元' });
    const id = created.body.data.promotion_id;
    expect((await admin('GET', 'promotions')).body.data.list.some((p: { promotion_id: number }) => p.promotion_id === id)).toBe(true);
    expect((await admin('POST', `promotions/${id}/end`)).body.data).toEqual({ status: true });
    expect((await admin('POST', `promotions/${id}/end`)).body.data.message).toBe('活动已结束');
    expect((await admin('POST', 'promotions/99999999/end')).status).toBe(404);
  });
});

describe('满减 / 满折 in the cart and at checkout', () => {
  it('满减: the cart shows the gap, reaching the tier lowers the cart, checkout and the order by the same amount', async () => {
    const a = await goods(4000);
    const p = (await promotion({ title: '满99减10', promotion_type: 'full_minus', goods_ids: [a.goods_id], tiers: [{ full: 9900, minus: 1000 }] })).body.data;
    const [m] = await members(t, 1);
    await addToCart(t, m.token, a.item_id, 2);
    let shop = (await cartList(m.token)).valid_cart[0];
    expect(shop.activity_grouping[0]).toMatchObject({ activity_id: p.promotion_id, activity_tag: '满减', is_reached: false, gap_fee: 1900, gap_desc: '再买19元可减10元' });
    expect(shop).toMatchObject({ item_fee: 8000, discount_fee: 0, total_fee: 8000 });

    const line = shop.list[0];
    await t.call('PUT', 'cartupdate/num', { cart_id: line.cart_id, num: 3 }, m.token);
    shop = (await cartList(m.token)).valid_cart[0];
    expect(shop).toMatchObject({ item_fee: 12000, discount_fee: 1000, total_fee: 11000, used_activity_ids: [p.promotion_id] });
    expect(shop.activity_grouping[0]).toMatchObject({ is_reached: true, gap_fee: 0, gap_desc: '已满99元，减10元' });

    const q = (await quote(t, m.token)).body.data;
    expect(q).toMatchObject({ item_fee: 11000, freight_fee: 0, total_fee: 11000 });
    const o = (await orderNew(t, m.token)).body.data;
    expect(o.total_fee).toBe(11000);
    const items = await t.db.selectFrom('order_items').selectAll().where('order_id', '=', o.order_id).execute();
    expect(items).toMatchObject([{ item_id: a.item_id, price: 4000, num: 3, item_fee: 11000, order_item_type: 'normal' }]);
    const recorded = await t.db.selectFrom('order_activities').selectAll().where('order_id', '=', o.order_id).execute();
    expect(recorded).toMatchObject([{ activity_type: 'full_minus', activity_id: p.promotion_id, discount_fee: 1000 }]);
  });

  it('满折 shares the discount over its lines exactly; unchecked lines do not count', async () => {
    const a = await goods(3333);
    const b = await goods(6667);
    await promotion({ title: '满100打9折', promotion_type: 'full_discount', goods_ids: [a.goods_id, b.goods_id], tiers: [{ full: 10000, pay_percent: 90 }] });
    const [m] = await members(t, 1);
    await addToCart(t, m.token, a.item_id, 1);
    await addToCart(t, m.token, b.item_id, 1);
    let shop = (await cartList(m.token)).valid_cart[0];
    expect(shop).toMatchObject({ item_fee: 10000, discount_fee: 1000, total_fee: 9000 });
    const lineA = shop.list.find((l: { item_id: number }) => l.item_id === a.item_id);
    await t.call('PUT', 'cartupdate/checkstatus', { cart_id: lineA.cart_id, is_checked: 'false' }, m.token);
    shop = (await cartList(m.token)).valid_cart[0];
    expect(shop).toMatchObject({ item_fee: 6667, discount_fee: 0 });
    expect(shop.activity_grouping[0]).toMatchObject({ gap_fee: 3333, gap_desc: '再买33.33元可打9折' });
    await t.call('PUT', 'cartupdate/checkstatus', { cart_id: lineA.cart_id, is_checked: 'true' }, m.token);
    const q = (await quote(t, m.token)).body.data;
    expect(q.items.map((i: { total_fee: number }) => i.total_fee).reduce((x: number, y: number) => x + y, 0)).toBe(9000);
    expect(q).toMatchObject({ item_fee: 9000, freight_fee: FREIGHT.fee, total_fee: 9000 + FREIGHT.fee });
  });
});

describe('满赠 and 加价购', () => {
  it('满赠 adds a gift line (cart and order, order_item_type=gift, stock taken); the gift cannot be bought alone', async () => {
    const a = await goods(5000);
    const g = await goods(1990, 5, { is_gift: true });
    await promotion({ title: '满99送围裙', promotion_type: 'full_gift', goods_ids: [a.goods_id], tiers: [{ full: 9900, gift_item_id: g.item_id, gift_num: 1 }] });
    const [m] = await members(t, 1);
    expect((await t.call('POST', 'cart', { item_id: g.item_id, num: 1, cart_type: 'cart', shop_type: 'distributor' }, m.token)).body.data.message).toBe('赠品不可购买');
    await addToCart(t, m.token, a.item_id, 1);
    let shop = (await cartList(m.token)).valid_cart[0];
    expect(shop.gift_list).toEqual([]);
    expect(shop.gift_activity[0]).toMatchObject({ is_reached: false, gap_desc: `再买49元可送${'测试花椒'}${nextGoods}×1` });
    await addToCart(t, m.token, a.item_id, 1);
    shop = (await cartList(m.token)).valid_cart[0];
    expect(shop.gift_list).toMatchObject([{ item_id: g.item_id, price: 0, num: 1, order_item_type: 'gift' }]);
    expect(shop.total_fee).toBe(10000);
    const q = (await quote(t, m.token)).body.data;
    expect(q.items.find((i: { order_item_type: string }) => i.order_item_type === 'gift')).toMatchObject({ item_id: g.item_id, price: 0, total_fee: 0 });
    expect(q.total_fee).toBe(10000);
    const o = (await orderNew(t, m.token)).body.data;
    const gifts = await t.db.selectFrom('order_items').selectAll().where('order_id', '=', o.order_id).where('order_item_type', '=', 'gift').execute();
    expect(gifts).toMatchObject([{ item_id: g.item_id, price: 0, item_fee: 0, num: 1 }]);
    expect(await storeOf(t, g.item_id)).toBe(4);
    const listed = (await t.call('GET', `order/${o.order_id}`, {}, m.token)).body.data.orderInfo.items;
    expect(listed.map((i: { order_item_type: string }) => i.order_item_type).sort()).toEqual(['gift', 'normal']);
  });

  it('加价购: the picked goods joins at the plus price only while the threshold is met; bad picks refused', async () => {
    const a = await goods(3000);
    const plus = await goods(2500);
    const p = (await promotion({ title: '满59加价购', promotion_type: 'plus_buy', goods_ids: [a.goods_id], tiers: [{ full: 5900, item_id: plus.item_id, plus_price: 990 }] })).body.data;
    const [m] = await members(t, 1);
    await addToCart(t, m.token, a.item_id, 1);
    expect((await t.call('POST', 'promotions/plusbuy', { promotion_id: p.promotion_id, item_id: a.item_id }, m.token)).body.data.message).toBe('该商品不是此活动的换购商品');
    expect((await t.call('POST', 'promotions/plusbuy', { promotion_id: 99999, item_id: plus.item_id }, m.token)).body.data.message).toBe('加价购活动不存在或已结束');
    await t.call('POST', 'promotions/plusbuy', { promotion_id: p.promotion_id, item_id: plus.item_id }, m.token);
    let shop = (await cartList(m.token)).valid_cart[0];
    expect(shop.plus_buy_list).toEqual([]); // ¥30 < ¥59
    expect(shop.plus_buy_activity[0]).toMatchObject({ is_reached: false, selected_item_id: plus.item_id, plus_items: [{ item_id: plus.item_id, plus_price: 990, selected: true }] });
    await addToCart(t, m.token, a.item_id, 1);
    shop = (await cartList(m.token)).valid_cart[0];
    expect(shop.plus_buy_list).toMatchObject([{ item_id: plus.item_id, price: 990, order_item_type: 'plus_buy' }]);
    expect(shop.total_fee).toBe(6000 + 990);
    const o = (await orderNew(t, m.token)).body.data;
    expect(o.total_fee).toBe(6990 + FREIGHT.fee);
    const plusLine = await t.db.selectFrom('order_items').selectAll().where('order_id', '=', o.order_id).where('order_item_type', '=', 'plus_buy').executeTakeFirstOrThrow();
    expect(plusLine).toMatchObject({ item_id: plus.item_id, price: 990, num: 1 });
    // The pick is used up by the order.
    expect(await t.db.selectFrom('cart_plus_buys').selectAll().where('user_id', '=', m.userId).execute()).toEqual([]);
  });
});

describe('限时特惠 (limited-time sale)', () => {
  it('item answer has act_price and countdown fields; cart and checkout charge the activity price; the limit is checked', async () => {
    const a = await goods(5000);
    const bad = await admin('POST', 'promotions/limited-sales', { ...live(), title: '特惠', items: [{ item_id: a.item_id, act_price: 5000 }] });
    expect(bad.body.data.message).toBe(`「测试花椒${nextGoods}」的活动价必须大于0且低于售价`);
    const sale = (await admin('POST', 'promotions/limited-sales', { ...live(), title: '花椒限时特惠', limit_num: 2, items: [{ item_id: a.item_id, act_price: 3900 }] })).body.data;
    expect(sale).toMatchObject({ status: 'live', limit_num: 2 });
    expect((await admin('POST', 'promotions/limited-sales', { ...live(), title: '重叠', items: [{ item_id: a.item_id, act_price: 3000 }] })).body.data.message)
      .toBe(`「测试花椒${nextGoods}」在同一时段已参加限时特惠「花椒限时特惠」`);

    const detail = (await t.call('GET', `goods/items/${a.item_id}`)).body.data;
    expect(detail).toMatchObject({ act_price: 3900, activity_type: 'limited_time_sale', activity_info: { activity_id: sale.sale_id, status: 'in_sale', show_status: 'noend', limit_num: 2 } });
    expect(detail.activity_info.end_time).toBeGreaterThan(Date.now() / 1000);
    expect(detail.spec_items[0].act_price).toBe(3900);

    const [m] = await members(t, 1);
    await addToCart(t, m.token, a.item_id, 3);
    const shop = (await cartList(m.token)).valid_cart[0];
    expect(shop.list[0]).toMatchObject({ price: 3900, act_price: 3900, original_price: 5000, activity_type: 'limited_time_sale', limit_tip: '「花椒限时特惠」每人限购2件' });
    expect((await quote(t, m.token)).body.data.message).toBe('「花椒限时特惠」每人限购2件');
    await t.call('PUT', 'cartupdate/num', { cart_id: shop.list[0].cart_id, num: 2 }, m.token);
    const o = (await orderNew(t, m.token)).body.data;
    expect(o.total_fee).toBe(7800 + FREIGHT.fee);
    await addToCart(t, m.token, a.item_id, 1);
    expect((await quote(t, m.token)).body.data.message).toBe('「花椒限时特惠」每人限购2件，您已购买2件');
    // Cancelling gives the quota back.
    await t.call('POST', 'order/cancel', { order_id: o.order_id, cancel_reason: '不想要了' }, m.token);
    expect((await quote(t, m.token)).body.data.total_fee).toBe(3900 + FREIGHT.fee);
  });

  it('an upcoming sale shows its countdown to the start and does not change the price yet', async () => {
    const a = await goods(2000);
    await admin('POST', 'promotions/limited-sales', { begin_time: now() + 2 * HOUR, end_time: now() + 5 * HOUR, title: '预告特惠', items: [{ item_id: a.item_id, act_price: 1500 }] });
    const detail = (await t.call('GET', `goods/items/${a.item_id}`)).body.data;
    expect(detail.activity_info).toMatchObject({ status: 'in_the_notice', show_status: 'nostart' });
    const [m] = await members(t, 1);
    await addToCart(t, m.token, a.item_id, 1);
    expect((await cartList(m.token)).valid_cart[0].list[0].price).toBe(2000);
  });

  it('per-member limit holds under 20 parallel orders: claims queue on the member and recount', async () => {
    const a = await goods(5000, 100);
    const sale = (await admin('POST', 'promotions/limited-sales', { ...live(), title: '并发特惠', limit_num: 3, items: [{ item_id: a.item_id, act_price: 100 }] })).body.data;
    const [m] = await members(t, 1);
    const claim = { activity_type: 'limited_time_sale', activity_id: sale.sale_id, title: '并发特惠', discount_fee: 0, num: 1, limit_num: 3 };
    const results = await Promise.allSettled(Array.from({ length: 20 }, (_, i) => t.db.transaction().execute(async (trx) => {
      const orderId = `9${String(Date.now()).slice(-9)}${String(i).padStart(4, '0')}`;
      await trx.insertInto('orders').values({ order_id: orderId, user_id: m.userId, order_status: 'NOTPAY', item_fee: 100, total_fee: 100, total_num: 1, auto_cancel_time: new Date(Date.now() + 60_000) }).execute();
      await recordClaims(trx, orderId, m.userId, [claim]);
    })));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    expect(results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason.message)).toContain('「并发特惠」每人限购3件，您已购买3件');
    const n = await t.db.selectFrom('order_activities').select(sql<number>`sum(num)::int`.as('n')).where('activity_id', '=', sale.sale_id).where('activity_type', '=', 'limited_time_sale').executeTakeFirstOrThrow();
    expect(n.n).toBe(3);
  });

  it('over HTTP, a cart order and a buy-now order racing for the last unit of quota: one wins', async () => {
    const a = await goods(5000, 100);
    const b = await goods(5000, 100);
    await admin('POST', 'promotions/limited-sales', { ...live(), title: '双通道特惠', limit_num: 1, items: [{ item_id: a.item_id, act_price: 1000 }, { item_id: b.item_id, act_price: 1000 }] });
    const [m] = await members(t, 1);
    for (let round = 0; round < 5; round++) {
      await t.db.deleteFrom('order_activities').where('user_id', '=', m.userId).execute();
      await addToCart(t, m.token, a.item_id, 1);
      await addToCart(t, m.token, b.item_id, 1, 'fastbuy');
      const [x, y] = await Promise.all([orderNew(t, m.token), orderNew(t, m.token, { cart_type: 'fastbuy' })]);
      expect([x, y].filter((r) => r.status === 200)).toHaveLength(1);
      await t.db.deleteFrom('carts').where('user_id', '=', m.userId).execute();
    }
  });
});

describe('组合套餐 (packages)', () => {
  it('bought together at the package price through buy-now checkout; bad input refused', async () => {
    const a = await goods(3000);
    const b = await goods(2000);
    expect((await admin('POST', 'promotions/packages', { ...live(), title: '套', package_price: 5000, items: [{ item_id: a.item_id }, { item_id: b.item_id }] })).body.data.message).toBe('套餐价必须大于0且低于商品原价之和');
    expect((await admin('POST', 'promotions/packages', { ...live(), title: '套', package_price: 100, items: [{ item_id: a.item_id }] })).body.data.message).toBe('组合套餐至少包含2件不同的商品');
    const pkg = (await admin('POST', 'promotions/packages', { ...live(), title: '花椒双拼', package_price: 4200, items: [{ item_id: a.item_id, num: 1 }, { item_id: b.item_id, num: 1 }] })).body.data;
    const shown = (await t.call('GET', `promotions/package/${pkg.package_id}`)).body.data;
    expect(shown).toMatchObject({ package_price: 4200, total_price: 5000, save_fee: 800, sellable: true });
    expect((await t.call('GET', 'promotions/package', { item_id: a.item_id })).body.data.list.map((p: { package_id: number }) => p.package_id)).toContain(pkg.package_id);

    const [m] = await members(t, 1);
    expect((await t.call('POST', `promotions/package/${pkg.package_id}/buy`, { num: 0 }, m.token)).body.data.message).toBe('购买数量必须在1到99之间');
    await t.call('POST', `promotions/package/${pkg.package_id}/buy`, { num: 2 }, m.token);
    const q = (await quote(t, m.token, { cart_type: 'fastbuy' })).body.data;
    expect(q).toMatchObject({ item_fee: 8400, total_fee: 8400 + FREIGHT.fee });
    const o = (await orderNew(t, m.token, { cart_type: 'fastbuy' })).body.data;
    expect(o.total_fee).toBe(8400 + FREIGHT.fee);
    expect(await storeOf(t, a.item_id)).toBe(98);
    expect(await t.db.selectFrom('order_activities').select(['activity_type', 'discount_fee', 'num']).where('order_id', '=', o.order_id).execute())
      .toEqual([{ activity_type: 'package', discount_fee: 1600, num: 2 }]);
    // A later plain buy-now of one item is charged the normal price.
    await addToCart(t, m.token, a.item_id, 1, 'fastbuy');
    expect((await quote(t, m.token, { cart_type: 'fastbuy' })).body.data.item_fee).toBe(3000);
  });

  it('an upcoming package is shown but cannot be bought yet', async () => {
    const a = await goods(3000);
    const b = await goods(2000);
    const pkg = (await admin('POST', 'promotions/packages', { begin_time: now() + HOUR, end_time: now() + 2 * HOUR, title: '预告套餐', package_price: 4000, items: [{ item_id: a.item_id }, { item_id: b.item_id }] })).body.data;
    const [m] = await members(t, 1);
    expect((await t.call('POST', `promotions/package/${pkg.package_id}/buy`, {}, m.token)).body.data.message).toBe('套餐活动尚未开始');
    expect((await t.call('GET', `promotions/package/${pkg.package_id}`)).body.data.status).toBe('upcoming');
  });
});

describe('activities and their goods', () => {
  it('lists current activities (seeded demo data: a live and an upcoming of each kind) and an activity\'s goods', async () => {
    const all = (await t.call('GET', 'promotions/activities')).body.data.list as { activity_type: string; status: string; activity_id: number }[];
    for (const kind of ['full_minus', 'full_discount', 'full_gift', 'plus_buy', 'limited_time_sale', 'package']) {
      expect(all.filter((a) => a.activity_type === kind).map((a) => a.status).sort(), kind).toEqual(expect.arrayContaining(['live', 'upcoming']));
    }
    const sale = all.find((a) => a.activity_type === 'limited_time_sale' && a.status === 'live')!;
    const goodsList = (await t.call('GET', 'promotions/activity/goods', { activity_type: 'limited_time_sale', activity_id: sale.activity_id })).body.data;
    expect(goodsList.list.length).toBeGreaterThan(0);
    expect(goodsList.list[0].act_price).toBeLessThan(goodsList.list[0].price);
    expect((await t.call('GET', 'promotions/activity/goods', { activity_type: 'package', activity_id: 99999 })).status).toBe(404);
    expect((await t.call('GET', 'promotions/activity/goods', { activity_type: 'nope', activity_id: 1 })).body.data.message).toBe('活动类型不正确');
  });
});
