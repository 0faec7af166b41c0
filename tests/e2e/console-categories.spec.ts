/**
 * 商品 › 分类 in Chromium: an operator makes a category with three subcategories, reorders them by dragging
 * and with the keyboard (上移 / 下移 buttons), and the storefront's list page shows the new order. The
 * categories are removed afterwards. Screenshot: test-results/console-categories/.
 */
import crypto from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { consoleUi } from './helpers/console';
import { operator } from './helpers/aftersales';
import { shots } from './helpers/shots';

const tree = (page: Page) => page.getByRole('tree', { name: '商品分类' });
const branchOf = (page: Page, name: string) => tree(page).getByRole('treeitem').filter({ has: page.getByText(name, { exact: true }) }).first();
const childNames = (branch: Locator) => branch.getByRole('group').locator('.cs-strong');

async function addCategory(page: Page, name: string, parent?: string): Promise<void> {
  await page.getByRole('button', { name: parent ? `添加${parent}的子分类` : '新增一级分类' }).click();
  const dialog = page.getByRole('dialog', { name: '新增分类' });
  await dialog.getByLabel('分类名称').fill(name);
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();
  await expect(tree(page).getByText(name, { exact: true })).toBeVisible();
}

test('subcategories reordered by drag and by keyboard keep that order on the storefront', async ({ page, request }) => {
  test.setTimeout(120_000);
  const n = crypto.randomInt(1e5);
  const parent = `新品调料${n}`;
  const [jia, yi, bing] = [`花椒面${n}`, `辣椒油${n}`, `孜然粒${n}`];
  await consoleUi.signIn(page);
  await consoleUi.open(page, '商品分类');
  await addCategory(page, parent);
  for (const kid of [jia, yi, bing]) await addCategory(page, kid, parent);
  const branch = branchOf(page, parent);
  await expect(childNames(branch)).toHaveText([jia, yi, bing]);

  // Drag 孜然粒 onto 花椒面: it takes that place.
  await branch.getByRole('treeitem').filter({ hasText: bing }).dragTo(branch.getByRole('treeitem').filter({ hasText: jia }));
  await expect(consoleUi.toast(page, '排序已保存')).toBeVisible();
  await expect(childNames(branch)).toHaveText([bing, jia, yi]);

  // Keyboard: 下移 辣椒油 is refused at the end (disabled); 上移 it twice brings it first.
  await expect(page.getByRole('button', { name: `下移${yi}` })).toBeDisabled();
  await page.getByRole('button', { name: `上移${yi}` }).focus();
  await page.keyboard.press('Enter');
  await expect(childNames(branch)).toHaveText([bing, yi, jia]);
  await page.getByRole('button', { name: `上移${yi}` }).focus();
  await page.keyboard.press('Enter');
  await expect(childNames(branch)).toHaveText([yi, bing, jia]);
  await shots.save(page, 'test-results/console-categories/categories.png', { fullPage: true });

  // The storefront's list page (rebuilt) lists them in that order.
  const shop = await (await page.context().browser()!.newContext()).newPage();
  await shop.goto('/items');
  const side = shop.getByRole('complementary', { name: '商品分类' });
  await expect(side.getByRole('listitem').filter({ has: shop.getByRole('button', { name: parent, exact: true }) }).getByRole('list').getByRole('button')).toHaveText([yi, bing, jia]);
  await shots.save(shop, 'test-results/console-categories/items-sidebar.png');

  // Leave the shop's tree as it was.
  const headers = { Authorization: `Bearer ${await operator.token(request)}` };
  const all = (await (await request.get('/api/admin/categories', { headers })).json()).data.list as { category_id: number; category_name: string; children: { category_id: number }[] }[];
  const made = all.find((c) => c.category_name === parent)!;
  for (const kid of made.children) expect((await request.delete(`/api/admin/categories/${kid.category_id}`, { headers })).ok()).toBeTruthy();
  expect((await request.delete(`/api/admin/categories/${made.category_id}`, { headers })).ok()).toBeTruthy();
});
