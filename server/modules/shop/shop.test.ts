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
