/**
 * Verbs for the VIP, after-sales and rating journeys. The shopper acts through the pages; the
 * operator's side (ship, approve, receive, refund) goes through the admin API, as the back office would.
 */
import sharp from 'sharp';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

const API = '/api/h5app/wxapp';
const RECEIVER = { receiver_name: '李小椒', receiver_mobile: '13912345678', receiver_state: '四川省', receiver_city: '成都市', receiver_district: '武侯区', receiver_address: '科华北路 65 号' };

async function token(page: Page): Promise<string> {
  const t = (await page.context().cookies()).find((c) => c.name === 'ECSHOPX_TOKEN')?.value;
  expect(t, 'logged in').toBeTruthy();
  return t!;
}

export async function shopApi<T>(page: Page, method: 'GET' | 'POST', path: string, params: Record<string, unknown> = {}): Promise<T> {
  const headers = { Authorization: `Bearer ${await token(page)}` };
  const res = method === 'GET'
    ? await page.request.get(`${API}/${path}`, { params: params as Record<string, string>, headers })
    : await page.request.post(`${API}/${path}`, { form: params as Record<string, string>, headers });
  const body = await res.json();
  expect(res.ok(), `${path} → ${JSON.stringify(body)}`).toBeTruthy();
  return body.data as T;
}

/** A PNG file the member picks from disk. */
export async function photo(name: string, r: number) {
  return { name, mimeType: 'image/png', buffer: await sharp({ create: { width: 120, height: 90, channels: 3, background: { r, g: 110, b: 50 } } }).png().toBuffer() };
}

export const operator = {
  async token(request: APIRequestContext): Promise<string> {
    const res = await request.post('/api/admin/login', { data: { username: 'admin', password: 'admin12345' } });
    return (await res.json()).data.token;
  },
  async post(request: APIRequestContext, path: string, data: Record<string, unknown> = {}) {
    const res = await request.post(`/api/admin/${path}`, { data, headers: { Authorization: `Bearer ${await operator.token(request)}` } });
    const body = await res.json();
    expect(res.ok(), `${path} → ${JSON.stringify(body)}`).toBeTruthy();
    return body.data;
  },
  ship: (request: APIRequestContext, orderId: string) => operator.post(request, `orders/${orderId}/ship`, { delivery_corp_name: '顺丰速运', delivery_code: 'SF1234567890' }),
};

export const shopper = {
  /** Buys `num` of an item now and pays with the test payment; answers the order id (setup, as the purchase journey covers buying). */
  async paidOrder(page: Page, itemId: number, num: number): Promise<string> {
    await shopApi(page, 'POST', 'cart', { item_id: itemId, num, cart_type: 'fastbuy', shop_type: 'distributor' });
    const o = await shopApi<{ order_id: string }>(page, 'POST', 'order_new', { cart_type: 'fastbuy', receipt_type: 'logistics', order_type: 'normal', ...RECEIVER });
    await shopApi(page, 'POST', 'payment', { order_id: o.order_id, pay_type: 'testpay' });
    return o.order_id;
  },
  /** The first on-sale SKU of a goods found by name, with its live stock. */
  async sku(page: Page, name: string): Promise<{ item_id: number; store: number }> {
    const r = await shopApi<{ list: { item_id: number; item_name: string }[] }>(page, 'GET', 'goods/items', { keywords: name, page: 1, pageSize: 10 });
    const hit = r.list.find((g) => g.item_name === name)!;
    const d = await shopApi<{ spec_items: { item_id: number; store: number }[]; store: number; item_id: number }>(page, 'GET', `goods/items/${hit.item_id}`);
    const s = d.spec_items.find((x) => x.item_id === hit.item_id) ?? { item_id: d.item_id, store: d.store };
    return { item_id: s.item_id, store: s.store };
  },
  async storeOf(page: Page, itemId: number): Promise<number> {
    const d = await shopApi<{ spec_items: { item_id: number; store: number }[] }>(page, 'GET', `goods/items/${itemId}`);
    return d.spec_items.find((x) => x.item_id === itemId)!.store;
  },
};
