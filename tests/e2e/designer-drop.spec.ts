/**
 * Drops land where the operator points (issue 26 point 3): on a new page between the locked header and
 * footer, onto the header (top of the body), onto the footer (end of the body), and into the upper or lower
 * half of any widget (before or after it) — drawn there at once, and still there after save and reload.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { designer } from './helpers/designer';

const palette = (page: Page, name: string) => page.getByRole('navigation', { name: '挂件' }).getByRole('button', { name, exact: true });

/** Drops palette widget `name` onto `target` at a fraction of its height (0 top … 1 bottom). */
async function dropAt(page: Page, name: string, target: Locator, fraction: number) {
  await target.scrollIntoViewIfNeeded();
  const box = (await target.boundingBox())!;
  await palette(page, name).dragTo(target, { targetPosition: { x: box.width / 2, y: Math.max(2, Math.min(box.height - 2, box.height * fraction)) } });
}

test('widgets dropped on a new page land where they are pointed at, between header and footer', async ({ page }) => {
  test.setTimeout(180_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  const stamp = Date.now() % 100000;
  await designer.signIn(page);
  await designer.createPage(page, `落点页${stamp}`);
  const canvas = designer.canvas(page);
  const frames = canvas.locator(':scope > .dz-frame');
  const order = () => frames.evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.type));
  const header = canvas.getByRole('region', { name: /页头/ });
  const footer = canvas.getByRole('region', { name: /页尾/ });

  // The empty body between header and footer takes the first widget, drawn between them at once.
  await dropAt(page, '文本', canvas.locator('.dz-canvas-end'), 0.5);
  await expect(frames).toHaveCount(1);
  const [h, t, f] = [(await header.boundingBox())!, (await frames.first().boundingBox())!, (await footer.boundingBox())!];
  expect(t.y).toBeGreaterThanOrEqual(h.y + h.height - 1);
  expect(t.y + t.height).toBeLessThanOrEqual(f.y + 1);

  await dropAt(page, '搜索', footer, 0.5); // end of the body
  await dropAt(page, '轮播', header, 0.5); // top of the body
  await expect.poll(order).toEqual(['W0001', 'W0011', 'W0008']);
  await dropAt(page, '购物车', frames.nth(1), 0.85); // lower half of 文本: after it
  await expect.poll(order).toEqual(['W0001', 'W0011', 'W0010', 'W0008']);
  await dropAt(page, '自由面板', frames.nth(3), 0.15); // upper half of 搜索: before it
  await expect.poll(order).toEqual(['W0001', 'W0011', 'W0010', 'W0006', 'W0008']);
  await dropAt(page, 'Logo墙', frames.nth(0), 0.15); // upper half of the first: the very top
  await expect.poll(order).toEqual(['W0004', 'W0001', 'W0011', 'W0010', 'W0006', 'W0008']);
  // every body widget sits between the header and the footer
  const hb = (await header.boundingBox())!, fb = (await footer.boundingBox())!;
  for (const b of await frames.evaluateAll((els) => els.map((e) => { const r = e.getBoundingClientRect(); return { top: r.top, bottom: r.bottom }; }))) {
    expect(b.top).toBeGreaterThanOrEqual(hb.y + hb.height - 1);
    expect(b.bottom).toBeLessThanOrEqual(fb.y + 1);
  }
  await page.screenshot({ path: 'test-results/designer-drop.png', fullPage: true });

  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(page.getByText('保存成功')).toBeVisible();
  await page.reload();
  await expect(frames).toHaveCount(6);
  expect(await order()).toEqual(['W0004', 'W0001', 'W0011', 'W0010', 'W0006', 'W0008']);
  expect(errors).toEqual([]);
});
