/**
 * The 20 endpoints the contract walk lacked (issue 25), each called as the original client's axios would send
 * it and checked for the contract's shape and rules: member info and statistics, account closing, item intro
 * and share, rating replies, invoices after purchase, page parameters, settlement banks and the wxa articles.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { addToCart, members, orderNew, stockedItem } from '../helpers/commerce';
import { axiosQuery, formBody, INJECTED } from './axios-wire';

let t: TestApp;
let op: string;
beforeAll(async () => { t = await createTestApp(); op = await t.operatorToken(); });
afterAll(async () => { await t.close(); });

async function call(method: 'GET' | 'POST' | 'DELETE', path: string, params: Record<string, unknown> = {}, token?: string, prefix = '/api/h5app/wxapp/') {
  const q = method === 'GET' ? axiosQuery({ ...params, ...INJECTED }) : '';
  const body = method === 'GET' ? undefined : formBody(params);
  const res = await t.app.inject({ method, url: `${prefix}${path}${q ? `?${q}` : ''}`, payload: body,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': method === 'DELETE' ? 'text/plain;charset=UTF-8' : 'application/x-www-form-urlencoded' } : {}) } });
  return { status: res.statusCode, data: res.json().data };
}

async function paidOrder(token: string, userId: number, price = 5000) {
  const item = await stockedItem(t, 50, price);
  await addToCart(t, token, item.item_id, 1);
  const o = (await orderNew(t, token)).body.data;
  await t.admin(op, 'POST', `/members/${userId}/deposit`, { kind: 'recharge', amount: o.total_fee, reason: '测试充值' });
  expect((await call('POST', 'payment', { order_id: o.order_id, pay_type: 'deposit', pay_channel: 'deposit' }, token)).status).toBe(200);
  return { orderId: o.order_id as string, total: o.total_fee as number, itemId: item.item_id };
}

describe('member: memberinfo, member/statistical', () => {
  it('answer the profile and the centre counters', async () => {
    const token = await t.login();
    const info = await call('GET', 'memberinfo', {}, token);
    expect(info.data).toMatchObject({ user_id: expect.any(Number), username: '川味小厨', mobile: '138****8000' });
    const stats = (await call('GET', 'member/statistical', {}, token)).data;
    expect(stats).toMatchObject({ point: expect.any(Number), deposit: expect.any(Number), fav_item_count: expect.any(Number), orders: { normal_notpay_notdelivery: expect.any(Number) }, aftersales: { aftersales: expect.any(Number) } });
    expect((await call('GET', 'memberinfo')).status).toBe(401);
  });
});

describe('DELETE member (注销账号)', () => {
  it('refuses with unfinished orders, asks to confirm forfeiting balance and points, then anonymises and keeps orders', async () => {
    const [m] = await members(t, 1);
    const item = await stockedItem(t, 50, 3000);
    await addToCart(t, m.token, item.item_id, 1);
    const unpaid = (await orderNew(t, m.token)).body.data.order_id as string;
    const blocked = await call('DELETE', 'member', {}, m.token);
    expect(blocked).toMatchObject({ status: 422, data: { message: `您有未完成的订单（${unpaid}），请完成或取消后再注销` } });
    await call('POST', 'order/cancel', { order_id: unpaid, cancel_reason: '不想要了' }, m.token);
    await t.admin(op, 'POST', `/members/${m.userId}/deposit`, { kind: 'recharge', amount: 1234, reason: '测试' });
    await t.db.updateTable('members').set({ point: 88 }).where('user_id', '=', m.userId).execute();
    await t.db.insertInto('member_addresses').values({ user_id: m.userId, username: '张三', telephone: '13900139000', province: '北京市', city: '北京市', county: '朝阳区', adrdetail: '建国路88号' }).execute();
    const ask = await call('DELETE', 'member', {}, m.token);
    expect(ask).toMatchObject({ status: 422, data: { message: '注销后预存款12.34元和积分88将清零且无法恢复，请确认后再注销' } });
    const done = await call('DELETE', 'member', { confirm_forfeit: 1 }, m.token);
    expect(done).toMatchObject({ status: 200, data: { status: true } });
    const row = await t.db.selectFrom('members').selectAll().where('user_id', '=', m.userId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ mobile: `closed-${m.userId}`, username: '已注销用户', deposit: 0, point: 0, disabled: true });
    expect(row.closed_at).not.toBeNull();
    expect(await t.db.selectFrom('member_addresses').select('address_id').where('user_id', '=', m.userId).execute()).toHaveLength(0);
    expect(await t.db.selectFrom('orders').select('order_id').where('order_id', '=', unpaid).execute()).toHaveLength(1);
    const ledger = await t.db.selectFrom('deposit_journal').select(['kind', 'amount']).where('user_id', '=', m.userId).orderBy('id').execute();
    expect(ledger).toEqual([{ kind: 'recharge', amount: 1234 }, { kind: 'forfeit', amount: -1234 }]);
    // The old token no longer works.
    expect((await call('GET', 'member', {}, m.token)).status).toBe(401);
  });
});

describe('item intro, share, rating replies', () => {
  it('goods/itemintro and goods/share/items answer for a goods on sale, refuse others', async () => {
    const item = await stockedItem(t, 5, 2000);
    expect((await call('GET', `goods/itemintro/${item.item_id}`)).data).toMatchObject({ item_id: item.item_id, intro: expect.any(String) });
    const share = (await call('GET', `goods/share/items/${item.item_id}`)).data;
    expect(share).toMatchObject({ item_id: item.item_id, price: 2000, share_url: expect.stringMatching(new RegExp(`/items/${item.item_id}$`)) });
    expect(share.weixin_qrcode).toMatch(/^data:image\/png;base64,/);
    await t.db.updateTable('items').set({ approve_status: 'instock' }).where('item_id', '=', item.item_id).execute();
    expect((await call('GET', `goods/itemintro/${item.item_id}`)).data.message).toBe('商品不存在或者已下架');
    await t.db.updateTable('items').set({ approve_status: 'onsale' }).where('item_id', '=', item.item_id).execute();
  });

  it('order/replyRate adds a reply under a rating; the list and the item page show it', async () => {
    const [m] = await members(t, 1);
    const { orderId, itemId } = await paidOrder(m.token, m.userId);
    await t.admin(op, 'POST', `/orders/${orderId}/ship`, { delivery_corp_name: '顺丰速运', delivery_code: 'SF1234567890' });
    await call('POST', 'order/confirmReceipt', { order_id: orderId }, m.token);
    await t.db.updateTable('orders').set({ order_status: 'DONE' }).where('order_id', '=', orderId).execute();
    const rated = await t.call('POST', 'order/rate/create', { order_id: orderId, anonymous: 0, rates: [{ item_id: itemId, content: '很香', star: 5 }] }, m.token);
    expect(rated.status).toBe(200);
    const rate = (await call('GET', 'order/rate/list', { item_id: itemId, page: 1, pageSize: 10, order_type: 'normal' })).data.list[0];
    const [other] = await members(t, 1);
    expect((await call('POST', 'order/replyRate', { rate_id: rate.rate_id, content: '  ' }, other.token)).data.message).toBe('请填写回复内容');
    expect((await call('POST', 'order/replyRate', { rate_id: 99999999, content: '同感' }, other.token)).status).toBe(404);
    expect((await call('POST', 'order/replyRate', { rate_id: rate.rate_id, content: '同感' })).status).toBe(401);
    expect((await call('POST', 'order/replyRate', { rate_id: rate.rate_id, content: '同感，回购了' }, other.token)).data).toMatchObject({ status: true });
    const replies = (await call('GET', 'order/replyRate/list', { rate_id: rate.rate_id })).data;
    expect(replies).toMatchObject({ total_count: 1, list: [{ content: '同感，回购了', created: expect.any(Number) }] });
    const again = (await call('GET', 'order/rate/list', { item_id: itemId, page: 1, pageSize: 10, order_type: 'normal' })).data.list[0];
    expect(again.reply).toMatchObject({ total_count: 1, list: [{ content: '同感，回购了' }] });
  });
});

describe('invoices after purchase (order/invoice/*, orders/invoice)', () => {
  it('apply → list → detail → update → cancel → apply again → operator issues → resend; the rules hold', async () => {
    const [m] = await members(t, 1);
    const { orderId, total } = await paidOrder(m.token, m.userId);
    const eligible = (await call('GET', 'orders/invoice', { page: 1, pageSize: 10 }, m.token)).data;
    expect(eligible.list).toContainEqual(expect.objectContaining({ order_id: orderId, invoice_amount: total, invoice_status: 'none' }));
    const request = { order_id: orderId, title: 'unit', content: '成都川香源食品有限公司', registration_number: '91510100MA61234567', invoice_content: '商品明细', email: 'caiwu@example.com' };
    expect((await call('POST', 'order/invoice/apply', { ...request, registration_number: 'abc' }, m.token)).data.message).toBe('请填写正确的纳税人识别号（15、17、18或20位大写字母或数字）');
    expect((await call('POST', 'order/invoice/apply', { ...request, email: 'nope' }, m.token)).data.message).toBe('请填写正确的收票邮箱');
    const applied = await call('POST', 'order/invoice/apply', request, m.token);
    expect(applied).toMatchObject({ status: 200, data: { order_id: orderId, status: 'pending', status_name: '待开票', amount: total, company_title: '成都川香源食品有限公司' } });
    expect((await call('POST', 'order/invoice/apply', request, m.token)).data.message).toBe('该订单已申请开票');
    const id = applied.data.id;
    expect((await call('GET', 'order/invoice/list', { page: 1, pageSize: 10 }, m.token)).data).toMatchObject({ total_count: 1, list: [{ id, status: 'pending' }] });
    expect((await call('GET', `order/invoice/info/${id}`, {}, m.token)).data).toMatchObject({ id, order_id: orderId, items: [expect.objectContaining({ num: 1 })] });
    const [stranger] = await members(t, 1);
    expect((await call('GET', `order/invoice/info/${id}`, {}, stranger.token)).status).toBe(404);
    expect((await call('POST', 'order/invoice/update', { ...request, id, title: 'individual', content: '张三', registration_number: '' }, m.token)).data).toMatchObject({ title_type: 'individual', company_title: '张三' });
    expect((await call('POST', 'order/invoice/resend', { id }, m.token)).data.message).toBe('发票开具后才能重新发送');
    expect((await call('POST', 'order/invoice/cancel', { id }, m.token)).data.status).toBe('cancelled');
    expect((await call('POST', 'order/invoice/cancel', { id }, m.token)).data.message).toBe('发票已开具或已取消，不能取消');
    const second = (await call('POST', 'order/invoice/apply', request, m.token)).data;
    expect((await t.admin(op, 'POST', `/invoices/${second.id}/issue`, { invoice_no: 'x' })).body.data.message).toBe('请填写正确的发票号码');
    const issued = await t.admin(op, 'POST', `/invoices/${second.id}/issue`, { invoice_no: '25512000000012345678' });
    expect(issued.body.data).toMatchObject({ status: 'issued', invoice_no: '25512000000012345678' });
    expect((await call('POST', 'order/invoice/update', { ...request, id: second.id }, m.token)).data.message).toBe('发票已开具或已取消，不能修改');
    expect((await call('POST', 'order/invoice/resend', { id: second.id, email: 'boss@example.com' }, m.token)).data).toMatchObject({ email: 'boss@example.com', resent_time: expect.any(Number) });
    expect((await t.admin(op, 'GET', '/invoices?status=issued')).body.data.list.map((r: { id: number }) => r.id)).toContain(second.id);
    const log = await t.db.selectFrom('operation_logs').select(['action']).where('entity', '=', 'invoice').where('entity_id', '=', String(second.id)).execute();
    expect(log).toEqual([{ action: '开具发票' }]);
  });

  it('an unpaid order cannot be invoiced; setting and protocol answer', async () => {
    const [m] = await members(t, 1);
    const item = await stockedItem(t, 50, 3000);
    await addToCart(t, m.token, item.item_id, 1);
    const o = (await orderNew(t, m.token)).body.data;
    expect((await call('POST', 'order/invoice/apply', { order_id: o.order_id, title: 'individual', content: '张三', email: 'a@b.cn' }, m.token)).data.message).toBe('订单付款后才能申请开票');
    expect((await call('POST', 'order/invoice/setting', { email: 'a@b.cn', mobile: '13900139000' }, m.token)).data).toMatchObject({ email: 'a@b.cn', mobile: '13900139000', is_open: true });
    expect((await call('GET', 'order/invoice/setting', {}, m.token)).data).toMatchObject({ email: 'a@b.cn', contents: ['商品明细', '商品类别'] });
    expect((await call('GET', 'order/invoice/protocol')).data).toMatchObject({ title: '开票说明', content: expect.stringContaining('纳税人识别号') });
  });

  it('two parallel applications for one order: one succeeds', async () => {
    const [m] = await members(t, 1);
    const { orderId } = await paidOrder(m.token, m.userId);
    const body = { order_id: orderId, title: 'individual', content: '张三', email: 'a@b.cn' };
    const results = await Promise.all(Array.from({ length: 10 }, () => call('POST', 'order/invoice/apply', body, m.token)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status !== 200).every((r) => r.data.message === '该订单已申请开票')).toBe(true);
  });
});

describe('pages, banks, articles', () => {
  it('pageparams/setting answers the published home page as {list:[{name, params}], config}', async () => {
    const r = (await call('GET', 'pageparams/setting', { page_name: 'index', template_name: 'pc' })).data;
    expect(r.list.length).toBeGreaterThan(0);
    expect(r.list[0]).toMatchObject({ name: expect.any(String), params: expect.any(Object) });
    expect(r.config).toMatchObject({ page_name: 'index' });
    expect((await call('GET', 'pageparams/setting', { page_name: 'custom_99999' })).status).toBe(404);
  });

  it('adapay/bank/list needs the merchant login and filters by name', async () => {
    expect((await call('GET', 'adapay/bank/list')).status).toBe(401);
  });

  it('/wxa/promotion/articles and …/info answer published articles', async () => {
    const list = await call('GET', 'promotion/articles', { page: 1, pageSize: 5 }, undefined, '/api/h5app/wxa/');
    expect(list.status).toBe(200);
    expect(list.data).toMatchObject({ list: expect.any(Array), total_count: expect.any(Number) });
    if (list.data.list.length) {
      const info = await call('GET', 'promotion/articles/info', { article_id: list.data.list[0].article_id }, undefined, '/api/h5app/wxa/');
      expect(info.data).toMatchObject({ article_id: list.data.list[0].article_id, content: expect.any(String) });
    }
    expect((await call('GET', 'promotion/articles/info', { article_id: 99999999 }, undefined, '/api/h5app/wxa/')).status).toBe(404);
  });
});
