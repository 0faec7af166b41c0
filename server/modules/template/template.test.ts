import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/app';

let t: TestApp;
let op: string;
const published: string[][] = [];
beforeAll(async () => {
  t = await createTestApp({ onPublish: async (slots) => { published.push(slots); return { pages: slots, ms: 1 }; } });
  op = await t.operatorToken();
});
afterAll(async () => { await t.close(); });

const admin = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown) =>
  t.app.inject({ method, url: `/api/admin${url}`, headers: { authorization: `Bearer ${op}` }, payload: payload as object });

describe('page templates', () => {
  it('serves the published home in the legacy list form [{id,name,config:string}] with W0000', async () => {
    const res = await t.call('GET', 'pctemplate/getTemplateContent');
    expect(res.status).toBe(200);
    const widgets = res.body.data.map((r: { config: string }) => JSON.parse(r.config));
    expect(widgets[0].type).toBe('W0000');
    const types = widgets.map((w: { type: string }) => w.type);
    expect(types).toEqual(expect.arrayContaining(['W0000', 'W0001', 'W0002', 'W0011']));
  });

  it('serves header and footer lists with W0006 free panels', async () => {
    const h = await t.call('GET', 'pctemplate/getHeaderOrFooter', { page_name: 'header' });
    const header = JSON.parse(h.body.data.params);
    expect(header[0].type).toBe('W0006');
    expect(header[0].childWidgets.map((c: { type: string }) => c.type)).toEqual(expect.arrayContaining(['W0008', 'W0010']));
    const search = header[0].childWidgets.find((c: { type: string }) => c.type === 'W0008');
    expect(search.data).toHaveLength(5);
  });

  it('refreshes embedded goods prices from the database on read', async () => {
    const before = (await t.call('GET', 'pctemplate/getTemplateContent')).body.data.map((r: { config: string }) => JSON.parse(r.config));
    const goods = before.find((w: { type: string }) => w.type === 'W0002').data[0];
    await t.db.updateTable('items').set({ price: 12345 }).where('item_id', '=', goods.goods_id).execute();
    const after = (await t.call('GET', 'pctemplate/getTemplateContent')).body.data.map((r: { config: string }) => JSON.parse(r.config));
    expect(after.find((w: { type: string }) => w.type === 'W0002').data[0].price).toBe(12345);
  });

  it('admin: requires an operator token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/templates' });
    expect(res.statusCode).toBe(401);
    const member = await t.login();
    const res2 = await t.app.inject({ method: 'GET', url: '/api/admin/templates', headers: { authorization: `Bearer ${member}` } });
    expect(res2.statusCode).toBe(401);
  });

  it('admin: the designer may authenticate with the jwt_token cookie', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/templates', headers: { cookie: `jwt_token=${op}` } });
    expect(res.statusCode).toBe(200);
    const bad = await t.app.inject({ method: 'GET', url: '/api/admin/templates', headers: { cookie: 'jwt_token=forged' } });
    expect(bad.statusCode).toBe(401);
  });

  it('admin: save draft does not change the published page; publish does and reports the slots', async () => {
    const list = (await admin('GET', '/templates')).json().data.list;
    const home = list.find((x: { page_type: string }) => x.page_type === 'index');
    const doc = (await admin('GET', `/templates/${home.theme_pc_template_id}`)).json().data.widgets;
    const text = { type: 'W0011', uuid: 'abcdef0123', text: '限时包邮', width: 1190, height: 30, fontSize: 18 };
    const widgets = [...doc];
    widgets.splice(doc.findIndex((w: { type: string }) => w.type === 'W0000') + 1, 0, text);
    expect((await admin('PUT', `/templates/${home.theme_pc_template_id}/draft`, { widgets })).statusCode).toBe(200);
    const live = (await t.call('GET', 'pctemplate/getTemplateContent')).body.data.map((r: { config: string }) => JSON.parse(r.config).text);
    expect(live).not.toContain('限时包邮');
    const pub = (await admin('POST', `/templates/${home.theme_pc_template_id}/publish`)).json().data;
    expect(pub.slots).toEqual([`page:${home.theme_pc_template_id}`]);
    expect(published.at(-1)).toEqual([`page:${home.theme_pc_template_id}`]);
    const live2 = (await t.call('GET', 'pctemplate/getTemplateContent')).body.data.map((r: { config: string }) => JSON.parse(r.config).text);
    expect(live2).toContain('限时包邮');
    // publishing again without changes touches nothing
    expect((await admin('POST', `/templates/${home.theme_pc_template_id}/publish`)).json().data.slots).toEqual([]);
  });

  it('admin: the editor view with parts=only answers the parts without the flat list; another value is a Chinese 422', async () => {
    const home = (await admin('GET', '/templates')).json().data.list.find((x: { page_type: string }) => x.page_type === 'index');
    const full = (await admin('GET', `/templates/${home.theme_pc_template_id}`)).json().data;
    const parts = await admin('GET', `/templates/${home.theme_pc_template_id}?parts=only`);
    expect(parts.statusCode).toBe(200);
    expect(parts.headers.etag).toBeTruthy();
    const { widgets, ...rest } = full;
    expect(widgets.length).toBeGreaterThan(0);
    expect(parts.json().data).toEqual(rest);
    const bad = await admin('GET', `/templates/${home.theme_pc_template_id}?parts=all`);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().data.message).toMatch(/parts.*不正确|parts.*不在允许范围/);
  });

  it('admin: an invalid document is rejected with a clear Chinese message and changes nothing', async () => {
    const home = (await admin('GET', '/templates')).json().data.list[0];
    const before = (await admin('GET', `/templates/${home.theme_pc_template_id}`)).json().data.widgets;
    const carousel = { type: 'W0001', uuid: '0123456789', data: [1, 2, 3, 4, 5, 6].map(() => ({ imgUrl: '/x.jpg', pathData: {} })) };
    const res = await admin('PUT', `/templates/${home.theme_pc_template_id}/draft`, { widgets: [carousel] });
    expect(res.statusCode).toBe(422);
    expect(res.json().data.message).toContain('最多只能添加5张轮播图');
    const junk = await admin('PUT', `/templates/${home.theme_pc_template_id}/draft`, { widgets: [{ type: 'W9999', uuid: 'aaaaaaaaaa' }] });
    expect(junk.statusCode).toBe(422);
    const notJson = await admin('PUT', `/templates/${home.theme_pc_template_id}/draft`, { config: '{oops' });
    expect(notJson.statusCode).toBe(422);
    expect(notJson.json().data.message).toBe('页面装修内容不合法');
    expect((await admin('GET', `/templates/${home.theme_pc_template_id}`)).json().data.widgets).toEqual(before);
  });

  it('admin: the ECShopX row format loads through migration zero on save', async () => {
    const fixture = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../../src/widgets/__fixtures__/ecshopx-demo-pc-index.rows.json'), 'utf8'));
    const created = (await admin('POST', '/templates', { template_title: 'ECShopX 演示', page_type: 'custom' })).json().data;
    const rows = fixture.rows.filter((r: { name: string }) => r.name === '').map((r: { params: unknown }, i: number) => ({ id: i + 1, name: '', config: JSON.stringify(r.params) }));
    const res = await admin('PUT', `/templates/${created.theme_pc_template_id}/draft`, { config: JSON.stringify(rows) });
    expect(res.statusCode).toBe(200);
    const loaded = (await admin('GET', `/templates/${created.theme_pc_template_id}`)).json().data.widgets;
    expect(loaded.map((w: { type: string }) => w.type)).toEqual(expect.arrayContaining(['W0000', 'W0006', 'W0003', 'W0005']));
  });
});
