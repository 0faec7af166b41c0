/**
 * The shared header is a document of its own: edited and published in its own view only; a header draft
 * saved there stays a draft when a page is published (only its own publish changes every page).
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

test('operator edits the header in its own view and publishes it; a saved header draft is not published by a page publish', async ({ page, context }) => {
  test.setTimeout(240_000);
  const stamp = Date.now() % 100000;
  await designer.login(page); // through the form: signed in through the API, the measured click on the tagline once hit the brand text (layout still settling)

  await editHeaderTagline(page, /^产地直采 · 川味香料/, `产地直采 · 川味香料${stamp}`);
  await designer.publish(page);
  await page.getByRole('dialog', { name: '发布' }).getByRole('button', { name: '确定' }).click();
  await page.getByRole('button', { name: '退出' }).click();
  const shop = await context.newPage();
  await shop.goto('/');
  await expect(shop.getByText(`产地直采 · 川味香料${stamp}`)).toBeVisible();

  // Save a header draft only, then publish a page: the page's publish leaves the header alone.
  await editHeaderTagline(page, new RegExp(`^产地直采 · 川味香料${stamp}$`), `产地直采 · 新版${stamp}`);
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: '保存成功' })).toBeVisible();
  await page.getByRole('button', { name: '退出' }).click();
  await expect(page.getByText('页面列表')).toBeVisible();
  await shop.reload();
  await expect(shop.getByText(`产地直采 · 川味香料${stamp}`)).toBeVisible(); // a draft is not live

  await designer.createPage(page, `页头页${stamp}`);
  // The page editor shows the header draft, locked.
  await expect(page.getByRole('region', { name: '页头（所有页面共用，在此不可修改）' }).getByText(`产地直采 · 新版${stamp}`)).toBeVisible();
  await designer.add(page, '文本');
  await designer.publishAndClose(page);
  await shop.reload();
  await expect(shop.getByText(`产地直采 · 川味香料${stamp}`)).toBeVisible();
  await expect(shop.getByText(`产地直采 · 新版${stamp}`)).toHaveCount(0);
});
