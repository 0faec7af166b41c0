/**
 * Issue 28, "no input is ever lost": a click held while the item page's code arrives is replayed on the very
 * button the shopper pressed. If hydration does not match the page (the member's price correction drew
 * something the build did not), React redraws the whole island and that button is no longer in the page:
 * the replayed click went nowhere, without a word.
 */
import { expect, test, type Page } from '@playwright/test';
import { auth, cart } from './helpers/shop';
import { memberCall, operatorCall } from './helpers/member-api';
import { cartPage, goods, yuan } from './helpers/purchase';

const API = '/api/h5app/wxapp';
// A goods no other journey uses: its market price is set to its sale price for this test, then put back.
const CHILI_OIL = '红油辣子 罐装';
const ITEM_CODE = /\/_astro\/ItemDetail\.[\w-]+\.js$/;
const memberPrice = (fen: number) => fen - Math.floor((fen * 10) / 100);

function holdBack(page: Page, url: RegExp): () => void {
  let release!: () => void;
  const held = new Promise<void>((r) => { release = r; });
  void page.route(url, async (route) => { await held; await route.continue(); });
  return release;
}

async function becomeVip(page: Page): Promise<void> {
  const grade = (await memberCall<{ list: { vip_grade_id: number }[] }>(page, 'GET', 'vipgrades/newlist')).list[0];
  const { order_id } = await memberCall<{ order_id: string }>(page, 'POST', 'vipgrades/buy', { vip_grade_id: grade.vip_grade_id, card_type: 'monthly' });
  await memberCall(page, 'POST', 'payment', { order_id, pay_type: 'testpay' });
}

test("a VIP member's 加入购物车 held until the code arrives is done on goods sold at their market price", async ({ page }) => {
  test.setTimeout(120_000);
  const reactErrors: string[] = [];
  page.on('pageerror', (e) => reactErrors.push(e.message));
  page.on('console', (m) => { if (m.type() === 'error' && /React|hydrat/i.test(m.text())) reactErrors.push(m.text()); });
  await auth.signIn(page, '/');
  await becomeVip(page);
  await cartPage.empty(page);
  const found = (await (await page.request.get(`${API}/goods/items`, { params: { keywords: CHILI_OIL, page: 1, pageSize: 10 } })).json()).data.list as { item_id: number; item_name: string }[];
  const id = found.find((g) => g.item_name === CHILI_OIL)!.item_id;
  const before = (await (await page.request.get(`${API}/goods/items/${id}`)).json()).data as { price: number; market_price: number };
  // Sold at its market price: the page is rebuilt without a struck price (the answer comes once it has been).
  await operatorCall(page, 'PUT', `items/${id}`, { market_price: before.price });
  try {
    const release = holdBack(page, ITEM_CODE);
    const corrected = page.waitForResponse((r) => r.url().includes('/goods/viewer_prices'));
    await goods.open(page, CHILI_OIL);
    await expect(page.locator('.pd-market')).toHaveCount(0);
    await corrected; // the member's price is known before React hydrates the island
    await expect(page.getByTestId('item-price')).toHaveText(yuan(memberPrice(before.price)));
    const add = page.getByRole('button', { name: '加入购物车' });
    await add.click();
    await expect(add).toHaveAttribute('aria-busy', 'true');
    release();

    await expect(page.getByText('成功加入购物车')).toBeVisible();
    expect(await cart.serverCount(page)).toBe(1);
    await expect(page.getByTestId('item-price')).toHaveText(yuan(memberPrice(before.price)));
    await expect(page.locator('.pd-pricebox .pd-price-label')).toHaveText('会员价');
    expect(reactErrors, 'hydration matched the page').toEqual([]);
  } finally {
    await operatorCall(page, 'PUT', `items/${id}`, { market_price: before.market_price });
  }
});
