import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/app';
import { members } from '../../../tests/helpers/commerce';
import { COUPON, claimCoupon, lockCoupon } from './coupon.service';

let t: TestApp;
let me: string;
let myId: number;
beforeAll(async () => {
  t = await createTestApp();
  me = await t.login();
  myId = (await t.db.selectFrom('members').select('user_id').where('mobile', '=', '13800138000').executeTakeFirstOrThrow()).user_id;
});
afterAll(() => t.close());

const cardId = async (title: string) => (await t.db.selectFrom('coupon_templates').select('card_id').where('title', '=', title).executeTakeFirstOrThrow()).card_id;

describe('coupons', () => {
  it('lists the seeded templates with the client fields', async () => {
    const r = await t.call('GET', 'getCardList', { page_no: 1, page_size: 999, end_date: 1 });
    expect(r.body.data.total_count).toBe(3);
    const titles = r.body.data.list.map((c: any) => c.title);
    expect(titles).toEqual(['满99减10', '满199减30', '全场9折']);
    expect(r.body.data.list[0]).toMatchObject({ card_type: 'cash', reduce_cost: 1000, least_cost: 9900, user_get_num: 0, button_status: { label: 0 } });
    expect(r.body.data.list[2]).toMatchObject({ card_type: 'discount', discount: 10 });
    expect(typeof r.body.data.list[0].begin_date).toBe('number');
  });

  it('claims respect get_limit under parallel requests from one member', async () => {
    const id = await cardId('满199减30'); // get_limit 1
    const results = await Promise.all(Array.from({ length: 10 }, () => t.call('GET', 'user/receiveCard', { card_id: id }, me)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 422).every((r) => r.body.data.message === '您已达到该优惠券的领取上限')).toBe(true);
    const held = await t.db.selectFrom('user_coupons').select('code').where('user_id', '=', myId).where('card_id', '=', id).execute();
    expect(held).toHaveLength(1);
    const tpl = await t.call('GET', 'getCardList', { card_id: id }, me);
    expect(tpl.body.data.list[0]).toMatchObject({ get_num: 1, user_get_num: 1, button_status: { label: 1, text: '已领取' } });
  });

  it('claims respect quantity under parallel requests from many members', async () => {
    const { card_id } = await t.db.insertInto('coupon_templates').values({ title: '限量5张', card_type: 'cash', reduce_cost: 500, quantity: 5, get_limit: 1, begin_date: new Date(Date.now() - 1000), end_date: new Date(Date.now() + 86400_000) }).returning('card_id').executeTakeFirstOrThrow();
    const people = await members(t, 20);
    const results = await Promise.all(people.map((p) => t.call('GET', 'user/receiveCard', { card_id }, p.token)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(5);
    expect(results.filter((r) => r.status === 422).every((r) => r.body.data.message === '优惠券已领完')).toBe(true);
    const tpl = await t.db.selectFrom('coupon_templates').select('get_num').where('card_id', '=', card_id).executeTakeFirstOrThrow();
    expect(tpl.get_num).toBe(5);
    expect((await t.db.selectFrom('user_coupons').select('id').where('card_id', '=', card_id).execute()).length).toBe(5);
  });

  it("lists the member's coupons and marks usability for the checkout amount", async () => {
    await t.call('GET', 'user/receiveCard', { card_id: await cardId('满99减10') }, me);
    const list = await t.call('GET', 'user/getUserCardList', { status: 1, page: 1, pageSize: 20 }, me);
    expect(list.body.data.total_count).toBe(2);
    expect(list.body.data.list[0]).toMatchObject({ status: 1, valid: true, coupon: { card_type: 'cash' } });
    expect(list.body.data.list[0].begin_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const item = await t.db.selectFrom('items').select(['item_id', 'price']).where('price', '>', 0).orderBy('price').limit(1).executeTakeFirstOrThrow();
    const small = await t.call('GET', 'user/newGetCardList', { page_no: 1, page_size: 999, status: 1, is_checkout: true, items: [{ item_id: item.item_id, price: 999999, num: 1 }] }, me);
    // The client's price (999999) is ignored: one cheap item does not reach either threshold.
    expect(small.body.data.list.every((c: any) => c.valid === false)).toBe(true);
    const big = await t.call('GET', 'user/newGetCardList', { is_checkout: true, items: [{ item_id: item.item_id, price: 1, num: Math.ceil(20000 / item.price) }] }, me);
    expect(big.body.data.list.every((c: any) => c.valid === true)).toBe(true);
  });

  it('a coupon can be locked by only one of 20 parallel orders', async () => {
    const { code } = await claimCoupon(t.db, myId, await cardId('全场9折'));
    const results = await Promise.allSettled(Array.from({ length: 20 }, (_, i) => t.db.transaction().execute((trx) => lockCoupon(trx, myId, code, `9999${i}`))));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const row = await t.db.selectFrom('user_coupons').select(['status', 'order_id']).where('code', '=', code).executeTakeFirstOrThrow();
    expect(row.status).toBe(COUPON.LOCKED);
  });

  it('rejects unknown cards and needs a login', async () => {
    expect((await t.call('GET', 'user/receiveCard', { card_id: 99999 }, me)).body.data.message).toBe('优惠券不存在');
    expect((await t.call('GET', 'user/receiveCard', { card_id: 1 })).status).toBe(401);
  });
});
