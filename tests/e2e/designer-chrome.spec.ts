/**
 * The shared header is a document of its own: edited and published in its own view; a header draft saved
 * there is published along with the next page publish, which says so.
 */
import { expect, test, type Page } from '@playwright/test';
import { designer } from './helpers/designer';

/** Opens 装修页头 from the page list and changes the header's tagline text to `text`. */
async function editHeaderTagline(page: Page, from: RegExp, text: string) {
  await page.getByRole('button', { name: '装修页头（所有页面共用）' }).click();
  const canvas = designer.canvas(page);
  await expect(canvas).toBeVisible();
  await expect(page.getByText('页头（所有页面共用）')).toBeVisible();
  const tagline = canvas.getByText(from);
  await tagline.scrollIntoViewIfNeeded();
  const box = (await tagline.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2); // the child's frame lies over its render
  const field = designer.props(page).getByLabel('文本内容');
  await expect(field).toHaveValue(from);
  await field.fill(text);
  await expect(canvas.getByText(text)).toBeVisible();
}

test('operator edits the header in its own view and publishes it; a saved header draft goes live with the next page publish', async ({ page, context }) => {
  test.setTimeout(240_000);
  const stamp = Date.now() % 100000;
  await designer.login(page);

  await editHeaderTagline(page, /^产地直采 · 川味香料/, `产地直采 · 川味香料${stamp}`);
  await designer.publish(page);
  await page.getByRole('dialog', { name: '发布' }).getByRole('button', { name: '确定' }).click();
  await page.getByRole('button', { name: '退出' }).click();
  const shop = await context.newPage();
  await shop.goto('/');
  await expect(shop.getByText(`产地直采 · 川味香料${stamp}`)).toBeVisible();

  // Save a header draft only, then publish a page: the page's publish takes the header along and says so.
  await editHeaderTagline(page, new RegExp(`^产地直采 · 川味香料${stamp}$`), `产地直采 · 新版${stamp}`);
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: '保存成功' })).toBeVisible();
  await page.getByRole('button', { name: '退出' }).click();
  await expect(page.getByText('页面列表')).toBeVisible();
  await shop.reload();
  await expect(shop.getByText(`产地直采 · 川味香料${stamp}`)).toBeVisible(); // a draft is not live

  await designer.createPage(page, `页头页${stamp}`);
  await designer.add(page, '文本');
  await designer.publish(page);
  const dialog = page.getByRole('dialog', { name: '发布' });
  await expect(dialog.getByRole('note')).toHaveText('页头有未发布的修改，已一并发布（所有页面都会更新）');
  await dialog.getByRole('button', { name: '确定' }).click();
  await shop.reload();
  await expect(shop.getByText(`产地直采 · 新版${stamp}`)).toBeVisible();
});
