/**
 * The original ECShopX desktop client's whole call list (spec/api-contract.md §5), walked in the order a
 * shopper's visit makes them, against a running instance over real HTTP, sent the way that client sends
 * them (§2: query for GET; form body with qs brackets for POST/PUT; DELETE without a content type;
 * company_id and country_code injected), each answer checked against the shape the client reads.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import qs from 'qs';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
let port: number;
let token = '';

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => { await t.close(); });

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One request as the desktop client's axios wrapper makes it; resolves the unwrapped `data`. */
function desktop(method: Method, path: string, params: Record<string, unknown> = {}, query: Record<string, unknown> = {}): Promise<{ status: number; data: any; raw: any }> {
  const injected = { company_id: 1, country_code: 'zh-CN' };
  const q = method === 'GET' ? qs.stringify({ ...params, ...injected }) : qs.stringify(query, { arrayFormat: 'brackets' });
  const body = method === 'GET' ? '' : qs.stringify({ ...params, ...injected });
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (method === 'POST' || method === 'PUT') headers['content-type'] = 'application/x-www-form-urlencoded';
  // axios 0.x sets no type on DELETE; the browser's XHR then labels the string body text/plain.
  if (method === 'DELETE' && body) headers['content-type'] = 'text/plain;charset=UTF-8';
  if (body) headers['content-length'] = String(Buffer.byteLength(body));
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path: `/api/h5app/wxapp/${path}${q ? `?${q}` : ''}`, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c) => { text += c; });
      res.on('end', () => {
        let raw: any;
        try { raw = JSON.parse(text); } catch { raw = text; }
        resolve({ status: res.statusCode ?? 0, data: raw?.data, raw });
      });
    });
    req.on('error', reject);
    if (body) req.write(body);
    req.end();
  });
}

const int = z.number().int();
const money = z.number().int().nonnegative();
const obj = <T extends z.ZodRawShape>(shape: T) => z.object(shape).passthrough();
const page = <T extends z.ZodTypeAny>(row: T) => obj({ list: z.array(row), total_count: int });

/** Calls and checks one step; the failure message names the call and shows the answer. */
async function step<T extends z.ZodTypeAny>(method: Method, path: string, shape: T, params?: Record<string, unknown>, query?: Record<string, unknown>): Promise<z.infer<T>> {
  const res = await desktop(method, path, params, query);
  expect(res.status, `${method} ${path} → ${JSON.stringify(res.raw).slice(0, 300)}`).toBe(200);
  expect(res.data, `${method} ${path} has a truthy data`).toBeTruthy();
  const parsed = shape.safeParse(res.data);
  expect(parsed.success, `${method} ${path} shape: ${parsed.success ? '' : JSON.stringify(parsed.error.issues.slice(0, 3))}`).toBe(true);
  return res.data;
}

describe('the desktop client call list (api-contract §5)', () => {
  let itemId = 0;
  let distributorId = 0;
  let cartIds: number[] = [];
  let orderId = '';

  it('home, custom page and header SEO', async () => {
    const rows = await step('GET', 'pctemplate/getTemplateContent', z.array(obj({ id: z.union([int, z.string()]), name: z.string(), config: z.string() })).min(1));
    expect(rows.some((r: { config: string }) => JSON.parse(r.config).type === 'W0000')).toBe(true);
    await step('GET', 'pagestemplate/gettdk', obj({ title: z.string(), mate_keywords: z.string(), mate_description: z.string() }));
  });

  it('login page', async () => {
    await step('GET', 'trustlogin/list', z.array(obj({ type: z.string(), status: z.boolean() })));
    await step('GET', 'member/image/code', obj({ imageToken: z.string().min(1), imageData: z.string().startsWith('data:image/') }), { type: 'login' });
    await step('GET', 'shops/setting', obj({ logo: z.string(), background: z.string() }), { domain: '127.0.0.1' });
    token = await t.login();
  });

  it('item list with every filter the client sends', async () => {
    const list = await step('GET', 'goods/items', page(obj({ item_id: int, item_name: z.string(), price: money })), { page: 1, pageSize: 20, keywords: '花椒', goodsSort: 1, is_tdk: 1 });
    expect(list.list.length).toBeGreaterThan(0);
    itemId = list.list[0].item_id;
    await step('GET', 'goods/items', obj({ list: z.array(z.any()), total_count: int, brand_list: obj({ list: z.array(z.any()), total_count: int }), tdk_data: obj({ title: z.string() }) }), { page: 1, pageSize: 20, is_tdk: 1, start_price: 1, end_price: 500 });
  });

  it('item page', async () => {
    const item = await step('GET', `goods/items/${itemId}`, obj({ item_id: int, item_name: z.string(), price: money, store: int, pics: z.array(z.string().regex(/^https?:\/\//)), distributor_id: int, tdk_data: obj({ title: z.string() }) }), { item_id: itemId, is_tdk: 1 });
    distributorId = item.distributor_id;
    await step('GET', 'distributor/is_valid', obj({ distributor_id: int, name: z.string() }), { distributor_id: distributorId });
    await step('GET', 'goods/category', z.array(obj({ category_id: int, category_name: z.string() })), { distributor_id: distributorId });
    await step('GET', 'order/rate/list', page(z.any()), { page: 1, pageSize: 10, item_id: itemId, order_type: 'normal' });
    await step('GET', 'getCardList', page(obj({ card_id: int, title: z.string() })), { distributor_id: distributorId, end_date: 1, item_id: itemId, page_size: 999, page_no: 1 });
    await step('GET', 'member/collect/item', page(z.any()), { page: 1, pageSize: 100 });
    await step('GET', 'member/collect/distribution/check', obj({ is_fav: z.boolean() }), { distributor_id: distributorId });
    await step('POST', 'member/browse/history/save', obj({ status: z.any() }), { item_id: itemId });
  });

  it('add to cart and the cart page', async () => {
    await step('POST', 'cart', z.any(), { item_id: itemId, num: 2, distributor_id: distributorId, shop_type: 'distributor', isAccumulate: true });
    const cart = await step('GET', 'cart/list', obj({ valid_cart: z.array(obj({ list: z.array(obj({ cart_id: int, item_id: int, num: int })) })), invalid_cart: z.array(z.any()) }), { cart_type: 'cart' });
    cartIds = cart.valid_cart.flatMap((g: { list: { cart_id: number }[] }) => g.list.map((l) => l.cart_id));
    await step('PUT', 'cartupdate/checkstatus', obj({}), { cart_id: cartIds, is_checked: true });
    await step('PUT', 'cartupdate/num', z.any(), {}, { cart_id: cartIds[0], num: 1 });
    await step('GET', 'promotions/recommendlike', page(obj({ item_id: int, item_name: z.string(), price: money })), { page: 1, pageSize: 10 });
  });

  it('checkout and order creation', async () => {
    const addresses = await step('GET', 'member/addresslist', page(obj({ address_id: int })));
    const address = addresses.list[0] ?? (await step('POST', 'member/address', obj({ address_id: int }), { username: '张三', telephone: '13800138000', province: '四川省', city: '成都市', county: '武侯区', adrdetail: '人民南路四段1号', is_def: 1 }));
    const a = addresses.list[0] ?? address;
    const receiver = { receiver_name: a.username, receiver_mobile: a.telephone, receiver_state: a.province, receiver_city: a.city, receiver_district: a.county, receiver_address: a.adrdetail };
    const params = { distributor_id: distributorId, cart_type: 'cart', order_type: 'normal', pay_type: 'wxpaypc', promotion: 'normal', receipt_type: 'logistics', not_use_coupon: 1, ...receiver };
    await step('POST', 'getFreightFee', obj({ items: z.array(obj({ item_id: int, num: int })), item_fee: money, freight_fee: money, total_fee: money }), params);
    await step('GET', 'user/newGetCardList', obj({ list: z.array(z.any()) }), { page_no: 1, page_size: 999, status: 1, is_checkout: true, cart_type: 'cart', distributor_id: distributorId, use_platform: 'mall', page_type: 'picker' });
    const order = await step('POST', 'order_new', obj({ order_id: z.string().regex(/^\d+$/), total_fee: money }), params);
    orderId = order.order_id;
  });

  it('cashier', async () => {
    const methods = await step('GET', 'trade/payment/list', z.array(obj({ pay_type_code: z.string(), pay_type_name: z.string() })).min(1), { platform: 'pc' });
    await step('GET', `order_new/${orderId}`, obj({ order_id: z.union([z.string(), int]), total_fee: money }), { pay_type: methods[0].pay_type_code });
    await step('GET', 'order/offline/backaccount', obj({ list: z.array(obj({ id: int, bank_name: z.string(), bank_account_no: z.string(), is_default: z.enum(['0', '1']) })), setting: z.any() }));
    await step('POST', 'payment', obj({ trade_info: obj({ order_id: z.union([z.string(), int]), trade_id: z.union([z.string(), int]) }) }), { order_id: orderId, pay_type: 'testpay', pay_channel: 'testpay', return_url: `http://127.0.0.1:${port}` });
    const after = await step('GET', `order/${orderId}`, obj({ orderInfo: obj({ order_id: z.union([z.string(), int]), order_status: z.string() }), tradeInfo: z.any() }));
    expect(after.orderInfo.order_status).toBe('PAYED');
  });

  it('member centre', async () => {
    await step('GET', 'member', obj({ memberInfo: obj({ mobile: z.string() }) }));
    const counts = await step('GET', 'orderscount', obj({ normal_notpay_notdelivery: int, normal_payed_daishouhuo: int, normal_payed_daiziti: int, aftersales: int }), { order_type: 'normal' });
    expect(counts.aftersales).toBeGreaterThanOrEqual(0);
    await step('GET', 'user/getUserCardList', obj({ list: z.array(z.any()), total_count: int }), { status: 3, scope_type: 'all', page: 1, pageSize: 10 });
    await step('GET', 'orders', obj({ list: z.array(z.any()), pager: obj({ count: int }) }), { page: 1, pageSize: 2, status: 0, order_type: 'normal' });
    const history = await step('GET', 'member/browse/history/list', page(obj({ item_id: int, itemData: obj({ item_id: int, item_name: z.string() }) })), { page: 1, pageSize: 10 });
    expect(history.list.some((h: { item_id: number }) => h.item_id === itemId)).toBe(true);
    await step('GET', 'member/collect/item', page(z.any()), { page: 1, pageSize: 100 });
  });

  it('removes cart lines the way the client does (DELETE, text/plain form body as XHR sends it)', async () => {
    await step('POST', 'cart', z.any(), { item_id: itemId, num: 1, distributor_id: distributorId, shop_type: 'distributor', isAccumulate: true });
    const cart = await step('GET', 'cart/list', obj({ valid_cart: z.array(z.any()) }), { cart_type: 'cart' });
    const ids = cart.valid_cart.flatMap((g: { list: { cart_id: number }[] }) => g.list.map((l) => l.cart_id));
    expect(ids.length).toBeGreaterThan(0);
    await step('DELETE', 'cartdel', obj({}), { cart_id: ids });
    const after = await desktop('GET', 'cart/list', { cart_type: 'cart' });
    expect(after.data.valid_cart ?? []).toEqual([]);
  });
});
