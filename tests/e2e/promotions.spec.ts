/**
 * Promotions and the points mall (issue 11), on the seeded demo activities: a 满减 lowering the cart with
 * the gap shown, a 满赠 gift line, a package bought at its price, and a points-mall exchange in 我的订单.
 */
import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import pg from 'pg';
import { auth, cart } from './helpers/shop';
import { cartPage, checkout, goods, orders, yuan } from './helpers/purchase';
import { memberCall } from './helpers/member-api';
import { shots } from './helpers/shots';

const SHOTS = process.env.E2E_SHOTS_DIR;
const ADDRESS = { name: '赵花椒', mobile: '13912345679', province: '四川省', city: '成都市', county: '武侯区', detail: '锦里古街 8 号' };

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  await shots.save(page, `${SHOTS}/${name}.png`, { fullPage: true });
}

/** Points the member earned elsewhere (orders, sign-up gifts): written straight into the shop's database. */
async function givePoints(userId: number, points: number) {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try { await client.query('UPDATE members SET point = $1 WHERE user_id = $2', [points, userId]); } finally { await client.end(); }
}

const promotionRow = (page: Page, tag: string) => page.getByTestId('cart-promotion').filter({ hasText: tag });

test('a 满减 promotion shows what is still needed, then lowers the cart and the checkout by the same amount', async ({ page }) => {
  await auth.signIn(page, '/');
  await goods.open(page, '牛油火锅底料 特辣');
  await cart.add(page);
  await cartPage.open(page);
  const row = promotionRow(page, '满减');
  await expect(row.getByTestId('promotion-gap')).toHaveText(/^再买[\d.]+元可减10元$/);
  await cartPage.setQuantity(page, '牛油火锅底料 特辣', 8);
  await expect(row.getByTestId('promotion-gap')).toHaveText(/^已满(99|199)元/);
  await expect(page.getByTestId('cart-discount')).toHaveText(/^-¥(10|30)\.00$/);
  await shot(page, 'cart-promotions');
  const total = await cartPage.total(page).textContent();
  await cartPage.checkout(page);
  await checkout.ensureAddress(page, ADDRESS);
  await expect(checkout.payable(page)).toHaveText(total!); // over ¥99: no freight
});

test('a 满赠 promotion adds its gift line, which cannot be bought on its own', async ({ page }) => {
  await auth.signIn(page, '/');
  await goods.open(page, '川味香料 节日礼盒');
  await cart.add(page);
  await cartPage.open(page);
  await expect(promotionRow(page, '满赠').getByTestId('promotion-gap')).toHaveText(/再买[\d.]+元可送川香源定制围裙（赠品）×1/);
  await cartPage.setQuantity(page, '川味香料 节日礼盒', 6);
  const gift = page.getByRole('listitem', { name: '赠品 川香源定制围裙（赠品）' });
  await expect(gift).toBeVisible();
  await expect(gift.getByText('赠品', { exact: true }).first()).toBeVisible();
  await shot(page, 'cart-gift');
  const refused = await page.request.post('/api/h5app/wxapp/cart', {
    form: { item_id: (await memberCall<{ valid_cart: { gift_list: { item_id: number }[] }[] }>(page, 'GET', 'cart/list', { shop_type: 'distributor' })).valid_cart[0].gift_list[0].item_id, num: 1, cart_type: 'cart' },
    headers: { Authorization: `Bearer ${(await page.context().cookies()).find((c) => c.name === 'ECSHOPX_TOKEN')!.value}` },
  });
  expect((await refused.json()).data.message).toBe('赠品不可购买');
});

test('a package is bought together at the package price', async ({ page }) => {
  await auth.signIn(page, '/items/combination-list');
  const pkg = page.getByRole('region', { name: '火锅家宴套餐' });
  const price = await pkg.getByTestId('package-price').textContent();
  await shot(page, 'combination-list');
  await pkg.getByRole('button', { name: '立即购买' }).click();
  await page.waitForURL('**/cart/checkout?mode=fastbuy*');
  await checkout.ensureAddress(page, ADDRESS);
  const fen = Math.round(Number(price!.replace(/[¥,]/g, '')) * 100);
  await expect(checkout.payable(page)).toHaveText(yuan(fen >= 9900 ? fen : fen + 1000));
  const orderId = await checkout.submit(page);
  expect((await orders.server(page, orderId)).total_fee).toBe(fen >= 9900 ? fen : fen + 1000);
});

test('a points-mall exchange takes the points and shows in 我的订单', async ({ page }) => {
  const member = await auth.signIn(page, '/');
  await givePoints((member as { userId: number }).userId, 1000);
  await page.goto('/pointitems');
  await expect(page.getByRole('heading', { name: '积分商城' })).toBeVisible();
  await expect(page.getByTestId('pointsmall-balance')).toHaveText('1000');
  await shot(page, 'pointitems');
  await page.getByRole('link', { name: /香叶 月桂叶/ }).click();
  await page.waitForURL(/\/pointitems\/\d+$/);
  await expect(page.getByTestId('point-price')).toHaveText('300积分');
  await shot(page, 'pointitem-detail');
  await page.getByRole('button', { name: '立即兑换' }).click();
  await page.waitForURL('**/pointitems/checkout?*');
  await checkout.ensureAddress(page, ADDRESS);
  await expect(page.getByTestId('point-total')).toHaveText('300');
  await shot(page, 'pointitems-checkout');
  await page.getByRole('button', { name: '确认兑换' }).click();
  await page.waitForURL('**/pointitems/cashierpoint?order_id=*');
  await expect(page.getByRole('heading', { name: '兑换成功' })).toBeVisible();
  await expect(page.getByTestId('cashier-points')).toHaveText('300');
  await shot(page, 'pointitems-cashier');
  const orderId = new URL(page.url()).searchParams.get('order_id')!;
  expect((await memberCall<{ point: number }>(page, 'GET', 'point/member/info')).point).toBe(700);
  await orders.open(page);
  await expect(orders.card(page, orderId)).toContainText('香叶 月桂叶');
});

test('an activity\'s goods are listed with the activity price', async ({ page }) => {
  await page.goto('/items/activityGoodsList');
  await page.getByRole('link', { name: /黑孜然 限时8折/ }).click();
  await page.waitForURL(/activity_type=limited_time_sale/);
  await expect(page.getByRole('heading', { name: /黑孜然 限时8折/ })).toBeVisible();
  const card = page.getByRole('link', { name: /黑孜然/ }).first();
  await expect(card.getByText('活动价')).toBeVisible();
  await shot(page, 'activity-goods');
});
