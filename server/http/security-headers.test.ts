import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers/app';
import { loadConfig } from '../config';
import { buildApp } from '../app';
import { inlineScriptHashes, nginxSecurityFiles, pageCsp, pagePolicyOf } from './security-headers';
import { writeAtomic } from '../../compiler/write.server';

let t: TestApp;
const LOADER = '(()=>{(self.Astro||(self.Astro={})).load=1;})();';
const sha = (s: string) => `'sha256-${crypto.createHash('sha256').update(s).digest('base64')}'`;
const write = (dir: string, rel: string, body: string) => {
  const f = path.join(dir, rel);
  fs.mkdirSync(path.dirname(f), { recursive: true });
  fs.writeFileSync(f, body);
};
beforeAll(async () => {
  // No Astro build here: a page's policy holds exactly the hashes of its own inline scripts.
  t = await createTestApp({}, { astroOutDir: path.join(os.tmpdir(), 'no-astro-build') });
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
    expect(res.headers['content-security-policy']).toBe(`default-src 'self'; script-src 'self' ${sha(LOADER)}; style-src 'self' 'unsafe-inline'; `
      + "img-src 'self' data: blob: https:; media-src 'self' blob: https:; font-src 'self' data:; connect-src 'self'; form-action 'self'; "
      + "frame-ancestors 'self'; object-src 'none'; base-uri 'self'");
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('a rebuilt page gets the hashes of its new scripts', async () => {
    // Rebuilt by the compiler (its writer tells the server, which serves the new page at once).
    await writeAtomic(path.join(t.config.distDir, 'rebuilt/index.html'), '<script>a()</script>');
    expect((await t.app.inject({ url: '/rebuilt/' })).headers['content-security-policy']).toContain(sha('a()'));
    await writeAtomic(path.join(t.config.distDir, 'rebuilt/index.html'), '<script>b(); /* longer */</script>');
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

  it("hashes a page's bytes as it hashes its text: each script's UTF-8, Chinese included", () => {
    const page = '<p>川香源直销商城</p><script>window.__t="花椒·麻椒";</script><script type="module">m("页头")</script>';
    expect(inlineScriptHashes(Buffer.from(page))).toEqual([sha('window.__t="花椒·麻椒";'), sha('m("页头")')]);
  });
});

describe('page policy from the configuration', () => {
  const config = { ...loadConfig({}), astroOutDir: path.join(os.tmpdir(), 'no-astro-build') };
  const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `));

  it('the API origin (PUBLIC_API_BASE) may be called and load pictures; Alipay may receive the cashier form once configured', () => {
    const plain = pageCsp([], pagePolicyOf(config, {}));
    expect([directive(plain, 'connect-src'), directive(plain, 'form-action')]).toEqual(["connect-src 'self'", "form-action 'self'"]);
    const csp = pageCsp([], pagePolicyOf({ ...config, publicApiBase: 'https://api.example.com/base/' }, { ALIPAY_APP_ID: '2021', ALIPAY_GATEWAY: 'https://openapi-sandbox.dl.alipaydev.com/gateway.do' }));
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' https://api.example.com");
    expect(directive(csp, 'img-src')).toContain('https://api.example.com');
    expect(directive(csp, 'form-action')).toBe("form-action 'self' https://openapi-sandbox.dl.alipaydev.com https://*.alipay.com");
  });

  it('a map provider adds its origins to scripts, styles and calls, and blob: workers', () => {
    const csp = pageCsp([], pagePolicyOf({ ...config, siteScripts: { analytics: {}, map: { provider: 'amap', key: 'k' } } }, {}));
    for (const d of ['script-src', 'style-src', 'connect-src']) expect(directive(csp, d), d).toContain('https://webapi.amap.com');
    expect(directive(csp, 'worker-src')).toBe("worker-src 'self' blob:");
  });

  it('nginx gets the same values: page policy for HTML, the strict one otherwise, HSTS only over https', () => {
    const files = nginxSecurityFiles("default-src 'self'");
    expect(files['security-maps.conf']).toContain(`"~^text/html" "default-src 'self'";`);
    expect(files['security-maps.conf']).toContain(`default "default-src 'none'; frame-ancestors 'self'; base-uri 'none'";`);
    expect(files['security-maps.conf']).toMatch(/map \$scheme \$shop_hsts \{\n  default "";\n  https "max-age=31536000";/);
    expect(files['security-headers.conf'].split('\n').filter((l) => l.startsWith('add_header')).map((l) => l.split(' ')[1]))
      .toEqual(['Content-Security-Policy', 'X-Content-Type-Options', 'X-Frame-Options', 'Referrer-Policy', 'Strict-Transport-Security']);
  });
});

describe('Strict-Transport-Security', () => {
  it('is sent only when the request came over https: X-Forwarded-Proto counts from a trusted proxy only', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    expect((await t.app.inject({ url: '/', headers: https })).headers['strict-transport-security']).toBeUndefined();
    const proxied = await buildApp({ db: t.db, config: { ...t.config, trustProxy: 1 }, jwtSecret: 'x' });
    try {
      for (const url of ['/', '/api/h5app/wxapp/goods/category', '/media/probe.png']) {
        expect((await proxied.inject({ url, headers: https })).headers['strict-transport-security'], url).toBe('max-age=31536000');
        expect((await proxied.inject({ url })).headers['strict-transport-security'], url).toBeUndefined();
      }
    } finally { await proxied.close(); }
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
