import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/app';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

describe('password login and member info', () => {
  it('issues an HS256 JWT with the ECShopX claims', async () => {
    const token = await t.login();
    const [header, payload] = token.split('.').slice(0, 2).map((p) => JSON.parse(Buffer.from(p, 'base64url').toString()));
    expect(header.alg).toBe('HS256');
    expect(payload.sub).toMatch(/^\d+_espier_companyid_espier_1$/);
    expect(payload).toMatchObject({ company_id: 1, operator_type: 'user', unionid: null, openid: null, is_new: 0 });
    expect(payload.id).toBe(payload.sub);
    expect(payload.exp - payload.iat).toBe(7200 * 60);
  });

  it('rejects a wrong password and an unknown mobile alike with 用户名或密码错误', async () => {
    const wrong = await t.call('POST', 'login', { username: '13800138000', password: 'wrong1234' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.data.message).toBe('用户名或密码错误');
    const unknown = await t.call('POST', 'login', { username: '13900000001', password: 'abc12345' });
    expect(unknown).toEqual(wrong);
    const bad = await t.call('POST', 'login', { username: '12345', password: 'abc12345' });
    expect(bad.body.data.message).toBe('手机号码错误');
  });

  it('returns member info with the masked mobile', async () => {
    const token = await t.login();
    const res = await t.call('GET', 'member', {}, token);
    expect(res.status).toBe(200);
    expect(res.body.data.memberInfo.mobile).toBe('138****8000');
    expect(res.body.data.point).toBe(500);
  });

  it('counts the member\'s coupons: all held and still usable', async () => {
    const token = await t.newMember('13700000002');
    const before = (await t.call('GET', 'member', {}, token)).body.data;
    expect([before.coupon, before.userDiscountCount]).toEqual([0, 0]);
    const card = (await t.call('GET', 'getCardList', { page_no: 1, page_size: 20 })).body.data.list[0];
    expect((await t.call('GET', 'user/receiveCard', { card_id: card.card_id }, token)).status).toBe(200);
    const after = (await t.call('GET', 'member', {}, token)).body.data;
    expect([after.coupon, after.userDiscountCount]).toEqual([1, 1]);
  });

  it('a disabled member gets 401 该账号已被禁用.', async () => {
    const token = await t.newMember('13700000001');
    await t.db.updateTable('members').set({ disabled: true }).where('mobile', '=', '13700000001').execute();
    const res = await t.call('GET', 'member', {}, token);
    expect(res.status).toBe(401);
    expect(res.body.data).toMatchObject({ message: '该账号已被禁用.', code: 401002 });
  });
});
