/**
 * Screenshots for people to look at (nothing compares them): PNG files as `page.screenshot` writes them, made with
 * Chromium's fast PNG encoding (`Page.captureScreenshot`'s optimizeForSpeed, which Playwright does not expose). The
 * browser's PNG encoder was most of a screenshot's cost: a full home page 614 → 258 ms of Chromium CPU, a viewport
 * 130–260 → 56–78 ms (files ~40 % larger). Screenshots whose pixels a test reads, or that need Playwright's
 * `animations: 'disabled'`, keep `page.screenshot`.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { CDPSession, Page } from '@playwright/test';

const sessions = new WeakMap<Page, Promise<CDPSession>>();

function sessionOf(page: Page): Promise<CDPSession> {
  let session = sessions.get(page);
  if (!session) {
    session = page.context().newCDPSession(page);
    sessions.set(page, session);
    page.once('close', () => sessions.delete(page));
  }
  return session;
}

export const shots = {
  /** The viewport (or with `fullPage` the whole page) as a PNG at `file`; its folder is made if missing. */
  async save(page: Page, file: string, o: { fullPage?: boolean } = {}): Promise<void> {
    const cdp = await sessionOf(page);
    // As page.screenshot does: web fonts settled first.
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const params: Record<string, unknown> = { format: 'png', optimizeForSpeed: true };
    if (o.fullPage) {
      const { cssContentSize } = await cdp.send('Page.getLayoutMetrics');
      params.captureBeyondViewport = true;
      params.clip = { x: 0, y: 0, width: Math.ceil(cssContentSize.width), height: Math.ceil(cssContentSize.height), scale: 1 };
    }
    const { data } = await cdp.send('Page.captureScreenshot', params);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, Buffer.from(data, 'base64'));
  },
};
