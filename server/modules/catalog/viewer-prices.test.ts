/** goods/viewer_prices: the one call a member's pre-rendered page corrects its prices with; it agrees with the cart. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/app';
import { addToCart, members } from '../../../tests/helpers/commerce';
import { memberPrice } from '../vip/member-price';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(() => t.close());

const prices = async (ids: unknown, token?: string) => t.call('GET', 'goods/viewer_prices', { item_id: ids }, token);

/** On-sale default SKUs past the first 20 (which other tests restock) and before the activity goods at the end. */
let taken = 0;
async function onSaleItems(n: number): Promise<{ item_id: number; price: number }[]> {
  return t.db.selectFrom('items as i').innerJoin('goods as g', 'g.goods_id', 'i.goods_id').select(['i.item_id', 'i.price'])
    .where('i.approve_status', '=', 'onsale').where('g.approve_status', '=', 'onsale').where('i.is_default', '=', true).where('i.store', '>', 0).where('g.is_gift', '=', false)
    .orderBy('i.item_id').offset(20 + taken).limit(n).execute().finally(() => { taken += n; });
}

async function vipMember(): Promise<{ userId: number; token: string }> {
  const [m] = await members(t, 1);
  const grade = (await t.call('GET', 'vipgrades/newlist')).body.data.list[0];
  const order = (await t.call('POST', 'vipgrades/buy', { vip_grade_id: grade.vip_grade_id, card_type: 'monthly' }, m.token)).body.data.order_id;
  expect((await t.call('POST', 'payment', { order_id: order, pay_type: 'testpay' }, m.token)).body.data.pay_status).toBe(true);
  return m;
}

const cartPrice = async (token: string, itemId: number) => {
  const groups = (await t.call('GET', 'cart/list', { shop_type: 'distributor' }, token)).body.data.valid_cart as { list: { item_id: number; price: number }[] }[];
  return groups.flatMap((g) => g.list).find((l) => l.item_id === itemId)?.price;
};

describe('goods/viewer_prices', () => {
  it('a guest gets the public price, a VIP the member price the cart charges, a staff member the staff price', async () => {
    const items = await onSaleItems(3);
    const ids = items.map((i) => i.item_id);
    const guest = (await prices(ids.join(','))).body.data.list;
    expect(guest.map((p: { item_id: number; price: number; price_label: string }) => [p.item_id, p.price, p.price_label])).toEqual(items.map((i) => [i.item_id, i.price, '']));

    const vip = await vipMember();
    const seen = (await prices(ids, vip.token)).body.data.list;
    expect(seen.map((p: { price: number; price_label: string }) => [p.price, p.price_label])).toEqual(items.map((i) => [memberPrice(i.price, 10), '会员价']));
    await addToCart(t, vip.token, ids[0], 1);
    expect(await cartPrice(vip.token, ids[0])).toBe(seen[0].price);

    const [staff] = await members(t, 1);
    await t.db.updateTable('members').set({ is_staff: true }).where('user_id', '=', staff.userId).execute();
    const goodsId = (await t.db.selectFrom('items').select('goods_id').where('item_id', '=', ids[1]).executeTakeFirstOrThrow()).goods_id;
    await t.db.updateTable('goods').set({ staff_goods: true }).where('goods_id', '=', goodsId).execute();
    await t.db.updateTable('items').set({ staff_price: 100 }).where('item_id', '=', ids[1]).execute();
    try {
      const mine = (await prices([ids[1]], staff.token)).body.data.list[0];
      expect(mine).toMatchObject({ item_id: ids[1], price: 100, price_label: '员工价', original_price: items[1].price });
      await addToCart(t, staff.token, ids[1], 1);
      expect(await cartPrice(staff.token, ids[1])).toBe(100);
      expect((await prices([ids[1]])).body.data.list[0].price).toBe(items[1].price);
    } finally {
      await t.db.updateTable('goods').set({ staff_goods: false }).where('goods_id', '=', goodsId).execute();
      await t.db.updateTable('items').set({ staff_price: null }).where('item_id', '=', ids[1]).execute();
    }
  });

  it('a live limited-time sale is the activity price for everyone, as in the cart', async () => {
    const [item] = await onSaleItems(1);
    const sale = await t.db.insertInto('limited_sales').values({ title: '测试特惠', begin_at: new Date(Date.now() - 60_000), end_at: new Date(Date.now() + 3_600_000), items: JSON.stringify([{ item_id: item.item_id, act_price: 123 }]) as never })
      .returning('sale_id').executeTakeFirstOrThrow();
    try {
      const vip = await vipMember();
      expect((await prices([item.item_id], vip.token)).body.data.list[0]).toMatchObject({ price: 123, price_label: '活动价' });
      await addToCart(t, vip.token, item.item_id, 1);
      expect(await cartPrice(vip.token, item.item_id)).toBe(123);
    } finally {
      await t.db.deleteFrom('limited_sales').where('sale_id', '=', sale.sale_id).execute();
    }
  });

  it('bad input: 1,000 ids or junk ids are a Chinese 422; unknown ids are left out; off-shelf goods say so', async () => {
    const many = Array.from({ length: 1000 }, (_, i) => i + 1).join(',');
    for (const bad of [many, 'abc', '1,x', '-3', '99999999999', '1.5']) {
      const r = await prices(bad);
      expect(r.status, bad.slice(0, 20)).toBe(422);
      expect(r.body.data.message).toMatch(/item_id/);
    }
    expect((await t.call('GET', 'goods/viewer_prices', {})).status).toBe(422);
    expect((await prices('2147483647,999999')).body.data.list).toEqual([]);
    const [item] = await onSaleItems(1);
    const goodsId = (await t.db.selectFrom('items').select('goods_id').where('item_id', '=', item.item_id).executeTakeFirstOrThrow()).goods_id;
    await t.db.updateTable('goods').set({ approve_status: 'instock' }).where('goods_id', '=', goodsId).execute();
    try {
      expect((await prices([item.item_id])).body.data.list[0]).toMatchObject({ item_id: item.item_id, on_sale: false });
    } finally {
      await t.db.updateTable('goods').set({ approve_status: 'onsale' }).where('goods_id', '=', goodsId).execute();
    }
  });

  it('race: price changes while a member corrects the page; the last answer equals the cart price', async () => {
    const vip = await vipMember();
    const [item] = await onSaleItems(1);
    await addToCart(t, vip.token, item.item_id, 1);
    const op = await t.operatorToken();
    const newPrices = [4100, 4200, 4300, 4400, 4500];
    const answers = await Promise.all([
      ...newPrices.map((p) => t.admin(op, 'PUT', `/items/${item.item_id}`, { price: p })),
      ...newPrices.map(() => prices([item.item_id], vip.token)),
    ]);
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    const final = (await prices([item.item_id], vip.token)).body.data.list[0].price;
    const stored = (await t.db.selectFrom('items').select('price').where('item_id', '=', item.item_id).executeTakeFirstOrThrow()).price;
    expect(newPrices).toContain(stored);
    expect(final).toBe(memberPrice(stored, 10));
    expect(await cartPrice(vip.token, item.item_id)).toBe(final);
  });
});

describe('off-shelf goods (issue 24 point 3)', () => {
  it('an item taken off shelf still answers, as instock, with no way to buy; a never-shelved draft and unknown ids stay unknown', async () => {
    const [item] = await onSaleItems(1);
    const goodsId = (await t.db.selectFrom('items').select('goods_id').where('item_id', '=', item.item_id).executeTakeFirstOrThrow()).goods_id;
    const [m] = await members(t, 1);
    await t.call('POST', 'member/browse/history/save', { item_id: item.item_id }, m.token);
    await t.call('POST', `member/collect/item/${item.item_id}`, {}, m.token);
    const op = await t.operatorToken();
    expect((await t.admin(op, 'POST', '/goods/shelf', { goods_ids: [goodsId], approve_status: 'offline_sale' })).status).toBe(200);
    try {
      const off = await t.call('GET', `goods/items/${item.item_id}`);
      expect(off.status).toBe(200);
      expect(off.body.data.approve_status).toBe('instock');
      expect(off.body.data.spec_items.every((s: { approve_status: string }) => s.approve_status === 'instock')).toBe(true);
      const add = await t.call('POST', 'cart', { item_id: item.item_id, num: 1, cart_type: 'cart', shop_type: 'distributor' }, m.token);
      expect(add.status).toBe(422);
      const trace = (await t.call('GET', 'member/browse/history/list', { page: 1, pageSize: 20 }, m.token)).body.data.list;
      expect(trace.find((r: { item_id: number }) => r.item_id === item.item_id).itemData.approve_status).toBe('instock');
      const favs = (await t.call('GET', 'member/collect/item', { page: 1, pageSize: 20 }, m.token)).body.data.list;
      expect(favs.find((r: { item_id: number }) => r.item_id === item.item_id).approve_status).toBe('instock');
      const listed = (await t.call('GET', 'goods/items', { page: 1, pageSize: 50, item_id: item.item_id })).body.data.list;
      expect(listed).toEqual([]);
    } finally {
      await t.admin(op, 'POST', '/goods/shelf', { goods_ids: [goodsId], approve_status: 'onsale' });
    }
    expect((await t.call('GET', `goods/items/${item.item_id}`)).body.data.approve_status).toBe('onsale');
    for (const bad of ['2147483647', '999999', '0', 'abc', '-1', '1e3', '99999999999']) {
      const r = await t.call('GET', `goods/items/${bad}`);
      expect([r.status, r.body.data.message], bad).toEqual([422, '商品不存在或者已下架']);
    }
    const draft = await t.db.insertInto('goods').values({ item_name: '未上架草稿', category_id: 1, pics: JSON.stringify([]) as never, tags: JSON.stringify([]) as never, seo: JSON.stringify({}) as never, approve_status: 'offline_sale' })
      .returning('goods_id').executeTakeFirstOrThrow();
    const sku = await t.db.insertInto('items').values({ goods_id: draft.goods_id, price: 100, market_price: 200, store: 5, item_bn: 'DRAFT-0230', spec: JSON.stringify([]) as never, is_default: true, approve_status: 'offline_sale' })
      .returning('item_id').executeTakeFirstOrThrow();
    const r = await t.call('GET', `goods/items/${sku.item_id}`);
    expect([r.status, r.body.data.message]).toEqual([422, '商品不存在或者已下架']);
  });
});
