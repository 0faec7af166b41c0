/** Favourites, followed shops, footprints and the member-centre counts through the public API. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/app';

let t: TestApp;
let nowMs = Date.UTC(2026, 5, 1, 2, 0, 0);
let items: { item_id: number; item_name: string }[];

beforeAll(async () => {
  t = await createTestApp({ clock: () => new Date(nowMs) });
  items = (await t.call('GET', 'goods/items', { page: 1, pageSize: 5 })).body.data.list;
});
afterAll(async () => { await t.close(); });

const counts = async (token: string) => {
  const d = (await t.call('GET', 'member', {}, token)).body.data;
  return [d.fav_item_count, d.fav_shop_count, d.browse_count];
};

describe('favourite items', () => {
  it('collects, checks, lists newest first, removes one and clears all', async () => {
    const token = await t.newMember('13600000001');
    const [a, b, c] = items;
    for (const it of [a, b, c]) {
      nowMs += 1000;
      const r = await t.call('POST', `member/collect/item/${it.item_id}`, { distributor_id: 0 }, token);
      expect(r.body.data).toMatchObject({ item_id: it.item_id });
    }
    expect((await t.call('POST', `member/collect/item/${a.item_id}`, {}, token)).status).toBe(200); // twice: still one row
    expect((await t.call('GET', 'member/collect/item/check', { item_id: a.item_id }, token)).body.data).toEqual({ is_fav: true });
    const list = (await t.call('GET', 'member/collect/item', { page: 1, pageSize: 10 }, token)).body.data;
    expect(list.total_count).toBe(3);
    expect(list.list.map((x: { item_id: number }) => x.item_id)).toEqual([c.item_id, b.item_id, a.item_id]);
    expect(list.list[0]).toMatchObject({ item_name: c.item_name, fav_id: expect.any(Number), item_image: expect.any(String), price: expect.any(Number), created: expect.any(Number) });
    expect(await counts(token)).toEqual([3, 0, 0]);

    expect((await t.call('DELETE', 'member/collect/item', { item_ids: [b.item_id], is_empty: 'false' }, token)).body.data).toEqual({ status: true });
    expect((await t.call('GET', 'member/collect/item/check', { item_id: b.item_id }, token)).body.data).toEqual({ is_fav: false });
    expect((await t.call('DELETE', 'member/collect/item', { is_empty: 'true' }, token)).status).toBe(200);
    expect((await t.call('GET', 'member/collect/item', {}, token)).body.data.total_count).toBe(0);
  });

  it('refuses bad input with a Chinese 422 and changes nothing; guests get 401', async () => {
    const token = await t.newMember('13600000002');
    await t.call('POST', `member/collect/item/${items[0].item_id}`, {}, token);
    for (const [method, path, body, message] of [
      ['POST', 'member/collect/item/999999', {}, '商品不存在或者已下架'],
      ['POST', 'member/collect/item/abc', {}, '商品不存在或者已下架'],
      ['DELETE', 'member/collect/item', { is_empty: 'false' }, '请选择要移除的商品'],
      ['GET', 'member/collect/item', { pageSize: 500 }, '分页参数错误'],
    ] as const) {
      const r = await t.call(method, path, body, token);
      expect([r.status, r.body.data.message]).toEqual([422, message]);
    }
    expect((await t.call('GET', 'member/collect/item', {}, token)).body.data.total_count).toBe(1);
    expect((await t.call('GET', 'member/collect/item')).status).toBe(401);
  });
});

describe('followed shops', () => {
  it('follows, checks, lists with fav_num, unfollows and clears', async () => {
    const token = await t.newMember('13600000003');
    const other = await t.newMember('13600000004');
    const f = await t.call('POST', 'member/collect/distribution/1', {}, token);
    expect(f.body.data).not.toHaveProperty('message');
    await t.call('POST', 'member/collect/distribution/1', {}, other);
    await t.call('POST', 'member/collect/distribution/0', {}, token);
    expect((await t.call('GET', 'member/collect/distribution/check', { distributor_id: 1 }, token)).body.data).toEqual({ is_fav: true });
    const list = (await t.call('GET', 'member/collect/distribution', { page: 1, pageSize: 10 }, token)).body.data;
    expect(list.total_count).toBe(2);
    expect(list.list.find((s: { distributor_id: number }) => s.distributor_id === 1)).toMatchObject({ name: expect.any(String), fav_num: 2 });
    expect(await counts(token)).toEqual([0, 2, 0]);

    expect((await t.call('POST', 'member/collect/distribution/9999', {}, token)).body.data.message).toBe('店铺不存在');
    expect((await t.call('DELETE', 'member/collect/distribution', {}, token)).body.data.message).toBe('店铺不存在');
    expect((await t.call('DELETE', 'member/collect/distribution', { distributor_id: 1 }, token)).body.data).toEqual({ status: true });
    expect((await t.call('GET', 'member/collect/distribution/check', { distributor_id: 1 }, token)).body.data).toEqual({ is_fav: false });
    await t.call('DELETE', 'member/collect/distribution', { is_empty: 'true' }, token);
    expect((await t.call('GET', 'member/collect/distribution', {}, token)).body.data.total_count).toBe(0);
    expect((await t.call('GET', 'member/collect/distribution', {}, other)).body.data.total_count).toBe(1);
  });
});

describe('footprints', () => {
  it('keeps one row per goods, newest first, and removes them', async () => {
    const token = await t.newMember('13600000005');
    const [a, b, c] = items;
    for (const it of [a, b, c, a]) {
      nowMs += 60_000;
      expect((await t.call('POST', 'member/browse/history/save', { item_id: it.item_id }, token)).body.data).toEqual({ status: true });
    }
    const list = (await t.call('GET', 'member/browse/history/list', { page: 1, pageSize: 20 }, token)).body.data;
    expect(list.total_count).toBe(3);
    expect(list.list.map((x: { item_id: number }) => x.item_id)).toEqual([a.item_id, c.item_id, b.item_id]);
    expect(list.list[0]).toMatchObject({ itemData: { item_id: a.item_id, item_name: a.item_name, pics: expect.any(Array), price: expect.any(Number) }, updated: Math.floor(nowMs / 1000) });
    expect(await counts(token)).toEqual([0, 0, 3]);

    expect((await t.call('POST', 'member/browse/history/save', { item_id: 0 }, token)).body.data.message).toBe('商品不存在或者已下架');
    expect((await t.call('DELETE', 'member/browse/history', {}, token)).body.data.message).toBe('请选择要删除的足迹');
    await t.call('DELETE', 'member/browse/history', { item_ids: [c.item_id] }, token);
    expect((await t.call('GET', 'member/browse/history/list', {}, token)).body.data.total_count).toBe(2);
    await t.call('DELETE', 'member/browse/history', { is_empty: 'true' }, token);
    expect(await counts(token)).toEqual([0, 0, 0]);
  });
});
