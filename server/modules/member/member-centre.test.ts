/** Issue 24 point 2: the member centre's answer names the paid grade a member bought and greets by the nickname set. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/app';
import { members } from '../../../tests/helpers/commerce';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(() => t.close());

describe('member centre answer', () => {
  it('says 普通会员 before, 香料会员 after buying it; the nickname once set, else the masked mobile', async () => {
    const [m] = await members(t, 1);
    const before = (await t.call('GET', 'member', {}, m.token)).body.data.memberInfo;
    expect(before.gradeInfo.grade_name).toBe('普通会员');
    expect(before.nickname).toMatch(/^1\d{2}\*{4}\d{4}$/);
    const grade = (await t.call('GET', 'vipgrades/newlist')).body.data.list[0];
    const order = (await t.call('POST', 'vipgrades/buy', { vip_grade_id: grade.vip_grade_id, card_type: 'monthly' }, m.token)).body.data.order_id;
    await t.call('POST', 'payment', { order_id: order, pay_type: 'testpay' }, m.token);
    expect((await t.call('PUT', 'member', { nickname: '麻辣小王' }, m.token)).status).toBe(200);
    const after = (await t.call('GET', 'member', {}, m.token)).body.data;
    expect(after.memberInfo.gradeInfo.grade_name).toBe('香料会员');
    expect(after.memberInfo.nickname).toBe('麻辣小王');
    expect(after.vipgrade).toMatchObject({ is_vip: true, grade_name: '香料会员' });
  });
});
