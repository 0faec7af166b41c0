import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/app';

let t: TestApp;
let op: string;
beforeAll(async () => { t = await createTestApp(); op = await t.operatorToken(); });
afterAll(async () => { await t.close(); });
const admin = (method: 'GET' | 'PUT', url: string, payload?: Record<string, unknown>) => t.admin(op, method, url, payload);

describe('admin shops', () => {
  it('lists shops paged, by keyword and kind; needs the operator', async () => {
    const all = (await admin('GET', '/shops?pageSize=2')).body.data;
    expect(all.list).toHaveLength(2);
    expect(all.total_count).toBeGreaterThan(2);
    const beijing = (await admin('GET', `/shops?keywords=${encodeURIComponent('北京')}`)).body.data.list;
    expect(beijing.length).toBeGreaterThan(0);
    for (const s of beijing) expect(`${s.name}${s.address}${s.city}`).toContain('北京');
    const dealers = (await admin('GET', '/shops?kind=dealer&pageSize=100')).body.data.list;
    expect(dealers.length).toBeGreaterThan(0);
    expect(dealers.every((s: { kind: string }) => s.kind === 'dealer')).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/shops' })).statusCode).toBe(401);
  });

  it('an edit shows at once on the storefront, keeps tag ids by name, and is logged before → after', async () => {
    const before = (await t.call('GET', 'distributor/is_valid', { distributor_id: 1 })).body.data;
    const knownTag = before.tagList[0];
    const res = await admin('PUT', '/shops/1', { hour: '08:30-21:30', mobile: '010-88886666', lat: '39.95', lng: 116.3, tags: `${knownTag.tag_name}，夜间营业`, is_ziti: false, name: ' 北京朝阳旗舰店 ' });
    expect(res.status).toBe(200);
    const shown = (await t.call('GET', 'distributor/is_valid', { distributor_id: 1 })).body.data;
    expect(shown).toMatchObject({ name: '北京朝阳旗舰店', hour: '08:30-21:30', contract_phone: '010-88886666', lat: 39.95, lng: 116.3, is_ziti: false });
    expect(shown.tagList[0]).toEqual(knownTag);
    expect(shown.tagList[1].tag_name).toBe('夜间营业');
    expect(shown.tagList[1].tag_id).toBeGreaterThan(knownTag.tag_id);
    const nearby = (await t.call('GET', 'distributor/list', { tag_id: shown.tagList[1].tag_id })).body.data.list;
    expect(nearby.map((s: { distributor_id: number }) => s.distributor_id)).toEqual([1]);

    expect((await admin('PUT', '/shops/1', { mobile: '', tags: '' })).status).toBe(200);
    expect((await t.call('GET', 'distributor/is_valid', { distributor_id: 1 })).body.data).toMatchObject({ contract_phone: '', tagList: [], hour: '08:30-21:30' });

    const log = (await admin('GET', '/operation-logs?entity=shop&entity_id=1')).body.data.list[1];
    expect(log).toMatchObject({ action: '编辑店铺', operator_name: 'admin', before: { hour: before.hour }, after: { hour: '08:30-21:30' } });
  });

  it('refuses bad input in Chinese and changes nothing', async () => {
    const before = (await admin('GET', '/shops/2')).body.data;
    for (const [body, message] of [
      [{ lat: 91 }, '纬度必须是-90到90之间的数字'],
      [{ lng: 'east' }, '经度必须是-180到180之间的数字'],
      [{ name: '  ' }, '请填写店铺名称'],
      [{ mobile: 'call me' }, '联系电话格式不正确'],
      [{ tags: Array.from({ length: 11 }, (_, i) => `标签${i}`).join(',') }, '标签最多10个'],
    ] as const) {
      const res = await admin('PUT', '/shops/2', { hour: '00:00-23:59', ...body });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.data.message).toContain(message);
    }
    expect((await admin('GET', '/shops/2')).body.data).toEqual(before);
    expect((await admin('PUT', '/shops/99999', { hour: '9-5' })).status).toBe(404);
    expect((await admin('GET', '/shops/99999')).body.data.message).toBe('店铺不存在');
  });
});
