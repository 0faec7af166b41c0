import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/app';
import { addToCart, members, orderNew, quote, stockedItem } from '../../../tests/helpers/commerce';
import { memberPrice, discountLabel } from './member-price';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(() => t.close());

describe('member price rules', () => {
  it('takes the percent off and keeps the fen fraction with the shop', () => {
    expect(memberPrice(1250, 10)).toBe(1125);
    expect(memberPrice(999, 10)).toBe(900);
    expect(memberPrice(1000, 0)).toBe(1000);
    expect(discountLabel(10)).toBe('9折');
    expect(discountLabel(15)).toBe('8.5折');
  });
});

describe('VIP: grades, buying through the cashier, the member price everywhere', () => {
  it('lists grades with yuan prices and rights; guests see the guide line on items', async () => {
    const list = (await t.call('GET', 'vipgrades/newlist')).body.data.list;
    expect(list[0]).toMatchObject({ grade_name: '香料会员', lv_type: 'vip', privileges: { discount: 10, discount_desc: '9折' },
      price_list: [{ name: 'monthly', price: '19.00', day: 30 }, { name: 'quarter', price: '49.00' }, { name: 'year', price: '168.00' }] });
    expect(list[0].rights[0].title).toBe('会员专享价');
    const item = await stockedItem(t, 10, 2000);
    const detail = (await t.call('GET', `goods/items/${item.item_id}`)).body.data;
    expect(detail.member_price).toBeUndefined();
    expect(detail.vipgrade_guide_title).toEqual({ vipgrade_name: '香料会员', gradeDiscount: '9折', guide_title_desc: '开通香料会员，全场9折' });
  });

  it('refuses bad purchases with a Chinese 422 and creates no order', async () => {
    const [m] = await members(t, 1);
    const bad: [Record<string, unknown>, string][] = [
      [{ vip_grade_id: 1, card_type: 'weekly' }, '参数错误'],
      [{ vip_grade_id: 99999, card_type: 'monthly' }, '会员等级不存在'],
      [{ vip_grade_id: 'x', card_type: 'monthly' }, '参数错误'],
      [{ vip_grade_id: 3000000000, card_type: 'monthly' }, '参数错误'],
    ];
    for (const [b, message] of bad) {
      const r = await t.call('POST', 'vipgrades/buy', b, m.token);
      expect([r.status, r.body.data.message]).toEqual([422, message]);
    }
    expect((await t.db.selectFrom('orders').select('order_id').where('user_id', '=', m.userId).execute()).length).toBe(0);
    expect((await t.call('POST', 'vipgrades/buy', { vip_grade_id: 1, card_type: 'monthly' })).status).toBe(401);
  });

  it('buy a month with testpay → VIP; member price on item, list, cart and the checkout total', async () => {
    const [m] = await members(t, 1);
    expect((await t.call('GET', 'vipgrades/uservip', {}, m.token)).body.data).toMatchObject({ is_vip: false, is_had_vip: false });
    const grade = (await t.call('GET', 'vipgrades/newlist')).body.data.list[0];
    const buy = await t.call('POST', 'vipgrades/buy', { vip_grade_id: grade.vip_grade_id, card_type: 'monthly', pay_type: 'wxpaypc' }, m.token);
    expect(buy.body.data).toMatchObject({ total_fee: 1900, trade_info: { order_id: buy.body.data.order_id } });
    const orderId = buy.body.data.order_id;
    expect((await t.call('GET', `order_new/${orderId}`, {}, m.token)).body.data).toMatchObject({ title: '香料会员月卡', total_fee: 1900 });
    expect((await t.call('POST', 'payment', { order_id: orderId, pay_type: 'testpay' }, m.token)).body.data.pay_status).toBe(true);
    const vip = (await t.call('GET', 'vipgrades/uservip', {}, m.token)).body.data;
    expect(vip).toMatchObject({ is_vip: true, is_had_vip: true, vip_type: 'vip', grade_name: '香料会员', discount: 10 });
    expect(vip.end_time - Date.now() / 1000).toBeGreaterThan(29 * 86400);
    expect((await t.call('GET', 'member', {}, m.token)).body.data.vipgrade).toMatchObject({ is_vip: true, grade_name: '香料会员' });
    // The VIP order is not a goods order.
    expect((await t.call('GET', 'orders', { page: 1, pageSize: 10 }, m.token)).body.data.pager.count).toBe(0);

    const item = await stockedItem(t, 10, 2599);
    const detail = (await t.call('GET', `goods/items/${item.item_id}`, {}, m.token)).body.data;
    expect(detail.member_price).toBe(2340);
    expect(detail.spec_items.find((s: any) => s.item_id === item.item_id).member_price).toBe(2340);
    expect(detail.vipgrade_guide_title).toBeUndefined();
    const [guest] = (await t.call('GET', 'goods/items', { page: 1, pageSize: 1 })).body.data.list;
    const [seen] = (await t.call('GET', 'goods/items', { page: 1, pageSize: 1 }, m.token)).body.data.list;
    expect(seen).toMatchObject({ item_id: guest.item_id, price: memberPrice(guest.price, 10), member_price: memberPrice(guest.price, 10), original_price: guest.price });

    await addToCart(t, m.token, item.item_id, 2);
    const cart = (await t.call('GET', 'cart/list', { shop_type: 'distributor' }, m.token)).body.data.valid_cart[0];
    expect(cart.list[0]).toMatchObject({ price: 2340, member_price: 2340, original_price: 2599, total_fee: 4680 });
    expect(cart.member_discount).toBe(518);
    expect((await quote(t, m.token)).body.data.item_fee).toBe(4680);
    const order = await orderNew(t, m.token);
    const saved = await t.db.selectFrom('order_items').selectAll().where('order_id', '=', order.body.data.order_id).executeTakeFirstOrThrow();
    expect(saved).toMatchObject({ price: 2340, item_fee: 4680 });

    // A second month of the same grade extends the period.
    const again = (await t.call('POST', 'vipgrades/buy', { vip_grade_id: grade.vip_grade_id, card_type: 'monthly' }, m.token)).body.data.order_id;
    await t.call('POST', 'payment', { order_id: again, pay_type: 'testpay' }, m.token);
    expect((await t.call('GET', 'vipgrades/uservip', {}, m.token)).body.data.end_time - vip.end_time).toBe(30 * 86400);
  });
});
