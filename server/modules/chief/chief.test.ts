/**
 * Community chiefs through the public API: application and audit, activities and their audit, members
 * joining, the chief's orders, and commission booked exactly once per finished order under concurrency.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/app';
import { RECEIVER, addToCart, members, orderNew, stockedItem } from '../../../tests/helpers/commerce';

let t: TestApp;
let op: string;
beforeAll(async () => { t = await createTestApp(); op = await t.operatorToken(); });
afterAll(() => t.close());

const admin = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/admin${url}`, headers: { authorization: `Bearer ${op}` }, payload }).then((r) => ({ status: r.statusCode, body: r.json() }));
const APPLICATION = { name: '李团长', mobile: '13912345678', community: '幸福里小区', address: '成都市武侯区幸福里5栋门卫室', agree: 1 };

async function approvedChief() {
  const [m] = await members(t, 1);
  await t.call('POST', 'community/chief/apply', APPLICATION, m.token);
  const { chief_id } = await t.db.selectFrom('chiefs').select('chief_id').where('user_id', '=', m.userId).executeTakeFirstOrThrow();
  expect((await admin('POST', `/chiefs/${chief_id}/approve`, { commission_rate: 10 })).status).toBe(200);
  return { ...m, chiefId: chief_id };
}

describe('chief application', () => {
  it('checks the fields in Chinese, then waits for the operator; a second audit is refused', async () => {
    const [m] = await members(t, 1);
    expect((await t.call('POST', 'community/chief/apply', { ...APPLICATION, agree: 0 }, m.token)).body.data.message).toBe('请阅读并同意《团长协议》');
    expect((await t.call('POST', 'community/chief/apply', { ...APPLICATION, mobile: '123' }, m.token)).body.data.message).toBe('手机号码错误');
    expect((await t.call('POST', 'community/chief/apply', { ...APPLICATION, address: '短' }, m.token)).body.data.message).toBe('请输入提货地址（5-200字）');
    expect((await t.call('GET', 'community/chief/apply', {}, m.token)).body.data.status).toBe('none');
    expect((await t.call('POST', 'community/chief/apply', APPLICATION, m.token)).body.data).toMatchObject({ status: 'pending', is_chief: false });
    expect((await t.call('POST', 'community/chief/apply', APPLICATION, m.token)).body.data.message).toBe('团长申请审核中，请耐心等待');
    expect((await t.call('GET', 'community/ptg/mylist', {}, m.token)).body.data.message).toBe('您还不是团长，请先申请成为团长');
    const { chief_id } = await t.db.selectFrom('chiefs').select('chief_id').where('user_id', '=', m.userId).executeTakeFirstOrThrow();
    expect((await admin('POST', `/chiefs/${chief_id}/reject`, {})).body.data.message).toBe('请填写驳回原因');
    const both = await Promise.all([admin('POST', `/chiefs/${chief_id}/approve`), admin('POST', `/chiefs/${chief_id}/reject`, { audit_memo: '资料不全' })]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 422]);
    expect((await t.call('POST', 'community/checkChief', {}, m.token)).body.data.status).toMatch(/approved|rejected/);
    // The decision is in the operation log, before → after (the refused one is not).
    const log = (await admin('GET', `/operation-logs?entity=chief&entity_id=${chief_id}`)).body.data.list;
    expect(log).toHaveLength(1);
    expect(log[0].before).toMatchObject({ name: '李团长', status: 'pending' });
    expect(log[0].after.status).toMatch(/approved|rejected/);
  });
});

describe('activities, orders and commission', () => {
  it('an approved activity brings the community members\' orders to the chief; commission is booked once', async () => {
    const chief = await approvedChief();
    const item = await stockedItem(t, 100, 10000);
    const { goods_id } = await t.db.selectFrom('items').select('goods_id').where('item_id', '=', item.item_id).executeTakeFirstOrThrow();
    const now = Math.floor(Date.now() / 1000);
    expect((await t.call('POST', 'community/ptg/shenqing', { title: '团', goods_ids: [goods_id], begin_time: now - 60, end_time: now + 3600 }, chief.token)).body.data.message).toBe('请输入活动名称（2-60字）');
    expect((await t.call('POST', 'community/ptg/shenqing', { title: '周末团购', goods_ids: [goods_id], begin_time: now + 3600, end_time: now }, chief.token)).body.data.message).toBe('结束时间必须晚于开始时间');
    expect((await t.call('POST', 'community/ptg/shenqing', { title: '周末团购', goods_ids: [], begin_time: now - 60, end_time: now + 3600 }, chief.token)).body.data.message).toBe('请选择活动商品');
    const offer = (await t.call('GET', 'community/ptg/goodslist', { page: 1, pageSize: 50 }, chief.token)).body.data;
    expect(offer.list.length).toBeGreaterThan(10);
    expect((await t.call('GET', 'community/ptg/goodslist', {}, (await members(t, 1))[0].token)).body.data.message).toBe('您还不是团长，请先申请成为团长');
    const created = await t.call('POST', 'community/ptg/shenqing', { title: '周末团购', goods_ids: [goods_id], begin_time: now - 60, end_time: now + 3600 }, chief.token);
    expect(created.body.data.status).toBe('pending');
    expect((await admin('POST', `/chiefs/activities/${created.body.data.activity_id}/approve`)).status).toBe(200);

    const buyers = await members(t, 3);
    for (const b of buyers) expect((await t.call('POST', 'community/chief/join', { chief_id: chief.chiefId }, b.token)).status).toBe(200);
    expect((await t.call('POST', 'community/chief/join', { chief_id: chief.chiefId }, chief.token)).body.data.message).toBe('不能加入自己的社区团');
    const orderIds: string[] = [];
    for (const b of buyers) {
      await addToCart(t, b.token, item.item_id, 1);
      orderIds.push((await orderNew(t, b.token, RECEIVER)).body.data.order_id);
    }
    const orders = (await t.call('GET', 'community/ptg/order', {}, chief.token)).body.data;
    expect(orders.total_count).toBe(3);
    expect(orders.list[0]).toMatchObject({ goods_fee: 10000, commission: 1000, activity_title: '周末团购' });

    // Two orders finish (one then refunded in part): only the clean one earns; concurrent readers book it once.
    await t.db.updateTable('orders').set({ order_status: 'DONE', done_at: new Date() }).where('order_id', 'in', orderIds.slice(0, 2)).execute();
    await t.db.updateTable('orders').set({ refund_fee: 100 }).where('order_id', '=', orderIds[1]).execute();
    const reads = await Promise.all(Array.from({ length: 6 }, () => t.call('GET', 'community/chief/commission', {}, chief.token)));
    for (const r of reads) expect(r.status).toBe(200);
    const ledger = (await t.call('GET', 'community/chief/commission', {}, chief.token)).body.data;
    expect(ledger).toMatchObject({ total_count: 1, total_amount: 1000, commission_rate: 10 });
    expect(ledger.list[0].order_id).toBe(orderIds[0]);
    expect(await t.db.selectFrom('chief_commissions').select('id').where('order_id', 'in', orderIds).execute()).toHaveLength(1);
  });
});
