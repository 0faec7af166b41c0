/**
 * Issue 26 points 4 and 6 as an operator sees them: the canvas looks like the live page (nearby shops listed,
 * 常开 dropdown open, fixed-size widgets at their size, real goods and coupons in new widgets); 预览 at 1920px and an
 * old version show the whole shop page (top bar, header, footer) without cutting it off; name tags stay on their own
 * widget; saved combination modules are in view on a laptop screen.
 */
import { expect, test, type Locator } from '@playwright/test';
import { designer } from './helpers/designer';

const rect = (l: Locator) => l.evaluate((el) => { const r = el.getBoundingClientRect(); return { top: r.top, right: r.right, bottom: r.bottom, width: r.width }; });

test('the canvas, 预览 and an old version look like the live shop', async ({ page }) => {
  test.setTimeout(300_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.setViewportSize({ width: 1366, height: 768 });
  const stamp = Date.now() % 100000;
  const canvas = designer.canvas(page);
  await designer.signIn(page);
  await designer.createPage(page, `外观页${stamp}`);

  // A laptop screen: the saved combination modules' group is in view without scrolling the palette.
  const combos = page.getByRole('heading', { name: '组合模块' });
  await expect(combos).toBeInViewport();

  // New widgets: real goods and coupons from the catalogue, not 商品名称 at ¥0.
  await designer.add(page, '商品');
  const tiles = canvas.locator('[data-type="W0002"] .w-goods-name');
  await expect(tiles.first()).not.toHaveText(/^商品名称/);
  expect(await tiles.allTextContents()).not.toContain('商品名称1');
  await designer.add(page, '优惠券');
  await expect(canvas.locator('[data-type="W0021"]')).not.toContainText('商品名称');

  // 附近商家 with no shops chosen lists the shops a live page lists.
  await designer.add(page, '附近商家');
  await expect(canvas.locator('[data-type="W0019"] .w-nearby-name').first()).toBeVisible();

  // 购物车 at page level keeps its 110px pill; 营销橱窗 its 384px.
  await designer.add(page, '购物车');
  const cartBody = canvas.locator('[data-type="W0010"] .w-body').first();
  expect(await cartBody.evaluate((el) => Math.round(parseFloat(getComputedStyle(el).width)))).toBe(110);
  await designer.add(page, '营销橱窗');
  expect(await canvas.locator('[data-type="W0016"] .w-body').first().evaluate((el) => Math.round(parseFloat(getComputedStyle(el).width)))).toBe(384);

  // The selected widget's name tag sits on its own frame, not over the widget above.
  const frame = canvas.locator('[data-type="W0016"]');
  const tag = frame.locator('.dz-frame-tag');
  expect((await rect(tag)).top).toBeGreaterThanOrEqual((await rect(frame)).top - 0.5);
  await page.screenshot({ path: 'test-results/designer-look-canvas.png' });

  await page.getByRole('button', { name: '保存', exact: true }).click();
  await designer.publishAndClose(page);

  // 预览 at 1920px: top bar and the shop's header, scaled to fit the dialog, nothing cut off on the right.
  await page.getByRole('button', { name: '预览', exact: true }).click();
  const preview = page.getByRole('dialog', { name: '页面预览' });
  await preview.getByText('1920px').click();
  const shop = preview.getByLabel('1920px 预览');
  await expect(shop.getByRole('navigation', { name: '顶部导航' })).toBeVisible();
  await expect(shop.locator('.w-W0006').first()).toBeVisible(); // the shop's header panel
  await expect(shop.locator('.w-W0002')).toBeVisible();
  expect(Number(await shop.getAttribute('data-scale'))).toBeLessThan(1);
  const room = await rect(preview.locator('.dz-shop-room'));
  const drawn = await rect(shop);
  expect(drawn.right).toBeLessThanOrEqual(room.right + 1);
  await page.screenshot({ path: 'test-results/designer-look-preview-1920.png' });
  await preview.getByRole('button', { name: '关闭' }).click();

  // An old version: with the header, footer and top bar too.
  await page.getByRole('button', { name: '版本' }).click();
  await page.getByRole('dialog', { name: '发布版本' }).getByRole('button', { name: /^查看版本/ }).first().click();
  const version = page.getByRole('dialog', { name: /^版本 #/ });
  await expect(version.getByRole('navigation', { name: '顶部导航' })).toBeVisible();
  await expect(version.locator('.w-W0006').first()).toBeVisible();
  await expect(version.locator('.w-W0002')).toBeVisible();
  await page.screenshot({ path: 'test-results/designer-look-version.png' });
  expect(errors).toEqual([]);
});
