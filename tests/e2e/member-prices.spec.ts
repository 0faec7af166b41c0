/**
 * Issue 24 point 1: static pages carry the public price; a VIP member's home page and item list (pre-rendered page 1
 * and page 2) show the member price after one batched call, the same as the cart, without moving anything; a guest's
 * visit loads none of it. A price changed after the page was built still ends with the cart's price.
 */
import { expect, test, type Page } from '@playwright/test';
import { auth } from './helpers/shop';
import { memberCall, operatorCall } from './helpers/member-api';
import { yuan } from './helpers/purchase';
import { shots } from './helpers/shots';

const API = '/api/h5app/wxapp';
const memberPrice = (fen: number) => fen - Math.floor((fen * 10) / 100);

/** What the correction costs: its script and its API calls, counted on `page`. */
function watchCorrection(page: Page) {
  const seen = { script: 0, calls: 0 };
  page.on('request', (r) => {
    if (/member-prices/.test(r.url())) seen.script++;
    if (r.url().includes('/goods/viewer_prices')) seen.calls++;
  });
  return seen;
}

/** Sums layout shifts that moved a price line (PerformanceObserver sources), from the page's start. */
async function trackPriceShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { priceShift: number };
    w.priceShift = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number; sources?: { node?: Node }[] }[]) {
        const moved = (e.sources ?? []).some((s) => s.node instanceof Element && (s.node.closest('[data-item-price]') || s.node.querySelector('[data-item-price]')));
        if (moved) w.priceShift += e.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

async function becomeVip(page: Page): Promise<void> {
  const grade = (await memberCall<{ list: { vip_grade_id: number }[] }>(page, 'GET', 'vipgrades/newlist')).list[0];
  const { order_id } = await memberCall<{ order_id: string }>(page, 'POST', 'vipgrades/buy', { vip_grade_id: grade.vip_grade_id, card_type: 'monthly' });
  await memberCall(page, 'POST', 'payment', { order_id, pay_type: 'testpay' });
}

const publicPrice = async (page: Page, id: string) => (await (await page.request.get(`${API}/goods/items/${id}`)).json()).data.price as number;

async function cartPrice(page: Page, id: string): Promise<number> {
  await memberCall(page, 'POST', 'cart', { item_id: id, num: 1, cart_type: 'cart', shop_type: 'distributor' });
  const cart = await memberCall<{ valid_cart: { list: { item_id: number; price: number }[] }[] }>(page, 'GET', 'cart/list', { shop_type: 'distributor' });
  return cart.valid_cart.flatMap((g) => g.list).find((l) => String(l.item_id) === id)!.price;
}

test('a guest loads no price correction; a VIP member sees the cart price with 会员价 on home and list pages, nothing moves', async ({ page }) => {
  test.setTimeout(120_000);
  const guest = watchCorrection(page);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await page.goto('/items');
  await page.waitForLoadState('networkidle');
  expect(guest).toEqual({ script: 0, calls: 0 });
  const homeTile = page.locator('[data-item-price]').first();
  await expect(homeTile).not.toContainText('会员价');

  await auth.signIn(page, '/');
  await becomeVip(page);
  await trackPriceShifts(page);
  const member = watchCorrection(page);
  await page.goto('/');
  const first = page.getByRole('main').locator('[data-item-price]').first();
  const id = (await first.getAttribute('data-item-price'))!;
  const expected = memberPrice(await publicPrice(page, id));
  await expect(first).toContainText(yuan(expected));
  await expect(first).toContainText('会员价');
  await page.waitForLoadState('networkidle');
  expect(member.calls, 'one batched call for every price on the page').toBe(1);
  expect(await cartPrice(page, id)).toBe(expected);
  expect(await page.evaluate(() => (window as unknown as { priceShift: number }).priceShift)).toBe(0);
  await shots.save(page, test.info().outputPath('home-member-prices.png'));

  // The pre-rendered first page of /items, then page 2 fetched by the list.
  await page.goto('/items');
  const card = page.locator('.pl-card [data-item-price]').first();
  const cardId = (await card.getAttribute('data-item-price'))!;
  await expect(card).toContainText(yuan(memberPrice(await publicPrice(page, cardId))));
  await expect(card).toContainText('会员价');
  await page.getByRole('navigation', { name: '分页' }).getByRole('button', { name: '2', exact: true }).click();
  const card2 = page.locator('.pl-card [data-item-price]').first();
  await expect(card2).not.toHaveAttribute('data-item-price', cardId);
  const id2 = (await card2.getAttribute('data-item-price'))!;
  await expect(card2).toContainText(yuan(memberPrice(await publicPrice(page, id2))));
  await expect(card2).toContainText('会员价');
  expect(await page.evaluate(() => (window as unknown as { priceShift: number }).priceShift)).toBe(0);
  await shots.save(page, test.info().outputPath('items-page2-member-prices.png'));
});

test('a price changed after the page was built: the member page ends with the cart price', async ({ page }) => {
  await auth.signIn(page, '/');
  await becomeVip(page);
  await page.goto('/');
  const tile = page.getByRole('main').locator('[data-item-price]').first();
  const id = (await tile.getAttribute('data-item-price'))!;
  const before = await publicPrice(page, id);
  const changed = before + 300;
  await operatorCall(page, 'PUT', `items/${id}`, { price: changed });
  try {
    await page.goto('/');
    await expect(page.getByRole('main').locator(`[data-item-price="${id}"]`).first()).toContainText(yuan(memberPrice(changed)));
    expect(await cartPrice(page, id)).toBe(memberPrice(changed));
  } finally {
    await operatorCall(page, 'PUT', `items/${id}`, { price: before });
  }
});

test("the item page's own price: the member price from the same batched correction, for the spec shown and one chosen later, nothing moves", async ({ page }) => {
  await auth.signIn(page, '/');
  await becomeVip(page);
  await trackPriceShifts(page);
  const member = watchCorrection(page);
  const detail = (await (await page.request.get(`${API}/goods/items/1`)).json()).data as { spec_items: { item_id: number; price: number }[] };
  const skuPrice = (id: string) => detail.spec_items.find((s) => String(s.item_id) === id)!.price;
  await page.goto('/items/1');
  const box = page.locator('.pd-pricebox');
  const shown = (await box.getAttribute('data-item-price'))!;
  await expect(page.getByTestId('item-price')).toHaveText(yuan(memberPrice(skuPrice(shown))));
  await expect(box.locator('.pd-price-label')).toHaveText('会员价');
  // Another spec: its member price at once, from the answer the page already has.
  await page.getByRole('main').getByRole('button', { name: '罐装', exact: true }).click();
  await expect(box).not.toHaveAttribute('data-item-price', shown);
  const chosen = (await box.getAttribute('data-item-price'))!;
  await expect(page.getByTestId('item-price')).toHaveText(yuan(memberPrice(skuPrice(chosen))));
  await expect(box.locator('.pd-price-label')).toHaveText('会员价');
  await page.waitForLoadState('networkidle');
  expect(member.calls, 'one batched call for the page, the other specs included').toBe(1);
  expect(await page.evaluate(() => (window as unknown as { priceShift: number }).priceShift)).toBe(0);
  expect(await cartPrice(page, chosen)).toBe(memberPrice(skuPrice(chosen)));
  await shots.save(page, test.info().outputPath('item-member-price.png'));
});
