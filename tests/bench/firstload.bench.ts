/**
 * First-visit JavaScript per page (ARCHITECTURE principle 7): the real shop in Chromium, anonymous,
 * gzip -9 of every script until network idle; then the same page after touching every island.
 * BENCH_SHOTS=dir also saves full-page screenshots of each page there.
 */
import path from 'node:path';
import { chromium } from '@playwright/test';
import { startShop } from '../helpers/shop-process';
import { afterInteractionKb, budgetPages, FIRST_LOAD_BUDGET_KB, firstLoadKb, freePort, INTERACTED_BUDGET_KB } from '../helpers/script-weight';

export async function run(): Promise<void> {
  const shop = await startShop(await freePort());
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    for (const [name, p] of await budgetPages(shop.origin)) {
      const ctx = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'zh-CN' });
      const page = await ctx.newPage();
      const first = await firstLoadKb(page, shop.origin + p);
      if (process.env.BENCH_SHOTS) await page.screenshot({ path: path.join(process.env.BENCH_SHOTS, `${name.replace(/\W+/g, '') || 'items'}.png`), fullPage: true });
      await page.close();
      const page2 = await ctx.newPage();
      const after = await afterInteractionKb(page2, shop.origin + p);
      await ctx.close();
      console.log(`first-load JS ${name.padEnd(12)} ${first.kb.toFixed(1).padStart(6)} KB gz (target ≤ ${FIRST_LOAD_BUDGET_KB})   after touching every island ${after.kb.toFixed(1).padStart(6)} KB gz (target ≤ ${INTERACTED_BUDGET_KB})`);
      if (process.env.BENCH_VERBOSE) for (const s of first.scripts) console.log(`    ${(s.gz / 1024).toFixed(1)} KB ${s.url.replace(shop.origin, '')}`);
    }
  } finally {
    await browser.close();
    await shop.stop();
  }
}
