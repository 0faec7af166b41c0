/** Shopper-language helpers for after-sales tests: a paid (and shipped) order, member picture uploads, operator calls. */
import sharp from 'sharp';
import type { TestApp } from './app';
import { addToCart, members, orderNew, stockedItem } from './commerce';

/** A real PNG (or JPEG) picture of the given colour. */
export const picture = (format: 'png' | 'jpeg' = 'png', r = 200) =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: { r, g: 120, b: 40 } } })[format]().toBuffer();

/** Multipart upload through POST member/image/upload, as a browser form would send it. */
export async function upload(t: TestApp, token: string, data: Buffer, filename = 'a.png', mime = 'image/png') {
  const boundary = `----t${Date.now()}`;
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${mime}\r\n\r\n`), data, Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({ method: 'POST', url: '/api/h5app/wxapp/member/image/upload', payload: body,
    headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` } });
  return { status: res.statusCode, body: res.json() };
}

/** A member with one paid order of `lines` (item price × num), paid with testpay; shipped when asked. */
export async function paidOrder(t: TestApp, opToken: string, lines: { price: number; num: number; store?: number }[], opts: { ship?: boolean; confirm?: boolean; coupon?: string } = {}) {
  const [m] = await members(t, 1);
  let code: string | undefined;
  if (opts.coupon) {
    const { card_id } = await t.db.selectFrom('coupon_templates').select('card_id').where('title', '=', opts.coupon).executeTakeFirstOrThrow();
    code = (await t.call('GET', 'user/receiveCard', { card_id }, m.token)).body.data.code as string;
  }
  const items = [];
  for (const l of lines) {
    const it = await stockedItem(t, l.store ?? 50, l.price);
    await addToCart(t, m.token, it.item_id, l.num);
    items.push(it);
  }
  const r = await orderNew(t, m.token, code ? { coupon_discount: code } : {});
  if (r.status !== 200) throw new Error(JSON.stringify(r.body));
  const orderId = r.body.data.order_id as string;
  await t.call('POST', 'payment', { order_id: orderId, pay_type: 'testpay' }, m.token);
  if (opts.ship || opts.confirm) {
    await t.app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/ship`, headers: { authorization: `Bearer ${opToken}` }, payload: { delivery_corp_name: '顺丰速运', delivery_code: 'SF1234567890' } });
  }
  if (opts.confirm) await t.call('POST', 'order/confirmReceipt', { order_id: orderId }, m.token);
  const orderItems = await t.db.selectFrom('order_items').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
  return { m, orderId, items, orderItems, code };
}

/** An operator call on /api/admin/aftersales/{bn}/{action}. */
export async function operator(t: TestApp, opToken: string, bn: string, action: 'approve' | 'refuse' | 'receive' | 'refund', body: Record<string, unknown> = {}) {
  const res = await t.app.inject({ method: 'POST', url: `/api/admin/aftersales/${bn}/${action}`, headers: { authorization: `Bearer ${opToken}` }, payload: body });
  return { status: res.statusCode, body: res.json() };
}
