/** 版本对比 (issue 26 point 10): tick two published versions of a page and see what changed between them. */
import { expect, test } from '@playwright/test';
import { designer } from './helpers/designer';

test('operator compares two versions of a page: added, removed, moved widgets and changed settings', async ({ page }) => {
  test.setTimeout(180_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  const stamp = Date.now() % 100000;
  const props = designer.props(page);
  await designer.signIn(page);
  await designer.createPage(page, `对比页${stamp}`);

  // v1: two texts and a search box
  await designer.add(page, '文本');
  await props.getByLabel('文本内容').fill(`旧文字${stamp}`);
  await designer.add(page, '搜索');
  await designer.add(page, '文本');
  await props.getByLabel('文本内容').fill(`第二段${stamp}`);
  await designer.publishAndClose(page);

  // v2: the first text reworded and bold, the search box gone, the second text moved up, a new 文本
  const texts = designer.canvas(page).locator(':scope > [data-type="W0011"]');
  await texts.first().click();
  await props.getByLabel('文本内容').fill(`新文字${stamp}`);
  await props.getByRole('radiogroup', { name: '字体粗细' }).getByText('加粗').click();
  await designer.canvas(page).locator(':scope > [data-type="W0008"]').first().click();
  await page.keyboard.press('Delete');
  await designer.confirm(page);
  await texts.nth(1).click();
  await texts.nth(1).getByRole('button', { name: '上移' }).click();
  await designer.add(page, '文本');
  await props.getByLabel('文本内容').fill(`新增的${stamp}`);
  await designer.publishAndClose(page);

  await page.getByRole('button', { name: '版本' }).click();
  const dialog = page.getByRole('dialog', { name: '发布版本' });
  const boxes = dialog.getByRole('checkbox');
  await expect(boxes).toHaveCount(2);
  await expect(dialog.getByRole('button', { name: '对比所选版本' })).toBeDisabled();
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  await dialog.getByRole('button', { name: '对比所选版本' }).click();

  const diff = page.getByRole('dialog', { name: /版本对比/ });
  await expect(diff.getByRole('region', { name: '新增挂件' })).toContainText('文本[W0011]');
  await expect(diff.getByRole('region', { name: '删除挂件' })).toContainText('搜索');
  await expect(diff.getByRole('region', { name: '移动挂件' })).toContainText('文本[W0011]');
  const changed = diff.getByRole('region', { name: '设置变更' });
  await expect(changed.getByRole('row', { name: new RegExp(`文本内容 旧文字${stamp} 新文字${stamp}`) })).toBeVisible();
  await expect(changed.getByRole('row', { name: /字体粗细 常规 加粗/ })).toBeVisible();
  await page.screenshot({ path: 'test-results/designer-version-diff.png' });
  expect(errors).toEqual([]);
});
