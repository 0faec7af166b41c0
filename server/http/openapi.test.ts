/** /api/docs lists every registered API route, generated from the declarations (the docs cannot drift from the routes). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers/app';
import { documentedRoutes } from './openapi';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

describe('API docs', () => {
  it('the OpenAPI document has every shopper and admin route with its method', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.0.3');
    const listed = new Set(Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([p, ms]) => Object.keys(ms).map((m) => `${m.toUpperCase()} ${p.replace(/\{(\w+)\}/g, ':$1')}`)));
    const routes = documentedRoutes(t.app.declaredRoutes).map((r) => `${r.method} ${r.url}`);
    expect(routes.length).toBeGreaterThan(100);
    expect(routes.filter((r) => !listed.has(r))).toEqual([]);
    expect([...listed].filter((r) => !routes.includes(r))).toEqual([]);
    for (const must of ['POST /api/admin/goods', 'GET /api/admin/operation-logs', 'POST /api/h5app/wxapp/order_new', 'GET /api/h5app/wxapp/goods/items/:item_id']) expect(listed).toContain(must);
  });

  it('declared bounds reach the document (a goods list query, a ship body)', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const list = doc.paths['/api/admin/goods'].get.parameters.find((p: { name: string }) => p.name === 'pageSize');
    expect(list).toMatchObject({ in: 'query', required: false });
    const ship = doc.paths['/api/admin/orders/{id}/ship'].post;
    expect(Object.keys(ship.requestBody.content['application/json'].schema.properties)).toEqual(['delivery_corp_name', 'delivery_code']);
    expect(ship.parameters[0]).toMatchObject({ name: 'id', in: 'path', required: true });
  });

  it('/api/docs is a browsable page under a strict policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['content-security-policy']).toMatch(/^default-src 'none'; style-src 'sha256-/);
    expect(res.body).toContain('管理 API（运营后台，需运营登录）');
    expect(res.body).toContain('/api/admin/goods/{id}');
    expect(res.body).not.toContain('<script');
  });
});
