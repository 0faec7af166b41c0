/**
 * What a visit costs in JavaScript: the sum of gzip -9 sizes of every script body the page loads,
 * counted until the network is idle. Shared by the first-load bench and the CI budget test.
 */
import zlib from 'node:zlib';
import net from 'node:net';
import type { Page } from '@playwright/test';

export interface ScriptWeight { url: string; gz: number }

/** Starts counting scripts on `page`; read the result after navigating and waiting. */
export function countScripts(page: Page): { scripts: ScriptWeight[]; totalKb(): number } {
  const scripts: ScriptWeight[] = [];
  const seen = new Set<string>();
  page.on('response', async (res) => {
    if (res.request().resourceType() !== 'script' || seen.has(res.url())) return;
    seen.add(res.url());
    try {
      const body = await res.body();
      scripts.push({ url: res.url(), gz: zlib.gzipSync(body, { level: 9 }).length });
    } catch { /* navigated away before the body arrived */ }
  });
  return { scripts, totalKb: () => scripts.reduce((s, x) => s + x.gz, 0) / 1024 };
}

/** Inline <script> bodies count too: they are JavaScript the visit pays for. */
export async function inlineScriptsGz(page: Page): Promise<number> {
  const bodies = await page.$$eval('script:not([src])', (els) => els.filter((e) => !(e as HTMLScriptElement).type || /javascript|module/.test((e as HTMLScriptElement).type)).map((e) => e.textContent ?? ''));
  return bodies.reduce((s, b) => s + zlib.gzipSync(Buffer.from(b), { level: 9 }).length, 0);
}

/** How long after the load event a first visit is counted (issue 28): what is fetched when the page goes idle counts. */
export const FIRST_LOAD_WINDOW_MS = 2000;

/** First anonymous visit: load, then FIRST_LOAD_WINDOW_MS and network idle, no interaction. Returns KB gz. */
export async function firstLoadKb(page: Page, url: string): Promise<{ kb: number; scripts: ScriptWeight[] }> {
  const c = countScripts(page);
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(FIRST_LOAD_WINDOW_MS); // idle callbacks that start a download after load count too
  await page.waitForLoadState('networkidle');
  const inline = await inlineScriptsGz(page);
  return { kb: c.totalKb() + inline / 1024, scripts: c.scripts };
}

/**
 * Every island touched: scroll to the bottom (visible), hover and focus each island (intent), then
 * wait for the network. Returns the total KB gz loaded by the visit.
 */
export async function afterInteractionKb(page: Page, url: string): Promise<{ kb: number; scripts: ScriptWeight[] }> {
  const c = countScripts(page);
  await page.goto(url, { waitUntil: 'networkidle' });
  const islands = page.locator('[data-island], [data-page-island], [data-hydrate]');
  const n = await islands.count();
  for (let i = 0; i < n; i++) {
    const el = islands.nth(i);
    if (!(await el.isVisible())) continue;
    await el.hover({ timeout: 10_000 }).catch(() => undefined); // scrolls it into view (visible) and points at it (intent)
  }
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  await page.waitForLoadState('networkidle');
  const inline = await inlineScriptsGz(page);
  return { kb: c.totalKb() + inline / 1024, scripts: c.scripts };
}

export const FIRST_LOAD_BUDGET_KB = 66;
export const INTERACTED_BUDGET_KB = 150;

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, () => { const p = (s.address() as net.AddressInfo).port; s.close(() => resolve(p)); });
  });
}

/** The pages the budget covers (home, list, an item, a custom page), found from the shop's own sitemap. */
export async function budgetPages(origin: string): Promise<[string, string][]> {
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>[^<]*?(\/[^<]*)<\/loc>/g)].map((m) => m[1]);
  const item = paths.find((p) => /^\/items\/\d+$/.test(p));
  const custom = paths.find((p) => /^\/custompage\/\d+$/.test(p));
  return [['home', '/'], ['/items', '/items'], ['item page', item ?? '/items/1'], ['custom page', custom ?? '/custompage/2']];
}

