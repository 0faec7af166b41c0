/**
 * What an edit on a long page makes the browser redraw (issue 26 point 8: a keystroke at 300 widgets): read
 * from Chromium's own paint-invalidation trace, not from timings. Typing in a widget's field repaints that
 * widget and the field, not the canvas around them nor the other frames near the view.
 */
import { expect, test, type Page } from '@playwright/test';
import { designer } from './helpers/designer';

/** More than the canvas's windowing threshold (40), of several kinds (designer.openLongPage). */
const COUNT = 50;

const openLongPage = (page: Page, title: string, stamp: number) =>
  designer.openLongPage(page, { title, count: COUNT, uuidPrefix: `rp-${stamp}-`, textPrefix: '重绘第' });

/** The layout objects whose display items Chromium invalidated while `act` ran and the next frames were drawn. */
async function invalidatedDuring(page: Page, act: () => Promise<void>): Promise<string[]> {
  const browser = page.context().browser()!;
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-blink.invalidation'] });
  await act();
  // Two animation frames: the one that draws the edit has been painted once the second one starts.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: { name: string; args?: { client?: string } }[] };
  return trace.traceEvents.filter((e) => e.name === 'InvalidateDisplayItemClient').map((e) => String(e.args?.client));
}

test('a keystroke on a long page repaints the edited widget and its field, not the canvas or the other frames', async ({ page }) => {
  const stamp = Date.now() % 100000;
  await openLongPage(page, `重绘页${stamp}`, stamp);
  const canvas = designer.canvas(page);
  await canvas.locator('.dz-frame[data-type="W0011"]').first().click({ position: { x: 5, y: 5 } });
  const field = designer.props(page).getByLabel('文本内容');
  await field.click();
  await page.keyboard.type('a'); // the first edit also marks the page 未保存 in the toolbar
  await expect(canvas.getByText('重绘第1段a', { exact: true })).toBeVisible();

  const repainted = await invalidatedDuring(page, () => page.keyboard.type('b'));
  await expect(canvas.getByText('重绘第1段ab', { exact: true })).toBeVisible();
  // The edit itself was seen (its text was repainted), so the trace is not simply empty.
  expect(repainted.some((c) => c.startsWith('LayoutText'))).toBe(true);
  // The canvas's own box (1190 px wide and the page's whole height) would re-rasterise everything in view.
  expect(repainted.filter((c) => c.includes("class='dz-canvas")), repainted.join('\n')).toEqual([]);
  // Frames other than the selected one, drawn or windowed out.
  expect(repainted.filter((c) => /class='dz-frame(?! is-selected)/.test(c) || c.includes('dz-frame-pending')), repainted.join('\n')).toEqual([]);
});

test('only the frame the operator is at carries a name tag and a toolbar: pointed at, selected or focused', async ({ page }) => {
  const stamp = Date.now() % 100000;
  await openLongPage(page, `标签页${stamp}`, stamp);
  const canvas = designer.canvas(page);
  const drawn = canvas.locator(':scope > .dz-frame:not(.is-away)');
  await expect(drawn.nth(3)).toBeVisible();
  expect(await drawn.count()).toBeGreaterThan(3);
  // The page settings are selected and the pointer is off the canvas: no frame shows its chrome.
  await page.mouse.move(2, 2);
  await expect(canvas.locator('.dz-frame-tag')).toHaveCount(0);
  await expect(canvas.getByRole('toolbar')).toHaveCount(0);

  // Pointed at: that frame's tag and toolbar, nobody else's.
  const third = drawn.nth(2);
  await third.hover({ position: { x: 20, y: 5 } });
  await expect(canvas.locator('.dz-frame-tag')).toHaveCount(1);
  await expect(third.locator('.dz-frame-tag')).toBeVisible();
  await expect(third.getByRole('toolbar')).toBeVisible();
  await expect(canvas.getByRole('toolbar')).toHaveCount(1);

  // Selected, then left by the pointer: the selected frame keeps them (and its resize handle); the pointed one is gone.
  const first = drawn.first();
  await first.click({ position: { x: 20, y: 5 } });
  await page.mouse.move(2, 2);
  await expect(canvas.locator('.dz-frame-tag')).toHaveCount(1);
  await expect(first.locator('.dz-frame-tag')).toBeVisible();
  await expect(first.getByRole('toolbar')).toBeVisible();
  await expect(first.locator('.dz-resize')).not.toHaveCount(0);
  await page.screenshot({ path: 'test-results/designer-repaint-chrome.png' });

  // Focus by keyboard moves the selection, and the chrome with it.
  await first.press('Tab'); // into the selected frame's toolbar
  await expect(page.locator(':focus')).toHaveAttribute('aria-label', '拖动排序');
  await drawn.nth(1).focus();
  await expect(drawn.nth(1).getByRole('toolbar')).toBeVisible();
  await expect(canvas.getByRole('toolbar')).toHaveCount(1);
});

test('deleting a widget through its confirmation starts no animation (each frame of one repaints the long page)', async ({ page }) => {
  const stamp = Date.now() % 100000;
  await openLongPage(page, `动画页${stamp}`, stamp);
  const canvas = designer.canvas(page);
  const frames = canvas.locator(`:scope > .dz-frame[data-uuid^="rp-${stamp}-"]`);
  await expect(frames).toHaveCount(COUNT);
  // Every transition or animation started from here on, whenever it ends (the events fire as each one starts).
  await page.evaluate(() => {
    const w = window as unknown as { __started: string[] };
    w.__started = [];
    const note = (e: Event) => w.__started.push(`${e.type} ${(e as TransitionEvent).propertyName ?? (e as AnimationEvent).animationName} on ${(e.target as Element).className}`);
    document.addEventListener('transitionrun', note, true);
    document.addEventListener('animationstart', note, true);
  });
  const target = frames.nth(2);
  await target.focus();
  await page.keyboard.press('Delete');
  const ok = page.getByRole('alertdialog').getByRole('button', { name: '确定' });
  await ok.hover(); // pointed at first, as an operator's click is: a hover fade would start here
  await ok.click();
  await expect(frames).toHaveCount(COUNT - 1);
  await expect(page.getByRole('status').filter({ hasText: '删除成功' })).toBeVisible();
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  expect(await page.evaluate(() => (window as unknown as { __started: string[] }).__started)).toEqual([]);
});
