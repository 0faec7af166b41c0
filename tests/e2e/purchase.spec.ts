/** The purchase journey: two goods → mini cart → cart → checkout (new address, coupon) → test payment → orders. */
import { expect, test } from '@playwright/test';
import { auth, cart, item } from './helpers/shop';
import { cartPage, cashier, checkout, coupons, expectFooterPromises, goods, miniCart, orders, yuan } from './helpers/purchase';

const PEPPER = '汉源贡椒 大红袍花椒';
const GREEN = '金阳青花椒 特级';
const ADDRESS = { name: '李小椒', mobile: '13912345678', province: '四川省', city: '成都市', county: '武侯区', detail: '科华北路 65 号' };

test('a member buys two goods with a new address and a coupon, pays, and finds the order paid', async ({ page }) => {
  await auth.signIn(page, '/');
  await cartPage.empty(page);
  await coupons.receive(page, '满99减10');

  await goods.open(page, PEPPER);
  await item.chooseSpec(page, '250g');
  await cart.add(page);
  await goods.open(page, GREEN);
  await cart.add(page);
  await miniCart.expectLines(page, [PEPPER, GREEN]);

  await cartPage.open(page);
  await expect(cartPage.line(page, PEPPER)).toBeVisible();
  // Under the lines: the footer's promises and 猜你喜欢, outside the cart's own list.
  await expectFooterPromises(page);
  await expect(page.getByRole('region', { name: '猜你喜欢' }).getByRole('listitem')).toHaveCount(10);
  const before = await cartPage.total(page).textContent();
  await cartPage.setQuantity(page, GREEN, 3);
  await expect(cartPage.total(page)).not.toHaveText(before!);
  await cartPage.checkout(page);
  await expect(page.getByRole('list', { name: '购买步骤' }).locator('[aria-current="step"]')).toHaveText('2填写核对订单信息');

  await checkout.addAddress(page, ADDRESS);
  const withoutCoupon = await checkout.payable(page).textContent();
  await checkout.chooseCoupon(page, '满99减10');
  await expect(page.getByTestId('coupon-fee')).toHaveText('-¥10.00');
  await expect(checkout.payable(page)).not.toHaveText(withoutCoupon!);
  const payable = await checkout.payable(page).textContent();
  const orderId = await checkout.submit(page);

  await expect(page.getByTestId('cashier-total')).toHaveText(payable!);
  await cashier.pay(page);
  await expect(page.getByTestId('finish-order-id')).toHaveText(orderId);
  await expect(page.getByTestId('finish-total')).toHaveText(payable!);

  const server = await orders.server(page, orderId);
  expect(server.order_status).toBe('PAYED');
  await orders.open(page);
  const card = orders.card(page, orderId);
  await expect(card.getByTestId('order-status')).toHaveText('已付款');
  await expect(card.getByTestId('order-total')).toHaveText(yuan(server.total_fee));
  await expect(card).toContainText(PEPPER);
  await expect(card).toContainText(GREEN);
});

test('an empty cart says so, keeps the footer\'s promises in view and leads on through 猜你喜欢', async ({ page }) => {
  await auth.signIn(page, '/cart'); // a new member: nothing in the cart
  await expect(page.getByTestId('cart-empty')).toContainText('购物车空空的');
  await expect(page.getByTestId('cart-empty').getByRole('link', { name: '去逛逛' })).toHaveAttribute('href', '/items');
  await expectFooterPromises(page);
  const picks = page.getByRole('region', { name: '猜你喜欢' }).getByRole('listitem');
  await expect(picks).toHaveCount(10);
  const first = picks.first();
  const name = (await first.locator('.rc-name').textContent())!;
  await expect(first.locator('.rc-price')).toHaveText(/^¥\d+\.\d{2}/);
  await first.getByRole('link').click();
  await page.waitForURL(/\/items\/\d+/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
});

test('going back from the cashier straight after checkout lands on my orders', async ({ page }) => {
  await auth.signIn(page, '/');
  await cartPage.empty(page);
  await goods.open(page, GREEN);
  await cart.add(page);
  await cartPage.open(page);
  await cartPage.checkout(page);
  await checkout.ensureAddress(page, ADDRESS);
  await checkout.submit(page);
  await expect(page.getByRole('heading', { name: '订单提交成功，请尽快付款！' })).toBeVisible();

  await page.goBack();
  await page.waitForURL('**/member/trade');
  await expect(page.getByRole('heading', { name: '我的订单' })).toBeVisible();
  await expect(page.getByTestId('order-status').first()).toHaveText('未付款');
});

test('a guest opening the cart or checkout is sent to login and comes back', async ({ page }) => {
  await page.goto('/cart');
  await page.waitForURL(`**/auth/login?redirectUrl=${encodeURIComponent('/cart')}`);
  await page.goto('/cart/checkout?mode=cart');
  await page.waitForURL(`**/auth/login?redirectUrl=${encodeURIComponent('/cart/checkout?mode=cart')}`);
  await auth.login(page, '/cart/checkout?mode=cart');
  await expect(page.getByRole('heading', { name: '填写并核对订单信息' })).toBeVisible();
});
