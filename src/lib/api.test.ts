/**
 * What the browser client puts on the wire for each method: a local HTTP server records the raw
 * requests axios sends (node adapter, no mocks), and the server's own parsers read them back.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

interface Seen { method: string; url: string; contentType?: string; body: string }
let server: http.Server;
const seen: Seen[] = [];
let api: typeof import('./api').api;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => { body += c; });
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, contentType: req.headers['content-type'], body });
      res.setHeader('content-type', 'application/json');
      if (req.url!.includes('/lapsed/')) { res.statusCode = 401; res.end(JSON.stringify({ data: { message: '请先登录', status_code: 401 } })); return; }
      res.end(JSON.stringify({ data: { status: true } }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  vi.stubEnv('PUBLIC_API_BASE', `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  vi.resetModules();
  ({ api } = await import('./api'));
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await new Promise((r) => server.close(r));
});

async function sent(run: () => Promise<unknown>): Promise<Seen> {
  seen.length = 0;
  expect(await run()).toEqual({ status: true });
  expect(seen).toHaveLength(1);
  return seen[0];
}

describe('browser API client on the wire', () => {
  it('GET: everything in the query (arrays as a[]), no body, no content type', async () => {
    const r = await sent(() => api.get('goods/items', { page: 1, keywords: '花椒', cart_id: [3, 4] }));
    expect(r.method).toBe('GET');
    expect(decodeURIComponent(r.url)).toBe('/api/h5app/wxapp/goods/items?company_id=1&page=1&keywords=花椒&cart_id[]=3&cart_id[]=4');
    expect(r.body).toBe('');
    expect(r.contentType).toBeUndefined();
  });

  it('POST: a form body with PHP bracket keys and company_id', async () => {
    const r = await sent(() => api.post('order_new', { items: [{ item_id: 12, num: 1 }], invoice_content: { title: 'unit' }, remark: null }));
    expect(r.method).toBe('POST');
    expect(r.url).toBe('/api/h5app/wxapp/order_new');
    expect(r.contentType).toBe('application/x-www-form-urlencoded');
    expect(decodeURIComponent(r.body)).toBe('company_id=1&items[0][item_id]=12&items[0][num]=1&invoice_content[title]=unit&remark=');
  });

  it('PUT: a form body like POST', async () => {
    const r = await sent(() => api.put('cartupdate/checkstatus', { cart_id: [7], is_checked: false }));
    expect(r.method).toBe('PUT');
    expect(r.contentType).toBe('application/x-www-form-urlencoded');
    expect(decodeURIComponent(r.body)).toBe('company_id=1&cart_id[0]=7&is_checked=false');
  });

  it('DELETE: parameters in the query, company_id in a form body the server reads', async () => {
    const r = await sent(() => api.del('cartdel', { cart_id: 9 }));
    expect(r.method).toBe('DELETE');
    expect(r.url).toBe('/api/h5app/wxapp/cartdel?cart_id=9');
    expect(r.contentType).toBe('application/x-www-form-urlencoded');
    expect(r.body).toBe('company_id=1');
  });
});

describe('a login that lapsed (the server answers 401)', () => {
  it("goes to login once however many answers say so, and a press's way back replaces a plain one", async () => {
    const hrefs: string[] = [];
    vi.stubGlobal('location', { pathname: '/items/3', search: '?x=1', set href(v: string) { hrefs.push(v); } });
    try {
      vi.stubEnv('PUBLIC_API_BASE', `http://127.0.0.1:${(server.address() as AddressInfo).port}`); // undone after each test
      vi.resetModules();
      const { api: client } = await import('./api');
      // Two reads answered 401 together: one navigation (a second one aborted the first).
      await Promise.allSettled([client.get('lapsed/a'), client.get('lapsed/b')]);
      expect(hrefs).toEqual([`/auth/login?redirectUrl=${encodeURIComponent('/items/3?x=1')}`]);
      // The press's 401 after them: login returns to the purchase, once; a read after it changes nothing.
      const back = '/items/3?sku=5&num=1&then=cart';
      await expect(client.post('lapsed/cart', {}, { loginReturn: back })).rejects.toMatchObject({ status: 401, message: '请先登录' });
      await client.get('lapsed/c').catch(() => undefined);
      await client.post('lapsed/cart', {}, { loginReturn: '/items/9?sku=1&num=1&then=buy' }).catch(() => undefined);
      expect(hrefs).toEqual([`/auth/login?redirectUrl=${encodeURIComponent('/items/3?x=1')}`, `/auth/login?redirectUrl=${encodeURIComponent(back)}`]);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
