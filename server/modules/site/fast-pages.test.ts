/**
 * Pages answered ahead of Fastify (fast-pages.ts) are the same answers the `/*` route gives: over a real
 * socket (the fast path) and through inject (the route), byte for byte and header for header.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/app';
import { createPageWriter, writeAtomic } from '../../../compiler/write.server';

let t: TestApp;
let origin: string;
const write = (rel: string, body: string | Buffer) => {
  const f = path.join(t.config.distDir, rel);
  fs.mkdirSync(path.dirname(f), { recursive: true });
  fs.writeFileSync(f, body);
};
const html = `<!doctype html><html><head><script>window.x=1</script></head><body>${'<p>花椒 大红袍</p>'.repeat(200)}</body></html>`;

beforeAll(async () => {
  // No recheck by time here (PAGE_RECHECK_MS an hour): a page is new only because the compiler said it changed.
  t = await createTestApp({}, { pageRecheckMs: 3_600_000 });
  write('index.html', html);
  write('index.html.gz', zlib.gzipSync(html));
  write('index.html.br', zlib.brotliCompressSync(html));
  write('list/index.html', '<p>商品列表</p>');
  write('_astro/app-1a2b3c4d.js', 'console.log(1)');
  write('robots.txt', 'User-agent: *');
  write('404.html', '<p>抱歉！您所访问的页面不存在！</p>');
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => { await t.close(); });
afterEach(() => { vi.restoreAllMocks(); });

/** What both paths must agree on: everything but the per-request and per-connection headers. */
const comparable = (headers: Record<string, unknown>) => {
  const { date, connection, 'keep-alive': _k, 'x-request-id': id, 'transfer-encoding': _t, ...rest } = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), String(v)]));
  expect(id).toMatch(/^[A-Za-z0-9._:-]{1,64}$/);
  return rest;
};

/** A request with exactly these headers, and the bytes as they came over the wire. */
function raw(url: string, headers: Record<string, string>, method: string): Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http.request(`${origin}${url}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject).end();
  });
}

async function both(url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') {
  const viaSocket = await raw(url, headers, method);
  const viaRoute = await t.app.inject({ method, url, headers });
  return { socket: { status: viaSocket.status, headers: comparable(viaSocket.headers), body: viaSocket.body }, route: { status: viaRoute.statusCode, headers: comparable(viaRoute.headers as Record<string, unknown>), body: viaRoute.rawPayload } };
}

describe('pages ahead of Fastify', () => {
  it('send what the route sends: raw, gzip, brotli, HEAD, 304, assets and other files', async () => {
    const etag = (await t.app.inject({ url: '/' })).headers.etag as string;
    const cases: [string, Record<string, string>, ('GET' | 'HEAD')?][] = [
      ['/', {}], ['/', { 'accept-encoding': 'gzip' }], ['/', { 'accept-encoding': 'gzip, deflate, br' }], ['/', {}, 'HEAD'],
      ['/', { 'if-none-match': etag }], ['/index.html', {}], ['/?from=ad', {}], ['/list', {}], ['/list/', {}],
      ['/_astro/app-1a2b3c4d.js', {}], ['/robots.txt', {}],
    ];
    for (const [url, headers, method] of cases) {
      const { socket, route } = await both(url, headers, method);
      expect({ url, ...socket, body: socket.body.toString('base64') }).toEqual({ url, ...route, body: route.body.toString('base64') });
    }
    const br = await raw('/', { 'accept-encoding': 'br' }, 'GET');
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(html);
    expect(br.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
  });

  it('leave the rest to the route: unknown paths, redirects, rewrites, API, encodings and dot segments', async () => {
    for (const url of ['/nope', '/member', '/custompage?pageid=7', '/api/h5app/wxapp/goods/category', '/%6cist/', '/list/../', '/.trash/x.html', '/list%00/', `/${'a'.repeat(4000)}/`, `/${'a'.repeat(4000)}/`]) {
      const { socket, route } = await both(url);
      expect({ url, status: socket.status }).toEqual({ url, status: route.status });
    }
  });

  it('a page hit takes no stat: what was found is trusted until the compiler says it changed', async () => {
    await raw('/list/', {}, 'GET');
    await raw('/items/5', {}, 'GET'); // not made yet: the route answers (404 here), and the fast path remembers no file
    const stat = vi.spyOn(fs, 'statSync');
    for (let i = 0; i < 3; i++) {
      expect((await raw('/list/', {}, 'GET')).body.toString()).toBe('<p>商品列表</p>');
      expect((await raw('/', { 'accept-encoding': 'gzip' }, 'GET')).status).toBe(200);
    }
    expect(stat).not.toHaveBeenCalled();
  });

  it('a page the compiler rewrites is the new page at once', async () => {
    await writeAtomic(path.join(t.config.distDir, 'list/index.html'), '<p>商品列表 新版</p>');
    expect((await raw('/list/', {}, 'GET')).body.toString()).toContain('新版');
  });

  it('a page the compiler replaces (a spare renamed over it, siblings after) or makes new is the new page on the very next request', async () => {
    const pages = createPageWriter(path.join(t.config.distDir, '.trash'), { reuseAfterMs: 0 });
    const file = path.join(t.config.distDir, 'list/index.html');
    for (let v = 1; v <= 5; v++) {
      const body = `<p>商品列表 第${v}版</p>${'<p>花椒</p>'.repeat(v * 40)}`;
      pages.write(file, body);
      expect((await raw('/list/', {}, 'GET')).body.toString()).toBe(body);
      const early = await raw('/list/', { 'accept-encoding': 'gzip' }, 'GET'); // raw until its siblings are made
      expect((early.headers['content-encoding'] ? zlib.gunzipSync(early.body) : early.body).toString()).toBe(body);
      await pages.settled(); // its compressed siblings: sent from the very next request too
      const gz = await raw('/list/', { 'accept-encoding': 'gzip' }, 'GET');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(gz.body).toString()).toBe(body);
    }
    // A first visit: the page was not there (the route answered 404), then the compiler made it.
    expect((await raw('/items/5/', {}, 'GET')).status).toBe(404);
    pages.write(path.join(t.config.distDir, 'items/5/index.html'), '<p>商品 5</p>');
    expect((await raw('/items/5/', {}, 'GET')).body.toString()).toBe('<p>商品 5</p>');
    await pages.settled();
  });
});
