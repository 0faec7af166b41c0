import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/app';
import { members, orderNew, stockedItem, storeOf } from '../../../tests/helpers/commerce';
import { jobs } from '../../jobs.server';
import { testPayProvider } from '../payment/providers/testpay';
import type { PaymentProvider } from '../payment/providers/types';
import { expireGroupTeamsJob } from './jobs.server';
import { expireTeams } from './refund.service';

let t: TestApp;
let op: string;
beforeAll(async () => { t = await createTestApp(); op = await t.operatorToken(); });
afterAll(() => t.close());

const admin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>) => t.admin(op, method, url, payload);
const unixIn = (minutes: number) => Math.floor(Date.now() / 1000) + minutes * 60;

async function liveGroup(personNum = 2) {
  const item = await stockedItem(t, 100, 6000);
  const r = await admin('POST', '/groups', { title: '两人拼', item_id: item.item_id, act_price: 3900, person_num: personNum, limit_minutes: 60, begin_time: unixIn(-5), end_time: unixIn(600) });
  expect(r.status).toBe(200);
  return { item, groupId: r.body.data.groups_activity_id as number };
}
const groupOrder = (token: string, groupId: number, teamId?: string, extra: Record<string, unknown> = {}) =>
  orderNew(t, token, { cart_type: 'fastbuy', type: 'group', order_type: 'normal_groups', group_id: groupId, ...(teamId ? { team_id: teamId } : {}), ...extra });
const pay = (token: string, orderId: string) => t.call('POST', 'payment', { order_id: orderId, pay_type: 'testpay' }, token);
const status = async (orderId: string) => (await t.db.selectFrom('orders').select(['order_status', 'refund_fee']).where('order_id', '=', orderId).executeTakeFirstOrThrow());
const team = async (teamId: string) => t.db.selectFrom('group_teams').selectAll().where('team_id', '=', teamId).executeTakeFirstOrThrow();

describe('group buy: operator', () => {
  it('creates group buys; bad input refused in Chinese and nothing stored', async () => {
    const item = await stockedItem(t, 100, 6000);
    const before = (await admin('GET', '/groups')).body.data.list.length;
    const bad = async (p: Record<string, unknown>) => (await admin('POST', '/groups', { title: '拼团', item_id: item.item_id, act_price: 3900, person_num: 2, limit_minutes: 60, begin_time: unixIn(0), end_time: unixIn(60), ...p })).body.data.message;
    expect(await bad({ person_num: 1 })).toContain('person_num');
    expect(await bad({ act_price: 6000 })).toBe('拼团价必须低于商品售价');
    expect(await bad({ limit_minutes: 0 })).toContain('limit_minutes');
    expect(await bad({ begin_time: unixIn(90) })).toBe('结束时间必须晚于开始时间');
    expect(await bad({ title: '   ' })).toBe('请填写活动名称');
    expect((await admin('GET', '/groups')).body.data.list).toHaveLength(before);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/groups', payload: {} })).statusCode).toBe(401);
  });
});

describe('group buy: teams', () => {
  it('a chief starts, a second member joins; both orders wait in WAIT_GROUPS_SUCCESS until the team is full', async () => {
    const { item, groupId } = await liveGroup(2);
    const [chief, friend, late] = await members(t, 3);
    expect((await t.call('GET', 'promotions/groups')).body.data.list.map((g: { groups_activity_id: number }) => g.groups_activity_id)).toContain(groupId);

    const started = await groupOrder(chief.token, groupId);
    expect(started.body.data).toMatchObject({ order_type: 'normal_groups', total_fee: 3900 + 1000 });
    const teamId = started.body.data.team_id as string;
    expect(teamId).toMatch(/^\d+$/);
    // The team is not offered to others until the chief has paid.
    expect((await t.call('GET', `goods/items/${item.item_id}`)).body.data).toMatchObject({ activity_type: 'group', act_price: 3900, groups_list: [] });
    await pay(chief.token, started.body.data.order_id);
    expect((await status(started.body.data.order_id)).order_status).toBe('WAIT_GROUPS_SUCCESS');
    const detail = (await t.call('GET', `goods/items/${item.item_id}`)).body.data;
    expect(detail.groups_list).toMatchObject([{ team_id: teamId, person_num: 2, join_person_num: 1, surplus_num: 1 }]);
    expect((await t.call('GET', `groupOrders/${teamId}`, {}, friend.token)).body.data).toMatchObject({ team_status: 'WAITING', can_join: true, is_member: false });

    expect((await groupOrder(chief.token, groupId, teamId)).body.data.message).toBe('您已参加过该团');
    const joined = await groupOrder(friend.token, groupId, teamId);
    expect(joined.body.data.team_id).toBe(teamId);
    expect((await groupOrder(late.token, groupId, teamId)).body.data.message).toBe('该团已满员或已结束，请参加其他团');
    await pay(friend.token, joined.body.data.order_id);

    expect((await status(started.body.data.order_id)).order_status).toBe('PAYED');
    expect((await status(joined.body.data.order_id)).order_status).toBe('PAYED');
    expect(await team(teamId)).toMatchObject({ status: 'SUCCESS', joined_num: 2, paid_num: 2 });
    const mine = (await t.call('GET', 'groupOrders', {}, friend.token)).body.data;
    expect(mine.list[0]).toMatchObject({ team_id: teamId, team_status: 'SUCCESS', order_status: 'PAYED', is_chief: false });
    expect((await t.call('GET', 'groupOrders')).status).toBe(401);
    expect((await t.call('GET', 'groupOrders/abc')).status).toBe(404);
    expect((await t.call('GET', 'groupOrders/123456789')).body.data.message).toBe('拼团不存在或已结束');
  });

  it('ten members racing for the last seat: one gets it', async () => {
    const { groupId } = await liveGroup(2);
    const [chief, ...crowd] = await members(t, 11);
    const started = await groupOrder(chief.token, groupId);
    await pay(chief.token, started.body.data.order_id);
    const results = await Promise.all(crowd.map((m) => groupOrder(m.token, groupId, started.body.data.team_id)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(await team(started.body.data.team_id)).toMatchObject({ joined_num: 2 });
  });

  it('an unpaid member that closes frees the seat', async () => {
    const { groupId } = await liveGroup(2);
    const [chief, a, b] = await members(t, 3);
    const started = await groupOrder(chief.token, groupId);
    const ja = await groupOrder(a.token, groupId, started.body.data.team_id);
    await t.call('POST', 'order/cancel', { order_id: ja.body.data.order_id }, a.token);
    expect(await team(started.body.data.team_id)).toMatchObject({ joined_num: 1 });
    expect((await groupOrder(b.token, groupId, started.body.data.team_id)).status).toBe(200);
  });
});

describe('group buy: expiry', () => {
  it('an expired team refunds every paid member once (job run twice in parallel), returns stock, closes unpaid orders', async () => {
    const { item, groupId } = await liveGroup(3);
    const [chief, paidFriend, unpaidFriend] = await members(t, 3);
    const shelf = await storeOf(t, item.item_id);
    const a = await groupOrder(chief.token, groupId);
    const teamId = a.body.data.team_id;
    await pay(chief.token, a.body.data.order_id);
    const b = await groupOrder(paidFriend.token, groupId, teamId);
    await pay(paidFriend.token, b.body.data.order_id);
    const c = await groupOrder(unpaidFriend.token, groupId, teamId);
    expect(await storeOf(t, item.item_id)).toBe(shelf - 3);

    await t.db.updateTable('group_teams').set({ expires_at: new Date(Date.now() - 1000) }).where('team_id', '=', teamId).execute();
    expect(jobs).toContain(expireGroupTeamsJob);
    const deps = { db: t.db, config: t.config };
    await Promise.all([expireGroupTeamsJob.run(deps), expireGroupTeamsJob.run(deps)]);
    await expireGroupTeamsJob.run(deps);

    expect(await team(teamId)).toMatchObject({ status: 'FAIL' });
    expect(await status(a.body.data.order_id)).toEqual({ order_status: 'CANCEL', refund_fee: 4900 });
    expect(await status(b.body.data.order_id)).toEqual({ order_status: 'CANCEL', refund_fee: 4900 });
    expect((await status(c.body.data.order_id)).order_status).toBe('CANCEL');
    const refunds = await t.db.selectFrom('order_refunds').selectAll().where('order_id', 'in', [a.body.data.order_id, b.body.data.order_id, c.body.data.order_id]).execute();
    expect(refunds.map((r) => [r.refund_status, r.refund_fee])).toEqual([['SUCCESS', 4900], ['SUCCESS', 4900]]);
    expect(await storeOf(t, item.item_id)).toBe(shelf);
    const order = (await t.call('GET', `order/${a.body.data.order_id}`, {}, chief.token)).body.data;
    expect(order.cancelData).toMatchObject({ cancel_reason: '拼团失败，系统自动退款', refund_fee: 4900 });
  });

  it('a gateway that answers "processing" is asked again with the same refund id until it is done, never twice after', async () => {
    const { groupId } = await liveGroup(2);
    const [chief] = await members(t, 1);
    const a = await groupOrder(chief.token, groupId);
    await pay(chief.token, a.body.data.order_id);
    await t.db.updateTable('group_teams').set({ expires_at: new Date(Date.now() - 1000) }).where('team_id', '=', a.body.data.team_id).execute();
    const asked: string[] = [];
    let answer: 'PROCESSING' | 'SUCCESS' = 'PROCESSING';
    const gateway: PaymentProvider = { ...testPayProvider, async refund(req) { asked.push(req.refundId); return { state: answer }; } };
    const deps = { provider: () => gateway, publicUrl: 'http://shop.test' };
    expect(await expireTeams(t.db, deps)).toMatchObject({ failedTeams: 1, refunded: 0, pending: 1 });
    answer = 'SUCCESS';
    expect(await expireTeams(t.db, deps)).toMatchObject({ failedTeams: 0, refunded: 1, pending: 0 });
    expect(await expireTeams(t.db, deps)).toMatchObject({ refunded: 0, pending: 0 });
    expect(asked).toHaveLength(2);
    expect(asked[0]).toBe(asked[1]);
  });
});
