import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers/app';
import { loadConfig } from '../config';
import { inlineScriptHashes } from './security-headers';

let t: TestApp;
const LOADER = '(()=>{(self.Astro||(self.Astro={})).load=1;})();';
const sha = (s: string) => `'sha256-${crypto.createHash('sha256').update(s).digest('base64')}'`;
const write = (dir: string, rel: string, body: string) => {
  const f = path.join(dir, rel);
  fs.mkdirSync(path.dirname(f), { recursive: true });
  fs.writeFileSync(f, body);
};
beforeAll(async () => {
  t = await createTestApp();
  write(t.config.distDir, 'index.html', `<html><head><script>${LOADER}</script><script type="module" src="/_astro/a.js"></script><script type="application/ld+json">{"@type":"Product"}</script></head><body>首页</body></html>`);
  write(t.config.distDir, '404.html', '<p>抱歉！您所访问的页面不存在！</p>');
  write(t.config.distDir, '_astro/a.js', 'x');
  write(t.config.mediaDir, 'probe.png', 'png');
});
afterAll(async () => { await t.close(); });

const BASE = { 'x-content-type-options': 'nosniff', 'x-frame-options': 'SAMEORIGIN', 'referrer-policy': 'strict-origin-when-cross-origin' };

describe('security headers', () => {
  it('a page allows our scripts plus the hash of each inline script it contains, and nothing framed elsewhere', async () => {
    const res = await t.app.inject({ url: '/' });
    expect(res.headers).toMatchObject(BASE);
    expect(res.headers['content-security-policy']).toBe(`script-src 'self' ${sha(LOADER)}; object-src 'none'; base-uri 'self'; frame-ancestors 'self'`);
  });

  it('a rebuilt page gets the hashes of its new scripts', async () => {
    write(t.config.distDir, 'rebuilt/index.html', '<script>a()</script>');
    expect((await t.app.inject({ url: '/rebuilt/' })).headers['content-security-policy']).toContain(sha('a()'));
    write(t.config.distDir, 'rebuilt/index.html', '<script>b(); /* longer */</script>');
    const csp = (await t.app.inject({ url: '/rebuilt/' })).headers['content-security-policy'];
    expect([csp?.includes(sha('b(); /* longer */')), csp?.includes(sha('a()'))]).toEqual([true, false]);
  });

  it('API answers, errors, assets and media carry the base headers and a policy that allows nothing', async () => {
    for (const url of ['/api/h5app/wxapp/goods/category', '/api/h5app/wxapp/nope', '/api/admin/templates', '/_astro/a.js', '/media/probe.png', '/no/such/page']) {
      const res = await t.app.inject({ url });
      expect(res.headers, url).toMatchObject(BASE);
      expect(res.headers['content-security-policy'], url).toBeDefined();
      if (!url.startsWith('/no/')) expect(res.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'self'; base-uri 'none'");
    }
  });

  it('hashes only executable inline scripts', () => {
    expect(inlineScriptHashes('<script src="/x.js"></script><script type="application/ld+json">{}</script><script type="module">m()</script><SCRIPT>s()</SCRIPT>'))
      .toEqual([sha('m()'), sha('s()')]);
  });
});

describe('where published pages live', () => {
  it('DIST_DIR defaults under DATA_DIR, so two instances never share pages', () => {
    const a = loadConfig({ DATA_DIR: '/srv/shop-a' });
    const b = loadConfig({ DATA_DIR: '/srv/shop-b' });
    expect([a.distDir, b.distDir]).toEqual(['/srv/shop-a/dist', '/srv/shop-b/dist']);
    expect(loadConfig({ DATA_DIR: '/srv/shop-a', DIST_DIR: '/var/www/shop' }).distDir).toBe('/var/www/shop');
  });
});
