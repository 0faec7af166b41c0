import fs from 'node:fs';
import zlib from 'node:zlib';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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

  it('serves a page changed by another writer (an operator copying files into dist) new within PAGE_RECHECK_MS', async () => {
    write('outside/index.html', '<p>运营上传 第一版</p>');
    expect((await t.app.inject({ url: '/outside/' })).body).toContain('第一版');
    write('outside/index.html', '<p>运营上传 第二版</p>');
    write('outside/new.html', '<p>运营上传 新页面</p>');
    // No word from the compiler: seen at the first request after the recheck time (1 s by default).
    await vi.waitFor(async () => {
      expect((await t.app.inject({ url: '/outside/' })).body).toContain('第二版');
      expect((await t.app.inject({ url: '/outside/new' })).body).toContain('新页面');
    }, { timeout: 10_000, interval: 50 });
  });
});

describe('compression and revalidation', () => {
  const big = `<!doctype html><html><head><title>压缩</title></head><body>${'<p>川香源 花椒 辣椒</p>'.repeat(400)}</body></html>`;

  it('sends the precompressed sibling the client accepts, with Vary, and the raw page otherwise', async () => {
    const { writeAtomic } = await import('../../../compiler/write.server');
    await writeAtomic(path.join(t.config.distDir, 'big/index.html'), big);
    const br = await t.app.inject({ url: '/big', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(big);
    const gz = await t.app.inject({ url: '/big', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(big);
    const raw = await t.app.inject({ url: '/big' });
    expect(raw.headers['content-encoding']).toBeUndefined();
    expect(raw.body).toBe(big);
  });

  it('answers a matching ETag with 304 and serves a rewritten page at once', async () => {
    const { writeAtomic } = await import('../../../compiler/write.server');
    await writeAtomic(path.join(t.config.distDir, 'etag/index.html'), big);
    const first = await t.app.inject({ url: '/etag' });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    expect((await t.app.inject({ url: '/etag', headers: { 'if-none-match': etag } })).statusCode).toBe(304);
    await writeAtomic(path.join(t.config.distDir, 'etag/index.html'), big.replace('压缩', '改版'));
    const again = await t.app.inject({ url: '/etag', headers: { 'if-none-match': etag, 'accept-encoding': 'br' } });
    expect(again.statusCode).toBe(200);
    expect(zlib.brotliDecompressSync(again.rawPayload).toString()).toContain('改版');
  });

  it('a page rewritten by the compiler is served new at once, raw, and compressed once its siblings follow', async () => {
    const { writeAtomic, createPageWriter } = await import('../../../compiler/write.server');
    const file = path.join(t.config.distDir, 'later/index.html');
    await writeAtomic(file, big);
    expect((await t.app.inject({ url: '/later', headers: { 'accept-encoding': 'br' } })).headers['content-encoding']).toBe('br');
    const writer = createPageWriter(path.join(t.config.distDir, '.trash'), { keepMs: 0 });
    await writer.during(async () => {
      writer.write(file, big.replace('压缩', '新版'));
      const now = await t.app.inject({ url: '/later', headers: { 'accept-encoding': 'br' } });
      expect(now.headers['content-encoding']).toBeUndefined(); // the old page's brotli body is never sent
      expect(now.body).toContain('新版');
    });
    await writer.settled();
    const later = await t.app.inject({ url: '/later', headers: { 'accept-encoding': 'br' } });
    expect(later.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(later.rawPayload).toString()).toContain('新版');
    expect(fs.readdirSync(path.join(t.config.distDir, '.trash'))).toEqual([]); // the replaced files are deleted
    expect((await t.app.inject({ url: '/.trash/x' })).statusCode).toBe(404);
  });

  it('compresses API answers over 1 KB and leaves small ones alone', async () => {
    const list = await t.app.inject({ url: '/api/h5app/wxapp/goods/items?page=1&pageSize=20', headers: { 'accept-encoding': 'br, gzip' } });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(list.rawPayload).toString()).data.list.length).toBeGreaterThan(0);
    const small = await t.app.inject({ url: '/api/h5app/wxapp/cartcount', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
