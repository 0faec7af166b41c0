/**
 * The production layout's edge: Debian's nginx configured from deploy/nginx.conf in front of the API
 * with TRUST_PROXY=1 (issue 22 point 2). Clients reach nginx from different loopback addresses
 * (127.0.0.x), so the address nginx forwards is a real one that differs per client.
 */
import fs from 'node:fs';
import qs from 'qs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers/app';
import { NGINX, OPENSSL, request, startNginxFront, type NginxFront } from '../../tests/helpers/nginx';
import { loadConfig } from '../config';
import { DEMO_MEMBER, DEMO_OPERATOR } from '../seed/seed.server';
import { writeNginxSecurityFiles } from './security-headers';

const SECURITY_HEADERS = ['content-security-policy', 'x-frame-options', 'x-content-type-options', 'referrer-policy', 'strict-transport-security'];
const securityHeaders = (h: Record<string, string | string[] | undefined>) => Object.fromEntries(SECURITY_HEADERS.filter((k) => h[k] !== undefined).map((k) => [k, h[k]]));

let t: TestApp;
let front: NginxFront;

describe.skipIf(!NGINX || !OPENSSL)('behind nginx with TRUST_PROXY=1', () => {
  beforeAll(async () => {
    // The env string, parsed as `npm start` parses it.
    t = await createTestApp({}, { trustProxy: loadConfig({ TRUST_PROXY: '1' }).trustProxy });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const upstreamPort = (t.app.server.address() as { port: number }).port;
    // A built dist: Astro's pages and assets (the compiler adds no inline script; `npm test` builds Astro first).
    if (fs.existsSync(t.config.astroOutDir)) fs.cpSync(t.config.astroOutDir, t.config.distDir, { recursive: true });
    fs.mkdirSync(t.config.distDir, { recursive: true });
    writeNginxSecurityFiles(t.config);
    front = await startNginxFront({ upstreamPort, dist: t.config.distDir, tls: true });
  }, 120_000);
  afterAll(async () => { await front?.stop(); await t?.close(); });

  const memberLogin = (username: string, password: string, from: string, headers: Record<string, string> = {}) => request(`${front.origin}/api/h5app/wxapp/login`, {
    method: 'POST', localAddress: from, headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: qs.stringify({ company_id: 1, username, password }),
  });

  it('throttles the real client address: one address failing 50 times locks only itself, a spoofed X-Forwarded-For changes nothing', async () => {
    const attacker = '127.0.0.7';
    for (let i = 0; i < 50; i++) {
      const r = await memberLogin(`1350000${String(i).padStart(4, '0')}`, 'wrong999', attacker, { 'x-forwarded-for': `203.0.113.${i}` });
      expect(r.status, r.body).toBe(422);
    }
    const next = await memberLogin('13500009999', 'wrong999', attacker, { 'x-forwarded-for': '198.51.100.7' });
    expect(next.status).toBe(429);
    // Everyone else, behind the same nginx, still logs in.
    const other = await memberLogin(DEMO_MEMBER.mobile, DEMO_MEMBER.password, '127.0.0.8');
    expect(other.status, other.body).toBe(200);
    const keys = (await t.db.selectFrom('throttle_counters').select('key').where('key', 'like', 'member-login:ip:%').execute()).map((r) => r.key);
    expect(keys).toContain(`member-login:ip:${attacker}`);
    expect(keys.filter((k) => /203\.0\.113|198\.51\.100|:127\.0\.0\.1$/.test(k))).toEqual([]);
  });

  it('over https the operator cookies are Secure (X-Forwarded-Proto from nginx), over http they are not', async () => {
    const login = (origin: string) => request(`${origin}/api/admin/login`, { method: 'POST', localAddress: '127.0.0.9', headers: { 'content-type': 'application/json' }, body: JSON.stringify(DEMO_OPERATOR) });
    const secure = await login(front.httpsOrigin!);
    expect(secure.status, secure.body).toBe(200);
    const cookies = secure.headers['set-cookie'] as string[];
    expect(cookies.map((c) => [c.split('=')[0], /;\s*Secure/i.test(c)])).toEqual([['jwt_token', true], ['designer_session', true]]);
    const plain = await login(front.origin);
    expect((plain.headers['set-cookie'] as string[]).map((c) => /;\s*Secure/i.test(c))).toEqual([false, false]);
  });

  it('nginx sends the same security headers as the API process on pages, assets, 404s and API answers, HSTS only over https', async () => {
    const asset = fs.readdirSync(`${t.config.distDir}/_astro`).find((f) => f.endsWith('.js'));
    expect(asset, 'an Astro build (npm run build:astro)').toBeDefined();
    const node = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
    for (const url of ['/cart/', '/member/trade/12/', `/_astro/${asset}`, '/favicon.svg', '/no/such/page', '/.trash/x', '/api/h5app/wxapp/goods/category']) {
      const direct = securityHeaders((await request(`${node}${url}`)).headers);
      const viaNginx = await request(`${front.origin}${url}`);
      expect(securityHeaders(viaNginx.headers), url).toEqual(direct);
      expect(direct['strict-transport-security'], url).toBeUndefined();
      // Over https nginx adds HSTS; the API process does the same for what it serves, told by nginx's X-Forwarded-Proto.
      const directHttps = securityHeaders((await request(`${node}${url}`, { headers: { 'x-forwarded-proto': 'https' } })).headers);
      const viaNginxHttps = securityHeaders((await request(`${front.httpsOrigin}${url}`)).headers);
      expect(viaNginxHttps, url).toEqual(directHttps);
      expect(viaNginxHttps['strict-transport-security'], url).toBe('max-age=31536000');
    }
    const page = securityHeaders((await request(`${front.origin}/cart/`)).headers);
    expect(String(page['content-security-policy'])).toMatch(/^default-src 'self'; script-src 'self' 'sha256-.*; connect-src 'self'.*; form-action 'self'; frame-ancestors 'self'/);
    expect(page).toMatchObject({ 'x-frame-options': 'SAMEORIGIN', 'x-content-type-options': 'nosniff', 'referrer-policy': 'strict-origin-when-cross-origin' });
  });

  it('the development helpers do not exist behind nginx', async () => {
    expect((await request(`${front.origin}/api/dev/sms-inbox?mobile=${DEMO_MEMBER.mobile}`)).status).toBe(404);
  });
});

describe('TRUST_PROXY parsing', () => {
  it('the README example `1` trusts one hop, a list names the proxies', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
  });
});
