/**
 * The operator journey: designer → drag a text widget onto the home page → edit it → publish →
 * the live storefront home shows it, without a restart.
 */
import { expect, test } from '@playwright/test';
import { designer } from './helpers/designer';
import { shots } from './helpers/shots';

test('operator adds a text widget in the designer, publishes, and the home page shows it', async ({ page, context }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  const words = `端午香料节 ${Date.now() % 100000}`;

  await designer.signIn(page);
  await designer.open(page, '首页');
  const before = await page.locator('.dz-canvas [data-type="W0011"]').count();
  await designer.dragToCanvas(page, '文本', 2);
  const texts = page.locator('.dz-canvas [data-type="W0011"]');
  await expect(texts).toHaveCount(before + 1);

  // The dropped widget is selected: edit its content in the property panel.
  const content = page.getByLabel('文本内容');
  await content.fill(words);
  await expect(page.locator('.dz-canvas').getByText(words)).toBeVisible();
  await designer.publish(page);

  const shop = await context.newPage();
  await shop.goto('/');
  await expect(shop.getByText(words)).toBeVisible();
  await shots.save(shop, 'test-results/operator-home.png');
  expect(errors).toEqual([]);
});

test('operator reorders with undo and deletes a widget with confirmation', async ({ page }) => {
  await designer.signIn(page);
  await designer.open(page, '首页');
  const frames = page.locator('.dz-canvas [data-type]');
  const count = await frames.count();
  const first = await frames.first().getAttribute('data-uuid');
  await frames.first().hover();
  await frames.first().getByRole('button', { name: '下移' }).click();
  await expect(frames.nth(1)).toHaveAttribute('data-uuid', first!);
  await page.getByRole('button', { name: '撤销' }).click();
  await expect(frames.first()).toHaveAttribute('data-uuid', first!);
  await frames.last().hover();
  await frames.last().getByRole('button', { name: '删除' }).click();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('删除成功！')).toBeVisible();
  await expect(frames).toHaveCount(count - 1);
});
