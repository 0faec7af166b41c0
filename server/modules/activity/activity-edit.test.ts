/**
 * Editing seckill, group-buy and limited-sale activities through the admin API: before the start every
 * term may change; once started only the name and the end (and seckill stock); an ended activity not at
 * all. Refusals are Chinese 422s that change nothing; each edit is in the operation log, before → after.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/app';
import { stockedItem } from '../../../tests/helpers/commerce';

let t: TestApp;
let op: string;
beforeAll(async () => { t = await createTestApp(); op = await t.operatorToken(); });
afterAll(() => t.close());
const admin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) => t.admin(op, method, url, payload);
const unixIn = (minutes: number) => Math.floor(Date.now() / 1000) + minutes * 60;
const lastLog = async (entity: string, id: number) => (await admin('GET', `/operation-logs?entity=${entity}&entity_id=${id}`)).body.data.list[0];

describe('seckill edits', () => {
  it('an upcoming seckill changes every term, and the log keeps before → after', async () => {
    const [a, b] = [await stockedItem(t, 100, 5000), await stockedItem(t, 100, 6000)];
    const s = (await admin('POST', '/seckill', { title: '整点秒杀', item_id: a.item_id, act_price: 990, total_stock: 10, limit_num: 1, begin_time: unixIn(60), end_time: unixIn(120) })).body.data;
    const edit = { title: '午间秒杀', item_id: b.item_id, act_price: 1990, total_stock: 30, limit_num: 2, begin_time: unixIn(90), end_time: unixIn(180) };
    expect((await admin('PUT', `/seckill/${s.seckill_id}`, { ...edit, act_price: 6000 })).body.data.message).toBe('秒杀价必须低于商品售价');
    const saved = await admin('PUT', `/seckill/${s.seckill_id}`, edit);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ title: '午间秒杀', item_id: b.item_id, act_price: 1990, total_stock: 30, free: 30, limit_num: 2, begin_time: edit.begin_time, end_time: edit.end_time });
    const log = await lastLog('seckill', s.seckill_id);
    expect(log).toMatchObject({ action: '修改秒杀活动', operator_name: 'admin' });
    expect([log.before.title, log.before.act_price, log.after.title, log.after.act_price]).toEqual(['整点秒杀', 990, '午间秒杀', 1990]);
  });

  it('a running seckill keeps its goods, price, limit and start; name, end and stock may change', async () => {
    const item = await stockedItem(t, 100, 5000);
    const begin = unixIn(-30);
    const s = (await admin('POST', '/seckill', { title: '进行中秒杀', item_id: item.item_id, act_price: 990, total_stock: 10, limit_num: 1, begin_time: begin, end_time: unixIn(60) })).body.data;
    const same = { title: '进行中秒杀', item_id: item.item_id, act_price: 990, total_stock: 10, limit_num: 1, begin_time: begin, end_time: unixIn(60) };
    const refused = await admin('PUT', `/seckill/${s.seckill_id}`, { ...same, act_price: 500, limit_num: 3 });
    expect([refused.status, refused.body.data.message]).toEqual([422, '活动已开始，不能修改秒杀价、每人限购；进行中只能修改活动名称、结束时间、秒杀库存']);
    expect((await admin('PUT', `/seckill/${s.seckill_id}`, { ...same, begin_time: unixIn(-5) })).body.data.message).toContain('不能修改开始时间');
    expect((await admin('PUT', `/seckill/${s.seckill_id}`, { ...same, end_time: unixIn(-1) })).body.data.message).toBe('结束时间必须晚于当前时间');
    expect((await admin('GET', `/seckill/${s.seckill_id}`)).body.data).toMatchObject({ act_price: 990, limit_num: 1, title: '进行中秒杀' });
    const end = unixIn(120); // read once: two readings can straddle a second under load
    const ok = await admin('PUT', `/seckill/${s.seckill_id}`, { ...same, title: '加场秒杀', total_stock: 20, end_time: end });
    expect(ok.body.data).toMatchObject({ title: '加场秒杀', total_stock: 20, free: 20, act_price: 990, end_time: end });
  });

  it('an ended seckill is not edited', async () => {
    const item = await stockedItem(t, 100, 5000);
    const s = (await admin('POST', '/seckill', { title: '昨日秒杀', item_id: item.item_id, act_price: 990, total_stock: 10, limit_num: 1, begin_time: unixIn(-120), end_time: unixIn(-60) })).body.data;
    const r = await admin('PUT', `/seckill/${s.seckill_id}`, { title: '改名' });
    expect([r.status, r.body.data.message]).toEqual([422, '活动已结束，不能修改']);
  });
});

describe('group-buy edits', () => {
  it('upcoming: every term; running: name and end only; the log keeps before → after', async () => {
    const item = await stockedItem(t, 100, 5000);
    const g = (await admin('POST', '/groups', { title: '两人团', item_id: item.item_id, act_price: 3900, person_num: 2, limit_minutes: 60, begin_time: unixIn(30), end_time: unixIn(600) })).body.data;
    const upcoming = await admin('PUT', `/groups/${g.groups_activity_id}`, { title: '三人团', item_id: item.item_id, act_price: 3500, person_num: 3, limit_minutes: 120, begin_time: unixIn(-10), end_time: unixIn(600) });
    expect(upcoming.body.data).toMatchObject({ title: '三人团', act_price: 3500, person_num: 3, limit_minutes: 120 });
    const log = await lastLog('groups', g.groups_activity_id);
    expect([log.action, log.before.person_num, log.after.person_num]).toEqual(['修改拼团活动', 2, 3]);
    // It has now started (begin moved into the past).
    const running = { title: '三人团', item_id: item.item_id, act_price: 3500, person_num: 3, limit_minutes: 120, begin_time: unixIn(-10), end_time: unixIn(600) };
    const refused = await admin('PUT', `/groups/${g.groups_activity_id}`, { ...running, person_num: 2 });
    expect([refused.status, refused.body.data.message]).toEqual([422, '活动已开始，不能修改成团人数；进行中只能修改活动名称、结束时间']);
    expect((await admin('PUT', `/groups/${g.groups_activity_id}`, { ...running, title: '三人成团', end_time: unixIn(900) })).body.data).toMatchObject({ title: '三人成团', person_num: 3 });
  });
});

describe('limited-sale edits', () => {
  it('upcoming: items and prices change (overlaps still refused); running: name and end only; ended: nothing', async () => {
    const [a, b] = [await stockedItem(t, 100, 5000), await stockedItem(t, 100, 5000)];
    const other = (await admin('POST', '/promotions/limited-sales', { title: '别的特惠', begin_time: unixIn(60), end_time: unixIn(120), items: [{ item_id: b.item_id, act_price: 3000 }] })).body.data;
    const sale = (await admin('POST', '/promotions/limited-sales', { title: '预告特惠', limit_num: 1, begin_time: unixIn(60), end_time: unixIn(120), items: [{ item_id: a.item_id, act_price: 3900 }] })).body.data;
    const path = `/promotions/limited-sales/${sale.sale_id}`;
    const body = { title: '预告特惠', limit_num: 2, begin_time: unixIn(60), end_time: unixIn(120), items: [{ item_id: a.item_id, act_price: 3500 }] };
    expect((await admin('PUT', path, { ...body, items: [{ item_id: a.item_id, act_price: 3500 }, { item_id: b.item_id, act_price: 3000 }] })).body.data.message).toMatch(/在同一时段已参加限时特惠「别的特惠」$/);
    expect((await admin('PUT', path, { ...body, items: [{ item_id: a.item_id, act_price: 5000 }] })).body.data.message).toMatch(/的活动价必须大于0且低于售价$/);
    const saved = await admin('PUT', path, body);
    expect(saved.body.data).toMatchObject({ title: '预告特惠', limit_num: 2, items: [{ item_id: a.item_id, act_price: 3500 }] });
    const log = await lastLog('promotions', sale.sale_id);
    expect([log.action, log.before.items[0].act_price, log.after.items[0].act_price]).toEqual(['修改限时特惠', 3900, 3500]);

    const running = { ...body, begin_time: unixIn(-5) };
    expect((await admin('PUT', path, running)).status).toBe(200); // moved to start now: it runs
    const refused = await admin('PUT', path, { ...running, items: [{ item_id: a.item_id, act_price: 2000 }], limit_num: 5 });
    expect([refused.status, refused.body.data.message]).toEqual([422, '活动已开始，不能修改特惠商品或特惠价、每人限购；进行中只能修改活动名称、结束时间']);
    expect((await admin('PUT', path, { ...running, title: '延长特惠', end_time: unixIn(240) })).body.data).toMatchObject({ title: '延长特惠', status: 'live' });

    await admin('POST', `${path}/end`);
    expect((await admin('PUT', path, running)).body.data.message).toBe('活动已结束，不能修改');
    expect((await admin('PUT', '/promotions/limited-sales/999999', body)).status).toBe(404);
    expect(other.sale_id).toBeGreaterThan(0);
  });
});
