import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/app';
import { addToCart, members, orderNew, quote, stockedItem } from '../../../tests/helpers/commerce';

let t: TestApp;
let op: string;
beforeAll(async () => { t = await createTestApp(); op = await t.operatorToken(); });
afterAll(() => t.close());

const admin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>) => t.admin(op, method, url, payload);

async function pickupChoice() {
  const list = (await t.call('GET', 'distributor/pickuplocation', { distributor_id: 0 })).body.data.list;
  const l = list[0];
  return { receipt_type: 'ziti', pickup_location: l.id, pickup_date: l.pickup_days[0].date, pickup_time: l.pickup_times[0], receiver_name: '李四', receiver_mobile: '13700137000' };
}

describe('self-pickup', () => {
  it('lists a shop’s pickup locations with days and one-hour slots; shops without pickup list none', async () => {
    const r = (await t.call('GET', 'distributor/pickuplocation', { distributor_id: 0, lat: '-30.5', lng: '104.06' })).body.data;
    expect(r.list.length).toBeGreaterThanOrEqual(2);
    expect(r.list[0]).toMatchObject({ name: '川香源成都锦江自提点', hours: '09:00-21:00' });
    expect(r.list[0].pickup_days).toHaveLength(7);
    expect(r.list[0].pickup_times[0]).toBe('09:00-10:00');
    expect(r.list[0].pickup_times).toHaveLength(12);
    expect((await t.call('GET', 'distributor/pickuplocation', { distributor_id: 3 })).body.data.list).toEqual([]);
  });

  it('a pickup order: no freight, every field checked in Chinese, code and QR only once paid, handed over once', async () => {
    const [m] = await members(t, 1);
    const item = await stockedItem(t, 50, 2000);
    await addToCart(t, m.token, item.item_id, 1);
    const choice = await pickupChoice();
    // An unfinished choice still prices (no freight for pickup).
    expect((await quote(t, m.token, { receipt_type: 'ziti' })).body.data).toMatchObject({ freight_fee: 0, total_fee: 2000, ziti_info: null });
    const bad = async (p: Record<string, unknown>) => (await orderNew(t, m.token, { ...choice, ...p, receiver_state: '', receiver_address: '' })).body.data.message;
    expect(await bad({ pickup_location: '' })).toBe('请选择自提点');
    expect(await bad({ pickup_location: 999999 })).toBe('请选择自提点');
    expect(await bad({ pickup_date: '2001-01-01' })).toBe('请选择提货日期');
    expect(await bad({ pickup_time: '03:00-04:00' })).toBe('请选择提货时间');
    expect(await bad({ receiver_mobile: '12345' })).toBe('请填写正确的提货人手机号');
    expect(await bad({ receiver_name: '' })).toBe('请填写提货人姓名');
    expect(await t.db.selectFrom('orders').select('order_id').where('user_id', '=', m.userId).execute()).toHaveLength(0);

    const o = await orderNew(t, m.token, { ...choice, pay_type: 'testpay' });
    expect(o.body.data.total_fee).toBe(2000);
    const orderId = o.body.data.order_id;
    // Asked by the order detail for every order: no code yet is an empty answer, not an error toast.
    expect(await t.call('GET', 'ziticode', { order_id: orderId }, m.token)).toEqual({ status: 200, body: { data: {} } });
    const unpaid = (await t.call('GET', `order/${orderId}`, {}, m.token)).body.data.orderInfo;
    expect(unpaid).toMatchObject({ receipt_type: 'ziti', ziti_code: '', receiver_name: '李四', ziti_info: { name: '川香源成都锦江自提点', pickup_date: choice.pickup_date, pickup_time: choice.pickup_time } });

    await t.call('POST', 'payment', { order_id: orderId, pay_type: 'testpay' }, m.token);
    const paid = (await t.call('GET', `order/${orderId}`, {}, m.token)).body.data.orderInfo;
    expect(paid).toMatchObject({ order_status: 'PAYED', order_status_des: 'PAYED_PENDING', status_label: '待自提', ziti_status: 'PENDING' });
    expect(paid.ziti_code).toMatch(/^\d{8}$/);
    const code = (await t.call('GET', 'ziticode', { order_id: orderId }, m.token)).body.data;
    expect(code).toMatchObject({ ziti_code: paid.ziti_code, pickup_code: paid.ziti_code, ziti_status: 'PENDING' });
    expect(code.qrcode_url).toMatch(/^data:image\/png;base64,/);
    expect((await t.call('GET', 'orders', { status: 4 }, m.token)).body.data.list.map((x: { order_id: string }) => x.order_id)).toEqual([orderId]);
    const [other] = await members(t, 1);
    expect((await t.call('GET', 'ziticode', { order_id: orderId }, other.token)).status).toBe(404);

    expect((await admin('POST', `/orders/${orderId}/pickup`, { ziti_code: '00000000' })).body.data.message).toBe('提货码不正确');
    const handovers = await Promise.all(Array.from({ length: 5 }, () => admin('POST', `/orders/${orderId}/pickup`, { ziti_code: paid.ziti_code })));
    expect(handovers.filter((h) => h.status === 200)).toHaveLength(1);
    expect((await t.call('GET', `order/${orderId}`, {}, m.token)).body.data.orderInfo).toMatchObject({ order_status: 'DONE', ziti_status: 'DONE' });
  });

  it('operators manage pickup locations; bad input refused in Chinese', async () => {
    expect((await admin('POST', '/pickup-locations', { distributor_id: 1, name: '', address: 'x' })).body.data.message).toBe('请填写自提点名称');
    expect((await admin('POST', '/pickup-locations', { distributor_id: 1, name: '朝阳门店', address: '朝阳路1号', hours_start: '25:00' })).body.data.message).toBe('营业时间格式应为 HH:mm');
    expect((await admin('POST', '/pickup-locations', { distributor_id: 1, name: '朝阳门店', address: '朝阳路1号', hours_start: '20:00', hours_end: '09:00' })).body.data.message).toBe('营业结束时间必须晚于开始时间');
    expect((await admin('POST', '/pickup-locations', { distributor_id: 99, name: '朝阳门店', address: '朝阳路1号' })).body.data.message).toBe('店铺不存在');
    const made = await admin('POST', '/pickup-locations', { distributor_id: 1, name: '朝阳门店', address: '朝阳路1号', hours_start: '10:00', hours_end: '12:30' });
    expect(made.body.data.pickup_times).toEqual(['10:00-11:00', '11:00-12:00', '12:00-12:30']);
    expect((await admin('PUT', `/pickup-locations/${made.body.data.id}`, { enabled: false })).status).toBe(200);
    expect((await t.call('GET', 'distributor/pickuplocation', { distributor_id: 1 })).body.data.list.map((l: { id: number }) => l.id)).not.toContain(made.body.data.id);
    expect((await admin('PUT', '/pickup-locations/999999', { name: 'x' })).status).toBe(404);
  });
});
