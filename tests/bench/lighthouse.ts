/**
 * Lighthouse 12's accessibility category on a page behind the operator login: Debian's Chromium is launched
 * by chrome-launcher, the session cookies are put into its profile over CDP, then Lighthouse audits the URL.
 */
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export async function lighthouseAccessibility(url: string, cookieHeader: string): Promise<number> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const origin = new URL(url).origin;
    await cdp.contexts()[0].addCookies(cookieHeader.split('; ').filter(Boolean).map((c) => {
      const at = c.indexOf('=');
      return { name: c.slice(0, at), value: c.slice(at + 1), url: origin };
    }));
    const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['accessibility'], output: 'json', logLevel: 'error' }, {
      extends: 'lighthouse:default',
      settings: { formFactor: 'desktop', screenEmulation: { mobile: false, width: 1600, height: 900, deviceScaleFactor: 1, disabled: false }, maxWaitForLoad: 60_000 },
    });
    await cdp.close().catch(() => undefined);
    const lhr = result?.lhr;
    if (!lhr) throw new Error('Lighthouse returned no result');
    if (process.env.BENCH_VERBOSE) {
      for (const a of Object.values(lhr.audits)) if (a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary') console.log(`    lighthouse: ${a.id} — ${a.title}`);
    }
    return Math.round((lhr.categories.accessibility.score ?? 0) * 100);
  } finally {
    chrome.kill();
  }
}
