/**
 * A first anonymous visit loads no island code until the shopper does something. Chromium sends a freshly laid-out
 * page a pointerover for wherever the cursor rests (0,0 in a new headless page: the top bar), without any move; that
 * is no intent. A pointer moving over the island is.
 */
import { expect, test } from '@playwright/test';

test('a pointer resting over an island does not wake it; moving over it does', async ({ page }) => {
  const code: string[] = [];
  page.on('request', (r) => { if (/\/_astro\/(hydrate-react|TopBar)\./.test(r.url())) code.push(r.url()); });
  await page.goto('/');
  const topBar = page.locator('[data-page-island="TopBar"]');
  await expect(topBar).toHaveCount(1);
  // What Chromium does at layout, made certain: a boundary event over the top bar, no movement.
  await topBar.evaluate((el) => el.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, clientX: 1, clientY: 1 })));
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
  await expect(topBar).not.toHaveAttribute('data-booted', /.*/);
  expect(code).toEqual([]);

  // A real move onto the top bar is intent: its code loads and it becomes interactive.
  const box = (await topBar.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await expect(topBar).toHaveAttribute('data-hydrated', /.*/);
  expect(code.some((u) => /hydrate-react/.test(u))).toBe(true);
});
