/**
 * Issue 28: the first click answers before the island's code is there. The code is held back in each test
 * (as on a slow machine), and what the shopper sees is checked while it is; then what the hydrated island
 * does must agree with what was shown.
 */
import { expect, test } from '@playwright/test';
import { addLine } from './helpers/member-api';
import { cartPage, goods, yuan } from './helpers/purchase';
import { auth } from './helpers/shop';

const PEPPER = '汉源贡椒 大红袍花椒';
const ITEM_CODE = /\/_astro\/ItemDetail\.[\w-]+\.js$/;

function holdBack(page: import('@playwright/test').Page, url: RegExp): () => void {
  let release!: () => void;
  const held = new Promise<void>((r) => { release = r; });
  void page.route(url, async (route) => { await held; await route.continue(); });
  return release;
}

test('a spec and + clicked before the item page is interactive show their price and quantity at once, and React buys that', async ({ page }) => {
  const release = holdBack(page, ITEM_CODE);
  await goods.open(page, PEPPER);
  const detail = (await (await page.request.get('/api/h5app/wxapp/goods/items/1')).json()).data as { spec_items: { item_id: number; price: number; item_spec: { spec_value_name: string }[] }[] };
  const jar100 = detail.spec_items.find((s) => s.item_spec.map((v) => v.spec_value_name).join() === '罐装,100g')!;
  const main = page.getByRole('main');
  const island = page.locator('[data-page-island="ItemDetail"]');

  await main.getByRole('button', { name: '罐装', exact: true }).click();
  await main.getByRole('button', { name: '增加数量' }).click();
  // Still no React: the answer came from the SKU table in the page.
  await expect(island).not.toHaveAttribute('data-hydrated', '1');
  await expect(main.getByRole('button', { name: '罐装', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(main.getByRole('button', { name: '袋装', exact: true })).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByTestId('item-price')).toHaveText(yuan(jar100.price));
  await expect(page.getByRole('textbox', { name: '购买数量' })).toHaveValue('2');

  release();
  await expect(island).toHaveAttribute('data-hydrated', '1');
  await expect(page.getByTestId('item-price')).toHaveText(yuan(jar100.price));
  await expect(page.getByRole('textbox', { name: '购买数量' })).toHaveValue('2');
  await page.getByRole('button', { name: '加入购物车' }).click();
  await page.waitForURL(/\/auth\/login\?redirectUrl=/);
  const back = new URL(decodeURIComponent(new URL(page.url()).searchParams.get('redirectUrl')!), page.url());
  expect(back.searchParams.get('sku')).toBe(String(jar100.item_id));
  expect(back.searchParams.get('num')).toBe('2');
});

test("a member's 加入购物车 held until the code arrives shows as under way at once", async ({ page }) => {
  await auth.signIn(page, '/');
  await cartPage.empty(page);
  const release = holdBack(page, ITEM_CODE);
  await goods.open(page, PEPPER);
  const add = page.getByRole('button', { name: '加入购物车' });
  await add.click();
  await expect(add).toHaveAttribute('aria-busy', 'true');
  release();
  await expect(page.getByText('成功加入购物车')).toBeVisible();
  await expect(add).not.toHaveAttribute('aria-busy', 'true');
});

test('the category menu opens on hover before any island code has arrived', async ({ page }) => {
  const release = holdBack(page, /\/_astro\/hydrate-react\.[\w-]+\.js$/);
  await page.goto('/');
  await page.getByText('全部商品分类').first().hover();
  const menu = page.getByRole('list', { name: '全部商品分类' }).first();
  await expect(menu).toBeVisible();
  await menu.getByRole('link', { name: '花椒', exact: true }).hover();
  await expect(menu.getByRole('link', { name: '红花椒' })).toBeVisible();
  await page.mouse.move(1300, 880);
  await expect(menu).toBeHidden();
  release();
});

test('a cart tick shows at once, the totals pending until the server has priced them', async ({ page }) => {
  await auth.signIn(page, '/');
  await cartPage.empty(page);
  await addLine(page, 1);
  await addLine(page, 3);
  await cartPage.open(page);
  const total = page.getByTestId('cart-total');
  const before = await total.textContent();
  const release = holdBack(page, /cartupdate\/checkstatus/);
  const tick = page.getByRole('main').getByRole('checkbox', { name: /^选择 汉源贡椒/ }).first();
  await expect(tick).toBeChecked();
  await tick.click();
  await expect(tick).not.toBeChecked();
  await expect(page.locator('.sc-bar')).toHaveAttribute('aria-busy', 'true');
  await expect(total).toHaveText(before!);
  release();
  await expect(page.locator('.sc-bar')).not.toHaveAttribute('aria-busy', 'true');
  await expect(total).not.toHaveText(before!);
  await expect(tick).not.toBeChecked();
});
