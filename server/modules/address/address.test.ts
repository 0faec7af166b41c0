import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/app';
import { ADDRESS } from '../../../tests/helpers/commerce';
import { checkRegion, regionTree } from './region.server';

let t: TestApp;
let me: string;
let other: string;
beforeAll(async () => {
  t = await createTestApp();
  me = await t.login();
  other = await t.newMember('13700137000');
});
afterAll(() => t.close());

describe('region tree (espier/address)', () => {
  it('has three levels with 6-digit ids and expands the 省直辖县级行政区划 pseudo-city', async () => {
    const r = await t.call('GET', 'espier/address');
    expect(r.status).toBe(200);
    const tree = r.body.data;
    expect(tree.length).toBeGreaterThanOrEqual(31);
    const bj = tree.find((p: any) => p.label === '北京市');
    expect(bj).toMatchObject({ id: '110000', value: '110000', parent_id: '0', path: '110000' });
    expect(bj.children[0]).toMatchObject({ id: '110100', label: '北京市', parent_id: '110000', path: '110000,110100' });
    expect(bj.children[0].children.find((c: any) => c.label === '朝阳区')).toMatchObject({ id: '110105', path: '110000,110100,110105', children: [] });
    const hainan = tree.find((p: any) => p.label === '海南省');
    expect(hainan.children.some((c: any) => c.label === '省直辖县级行政区划')).toBe(false);
    expect(hainan.children.find((c: any) => c.label === '琼海市')).toMatchObject({ parent_id: '460000', children: [] });
    expect(regionTree()).toBe(regionTree()); // built once
  });

  it('checks names level by level', () => {
    expect(checkRegion('北京市', '北京市', '朝阳区')).toBeNull();
    expect(checkRegion('火星省', '北京市', '朝阳区')).toBe('province');
    expect(checkRegion('北京市', '上海市', '朝阳区')).toBe('city');
    expect(checkRegion('北京市', '北京市', '浦东新区')).toBe('county');
    expect(checkRegion('海南省', '琼海市', '')).toBeNull();
  });
});

describe('member addresses', () => {
  it('creates, lists (default first), reads, updates and deletes', async () => {
    const a = await t.call('POST', 'member/address', { ...ADDRESS, is_def: 0 }, me);
    expect(a.status).toBe(200);
    expect(a.body.data).toMatchObject({ username: '张三', province: '北京市', county: '朝阳区', is_def: true }); // first one becomes default
    const b = await t.call('POST', 'member/address', { ...ADDRESS, username: '李四', is_def: 1 }, me);
    expect(b.body.data.is_def).toBe(true);
    const list = await t.call('GET', 'member/addresslist', {}, me);
    expect(list.body.data.total_count).toBe(2);
    expect(list.body.data.list[0].address_id).toBe(b.body.data.address_id);
    expect(list.body.data.list.filter((x: any) => x.is_def)).toHaveLength(1);
    const id = a.body.data.address_id;
    const up = await t.call('PUT', `member/address/${id}`, { ...ADDRESS, adrdetail: '望京街1号' }, me);
    expect(up.body.data.adrdetail).toBe('望京街1号');
    expect((await t.call('GET', `member/address/${id}`, {}, me)).body.data.adrdetail).toBe('望京街1号');
    expect((await t.call('DELETE', `member/address/${id}`, {}, me)).body.data).toEqual({ status: true });
    expect((await t.call('GET', `member/address/${id}`, {}, me)).status).toBe(404);
  });

  it('rejects bad fields with the contract messages and saves nothing', async () => {
    const before = (await t.call('GET', 'member/addresslist', {}, me)).body.data.total_count;
    const cases: [Record<string, unknown>, string][] = [
      [{ username: '' }, '请填写正确的收货人姓名'],
      [{ telephone: '12345' }, '请填写正确的手机号'],
      [{ province: '火星省' }, '请填写正确的省份'],
      [{ city: '上海市' }, '请填写正确的城市'],
      [{ county: '浦东新区' }, '请填写正确的区/县'],
      [{ adrdetail: ' ' }, '请填写正确的详细地址'],
    ];
    for (const [patch, message] of cases) {
      const r = await t.call('POST', 'member/address', { ...ADDRESS, ...patch }, me);
      expect(r.status).toBe(422);
      expect(r.body.data.message).toBe(message);
    }
    expect((await t.call('GET', 'member/addresslist', {}, me)).body.data.total_count).toBe(before);
  });

  it("another member's address is invisible and untouchable", async () => {
    const mine = (await t.call('POST', 'member/address', ADDRESS, me)).body.data;
    expect((await t.call('GET', `member/address/${mine.address_id}`, {}, other)).status).toBe(404);
    expect((await t.call('PUT', `member/address/${mine.address_id}`, { ...ADDRESS, username: '黑客' }, other)).status).toBe(404);
    expect((await t.call('DELETE', `member/address/${mine.address_id}`, {}, other)).status).toBe(404);
    expect((await t.call('GET', 'member/addresslist', {}, other)).body.data.total_count).toBe(0);
    expect((await t.call('GET', `member/address/${mine.address_id}`, {}, me)).body.data.username).toBe('张三');
  });

  it('needs a login', async () => {
    expect((await t.call('GET', 'member/addresslist')).status).toBe(401);
  });
});
