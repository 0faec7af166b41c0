/**
 * Each cause of a 5xx found by fuzzing main, pinned: out-of-range and non-numeric integers, NUL bytes
 * and lone surrogates, objects with a non-function toString, an empty IN (), strings longer than
 * their column, and the HTTP layer's own errors (too large, malformed, bad percent-encoding, over-long
 * path, over-long URL). Every one answers 4xx in the contract's envelope with a Chinese message.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers/app';
import { addToCart, members, RECEIVER, stockedItem } from '../../tests/helpers/commerce';

let t: TestApp;
let member: string;
let op: string;
beforeAll(async () => {
  t = await createTestApp();
  member = (await members(t, 1))[0].token;
  op = await t.operatorToken();
});
afterAll(async () => { await t.close(); });

const CHINESE = /[\u4e00-\u9fff]/;
/** A 4xx in the contract's envelope: {data:{message,status_code}, msg} with a Chinese message. */
function expectEnvelope(res: { statusCode: number; body: string }, status?: number) {
  if (status) expect(res.statusCode).toBe(status);
  expect(res.statusCode).toBeGreaterThanOrEqual(400);
  expect(res.statusCode).toBeLessThan(500);
  const body = JSON.parse(res.body);
  expect(body.data.status_code).toBe(res.statusCode);
  expect(body.data.message).toMatch(CHINESE);
  expect(body.msg).toBe(body.data.message);
  return body.data.message as string;
}

const get = (url: string, token = member) => t.app.inject({ method: 'GET', url: `/api/h5app/wxapp/${url}`, headers: { authorization: `Bearer ${token}` } });
const json = (method: 'POST' | 'PUT', url: string, payload: string, token = member) =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, payload });

describe('declared inputs', () => {
  it('ids and page numbers outside PostgreSQL int4, NaN and junk are 422, naming the field', async () => {
    expect(expectEnvelope(await get('goods/items?pageSize=10&category_id=99999999999'), 422)).toContain('category_id');
    expect(expectEnvelope(await get('goods/items?pageSize=10&page=2147483648'), 422)).toContain('page');
    expectEnvelope(await get('goods/items?pageSize=10&start_price=NaN'), 422);
    expectEnvelope(await get('goods/items/99999999999'), 422);
    expectEnvelope(await get('distributor/is_valid?distributor_id=99999999999'), 422);
    expectEnvelope(await get('member/address/2147483648'), 404);
    expect(expectEnvelope(await get('orders?page=1e400'), 422)).toContain('page');
  });

  it('an unknown category lists nothing instead of failing on an empty IN ()', async () => {
    const res = await get('goods/items?pageSize=10&category_id=2147483000');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ list: [], total_count: 0 });
  });

  it('NUL, control characters and lone surrogates are refused before they reach PostgreSQL', async () => {
    const address = { username: '张三\u0000', telephone: '13900139000', province: '北京市', city: '北京市', county: '朝阳区', adrdetail: '建国路88号' };
    expect(expectEnvelope(await json('POST', '/api/h5app/wxapp/member/address', JSON.stringify(address)), 422)).toContain('username');
    expectEnvelope(await json('POST', '/api/h5app/wxapp/member/address', JSON.stringify({ ...address, username: '张三', adrdetail: '建国路\ud800' })), 422);
    const form = await t.app.inject({ method: 'POST', url: '/api/h5app/wxapp/member/address', headers: { authorization: `Bearer ${member}`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=%E5%BC%A0%07&telephone=13900139000&province=%E5%8C%97%E4%BA%AC%E5%B8%82' });
    expectEnvelope(form, 422);
    expect((await t.db.selectFrom('member_addresses').select('address_id').execute()).length).toBe(0);
  });

  it('JSON objects where text is expected (a non-function toString) are 422, not a TypeError', async () => {
    expectEnvelope(await json('POST', '/api/h5app/wxapp/login', '{"username":{"toString":1},"password":"x"}'), 422);
    expectEnvelope(await json('POST', '/api/admin/login', '{"username":{"toString":1,"valueOf":1},"password":"x"}'), 422);
    expectEnvelope(await json('POST', '/api/h5app/wxapp/cart', '{"item_id":{"toString":1},"num":1}'), 422);
  });

  it('strings longer than their column: pay_type on order_new, template titles', async () => {
    const item = await stockedItem(t, 50);
    await addToCart(t, member, item.item_id, 1);
    const res = await t.call('POST', 'order_new', { cart_type: 'cart', ...RECEIVER, pay_type: 'p'.repeat(17) }, member);
    expect(res.status).toBe(422);
    expect(res.body.data.message).toContain('pay_type');
    const tpl = await json('POST', '/api/admin/templates', JSON.stringify({ template_title: '长'.repeat(101), page_type: 'custom' }), op);
    expect(expectEnvelope(tpl, 422)).toContain('template_title');
  });
});

describe('the HTTP layer answers in the envelope', () => {
  it('a body over the limit is 413 请求内容过大', async () => {
    const res = await json('POST', '/api/h5app/wxapp/login', JSON.stringify({ username: 'x'.repeat(2_200_000) }));
    expect(expectEnvelope(res, 413)).toBe('请求内容过大');
  });

  it('malformed JSON and bad percent-encoding are 400; an over-long path parameter is 414', async () => {
    expect(expectEnvelope(await json('POST', '/api/h5app/wxapp/login', '{"username":'), 400)).toBe('请求格式不正确');
    expectEnvelope(await t.app.inject({ method: 'GET', url: '/api/h5app/wxapp/goods/items/%E0%A4%A' }), 400);
    expectEnvelope(await t.app.inject({ method: 'GET', url: '/api/h5app/wxapp/goods/items?page=%E0%A4%A' }));
    // (GET paths fall through to the site's catch-all, which answers 404 in the envelope for /api/.)
    expectEnvelope(await t.app.inject({ method: 'POST', url: `/api/h5app/wxapp/member/address/${'1'.repeat(200)}`, headers: { authorization: `Bearer ${member}` } }), 414);
    expectEnvelope(await t.app.inject({ method: 'GET', url: `/api/h5app/wxapp/order/${'1'.repeat(200)}`, headers: { authorization: `Bearer ${member}` } }), 404);
  });

  it('GET // reaches the site, not a crash', async () => {
    const res = await t.app.inject({ method: 'GET', url: '//' });
    expect(res.statusCode).toBeLessThan(500);
    expect((await t.app.inject({ method: 'GET', url: '//api/x' })).statusCode).toBe(404);
  });

  it('a broken multipart upload on admin/media is a 4xx', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/media', headers: { authorization: `Bearer ${op}`, 'content-type': 'multipart/form-data; boundary=zzz' },
      payload: '--zzz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG trunc' });
    expectEnvelope(res);
    const noBoundary = await t.app.inject({ method: 'POST', url: '/api/admin/media', headers: { authorization: `Bearer ${op}`, 'content-type': 'multipart/form-data' }, payload: 'garbage' });
    expectEnvelope(noBoundary);
  });

  it('an over-long URL is 431 in the envelope (Node parser level, on a real socket)', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const res = await new Promise<{ statusCode: number; body: string }>((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, path: `/api/h5app/wxapp/goods/items?q=${'x'.repeat(20_000)}` }, (r) => {
        let body = '';
        r.on('data', (c) => { body += c; });
        r.on('end', () => resolve({ statusCode: r.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.end();
    });
    expect(expectEnvelope(res, 431)).toBe('请求头或请求地址过长');
  });
});

describe('buy now', () => {
  it('two simultaneous "buy now" adds of one SKU both succeed and leave one line', async () => {
    const item = await stockedItem(t, 100);
    const [m] = await members(t, 1);
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) =>
      t.call('POST', 'cart', { item_id: item.item_id, num: i + 1, cart_type: 'fastbuy', shop_type: 'distributor' }, m.token)));
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    const lines = await t.db.selectFrom('carts').select(['item_id', 'num']).where('user_id', '=', m.userId).where('cart_type', '=', 'fastbuy').execute();
    expect(lines).toHaveLength(1);
    expect(lines[0].item_id).toBe(item.item_id);
  });
});
