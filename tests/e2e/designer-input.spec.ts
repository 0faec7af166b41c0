/**
 * CSS through a colour field (issue 8 point 15), as an operator meets it: the designer flags the typed
 * value with the widget schemas' own check, the server refuses to save it naming the field, and a
 * proper colour saves and publishes.
 */
import { expect, test } from '@playwright/test';
import { designer } from './helpers/designer';

test('operator types CSS into a colour field: flagged, refused on save with the field named, a real colour publishes', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await designer.signIn(page);
  await designer.open(page, '首页');
  await designer.dragToCanvas(page, '文本', 2);
  await page.getByLabel('文本内容').fill(`颜色校验 ${Date.now() % 100000}`);

  const colour = page.getByLabel('文字颜色', { exact: true });
  await colour.fill('red;}body{display:none}');
  await expect(page.getByRole('alert').filter({ hasText: '颜色格式不正确' })).toBeVisible();
  await page.screenshot({ path: 'test-results/designer-colour-invalid.png' });

  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /颜色值不合法：color/ })).toBeVisible();

  await colour.fill('#C81623');
  await expect(page.getByRole('alert').filter({ hasText: '颜色格式不正确' })).toHaveCount(0);
  await designer.publish(page);
  expect(errors).toEqual([]);
});
