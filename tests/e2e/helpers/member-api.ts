/**
 * Setup through the shop's own API as the logged-in member (the page's token cookie) or the operator:
 * what a shopper would have done elsewhere before the journey under test starts.
 */
import { expect, type Page } from '@playwright/test';
import { OPERATOR } from './kitchen-sink';

const API = '/api/h5app/wxapp';
const RECEIVER = { receiver_name: '王麻辣', receiver_mobile: '13912340000', receiver_state: '四川省', receiver_city: '成都市', receiver_district: '武侯区', receiver_address: '科华北路 65 号' };

async function token(page: Page): Promise<string> {
  const t = (await page.context().cookies()).find((c) => c.name === 'ECSHOPX_TOKEN')?.value;
  expect(t, 'logged in').toBeTruthy();
  return t!;
}

export async function memberCall<T>(page: Page, method: 'GET' | 'POST', path: string, params: Record<string, string | number> = {}): Promise<T> {
  const headers = { Authorization: `Bearer ${await token(page)}` };
  const res = method === 'GET'
    ? await page.request.get(`${API}/${path}`, { params, headers })
    : await page.request.post(`${API}/${path}`, { form: params, headers });
  const body = await res.json();
  expect(res.ok(), `${method} ${path} → ${res.status()} ${JSON.stringify(body).slice(0, 300)}`).toBeTruthy();
  return body.data as T;
}

export async function operatorCall<T>(page: Page, method: 'GET' | 'POST' | 'PUT', path: string, data: object = {}): Promise<T> {
  const login = await page.request.post('/api/admin/login', { data: OPERATOR });
  const headers = { Authorization: `Bearer ${(await login.json()).data.token}` };
  const res = await page.request.fetch(`/api/admin/${path}`, { method, headers, ...(method === 'GET' ? {} : { data }) });
  const body = await res.json();
  expect(res.ok(), `${method} /api/admin/${path} → ${res.status()} ${JSON.stringify(body).slice(0, 300)}`).toBeTruthy();
  return body.data as T;
}

export const addLine = (page: Page, skuId: number, num = 1) =>
  memberCall(page, 'POST', 'cart', { item_id: skuId, num, cart_type: 'cart', shop_type: 'distributor' });

/** A paid order of the member's cart, shipped by the operator: waiting for 确认收货. */
export async function shippedOrder(page: Page): Promise<string> {
  const { order_id: orderId } = await memberCall<{ order_id: string }>(page, 'POST', 'order_new', { cart_type: 'cart', receipt_type: 'logistics', order_type: 'normal', ...RECEIVER });
  await memberCall(page, 'POST', 'payment', { order_id: orderId, pay_type: 'testpay' });
  await operatorCall(page, 'POST', `orders/${orderId}/ship`, { delivery_corp_name: '顺丰速运', delivery_code: 'SF1234567890' });
  return orderId;
}
