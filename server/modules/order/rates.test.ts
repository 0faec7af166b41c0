import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/app';
import { paidOrder, picture, upload } from '../../../tests/helpers/aftersales';

let t: TestApp;
let op: string;
beforeAll(async () => { t = await createTestApp(); op = await t.operatorToken(); });
afterAll(() => t.close());

describe('order rating with pictures, shown on the item page', () => {
  it('rates a finished order with a picture; the item page lists it with paging; bad input changes nothing', async () => {
    const { m, orderId, items } = await paidOrder(t, op, [{ price: 800, num: 1 }], { confirm: true });
    const pic = (await upload(t, m.token, await picture())).body.data.img_url;
    const rate = (extra: Record<string, unknown>) => t.call('POST', 'order/rate/create', { order_id: orderId, anonymous: 0, rates: [{ item_id: items[0].item_id, star: 4, content: '香味浓郁', pics: [pic], ...extra }] }, m.token);
    const bad: [Record<string, unknown>, string][] = [
      [{ star: 6 }, '评分须为1-5星'],
      [{ pics: ['/media/someone-else.png'] }, '图片无效，请重新上传'],
      [{ pics: [pic, pic, pic, pic] }, '每件商品最多上传3张图片'],
      [{ item_id: 999999 }, '评价的商品不在该订单中'],
    ];
    for (const [extra, message] of bad) expect((await rate(extra)).body.data.message).toBe(message);
    const before = (await t.call('GET', 'order/rate/list', { item_id: items[0].item_id, page: 1, pageSize: 10 })).body.data;
    expect(before.total_count).toBe(0);
    expect((await rate({})).status).toBe(200);
    expect((await rate({})).body.data.message).toBe('该订单已评价');

    // Two more buyers rate the same item; the list pages newest first.
    for (const star of [5, 3]) {
      const o = await paidOrder(t, op, [{ price: 800, num: 1 }], { confirm: true });
      await t.db.updateTable('order_items').set({ item_id: items[0].item_id }).where('order_id', '=', o.orderId).execute();
      await t.call('POST', 'order/rate/create', { order_id: o.orderId, anonymous: 1, rates: [{ item_id: items[0].item_id, star, content: `第${star}星评价` }] }, o.m.token);
    }
    const p1 = (await t.call('GET', 'order/rate/list', { item_id: items[0].item_id, page: 1, pageSize: 2 })).body.data;
    expect(p1.total_count).toBe(3);
    expect(p1.list.map((r: any) => r.star)).toEqual([3, 5]);
    expect(p1.list[0].username).toBe('匿名用户');
    const p2 = (await t.call('GET', 'order/rate/list', { item_id: items[0].item_id, page: 2, pageSize: 2 })).body.data;
    expect(p2.list[0]).toMatchObject({ star: 4, content: '香味浓郁', rate_pic: pic, pics: [pic] });
    expect((await t.call('GET', 'order/rate/list', { item_id: 'abc' })).status).toBe(422);
    expect((await t.call('GET', 'order/rate/list', { item_id: items[0].item_id, pageSize: 500 })).status).toBe(422);
  });
});
