import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/app';
import { storeOf } from '../../../tests/helpers/commerce';
import { operator, paidOrder, picture, upload } from '../../../tests/helpers/aftersales';
import { linePaidShares } from './rules';
import { refund } from './aftersales.operator';
import { BizError } from '../../http/errors';
import type { PaymentProvider, RefundRequest, RefundResult } from '../payment/providers/types';

let t: TestApp;
let op: string;
beforeAll(async () => {
  t = await createTestApp();
  op = await t.operatorToken();
});
afterAll(() => t.close());

const apply = (token: string, orderId: string, lines: { id: number; num: number }[], extra: Record<string, unknown> = {}) =>
  t.call('POST', 'aftersales', { order_id: orderId, detail: JSON.stringify(lines), aftersales_type: 'ONLY_REFUND', reason: '质量问题', description: '香料受潮结块', ...extra }, token);
const lineOf = (id: number) => t.db.selectFrom('order_items').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const orderOf = (id: string) => t.db.selectFrom('orders').selectAll().where('order_id', '=', id).executeTakeFirstOrThrow();
const countApps = async (orderId: string) => (await t.db.selectFrom('aftersales').select('aftersales_bn').where('order_id', '=', orderId).execute()).length;

describe('after-sales: applying', () => {
  it('lists the reasons', async () => {
    const [m] = await (await import('../../../tests/helpers/commerce')).members(t, 1);
    const r = await t.call('GET', 'aftersales/reason/list', {}, m.token);
    expect(r.body.data).toContain('质量问题');
    expect((await t.call('GET', 'aftersales/reason/list')).status).toBe(401);
  });

  it('refuses bad applications with a Chinese 422 and changes nothing', async () => {
    const { m, orderId, orderItems } = await paidOrder(t, op, [{ price: 3000, num: 2 }]);
    const line = orderItems[0];
    const bad: [Record<string, unknown>, string][] = [
      [{ aftersales_type: 'REFUND_GOODS' }, '未发货的订单只能申请仅退款'],
      [{ reason: '随便写的' }, '请选择售后原因'],
      [{ refund_fee: 999999 }, `退款金额不能超过${(Math.floor((await orderOf(orderId)).total_fee / 2) / 100).toFixed(2)}元`],
      [{ detail: JSON.stringify([{ id: line.id, num: 3 }]) }, `${line.item_name}最多还可申请2件`],
      [{ detail: JSON.stringify([{ id: 999999, num: 1 }]) }, '售后商品不在该订单中'],
      [{ detail: 'not json' }, '请选择售后商品'],
      [{ evidence_pic: ['/media/member/not-mine.png'] }, '图片无效，请重新上传'],
      [{ evidence_pic: ['/media/a.png', '/media/b.png', '/media/c.png', '/media/d.png'] }, '参数错误'],
      [{ description: '坏\u0001了' }, '参数错误'],
      [{ aftersales_type: 'SOMETHING' }, '参数错误'],
      [{ order_id: '12ab' }, '参数错误'],
      [{ refund_fee: '1.5' }, '参数错误'],
    ];
    for (const [extra, message] of bad) {
      const r = await apply(m.token, orderId, [{ id: line.id, num: 1 }], extra);
      expect(r.status, message).toBe(422);
      expect(r.body.data.message).toBe(message);
    }
    expect(await countApps(orderId)).toBe(0);
    expect(await lineOf(line.id)).toMatchObject({ applied_num: 0, applied_fee: 0 });
    // Bracket-encoded lines work as well as the desktop's JSON text.
    const bracket = await t.call('POST', 'aftersales', { order_id: orderId, detail: [{ id: line.id, num: 1 }], aftersales_type: 'ONLY_REFUND', reason: '质量问题' }, m.token);
    expect(bracket.status).toBe(200);
    expect((await t.call('POST', 'aftersales/close', { aftersales_bn: bracket.body.data.aftersales_bn }, m.token)).status).toBe(200);
    // Another member's order is not found.
    const other = await paidOrder(t, op, [{ price: 100, num: 1 }]);
    expect((await apply(other.m.token, orderId, [{ id: line.id, num: 1 }])).body.data.message).toBe('订单不存在');
  });

  it('only accepts pictures checked by content', async () => {
    const { m } = await paidOrder(t, op, [{ price: 100, num: 1 }]);
    const fake = await upload(t, m.token, Buffer.from('GIF89a not a png at all'), 'x.png');
    expect(fake.status).toBe(422);
    expect(fake.body.data.message).toBe('上传图片只能是 JPG 或者 PNG 格式!');
    const ok = await upload(t, m.token, await picture('jpeg'), 'x.jpg', 'image/jpeg');
    expect(ok.status).toBe(200);
    expect(ok.body.data.img_url).toMatch(/^http:\/\/localhost(:\d+)?\/media\/member\/[0-9a-f]{32}\.jpg$/);
  });
});

describe('after-sales: the whole life of a return', () => {
  it('return with two pictures → approve → send back → receive → refund: money, stock, coupon and states', async () => {
    const { m, orderId, items, orderItems } = await paidOrder(t, op, [{ price: 2500, num: 2 }, { price: 1000, num: 1 }], { ship: true });
    const a = orderItems.find((i) => i.price === 2500)!;
    const b = orderItems.find((i) => i.price === 1000)!;
    const stockItem = items.find((i) => i.item_id === a.item_id)!;
    const total = (await orderOf(orderId)).total_fee;
    const shareA = linePaidShares(total, orderItems).get(a.id)!;
    const pics = [];
    for (const c of [10, 90]) pics.push((await upload(t, m.token, await picture('png', c))).body.data.img_url);
    const stock0 = await storeOf(t, stockItem.item_id);

    const r = await apply(m.token, orderId, [{ id: a.id, num: 2 }], { aftersales_type: 'REFUND_GOODS', evidence_pic: pics });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const bn = r.body.data.aftersales_bn as string;
    const info = async () => (await t.call('GET', 'aftersales/info', { aftersales_bn: bn }, m.token)).body.data;
    expect(await info()).toMatchObject({ aftersales_type: 'REFUND_GOODS', aftersales_status: 0, progress: 0, progress_val: '待处理', refund_fee: shareA, evidence_pic: pics,
      detail: [{ id: a.id, num: 2, refund_fee: shareA, aftersales_status: 'WAIT_SELLER_AGREE' }] });
    expect((await t.call('GET', 'orderscount', {}, m.token)).body.data).toMatchObject({ aftersales: 1, aftersales_pending: 1 });
    // The line is now fully applied for.
    expect((await apply(m.token, orderId, [{ id: a.id, num: 1 }])).body.data.message).toBe(`${a.item_name}最多还可申请0件`);
    // Cancelling the whole order is no longer possible.
    expect((await t.call('POST', 'order/cancel', { order_id: orderId }, m.token)).status).toBe(422);

    expect((await operator(t, op, bn, 'refund')).body.data.message).toBe('该售后单当前不能退款');
    expect((await operator(t, op, bn, 'approve')).body.data).toMatchObject({ progress: 1, aftersales_status: 1 });
    expect((await t.call('POST', 'aftersales/sendback', { aftersales_bn: bn, corp_code: 'SF', logi_no: '123' }, m.token)).body.data.message).toBe('物流单号须为6-30位字母或数字');
    expect((await t.call('POST', 'aftersales/sendback', { aftersales_bn: bn, corp_code: 'SF', logi_no: 'x'.repeat(31) }, m.token)).body.data.message).toBe('参数错误');
    expect((await t.call('POST', 'aftersales/sendback', { aftersales_bn: bn, corp_code: 'SF', logi_no: 'SF10086001' }, m.token)).body.data.result.progress).toBe(2);
    expect((await operator(t, op, bn, 'receive')).body.data).toMatchObject({ progress: 8, corp_code: 'SF', logi_no: 'SF10086001' });
    const done = (await operator(t, op, bn, 'refund')).body.data;
    expect(done).toMatchObject({ progress: 6, aftersales_status: 2, progress_val: '退款已处理', refund: { refund_fee: shareA, refund_status: 'SUCCESS', pay_type: 'testpay' } });
    expect(done.logs.map((l: any) => l.progress)).toEqual([0, 1, 2, 8, 9, 6]);
    expect((await operator(t, op, bn, 'refund')).body.data.message).toBe('该售后单当前不能退款');

    expect(await storeOf(t, stockItem.item_id)).toBe(stock0 + 2);
    const order = (await t.call('GET', `order/${orderId}`, {}, m.token)).body.data.orderInfo;
    expect(order).toMatchObject({ order_status: 'WAIT_BUYER_CONFIRM', refund_fee: shareA, can_apply_aftersales: 1 });
    expect(order.items.find((i: any) => i.id === a.id)).toMatchObject({ refunded_fee: shareA, refunded_num: 2, aftersales_status: 'REFUND_SUCCESS' });

    // The last line refunded as well: the order closes.
    const r2 = await apply(m.token, orderId, [{ id: b.id, num: 1 }]);
    await operator(t, op, r2.body.data.aftersales_bn, 'approve');
    await operator(t, op, r2.body.data.aftersales_bn, 'refund');
    expect(await orderOf(orderId)).toMatchObject({ order_status: 'CLOSED', refund_fee: total });
    expect((await t.call('GET', 'aftersales', { page: 1, pageSize: 10, aftersales_status: 2 }, m.token)).body.data.total_count).toBe(2);
  });

  it('refuse gives the lines back; 再次申请 takes them again; 撤销 closes', async () => {
    const { m, orderId, orderItems } = await paidOrder(t, op, [{ price: 1200, num: 3 }]);
    const line = orderItems[0];
    const bn = (await apply(m.token, orderId, [{ id: line.id, num: 2 }], { refund_fee: 1000 })).body.data.aftersales_bn;
    expect(await lineOf(line.id)).toMatchObject({ applied_num: 2, applied_fee: 1000 });
    expect((await operator(t, op, bn, 'refuse', { refuse_reason: '' })).body.data.message).toBe('请填写驳回原因');
    expect((await operator(t, op, bn, 'refuse', { refuse_reason: '商品已影响二次销售' })).body.data).toMatchObject({ progress: 3, aftersales_status: 3, refuse_reason: '商品已影响二次销售' });
    expect(await lineOf(line.id)).toMatchObject({ applied_num: 0, applied_fee: 0 });
    const again = await t.call('POST', 'aftersales/modify', { aftersales_bn: bn, detail: JSON.stringify([{ id: line.id, num: 3 }]), aftersales_type: 'ONLY_REFUND', reason: '发错货' }, m.token);
    expect(again.body.data.result.progress).toBe(0);
    expect(await lineOf(line.id)).toMatchObject({ applied_num: 3, applied_fee: (await orderOf(orderId)).total_fee });
    expect((await t.call('POST', 'aftersales/close', { aftersales_bn: bn }, m.token)).body.data.result).toMatchObject({ progress: 7, aftersales_status: 4 });
    expect(await lineOf(line.id)).toMatchObject({ applied_num: 0, applied_fee: 0 });
    expect((await t.call('POST', 'aftersales/close', { aftersales_bn: bn }, m.token)).body.data.message).toBe('该售后单当前不能撤销');
    const list = (await t.call('GET', 'aftersales', { page: 1, pageSize: 10, aftersales_status: 4 }, m.token)).body.data;
    expect(list).toMatchObject({ total_count: 1, list: [{ aftersales_bn: bn, progress_val: '售后已关闭' }] });
    // The order can be cancelled again now nothing is open: its stock comes back once.
    expect((await t.call('POST', 'order/cancel', { order_id: orderId }, m.token)).body.data.order_status).toBe('CANCEL');
  });

  it('an unshipped refund puts the goods back; the coupon of a wholly refunded order comes back', async () => {
    const { m, orderId, items, orderItems, code } = await paidOrder(t, op, [{ price: 12000, num: 1, store: 7 }], { coupon: '满99减10' });
    expect(await storeOf(t, items[0].item_id)).toBe(6);
    const coupon = () => t.db.selectFrom('user_coupons').select(['status', 'order_id']).where('code', '=', code!).executeTakeFirstOrThrow();
    expect(await coupon()).toMatchObject({ status: 2, order_id: orderId });
    const bn = (await apply(m.token, orderId, [{ id: orderItems[0].id, num: 1 }])).body.data.aftersales_bn;
    await operator(t, op, bn, 'approve');
    expect((await operator(t, op, bn, 'refund')).body.data.progress).toBe(6);
    expect(await storeOf(t, items[0].item_id)).toBe(7);
    const o = await orderOf(orderId);
    expect(o).toMatchObject({ order_status: 'CLOSED', refund_fee: o.total_fee, coupon_discount: 1000 });
    expect(await coupon()).toMatchObject({ status: 1, order_id: null });
  });

  it('operator routes need an operator and a well-formed number', async () => {
    const { m } = await paidOrder(t, op, [{ price: 100, num: 1 }]);
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/aftersales/123/approve', headers: { authorization: `Bearer ${m.token}` } });
    expect(res.statusCode).toBe(401);
    expect((await operator(t, op, 'abc', 'approve')).status).toBe(422);
    expect((await operator(t, op, '123', 'approve')).body.data.message).toBe('售后单不存在');
  });
});

describe('after-sales: refunds through a payment gateway', () => {
  it('a failing or slow gateway leaves the refund at 退款处理中; retrying finishes it without booking the money twice', async () => {
    const { m, orderId, orderItems } = await paidOrder(t, op, [{ price: 4000, num: 1 }]);
    const bn = (await apply(m.token, orderId, [{ id: orderItems[0].id, num: 1 }])).body.data.aftersales_bn;
    await operator(t, op, bn, 'approve');
    const answers: (() => Promise<RefundResult>)[] = [
      async () => { throw new BizError('微信退款申请失败，请稍后再试'); },
      async () => ({ state: 'PROCESSING' }),
      async () => ({ state: 'SUCCESS' }),
    ];
    const seen: RefundRequest[] = [];
    const gateway: PaymentProvider = { code: 'wxpaypc', name: '微信支付', assertReady() {}, async start() { return { payload: {} }; },
      refund: (req) => { seen.push(req); return answers.shift()!(); } };
    const deps = { provider: () => gateway, publicUrl: 'http://shop.test' };
    await expect(refund(t.db, bn, deps)).rejects.toThrow('微信退款申请失败，请稍后再试，请稍后重试退款');
    expect((await refund(t.db, bn, deps)).progress).toBe(9);
    const done = await refund(t.db, bn, deps);
    expect(done).toMatchObject({ progress: 6, refund: { refund_status: 'SUCCESS' } });
    // One refund id, asked three times; the money was booked once.
    expect(new Set(seen.map((s) => s.refundId)).size).toBe(1);
    const o = await orderOf(orderId);
    expect(o.refund_fee).toBe(o.total_fee);
    expect(seen[0]).toMatchObject({ refundFee: o.total_fee, trade: { total_fee: o.total_fee } });
  });
});

describe('after-sales integrity under races (real PostgreSQL)', () => {
  it('20 parallel applications and 20 parallel refunds never refund more than was paid, per line and per order', async () => {
    const { m, orderId, orderItems } = await paidOrder(t, op, [{ price: 1001, num: 5 }, { price: 333, num: 3 }]);
    const order = await orderOf(orderId);
    const a = orderItems.find((i) => i.num === 5)!;
    const b = orderItems.find((i) => i.num === 3)!;
    // Every request asks for one unit of each line: only the bought quantity can succeed.
    const applied = await Promise.all(Array.from({ length: 20 }, (_, i) => apply(m.token, orderId, [{ id: i % 2 ? a.id : b.id, num: 1 }])));
    const ok = applied.filter((r) => r.status === 200);
    expect(ok.length).toBe(8);
    expect(applied.filter((r) => r.status !== 200).every((r) => r.status === 422)).toBe(true);
    const la = await lineOf(a.id);
    const lb = await lineOf(b.id);
    expect([la.applied_num, lb.applied_num]).toEqual([5, 3]);
    expect(la.applied_fee + lb.applied_fee).toBe(order.total_fee);

    const bns = ok.map((r) => r.body.data.aftersales_bn as string);
    for (const bn of bns) await operator(t, op, bn, 'approve');
    // 20 refund calls at once: every application is asked two or three times.
    const refunds = await Promise.all(Array.from({ length: 20 }, (_, i) => operator(t, op, bns[i % bns.length], 'refund')));
    const refused = refunds.filter((r) => r.status !== 200).map((r) => `${r.status} ${r.body.data.message}`);
    expect(refused.every((x) => ['422 售后单状态已变化，请刷新后重试', '422 该售后单当前不能退款'].includes(x)), refused.join('; ')).toBe(true);
    const rows = await t.db.selectFrom('aftersales_refunds').selectAll().where('order_id', '=', orderId).execute();
    expect(rows.length).toBe(8);
    const refunded = rows.reduce((n, r) => n + r.refund_fee, 0);
    const after = await orderOf(orderId);
    expect(refunded).toBe(order.total_fee);
    expect(after.refund_fee).toBe(refunded);
    expect(after.order_status).toBe('CLOSED');
    const [ra, rb] = [await lineOf(a.id), await lineOf(b.id)];
    expect(ra.refunded_fee + rb.refunded_fee).toBe(order.total_fee);
    expect([ra.refunded_num, rb.refunded_num]).toEqual([5, 3]);
    expect(ra.refunded_fee).toBeLessThanOrEqual(ra.applied_fee);
  });
});
