import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers/app';

let open: TestApp;
let narrowed: TestApp;
beforeAll(async () => {
  open = await createTestApp();
  narrowed = await createTestApp({}, { corsOrigins: ['https://shop.example.com'], adminCorsOrigins: ['https://ops.example.com'] });
});
afterAll(async () => { await open.close(); await narrowed.close(); });

const preflight = (t: TestApp, url: string, origin: string, method = 'POST') => t.app.inject({
  method: 'OPTIONS', url,
  headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': 'authorization,content-type' },
});

describe('CORS', () => {
  it('answers the shopper API preflight for any origin by default, allowing Authorization and Content-Type', async () => {
    const res = await preflight(open, '/api/h5app/wxapp/cart', 'http://localhost:3000', 'DELETE');
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(String(res.headers['access-control-allow-methods'])).toContain('DELETE');
    const allowed = String(res.headers['access-control-allow-headers']).toLowerCase();
    expect(allowed).toContain('authorization');
    expect(allowed).toContain('content-type');
  });

  it('marks real shopper answers with the allowed origin', async () => {
    const res = await open.app.inject({ method: 'GET', url: '/api/h5app/wxapp/goods/category', headers: { origin: 'http://localhost:3000' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });

  it('restricts the shopper API to CORS_ORIGINS when set', async () => {
    const ok = await preflight(narrowed, '/api/h5app/wxapp/login', 'https://shop.example.com');
    expect(ok.headers['access-control-allow-origin']).toBe('https://shop.example.com');
    const other = await preflight(narrowed, '/api/h5app/wxapp/login', 'https://evil.example.net');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('keeps the admin API same-origin unless ADMIN_CORS_ORIGINS is set', async () => {
    const closed = await preflight(open, '/api/admin/login', 'http://localhost:3000');
    expect(closed.headers['access-control-allow-origin']).toBeUndefined();
    const allowed = await preflight(narrowed, '/api/admin/login', 'https://ops.example.com');
    expect(allowed.headers['access-control-allow-origin']).toBe('https://ops.example.com');
    expect(allowed.headers['access-control-allow-credentials']).toBe('true');
  });

  it('legacy paths at the API root (the original client): preflight 204 and the error answer both carry Allow-Origin', async () => {
    for (const path of ['/aftersales.list.get', '/user.attr', '/member.safe.checkResetLoginPassword', '/user.trustlogin.list']) {
      const pre = await preflight(open, path, 'http://localhost:3000', 'GET');
      expect(pre.statusCode).toBe(204);
      expect(pre.headers['access-control-allow-origin']).toBe('*');
      expect(String(pre.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization');
      const res = await open.app.inject({ method: 'GET', url: `${path}?company_id=1`, headers: { origin: 'http://localhost:3000', authorization: 'Bearer x' } });
      expect(res.statusCode).toBe(404);
      expect(res.headers['access-control-allow-origin']).toBe('*');
    }
    const narrow = await preflight(narrowed, '/user.attr', 'https://evil.example.net', 'GET');
    expect(narrow.headers['access-control-allow-origin']).toBeUndefined();
    expect((await preflight(narrowed, '/user.attr', 'https://shop.example.com', 'GET')).headers['access-control-allow-origin']).toBe('https://shop.example.com');
    // The operator tree keeps its own (same-origin) policy.
    const admin = await open.app.inject({ method: 'GET', url: '/api/admin/nothing-here', headers: { origin: 'http://localhost:3000' } });
    expect(admin.headers['access-control-allow-origin']).toBeUndefined();
  });
});
