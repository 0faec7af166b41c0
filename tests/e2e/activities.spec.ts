/** Activity journeys: a seckill bought with a ticket, a two-member group completed and one refunded on expiry, self-pickup, offline transfer. */
import fs from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { auth } from './helpers/shop';
import { cashier, checkout, orders, yuan } from './helpers/purchase';
import { addLine, memberCall } from './helpers/member-api';
import { photo } from './helpers/aftersales';
import { backOffice, clock, groupBuy, offlineTransfer, pickup, seckill, uniqueTitle } from './helpers/activities';
import { shots } from './helpers/shots';

const ADDRESS = { name: '赵秒杀', mobile: '13912345670', province: '四川省', city: '成都市', county: '武侯区', detail: '科华北路 66 号' };
const SHOTS = 'test-results/activities';

// Long journeys (two shoppers, checkout, payment) on a shared, busy machine.
test.describe.configure({ timeout: 180_000 });

/** The member's saved address, set up through the API as an earlier visit would have. */
const savedAddress = (page: Page, a = ADDRESS) => memberCall(page, 'POST', 'member/address', {
  username: a.name, telephone: a.mobile, province: a.province, city: a.city, county: a.county, adrdetail: a.detail, is_def: 1,
});

const shot = async (page: Page, name: string) => {
  fs.mkdirSync(SHOTS, { recursive: true });
  await shots.save(page, `${SHOTS}/${name}.png`, { fullPage: true });
};

async function newShopper(browser: Browser, returnTo = '/') {
  const page = await (await browser.newContext()).newPage();
  await auth.signIn(page, returnTo);
  await savedAddress(page, { ...ADDRESS, name: '钱参团' });
  return page;
}

async function shopperWithAddress(page: Page) {
  await auth.signIn(page, '/');
  await savedAddress(page);
}

test('a seckill bought with a ticket at the seckill price', async ({ page }) => {
  await shopperWithAddress(page);
  const a = await backOffice.seckill(page, '藤椒 鲜麻款', uniqueTitle('整点秒杀'));
  await seckill.grabAndCheckout(page, a);
  await checkout.ensureAddress(page, ADDRESS);
  await expect(page.getByTestId('item-fee')).toHaveText(yuan(a.actPrice));
  const orderId = await checkout.submit(page);
  await cashier.pay(page);
  const order = (await memberCall<{ orderInfo: { order_class: string; order_status: string; items: { price: number }[] } }>(page, 'GET', `order/${orderId}`)).orderInfo;
  expect(order).toMatchObject({ order_class: 'seckill', order_status: 'PAYED' });
  expect(order.items[0].price).toBe(a.actPrice);
});

test('two members start and complete a group; both orders become paid', async ({ page, browser }) => {
  await shopperWithAddress(page);
  const title = uniqueTitle('两人拼');
  const g = await backOffice.groupBuy(page, '草果 精选', title);
  await groupBuy.startFromList(page, title);
  await shot(page, 'group-checkout');
  await expect(page.getByText('开团后邀请好友参团')).toBeVisible();
  await checkout.ensureAddress(page, ADDRESS);
  await expect(page.getByTestId('item-fee')).toHaveText(yuan(g.actPrice));
  const chiefOrder = await checkout.submit(page);
  await cashier.pay(page);
  const teamId = await groupBuy.openTeamFromOrder(page, chiefOrder);
  await expect(groupBuy.status(page)).toHaveText('拼团中');
  await expect(page.getByTestId('team-surplus')).toHaveText('1');

  const friend = await newShopper(browser);
  await friend.goto(`/items/group-detail?team_id=${teamId}`);
  await shot(friend, 'group-detail-waiting');
  await friend.getByRole('button', { name: '参加拼团' }).click();
  await friend.waitForURL('**/cart/checkout?*team_id=*');
  await checkout.ensureAddress(friend, { ...ADDRESS, name: '钱参团' });
  const friendOrder = await checkout.submit(friend);
  await cashier.pay(friend);
  await friend.goto(`/items/group-detail?team_id=${teamId}`);
  await expect(groupBuy.status(friend)).toHaveText('拼团成功');
  await shot(friend, 'group-detail-success');

  for (const [p, id] of [[page, chiefOrder], [friend, friendOrder]] as const) {
    expect((await orders.server(p, id)).order_status).toBe('PAYED');
  }
  await page.goto(`/member/trade/${chiefOrder}`);
  await expect(page.getByTestId('detail-status')).toHaveText('待发货');
  await page.goto('/items/group-list');
  await expect(page.getByRole('listitem').filter({ hasText: title })).toBeVisible();
  await shot(page, 'group-list');
});

test('a group that expires is refunded automatically', async ({ page }) => {
  await shopperWithAddress(page);
  const title = uniqueTitle('限时拼');
  await backOffice.groupBuy(page, '白蔻 豆蔻', title);
  await groupBuy.startFromList(page, title);
  await checkout.ensureAddress(page, ADDRESS);
  const orderId = await checkout.submit(page);
  await expect(page.getByTestId('cashier-total')).toHaveText(/^¥/);
  const payable = await page.getByTestId('cashier-total').textContent();
  await cashier.pay(page);
  const teamId = await groupBuy.openTeamFromOrder(page, orderId);
  await expect(groupBuy.status(page)).toHaveText('拼团中');

  await clock.expireTeamAndRunJob(teamId);

  await page.reload();
  await expect(groupBuy.status(page)).toHaveText('拼团失败，已自动退款');
  await page.goto(`/member/trade/${orderId}`);
  await expect(page.getByTestId('detail-status')).toHaveText('已取消');
  await expect(page.getByTestId('detail-refund')).toHaveText(payable!);
});

test('a self-pickup order shows its pickup code and QR once paid', async ({ page }) => {
  await auth.signIn(page, '/');
  const sku = (await memberCall<{ list: { item_id: number; item_name: string }[] }>(page, 'GET', 'goods/items', { keywords: '七星椒 特辣', page: 1, pageSize: 5 })).list[0];
  await addLine(page, sku.item_id, 1);
  await page.goto('/cart/checkout?mode=cart');
  await pickup.choose(page, '川香源成都锦江自提点', { name: '孙自提', mobile: '13712345678' });
  await expect(page.getByTestId('freight-fee')).toHaveText('¥0.00');
  await shot(page, 'checkout-pickup');
  const orderId = await checkout.submit(page);
  await cashier.pay(page);
  await page.goto(`/member/trade/${orderId}`);
  await expect(page.getByTestId('detail-status')).toHaveText('待自提');
  await expect(page.getByTestId('ziti-code')).toHaveText(/^\d{8}$/);
  await expect(page.getByRole('img', { name: '提货码二维码' })).toBeVisible();
  await shot(page, 'order-pickup-code');
});

test('an offline transfer with a voucher, confirmed by the operator', async ({ page }) => {
  await shopperWithAddress(page);
  const sku = (await memberCall<{ list: { item_id: number }[] }>(page, 'GET', 'goods/items', { keywords: '黑孜然', page: 1, pageSize: 5 })).list[0];
  await addLine(page, sku.item_id, 2);
  await page.goto('/cart/checkout?mode=cart');
  await checkout.ensureAddress(page, ADDRESS);
  const orderId = await checkout.submit(page);
  await page.getByRole('radio', { name: '线下转账' }).click();
  await shot(page, 'cashier-offline');
  await offlineTransfer.submitVoucher(page, 'ICBC20261124001', await photo('voucher.png', 200));
  await expect(page.getByTestId('detail-status')).toHaveText('支付待确认');
  await expect(page.getByTestId('offline-state')).toHaveText('付款凭证已提交，等待商家确认收款');
  await shot(page, 'order-offline-pending');

  await backOffice.confirmVoucher(page, orderId);
  await page.reload();
  await expect(page.getByTestId('detail-status')).toHaveText('待发货');
  expect((await orders.server(page, orderId)).order_status).toBe('PAYED');
});
