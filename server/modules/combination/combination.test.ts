import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/app';
import { buildHeader } from '../../seed/pages';
import { combinationParams } from './params';

let t: TestApp;
let op: string;
let image: string;
beforeAll(async () => {
  t = await createTestApp();
  op = await t.operatorToken();
  image = await upload();
});
afterAll(() => t.close());

/** A real PNG through POST /api/admin/media (multipart), as the designer uploads the snapshot. */
async function upload(): Promise<string> {
  const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#FF5D02' } }).png().toBuffer();
  const boundary = '----combo' + Date.now();
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="combination.png"\r\nContent-Type: image/png\r\n\r\n`),
    png, Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({ method: 'POST', url: '/api/admin/media', payload, headers: { authorization: `Bearer ${op}`, 'content-type': `multipart/form-data; boundary=${boundary}` } });
  expect(res.statusCode).toBe(200);
  return res.json().data.img_url;
}

const header = () => buildHeader({ logo: '/media/logo.png', categories: [{ category_id: 1, category_name: '花椒' } as never], giftPageId: 2 })[0] as Record<string, unknown>;

async function api(method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown, token: string | null = op) {
  const res = await t.app.inject({ method, url: `/api/admin${url}`, payload: body as object, headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.statusCode, body: res.json() };
}
const count = async () => Number((await t.db.selectFrom('combinations').select((e) => e.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('combination params', () => {
  it('removes every uuid and empties every link, leaving the rest of the settings', () => {
    const panel = header();
    const before = JSON.stringify(panel);
    const p = combinationParams(panel);
    expect(JSON.stringify(panel)).toBe(before);
    expect(JSON.stringify(p)).not.toContain('"uuid"');
    expect(p).toMatchObject({ type: 'W0006', comptyle: 'header', height: 110, href: [] });
    const kids = p.childWidgets as Record<string, any>[];
    expect(kids.map((c) => [c.type, c.x, c.y])).toEqual([['W0003', 0, 20], ['W0011', 82, 22], ['W0011', 84, 64], ['W0008', 330, 20], ['W0010', 1040, 26]]);
    expect(kids[0].data[0]).toEqual({ leftPer: 0, topPer: 0, widthPer: 1, heightPer: 1, pathData: {} });
    expect(kids[0].imgUrl).toBe('/media/logo.png');
    expect(kids[1]).toMatchObject({ text: '川香源', fontSize: 30, data: {}, href: [] });
    expect(kids[3].data.map((k: any) => [k.title, k.pathData])).toEqual(['花椒', '火锅底料', '辣椒面', '孜然', '礼盒'].map((k) => [k, {}]));
  });
});

describe('/api/admin/combinations', () => {
  it('needs an operator', async () => {
    expect((await api('GET', '/combinations', undefined, null)).status).toBe(401);
    expect((await api('POST', '/combinations', { name: 'x', image, params: header() }, null)).status).toBe(401);
    expect((await api('DELETE', '/combinations/1', undefined, null)).status).toBe(401);
    expect((await api('GET', '/combinations', undefined, await t.login())).status).toBe(401);
    expect(await count()).toBe(0);
  });

  it('saves a free panel stripped of uuids and links, lists it, and deletes it', async () => {
    const saved = await api('POST', '/combinations', { name: '  店铺头部  ', image, params: header() });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ id: expect.any(Number), name: '店铺头部', image });
    const row = await t.db.selectFrom('combinations').selectAll().where('id', '=', saved.body.data.id).executeTakeFirstOrThrow();
    expect(row.params).toEqual(combinationParams(header()));
    expect(JSON.stringify(row.params)).not.toMatch(/"uuid"|"url":"\/items"|keywords=/);

    const list = await api('GET', '/combinations');
    expect(list.body.data.total_count).toBe(1);
    expect(list.body.data.list[0]).toMatchObject({ id: saved.body.data.id, name: '店铺头部', image, params: { type: 'W0006', childWidgets: expect.any(Array) } });

    expect((await api('DELETE', `/combinations/${saved.body.data.id}`)).status).toBe(200);
    expect((await api('GET', '/combinations')).body.data.total_count).toBe(0);
    const again = await api('DELETE', `/combinations/${saved.body.data.id}`);
    expect(again.status).toBe(404);
    expect(again.body.data.message).toBe('组合模块不存在');
    expect((await api('DELETE', '/combinations/99999999999')).status).toBe(404);
  });

  it('accepts params as JSON text, as the old client sent them', async () => {
    const res = await api('POST', '/combinations', { name: '文字', image, params: JSON.stringify(header()) });
    expect(res.status).toBe(200);
    expect(res.body.data.params.childWidgets).toHaveLength(5);
    await api('DELETE', `/combinations/${res.body.data.id}`);
  });

  it('refuses bad input with a Chinese message (422) and stores nothing', async () => {
    const carousel = { type: 'W0001', x: 0, y: 0, data: Array.from({ length: 6 }, () => ({ imgUrl: '', pathData: {} })) };
    const cases: [Record<string, unknown>, string][] = [
      [{ image, params: header() }, '请输入组合模块名称'],
      [{ name: '   ', image, params: header() }, '请输入组合模块名称'],
      [{ name: '头'.repeat(33), image, params: header() }, '组合模块名称不能超过32个字'],
      [{ name: '头部', params: header() }, '请上传组合模块图片'],
      [{ name: '头部', image: 'https://evil.example/x.png', params: header() }, '请上传组合模块图片'],
      [{ name: '头部', image: '/media/../secret.png', params: header() }, '请上传组合模块图片'],
      [{ name: '头部', image: '/media/0123456789abcdef0123456789abcdef.png', params: header() }, '请上传组合模块图片'],
      [{ name: '头部', image }, '请选中要保存的自由面板'],
      [{ name: '头部', image, params: '{not json' }, '请选中要保存的自由面板'],
      [{ name: '头部', image, params: { ...header(), type: 'W0011' } }, '请选中要保存的自由面板'],
      [{ name: '头部', image, params: { ...header(), childWidgets: 'x' } }, '请选中要保存的自由面板'],
      [{ name: '头部', image, params: { ...header(), zindex: -1 } }, '视图层级不能小于0'],
      [{ name: '头部', image, params: { ...header(), childWidgets: [{ type: 'W0002', x: 0, y: 0 }] } }, '不可放入自由面板'],
      [{ name: '头部', image, params: { ...header(), childWidgets: [{ type: 'W0099', x: 0, y: 0 }] } }, '未知的挂件类型：W0099'],
      [{ name: '头部', image, params: { ...header(), childWidgets: [carousel] } }, '最多只能添加5张轮播图'],
    ];
    for (const [body, message] of cases) {
      const res = await api('POST', '/combinations', body);
      expect([res.status, res.body.data.message], JSON.stringify(body).slice(0, 80)).toEqual([422, message]);
    }
    expect(await count()).toBe(0);
  });
});
