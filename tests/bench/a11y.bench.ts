/**
 * Lighthouse desktop accessibility score per page (issue 9 target: 100 on every page listed here).
 * Runs the real shop in Debian's Chromium; the member pages run logged in as the demo member with one
 * cart line. BENCH_SHOTS=dir also saves full-page screenshots of home, /items and an item page there.
 */
import path from 'node:path';
import { chromium, type BrowserContext } from '@playwright/test';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { DEMO_MEMBER } from '../../server/seed/seed.server';
import { startShop } from '../helpers/shop-process';
import { freePort } from '../helpers/script-weight';

const API = '/api/h5app/wxapp';

interface AuditResult { score: number | null; title: string; details?: { items?: { node?: { snippet?: string } }[] } }

async function firstItemId(origin: string): Promise<number> {
  const res = await fetch(`${origin}${API}/goods/items?page=1&pageSize=1`);
  return (await res.json()).data.list[0].item_id;
}

/** Logs the demo member in through the API, puts one goods line in the cart and gives the browser its cookie. */
async function logIn(ctx: BrowserContext, origin: string, itemId: number): Promise<void> {
  const login = await ctx.request.post(`${origin}${API}/login`, { form: { username: DEMO_MEMBER.mobile, password: DEMO_MEMBER.password } });
  const token = (await login.json()).data.token as string;
  const added = await ctx.request.post(`${origin}${API}/cart`, { form: { item_id: itemId, num: 1, cart_type: 'cart', shop_type: 'distributor' }, headers: { Authorization: `Bearer ${token}` } });
  if (!added.ok()) throw new Error(`cart line not added: ${await added.text()}`);
  await ctx.addCookies([{ name: 'ECSHOPX_TOKEN', value: token, url: origin }]);
}

async function score(port: number, url: string): Promise<{ score: number; failing: string[] }> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['accessibility'], disableStorageReset: true }, desktopConfig);
  const lhr = result!.lhr;
  const failing = Object.values(lhr.audits as Record<string, AuditResult>)
    .filter((a) => a.score === 0)
    .map((a) => `${a.title}: ${(a.details?.items ?? []).slice(0, 3).map((i) => i.node?.snippet).join(' | ')}`);
  return { score: Math.round((lhr.categories.accessibility.score ?? 0) * 100), failing };
}

export async function run(): Promise<void> {
  const shop = await startShop(await freePort());
  const debugPort = await freePort();
  const userDir = path.join(shop.dataDir, 'chromium-profile');
  // A persistent context is Chromium's default context, the one Lighthouse opens its tab in: cookies set here reach it.
  const ctx = await chromium.launchPersistentContext(userDir, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', locale: 'zh-CN', viewport: { width: 1366, height: 900 },
    args: ['--no-sandbox', '--disable-gpu', `--remote-debugging-port=${debugPort}`],
  });
  try {
    const itemId = await firstItemId(shop.origin);
    const anonymous: [string, string][] = [['home', '/'], ['list', '/items'], ['item', `/items/${itemId}`], ['login', '/auth/login']];
    const member: [string, string][] = [['cart', '/cart'], ['checkout', '/cart/checkout?mode=cart'], ['member', '/member/user-info']];
    if (process.env.BENCH_SHOTS) {
      const page = await ctx.newPage();
      for (const [name, p] of anonymous.slice(0, 3)) {
        await page.goto(shop.origin + p, { waitUntil: 'networkidle' });
        // Scroll through once so lazy images below the fold are in the picture too.
        for (let y = 0; y < await page.evaluate(() => document.body.scrollHeight); y += 600) await page.mouse.wheel(0, 600);
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: path.join(process.env.BENCH_SHOTS, `${name}.png`), fullPage: true });
      }
      await page.close();
    }
    const report = async ([name, p]: [string, string]) => {
      const r = await score(debugPort, shop.origin + p);
      console.log(`lighthouse accessibility ${name.padEnd(9)} ${String(r.score).padStart(3)} (target 100)`);
      for (const f of r.failing) console.log(`    ✖ ${f}`);
    };
    for (const entry of anonymous) await report(entry);
    await logIn(ctx, shop.origin, itemId);
    for (const entry of member) await report(entry);
  } finally {
    await ctx.close();
    await shop.stop();
  }
}
