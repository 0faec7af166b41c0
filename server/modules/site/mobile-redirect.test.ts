/**
 * Mobile redirect and configured third-party scripts, through the real site serving: 302 for a phone
 * with MOBILE_URL set (same path and query), nothing when unset, `?pc=1` serves the page and sets the
 * opt-out cookie that later requests honour; the page CSP names analytics and map origins only when
 * they are configured.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/app';
import { isMobileUserAgent, PC_COOKIE } from './mobile-redirect';
import { siteScriptsFromEnv } from '../../../compiler/site-scripts';
import { parseMobileUrl } from '../../config';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';
const WECHAT = 'Mozilla/5.0 (Linux; Android 13; V2049A) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0 Mobile Safari/537.36 MicroMessenger/8.0.47';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';
const IPAD = 'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/604.1';

const PAGE = '<!doctype html><html lang="zh-CN"><head><title>首页</title></head><body><script>console.log(1)</script></body></html>';
function writePages(t: TestApp) {
  fs.mkdirSync(path.join(t.config.distDir, 'article', 'content', '3'), { recursive: true });
  fs.writeFileSync(path.join(t.config.distDir, 'index.html'), PAGE);
  fs.writeFileSync(path.join(t.config.distDir, 'article', 'content', '3', 'index.html'), PAGE);
  fs.mkdirSync(path.join(t.config.distDir, '_astro'), { recursive: true });
  fs.writeFileSync(path.join(t.config.distDir, '_astro', 'a.js'), 'console.log(1)');
}

describe('user agents', () => {
  it('phones are mobile; desktops and tablets are not', () => {
    for (const ua of [IPHONE, ANDROID, WECHAT]) expect(isMobileUserAgent(ua), ua).toBe(true);
    for (const ua of [DESKTOP, IPAD, '', undefined]) expect(isMobileUserAgent(ua), String(ua)).toBe(false);
  });

  it('MOBILE_URL must be an http(s) address without query', () => {
    expect(parseMobileUrl('https://m.example.com/')).toBe('https://m.example.com');
    expect(parseMobileUrl('https://example.com/m/')).toBe('https://example.com/m');
    expect(parseMobileUrl(undefined)).toBeUndefined();
    expect(() => parseMobileUrl('javascript:alert(1)')).toThrow(/MOBILE_URL/);
    expect(() => parseMobileUrl('https://m.example.com/?a=1')).toThrow(/MOBILE_URL/);
  });
});

describe('with MOBILE_URL and analytics + map configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, {
      mobileUrl: 'https://m.example.com',
      siteScripts: siteScriptsFromEnv({ BAIDU_TONGJI_ID: '0123456789abcdef0123456789abcdef', AMAP_KEY: '0123456789abcdef0123456789abcdef' }),
    });
    writePages(t);
  });
  afterAll(async () => { await t?.close(); });
  const get = (url: string, ua: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: { 'user-agent': ua, ...(cookie ? { cookie } : {}) } });

  it('a phone gets 302 to the mobile site, same path and query', async () => {
    const res = await get('/article/content/3?from=home', IPHONE);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('https://m.example.com/article/content/3?from=home');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(String(res.headers.vary)).toContain('User-Agent');
  });

  it('a desktop browser gets the page, and caches are told it varies by agent', async () => {
    const res = await get('/', DESKTOP);
    expect(res.statusCode).toBe(200);
    expect(String(res.headers.vary)).toMatch(/User-Agent/);
  });

  it('?pc=1 serves the page and sets the opt-out cookie; the cookie keeps the desktop site; ?pc=0 forgets it', async () => {
    const pc = await get('/?pc=1', ANDROID);
    expect(pc.statusCode).toBe(200);
    const cookie = pc.cookies.find((c) => c.name === PC_COOKIE)!;
    expect(cookie).toMatchObject({ value: '1', path: '/', sameSite: 'Lax' });
    expect(cookie.maxAge).toBe(30 * 86400);
    expect((await get('/article/content/3', ANDROID, `${PC_COOKIE}=1`)).statusCode).toBe(200);
    const back = await get('/article/content/3?pc=0', ANDROID, `${PC_COOKIE}=1`);
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe('https://m.example.com/article/content/3');
  });

  it('assets, media and the API are never redirected', async () => {
    expect((await get('/_astro/a.js', IPHONE)).statusCode).toBe(200);
    expect((await get('/api/h5app/wxapp/article/category', IPHONE)).statusCode).toBe(200);
  });

  it('the page CSP allows the configured analytics and map origins, and map workers', async () => {
    const csp = String((await get('/', DESKTOP)).headers['content-security-policy']);
    expect(csp).toContain('https://hm.baidu.com');
    expect(csp).toContain('https://webapi.amap.com');
    expect(csp).toContain("worker-src 'self' blob:");
    expect(csp).not.toContain('cnzz');
  });
});

describe('without MOBILE_URL or third-party scripts', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(); writePages(t); });
  afterAll(async () => { await t?.close(); });

  it('a phone gets the desktop page and the CSP names no third party', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: { 'user-agent': IPHONE } });
    expect(res.statusCode).toBe(200);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/; script-src 'self'( 'sha256-[^']+')+; style-src/);
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});
