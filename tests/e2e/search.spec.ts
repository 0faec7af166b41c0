/**
 * Searching as a shopper: suggestions in the header box from the first keystroke (the box's code loads
 * only when it is used), chosen with the arrow keys and Enter; results with the searched words marked
 * and facet counts; a search that finds nothing offers the nearest words and best sellers.
 * Screenshots: test-results/search/.
 */
import { expect, test, type Page } from '@playwright/test';
import { shots } from './helpers/shots';

const shot = (page: Page, name: string) => shots.save(page, `test-results/search/${name}.png`);
const headerBox = (page: Page) => page.getByRole('banner').getByRole('combobox', { name: '搜索' });

test('suggestions: type, arrow down, Enter searches the chosen goods name; Escape closes', async ({ page }) => {
  const islandCode: string[] = [];
  page.on('request', (r) => { if (/hydrate-react/.test(r.url())) islandCode.push(r.url()); });
  await page.goto('/');
  await expect(headerBox(page)).toBeVisible();
  expect(islandCode).toEqual([]); // a first anonymous visit runs no island code

  const box = headerBox(page);
  await box.click();
  await box.pressSequentially('花');
  const list = page.getByRole('listbox', { name: '搜索建议' });
  await expect(list.getByRole('option').first()).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expect(list.getByRole('option').first().locator('mark')).toHaveText(/花/);
  await box.pressSequentially('椒');
  // The list for 花椒 is shown (its marks say 花椒, the list for 花 marked 花) before the arrows move in it.
  await expect(list.getByRole('option').first().locator('mark').first()).toHaveText('花椒');
  const options = list.getByRole('option');
  expect(await options.count()).toBeGreaterThan(1);
  await box.press('ArrowDown');
  await box.press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await options.nth(1).getAttribute('id'))!);
  await shot(page, 'suggestions');
  const chosen = (await options.nth(1).textContent())!;

  await box.press('Escape');
  await expect(list).toBeHidden();
  await box.press('ArrowDown');
  await expect(list).toBeVisible();
  await box.press('ArrowDown');
  await box.press('Enter');
  await page.waitForURL((u) => u.pathname === '/items' && u.searchParams.get('keywords') === chosen);
  await expect(page.locator('.pl-card-name').first()).toHaveText(chosen);
});

test('pinyin finds 花椒 goods with 花椒 marked; facets count the search and narrow it', async ({ page }) => {
  await page.goto('/items?keywords=huajiao');
  const names = page.locator('.pl-card-name');
  await expect(names.first().locator('mark')).toHaveText('花椒');
  const categories = page.getByRole('group', { name: '分类' });
  await expect(categories.getByRole('button', { name: /^青花椒（\d+）$/ })).toBeVisible();
  const bands = page.getByRole('group', { name: '价格区间' });
  const band = bands.getByRole('button').first();
  await expect(band).toHaveText(/^\d+-\d+元（\d+）$/);
  await shot(page, 'results-huajiao');
  const expected = Number((await band.textContent())!.match(/（(\d+)）/)![1]);
  await band.click();
  await expect(band).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('.pl-kw')).toContainText(`共 ${expected} 件商品`);
  await shot(page, 'results-price-band');
});

test('nothing found: the nearest words and best sellers', async ({ page }) => {
  await page.goto(`/items?keywords=${encodeURIComponent('花交')}`);
  await expect(page.getByText('抱歉，没有找到与“花交”相关的商品')).toBeVisible();
  const near = page.getByRole('group', { name: '您是不是要找' });
  await expect(near.getByRole('button', { name: '花椒', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: '热销商品' })).toBeVisible();
  await expect(page.locator('.pl-none .pl-card').first()).toBeVisible();
  await shot(page, 'nothing-found');
  await near.getByRole('button', { name: '花椒', exact: true }).click();
  await expect(page.locator('.pl-card-name mark').first()).toHaveText('花椒');
  await expect(page).toHaveURL(/keywords=%E8%8A%B1%E6%A4%92/);
});

test('LIKE wildcards and markup in the words find nothing and show nothing of it as HTML', async ({ page }) => {
  for (const words of ['_', '%', '<img src=x onerror=alert(1)>']) {
    const res = await page.request.get('/api/h5app/wxapp/goods/items', { params: { keywords: words, page: 1, pageSize: 10 } });
    expect(res.status()).toBeLessThan(500);
  }
  await page.goto(`/items?keywords=${encodeURIComponent('_')}`);
  await expect(page.getByText('抱歉，没有找到与“_”相关的商品')).toBeVisible();
});
