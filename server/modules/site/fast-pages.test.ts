/**
 * Pages answered ahead of Fastify (fast-pages.ts) are the same answers the `/*` route gives: over a real
 * socket (the fast path) and through inject (the route), byte for byte and header for header.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/app';

let t: TestApp;
let origin: string;
const write = (rel: string, body: string | Buffer) => {
  const f = path.join(t.config.distDir, rel);
  fs.mkdirSync(path.dirname(f), { recursive: true });
  fs.writeFileSync(f, body);
};
const html = `<!doctype html><html><head><script>window.x=1</script></head><body>${'<p>花椒 大红袍</p>'.repeat(200)}</body></html>`;

beforeAll(async () => {
  t = await createTestApp();
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

  it('a page rewritten on disk is the new page at once', async () => {
    write('list/index.html', '<p>商品列表 新版</p>');
    expect((await raw('/list/', {}, 'GET')).body.toString()).toContain('新版');
  });

  it('a page replaced by rename, as the compiler writes it, is the new page on the very next request', async () => {
    const file = path.join(t.config.distDir, 'list/index.html');
    for (let v = 1; v <= 5; v++) {
      fs.writeFileSync(`${file}.tmp`, `<p>商品列表 第${v}版</p>`);
      fs.renameSync(`${file}.tmp`, file);
      expect((await raw('/list/', {}, 'GET')).body.toString()).toBe(`<p>商品列表 第${v}版</p>`);
      expect((await raw('/list/', {}, 'GET')).body.toString()).toBe(`<p>商品列表 第${v}版</p>`); // from memory now
    }
  });
});
