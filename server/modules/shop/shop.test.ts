import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/app';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

describe('shops', () => {
  it('lists shops nearest first; Beijing is the default position', async () => {
    const res = await t.call('GET', 'distributor/list', { show_discount: 1, type: 0, sort_type: 1 });
    expect(res.status).toBe(200);
    const { list, tagList, total_count } = res.body.data;
    expect(total_count).toBeGreaterThanOrEqual(6);
    expect(list[0].city).toBe('北京市');
    for (let i = 1; i < list.length; i++) expect(list[i].distance).toBeGreaterThanOrEqual(list[i - 1].distance);
    expect(tagList.map((x: { tag_name: string }) => x.tag_name)).toEqual(expect.arrayContaining(['自营', '门店自提']));
    const shanghai = (await t.call('GET', 'distributor/list', { lat: 31.23, lng: 121.47 })).body.data.list[0];
    expect(shanghai.city).toBe('上海市');
  });

  it('filters by tag and rejects bad coordinates', async () => {
    const all = (await t.call('GET', 'distributor/list', {})).body.data;
    const tag = all.tagList.find((x: { tag_name: string }) => x.tag_name === '门店自提');
    const byTag = (await t.call('GET', 'distributor/list', { tag_id: tag.tag_id })).body.data.list;
    expect(byTag.length).toBeGreaterThan(0);
    for (const s of byTag) expect(s.tagList.map((x: { tag_id: number }) => x.tag_id)).toContain(tag.tag_id);
    expect((await t.call('GET', 'distributor/list', { lat: 999, lng: 1 })).status).toBe(422);
  });

  it('returns one shop, 404 for an unknown one', async () => {
    expect((await t.call('GET', 'distributor/is_valid', { distributor_id: 1 })).body.data.name).toContain('北京');
    expect((await t.call('GET', 'distributor/is_valid', { distributor_id: 999 })).status).toBe(404);
  });
});

describe('dealers and shop goods', () => {
  it('lists dealers by province apart from the nearby stores', async () => {
    const dealers = (await t.call('GET', 'dealer/list', {})).body.data;
    expect(dealers.total_count).toBeGreaterThanOrEqual(5);
    expect(dealers.provinces).toEqual(expect.arrayContaining(['四川省', '陕西省']));
    const sx = (await t.call('GET', 'dealer/list', { province: '陕西省' })).body.data.list;
    expect(sx.map((d: { city: string }) => d.city)).toEqual(['西安市']);
    const stores = (await t.call('GET', 'distributor/list', { pageSize: 50 })).body.data.list;
    expect(stores.every((s: { kind: string }) => s.kind === 'store')).toBe(true);
    expect((await t.call('GET', 'distributor/list', { kind: 'dealer' })).body.data.list[0].kind).toBe('dealer');
    expect((await t.call('GET', 'dealer/list', { pageSize: 500 })).status).toBe(422);
  });

  it('a brand store sells the brand catalogue, paged; an unknown shop sells nothing', async () => {
    const p1 = (await t.call('GET', 'goods/items', { distributor_id: 1, page: 1, pageSize: 18 })).body.data;
    const p2 = (await t.call('GET', 'goods/items', { distributor_id: 1, page: 2, pageSize: 18 })).body.data;
    expect(p1.total_count).toBeGreaterThan(18);
    expect(p2.list[0].item_id).not.toBe(p1.list[0].item_id);
    expect((await t.call('GET', 'goods/items', { distributor_id: 4242, page: 1, pageSize: 18 })).body.data.total_count).toBe(0);
  });
});
