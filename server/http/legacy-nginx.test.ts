/**
 * The old ECShopX routes (issue 24 point 8) behind the production edge: Debian's nginx configured from
 * deploy/nginx.conf answers each of them itself with the same 301 as the server's table
 * (server/modules/site/legacy-routes.ts), the query kept, so a static host without the API in front of its
 * pages keeps old links working too. Every route of the table is asked, with the queries that choose a target.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NGINX, freePort, request, startNginxFront, type NginxFront } from '../../tests/helpers/nginx';
import { loadConfig } from '../config';
import { LEGACY_ROUTES, legacyRedirect } from '../modules/site/legacy-routes';
import { writeNginxSecurityFiles } from './security-headers';

let front: NginxFront;
let base: string;

describe.skipIf(!NGINX)('old ECShopX routes behind nginx', () => {
  beforeAll(async () => {
    base = fs.mkdtempSync(path.join(os.tmpdir(), 'legacy-nginx-'));
    fs.chmodSync(base, 0o755);
    const config = loadConfig({ DATA_DIR: base, DIST_DIR: path.join(base, 'dist') });
    fs.mkdirSync(config.distDir, { recursive: true });
    writeNginxSecurityFiles(config);
    // Redirects never reach the API: an upstream port nobody listens on proves it.
    front = await startNginxFront({ upstreamPort: await freePort(), dist: config.distDir });
  }, 60_000);
  afterAll(async () => { await front?.stop(); if (base) fs.rmSync(base, { recursive: true, force: true }); });

  const QUERIES = ['', '?from=bookmark&x=%E8%8A%B1%E6%A4%92', '?pageid=3', '?order_id=1234567&tab=2', '?tid=889', '?id=abc&tid=12', '?order_id=x%3Cscript'];

  it('answers every route of the server table with the same 301 and the query kept, with or without a trailing slash', async () => {
    const routes = Object.keys(LEGACY_ROUTES);
    expect(routes).toHaveLength(24);
    for (const route of routes) {
      for (const search of QUERIES) {
        for (const asked of [route, `${route}/`]) {
          const r = await request(`${front.origin}${asked}${search}`);
          expect(r.status, `${asked}${search}`).toBe(301);
          expect(r.headers.location, `${asked}${search}`).toBe(legacyRedirect(asked, search));
        }
      }
    }
  });

  it('a few by hand: the target pages and what the query chooses', async () => {
    const location = async (p: string) => (await request(`${front.origin}${p}`)).headers.location;
    expect(await location('/cashier/comps/wxqrpay?order_id=42&pay_type=wxpay')).toBe('/cashier?order_id=42&pay_type=wxpay');
    expect(await location('/member/trade/logistics?order_id=1234567')).toBe('/member/trade/1234567?order_id=1234567');
    expect(await location('/member/trade/rate?tid=55')).toBe('/member/trade/55?tid=55');
    expect(await location('/member/trade/rate')).toBe('/member/trade');
    expect(await location('/custom?pageid=3')).toBe('/custompage?pageid=3');
    expect(await location('/custom')).toBe('/');
    expect(await location('/receive/coupons')).toBe('/member/coupon-center');
    // Pages whose paths only begin like an old route are not redirected.
    expect((await request(`${front.origin}/finish/result`)).status).not.toBe(301);
    expect((await request(`${front.origin}/member/trade/123`)).status).not.toBe(301);
    expect((await request(`${front.origin}/member/addresses`)).status).not.toBe(301);
  });
});
