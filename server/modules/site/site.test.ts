import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/app';

let t: TestApp;
const write = (rel: string, body: string) => {
  const f = path.join(t.config.distDir, rel);
  fs.mkdirSync(path.dirname(f), { recursive: true });
  fs.writeFileSync(f, body);
};
beforeAll(async () => {
  t = await createTestApp();
  write('index.html', '<p>首页</p>');
  write('custompage/7/index.html', '<p>礼盒专区</p>');
  write('member/trade/detail/index.html', '<p>订单详情</p>');
  write('404.html', '<p>抱歉！您所访问的页面不存在！</p>');
  write('_astro/a.js', 'x');
});
afterAll(async () => { await t.close(); });

describe('static site serving', () => {
  it('serves pages with revalidation and hashed assets as immutable', async () => {
    const home = await t.app.inject({ url: '/' });
    expect(home.statusCode).toBe(200);
    expect(home.headers['cache-control']).toBe('no-cache');
    const asset = await t.app.inject({ url: '/_astro/a.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('maps /custompage?pageid=N and /member/trade/{id} to their static pages', async () => {
    expect((await t.app.inject({ url: '/custompage?pageid=7' })).body).toContain('礼盒专区');
    expect((await t.app.inject({ url: '/member/trade/3712345678901234' })).body).toContain('订单详情');
  });

  it('sends /member to the member centre', async () => {
    for (const url of ['/member', '/member/']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/member/user-info');
    }
  });

  it('answers unknown pages with the 404 page and status, and never leaves the dist folder', async () => {
    const res = await t.app.inject({ url: '/no/such/page' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('抱歉！您所访问的页面不存在！');
    expect((await t.app.inject({ url: '/..%2f..%2fetc/passwd' })).statusCode).toBe(404);
  });

  it('picks up files written after start (rebuilt pages)', async () => {
    write('items/999/index.html', '<p>新商品</p>');
    expect((await t.app.inject({ url: '/items/999' })).body).toContain('新商品');
  });
});
