/**
 * Page lifecycle in the designer: a new page is 404 until published; publish twice, roll back, the first
 * version is live; discard a draft; rename, disable and delete a page (404 after).
 */
import { expect, test, type Page } from '@playwright/test';
import { designer, shopPage } from './helpers/designer';

async function setText(page: Page, words: string) {
  await designer.canvas(page).locator(':scope > [data-type="W0011"]').last().click();
  await designer.props(page).getByLabel('文本内容').fill(words);
}

test('a page lives through publish, versions, rollback, discard, rename, disable and delete', async ({ page, context }) => {
  test.setTimeout(240_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  const stamp = Date.now() % 100000;
  const title = `生命周期页${stamp}`;
  const shop = await context.newPage();

  await designer.signIn(page);
  const id = await designer.createPage(page, title);
  await expect(page.getByText('未发布', { exact: true })).toBeVisible();
  expect((await shop.goto(shopPage.url(id)))!.status()).toBe(404);

  // First version.
  await designer.add(page, '文本');
  await setText(page, `第一版${stamp}`);
  await designer.publishAndClose(page);
  await shop.goto(shopPage.url(id));
  await expect(shop.getByText(`第一版${stamp}`)).toBeVisible();

  // Second version.
  await setText(page, `第二版${stamp}`);
  await designer.publishAndClose(page);
  await shop.reload();
  await expect(shop.getByText(`第二版${stamp}`)).toBeVisible();

  // Versions: operator and time; view the first, roll back to it.
  await page.getByRole('button', { name: '版本' }).click();
  const versions = page.getByRole('dialog', { name: '发布版本' });
  const rows = versions.getByRole('row');
  await expect(rows).toHaveCount(3); // header + 2
  await expect(rows.nth(1)).toContainText('线上');
  await expect(rows.nth(1)).toContainText('admin');
  const first = rows.nth(2);
  await first.getByRole('button', { name: /^查看版本/ }).click();
  await expect(page.getByRole('dialog', { name: /^版本 #/ }).getByText(`第一版${stamp}`)).toBeVisible();
  await page.screenshot({ path: 'test-results/designer-version-view.png' });
  await page.getByRole('button', { name: '回滚到此版本' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('确定回滚到该版本？');
  await designer.confirm(page);
  await expect(page.getByText('已回滚并重新发布')).toBeVisible();
  await shop.reload();
  await expect(shop.getByText(`第一版${stamp}`)).toBeVisible();
  await expect(shop.getByText(`第二版${stamp}`)).toHaveCount(0);
  // The editor shows what is live again.
  await expect(designer.canvas(page).getByText(`第一版${stamp}`)).toBeVisible();

  // A draft, saved and then discarded: the editor returns to what is live.
  await setText(page, `草稿${stamp}`);
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(page.getByText('保存成功')).toBeVisible();
  await page.getByRole('button', { name: '放弃草稿' }).click();
  await designer.confirm(page);
  await expect(page.getByText('草稿已放弃，已回到线上版本')).toBeVisible();
  await expect(designer.canvas(page).getByText(`第一版${stamp}`)).toBeVisible();
  await expect(designer.canvas(page).getByText(`草稿${stamp}`)).toHaveCount(0);

  // Page list: rename, disable (live 404), enable, delete with confirmation (live 404).
  await page.getByRole('button', { name: '退出' }).click();
  const renamed = `改名页${stamp}`;
  await page.getByRole('button', { name: `重命名${title}` }).click();
  await page.getByLabel('新的页面名称').fill(renamed);
  await page.getByRole('dialog', { name: '重命名' }).getByRole('button', { name: '确定' }).click();
  await expect(page.getByRole('cell', { name: renamed, exact: true })).toBeVisible();
  await page.getByRole('button', { name: `停用${renamed}` }).click();
  await expect(page.getByText('页面已停用，线上页面已下线')).toBeVisible();
  expect((await shop.goto(shopPage.url(id)))!.status()).toBe(404);
  await page.getByRole('button', { name: `启用${renamed}` }).click();
  await expect(page.getByText('页面已启用')).toBeVisible();
  expect((await shop.goto(shopPage.url(id)))!.status()).toBe(200);
  await page.getByRole('button', { name: `删除${renamed}` }).click();
  await expect(page.getByRole('alertdialog')).toContainText(`确定删除页面「${renamed}」？`);
  await designer.confirm(page);
  await expect(page.getByText('页面已删除')).toBeVisible();
  await expect(page.getByRole('cell', { name: renamed, exact: true })).toHaveCount(0);
  expect((await shop.goto(shopPage.url(id)))!.status()).toBe(404);
  await page.screenshot({ path: 'test-results/designer-page-list.png' });
  expect(errors).toEqual([]);
});
