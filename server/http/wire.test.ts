import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers/app';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

describe('ECShopX wire rules', () => {
  it('wraps success in {data} with HTTP 200', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/h5app/wxapp/goods/category?company_id=1' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Array.isArray(body.data)).toBe(true);
    expect(body.data.length).toBeGreaterThanOrEqual(6);
    for (const n of body.data) expect(Array.isArray(n.children)).toBe(true);
  });

  it('answers errors as {data:{message,status_code}} + top-level msg with a non-200 status', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/h5app/wxapp/goods/items/999999' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ data: { message: '商品不存在或者已下架', status_code: 422 }, msg: '商品不存在或者已下架' });
  });

  it('401 with code 401001 and WWW-Authenticate for a member route without token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/h5app/wxapp/member' });
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toBe('H5AppAuth');
    expect(res.json().data).toMatchObject({ message: 'Unable to authenticate user.', code: 401001, status_code: 401 });
  });

  it('401 for a forged token', async () => {
    const res = await t.call('GET', 'member', {}, 'eyJhbGciOiJIUzI1NiJ9.eyJ1c2VyX2lkIjoxfQ.bad');
    expect(res.status).toBe(401);
  });

  it('merges query and form body, PHP bracket keys in both', async () => {
    const token = await t.login();
    const detail = (await t.call('GET', 'goods/items', { page: 1, pageSize: 1 })).body.data.list[0];
    const item = (await t.call('GET', `goods/items/${detail.item_id}`)).body.data;
    const sku = item.spec_items.find((s: { store: number }) => s.store > 1).item_id;
    // item_id in the query string, num and the rest in the form body.
    const res = await t.app.inject({
      method: 'POST', url: `/api/h5app/wxapp/cart?item_id=${sku}&company_id=1`,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'num=2&cart_type=cart&shop_type=distributor&extra%5Ba%5D%5B0%5D=1',
    });
    expect(res.statusCode).toBe(200);
    const lines = res.json().data.valid_cart[0].list;
    expect(lines.find((l: { item_id: number }) => l.item_id === sku).num).toBe(2);
    // bracket array of ids in a DELETE query
    const cartId = lines[0].cart_id;
    const del = await t.app.inject({ method: 'DELETE', url: `/api/h5app/wxapp/cartdel?cart_id%5B%5D=${cartId}`, headers: { authorization: `Bearer ${token}` } });
    expect(del.statusCode).toBe(200);
    expect(del.json().data).toEqual({ status: true });
  });

  it('reads the parameters of a DELETE from a form body, a JSON body, a text/plain form body or the query', async () => {
    const token = await t.login();
    const item = (await t.call('GET', 'goods/items', { page: 1, pageSize: 1 })).body.data.list[0];
    const auth = { authorization: `Bearer ${token}` };
    const addLine = async () => {
      const added = await t.call('POST', 'cart', { item_id: item.item_id, num: 1, cart_type: 'cart', shop_type: 'distributor' }, token);
      return added.body.data.valid_cart[0].list.find((l: { item_id: number }) => l.item_id === item.item_id).cart_id as number;
    };
    const lineCount = async () => (await t.call('GET', 'cartcount', { shop_type: 'distributor' }, token)).body.data.cart_count as number;
    const bodies = [
      (id: number) => ({ headers: { ...auth, 'content-type': 'application/x-www-form-urlencoded' }, payload: `company_id=1&cart_id%5B0%5D=${id}` }),
      (id: number) => ({ headers: { ...auth, 'content-type': 'application/json' }, payload: JSON.stringify({ company_id: 1, cart_id: [id] }) }),
      // The contract's client sets no content type on DELETE, so a browser labels its form string text/plain.
      (id: number) => ({ headers: { ...auth, 'content-type': 'text/plain;charset=UTF-8' }, payload: `company_id=1&cart_id=${id}` }),
    ];
    for (const body of bodies) {
      const id = await addLine();
      expect(await lineCount()).toBe(1);
      const res = await t.app.inject({ method: 'DELETE', url: '/api/h5app/wxapp/cartdel', ...body(id) });
      expect(res.json()).toEqual({ data: { status: true } });
      expect(await lineCount()).toBe(0);
    }
    const id = await addLine();
    const res = await t.call('DELETE', 'cartdel', { cart_id: [id] }, token);
    expect(res.body).toEqual({ data: { status: true } });
    expect(await lineCount()).toBe(0);
  });

  it('tolerates company_id anywhere and never answers a falsy data', async () => {
    const res = await t.call('GET', 'cart/list', { company_id: 99 });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([]);
  });

  it('accepts JSON bodies, an empty JSON body as {}, and rejects prototype poisoning', async () => {
    const empty = await t.app.inject({ method: 'POST', url: '/api/h5app/wxapp/login', headers: { 'content-type': 'application/json' } });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().data.message).toBe('用户名或密码错误');
    const ok = await t.app.inject({ method: 'POST', url: '/api/h5app/wxapp/login', payload: { username: '13800138000', password: 'abc12345' } });
    expect(ok.statusCode).toBe(200);
    const evil = await t.app.inject({ method: 'POST', url: '/api/h5app/wxapp/login', headers: { 'content-type': 'application/json' }, payload: '{"__proto__":{"x":1}}' });
    expect(evil.statusCode).toBe(400);
  });

  it('unknown API paths are 404 in the envelope', async () => {
    const res = await t.call('GET', 'no/such/thing');
    expect(res.status).toBe(404);
    expect(res.body.data.status_code).toBe(404);
  });
});
