/** The item page's marketing fields of goods/items/{id} and the list's price and brand filters (api-contract §4.4). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/app';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const list = async (params: Record<string, unknown>) => t.call('GET', 'goods/items', { page: 1, pageSize: 50, ...params });
const detail = async (itemId: number, token?: string) => (await t.call('GET', `goods/items/${itemId}`, {}, token)).body.data;
const firstItemId = async () => (await list({ pageSize: 1 })).body.data.list[0].item_id as number;

describe('goods/items/{id}: video, coupons, brand, server clock', () => {
  it('the first demo goods has its product video; others have none', async () => {
    const d = await detail(await firstItemId());
    expect(d.videos).toMatch(/^http:\/\/localhost(:\d+)?\/media\/seed\/demo-video\.webm$/);
    expect(d.videos_url).toBe(d.videos);
    expect(d.video_type).toBe('webm');
    const other = (await list({ page: 2, pageSize: 1 })).body.data.list[0];
    expect((await detail(other.item_id)).videos).toBe('');
  });

  it('kaquan_list: running coupons with the member\'s claim state; an expired one is left out', async () => {
    const itemId = await firstItemId();
    await t.db.insertInto('coupon_templates').values({ title: '已过期券', card_type: 'cash', reduce_cost: 100, least_cost: 0, quantity: 10, get_limit: 1, begin_date: new Date(Date.now() - 2 * 864e5), end_date: new Date(Date.now() - 864e5) }).execute();
    const guest = await detail(itemId);
    const titles = guest.kaquan_list.map((c: { title: string }) => c.title);
    expect(titles).toEqual(['满99减10', '满199减30', '全场9折']);
    expect(guest.kaquan_list[1]).toMatchObject({ card_type: 'cash', reduce_cost: 3000, least_cost: 19900, get_limit: 1, user_get_num: 0, button_status: { text: '立即领取' } });

    const token = await t.newMember('13900000101');
    const card = guest.kaquan_list[1].card_id;
    expect((await t.call('GET', 'user/receiveCard', { card_id: card }, token)).status).toBe(200);
    const mine = (await detail(itemId, token)).kaquan_list.find((c: { card_id: number }) => c.card_id === card);
    expect(mine).toMatchObject({ user_get_num: 1, get_num: 1, button_status: { text: '已领取' } });
  });

  it('names the brand by id and answers the server clock', async () => {
    const d = await detail(await firstItemId());
    expect(d.brand_id).toBeGreaterThan(0);
    const byBrand = (await list({ brand_id: d.brand_id })).body.data.list.map((i: { item_id: number }) => i.item_id);
    expect(byBrand).toContain(d.item_id);
    expect(Math.abs(d.server_time - Date.now() / 1000)).toBeLessThan(60);
  });
});

describe('goods/items: price range (yuan) together with brand_id', () => {
  it('keeps goods of that brand priced within the range, bounds included', async () => {
    const all = (await list({ is_tdk: 1 })).body.data;
    // the brand with the most goods
    const counts = await Promise.all(all.brand_list.list.map(async (b: { attribute_id: number }) => ({ b, n: (await list({ brand_id: b.attribute_id })).body.data.total_count })));
    const brand = counts.sort((x, y) => y.n - x.n)[0].b;
    const ofBrand = (await list({ brand_id: brand.attribute_id })).body.data.list as { item_id: number; price: number }[];
    const prices = ofBrand.map((i) => i.price).sort((a, b) => a - b);
    expect(prices.length).toBeGreaterThan(2);
    const [lo, hi] = [prices[1], prices[prices.length - 2]];
    const res = (await list({ brand_id: brand.attribute_id, start_price: lo / 100, end_price: hi / 100 })).body.data;
    const expected = ofBrand.filter((i) => i.price >= lo && i.price <= hi).map((i) => i.item_id).sort();
    expect(res.list.map((i: { item_id: number }) => i.item_id).sort()).toEqual(expected);
    expect(res.total_count).toBe(expected.length);
    // only a lower or only an upper bound
    const from = (await list({ brand_id: brand.attribute_id, start_price: (hi + 1) / 100 })).body.data.list;
    for (const i of from) expect(i.price).toBeGreaterThan(hi);
    const upTo = (await list({ brand_id: brand.attribute_id, end_price: (lo - 1) / 100 })).body.data.list;
    for (const i of upTo) expect(i.price).toBeLessThan(lo);
  });

  it('refuses a bad range with a Chinese message', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ start_price: 50, end_price: 10 }, /^最低价不能高于最高价$/],
      [{ start_price: 'abc' }, /start_price|价/],
      [{ end_price: -1 }, /end_price|价/],
      [{ brand_id: 'x' }, /brand_id|品牌|参数/],
    ];
    for (const [params, message] of cases) {
      const r = await list(params);
      expect(r.status, JSON.stringify(params)).toBe(422);
      expect(r.body.data.message).toMatch(message);
      expect(r.body.data.message).toMatch(/[\u4e00-\u9fa5]/);
    }
  });
});

describe('admin: the product video of a goods', () => {
  it('sets an uploaded video, refuses one never uploaded, removes it with an empty value', async () => {
    const op = await t.operatorToken();
    const itemId = (await list({ page: 3, pageSize: 1 })).body.data.list[0].item_id;
    const goodsId = (await detail(itemId)).goods_id;
    const put = (videos: unknown, token = op, id: unknown = goodsId) => t.app.inject({ method: 'PUT', url: `/api/admin/goods/${id}/video`, headers: { authorization: `Bearer ${token}` }, payload: { videos } });

    const unknown = await put('/media/nope.mp4');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().data.message).toBe('请先上传视频，再把它设为商品视频');
    const image = (await t.db.selectFrom('media').select('url').where('mime', 'like', 'image/%').executeTakeFirst())?.url;
    if (image) expect((await put(image)).statusCode).toBe(422);
    expect((await detail(itemId)).videos).toBe('');

    const ok = await put('http://shop.example/media/seed/demo-video.webm'); // as the API answers it
    expect(ok.statusCode).toBe(200);
    expect((await detail(itemId)).videos).toMatch(/\/media\/seed\/demo-video\.webm$/);
    expect((await put('', await t.login())).statusCode).toBe(401);
    expect((await put('', op, 99999999)).statusCode).toBe(404);
    expect((await put('')).statusCode).toBe(200);
    expect((await detail(itemId)).videos).toBe('');
  });
});
