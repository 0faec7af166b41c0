/**
 * Member services: buying VIP with the test payment and seeing 会员价; a return with two pictures that
 * the operator approves and refunds; rating an order and finding the rating on the item page; and
 * the VIP and after-sales pages of the member-centre menu, photographed (every entry of the menu is toured, from the
 * page before, by accounts.spec.ts).
 * (Runs with the demo member; switch to a freshly registered member once registration is merged.)
 */
import { expect, test } from '@playwright/test';
import { auth } from './helpers/shop';
import { cashier, goods, yuan } from './helpers/purchase';
import { operator, photo, shopApi, shopper } from './helpers/aftersales';
import { shots } from './helpers/shots';

// Journeys of many steps on a shared 2-core machine: more room than the 60 s default.
test.describe.configure({ timeout: 180_000 });

const PEPPER = '汉源贡椒 大红袍花椒';
const GREEN = '金阳青花椒 特级';

test('a member returns goods with two pictures; the operator approves and refunds; the order shows the refund and stock is back', async ({ page, request }) => {
  await auth.signIn(page, '/');
  const sku = await shopper.sku(page, GREEN);
  const orderId = await shopper.paidOrder(page, sku.item_id, 2);
  await operator.ship(request, orderId);
  const stockAfterSale = await shopper.storeOf(page, sku.item_id);

  await page.goto(`/member/trade/${orderId}`);
  await page.getByRole('link', { name: '申请售后' }).click();
  await expect(page.getByRole('heading', { name: '申请售后' })).toBeVisible();
  await page.getByRole('radio', { name: '退货退款' }).check();
  await page.getByLabel(`${GREEN}申请数量`).fill('2');
  await page.getByLabel('售后原因').selectOption('质量问题');
  await page.getByLabel('问题描述').fill('包装破损，花椒受潮');
  await page.getByLabel('上传凭证图片').setInputFiles([await photo('破损1.png', 200), await photo('破损2.png', 60)]);
  await expect(page.getByRole('img', { name: '已上传图片' })).toHaveCount(2);
  await shots.save(page, test.info().outputPath('aftersale-apply.png'), { fullPage: true });
  await page.getByRole('button', { name: '提交申请' }).click();

  await expect(page.getByRole('heading', { name: '售后详情' })).toBeVisible();
  await expect(page.getByTestId('aftersales-progress')).toHaveText('待处理');
  await expect(page.getByRole('region', { name: '售后凭证' }).or(page.getByLabel('售后凭证')).getByRole('img')).toHaveCount(2);
  const bn = new URL(page.url()).searchParams.get('aftersales_bn')!;

  await operator.post(request, `aftersales/${bn}/approve`);
  await page.reload();
  await expect(page.getByTestId('aftersales-progress')).toHaveText('待回寄');
  await page.getByLabel('物流公司').selectOption('SF');
  await page.getByLabel('物流单号').fill('123');
  await page.getByRole('button', { name: '提交物流' }).click();
  await expect(page.getByText('物流单号须为6-30位字母或数字')).toBeVisible();
  await page.getByLabel('物流单号').fill('SF20261124001');
  await page.getByRole('button', { name: '提交物流' }).click();
  await expect(page.getByTestId('aftersales-progress')).toHaveText('已回寄');

  await operator.post(request, `aftersales/${bn}/receive`);
  const refunded = await operator.post(request, `aftersales/${bn}/refund`);
  expect(refunded.progress).toBe(6);
  await page.reload();
  await expect(page.getByTestId('aftersales-progress')).toHaveText('退款已处理');
  await expect(page.getByRole('list', { name: '处理进度' })).toContainText('退款完成');
  await shots.save(page, test.info().outputPath('aftersale-detail.png'), { fullPage: true });

  await page.getByRole('link', { name: orderId }).click();
  await expect(page.getByTestId('detail-refund')).toHaveText(yuan(refunded.refund_fee));
  await expect(page.getByRole('link', { name: '已退款' })).toBeVisible();
  await shots.save(page, test.info().outputPath('trade-refunded.png'), { fullPage: true });
  expect(await shopper.storeOf(page, sku.item_id)).toBe(stockAfterSale + 2);

  await page.goto('/member/trade/aftersale-list');
  await page.getByRole('tab', { name: '已处理' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: bn }).getByTestId('aftersales-status')).toHaveText('退款已处理');
});

test('a member rates a finished order with a picture and finds the rating on the item page', async ({ page, request }) => {
  await auth.signIn(page, '/');
  const sku = await shopper.sku(page, PEPPER);
  const orderId = await shopper.paidOrder(page, sku.item_id, 1);
  await operator.ship(request, orderId);
  await shopApi(page, 'POST', 'order/confirmReceipt', { order_id: orderId });

  await page.goto(`/member/trade/${orderId}#rate`);
  const form = page.getByRole('region', { name: '评价订单' });
  await form.getByRole('radio', { name: '4星' }).click();
  const words = `香气足，麻味正 ${orderId.slice(-4)}`;
  await form.getByLabel('评价内容').fill(words);
  await form.getByLabel('上传评价图片').setInputFiles([await photo('晒单.png', 150)]);
  await expect(form.getByRole('img', { name: '已上传图片' })).toHaveCount(1);
  await form.getByRole('button', { name: '提交评价' }).click();
  await expect(page.getByText('评价成功')).toBeVisible();

  await goods.open(page, PEPPER);
  const rates = page.getByRole('region', { name: /商品评价/ });
  await rates.scrollIntoViewIfNeeded();
  const mine = rates.getByRole('listitem').filter({ hasText: words });
  await expect(mine).toBeVisible();
  await expect(mine.getByRole('img', { name: '4星' })).toBeVisible();
  await expect(mine.getByRole('img', { name: '评价图片' })).toHaveCount(1);
  await shots.save(page, test.info().outputPath('item-rates.png'), { fullPage: true });
});

test('a member buys VIP with the test payment and sees 会员价 on the item page and in the cart', async ({ page }) => {
  await auth.signIn(page, '/member/vip');
  await expect(page.getByTestId('vip-state')).toContainText('您还不是付费会员');
  await goods.open(page, GREEN);
  await expect(page.getByTestId('vip-guide')).toContainText('开通香料会员，全场9折');
  const before = await page.getByTestId('item-price').textContent();

  await page.getByTestId('vip-guide').click();
  await expect(page.getByRole('heading', { name: '开通会员' })).toBeVisible();
  await shots.save(page, test.info().outputPath('vip.png'), { fullPage: true });
  const grade = page.getByRole('region', { name: '香料会员' });
  await grade.getByRole('radio', { name: /月卡/ }).click();
  await grade.getByRole('button', { name: '立即开通' }).click();
  await page.waitForURL('**/cashier?order_id=*');
  await expect(page.getByTestId('cashier-total')).toHaveText('¥19.00');
  await cashier.pay(page);
  await page.goto('/member/vip');
  await expect(page.getByTestId('vip-state')).toContainText('您是 香料会员');

  await goods.open(page, GREEN);
  await expect(page.locator('.pd-price-label')).toHaveText('会员价');
  await expect(page.getByTestId('vip-guide')).toHaveCount(0);
  const fen = Math.round(Number(before!.replace(/[¥,]/g, '')) * 100);
  await expect(page.getByTestId('item-price')).toHaveText(yuan(fen - Math.floor(fen / 10)));
  await page.getByRole('button', { name: '加入购物车' }).click();
  await expect(page.getByText('成功加入购物车')).toBeVisible();
  await page.goto('/cart');
  const line = page.getByRole('main').getByRole('listitem').filter({ hasText: GREEN });
  await expect(line).toContainText('会员价');
  await expect(line).toContainText(yuan(fen - Math.floor(fen / 10)));
  await shots.save(page, test.info().outputPath('cart-member-price.png'), { fullPage: true });
});

test('the after-sales and VIP pages of the member-centre menu open from the menu', async ({ page }) => {
  await auth.signIn(page, '/');
  const menu = () => page.getByRole('navigation', { name: '会员中心菜单' });
  await page.goto('/member/user-info');
  await expect(menu().getByRole('link', { name: '会员权益' })).toBeVisible();
  const entries = await menu().getByRole('link').evaluateAll((as) => as.map((a) => ({ name: a.textContent ?? '', href: a.getAttribute('href') ?? '' })));
  const ours = ['售后订单', '开通会员', '会员权益'];
  expect(entries.map((e) => e.name)).toEqual(expect.arrayContaining(ours));
  // Each page is opened from the menu of the page before (every member page carries it); the whole menu is toured by
  // accounts.spec.ts, with a heading checked on each page.
  for (const { name, href } of entries.filter((e) => ours.includes(e.name))) {
    await menu().getByRole('link', { name, exact: true }).click();
    await page.waitForURL((u) => u.pathname.replace(/\/$/, '') === href);
    await expect(page.getByText('加载中…')).toHaveCount(0);
    await shots.save(page, test.info().outputPath(`menu-${name}.png`), { fullPage: true });
  }
  await page.goto('/member/aftersales');
  await expect(page.getByRole('heading', { name: '售后订单' })).toBeVisible();
});
