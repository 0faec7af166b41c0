/**
 * The operator console in Chromium: goods with specs, SKUs and images put on shelf and bought on the
 * storefront; shipping with logistics the member sees; an after-sales refund; a coupon; the 运营 role
 * refused operator management; and a screenshot of every console screen (test-results/console/).
 */
import { expect, test, type Page } from '@playwright/test';
import { auth, cart, item } from './helpers/shop';
import { cartPage, cashier, checkout } from './helpers/purchase';
import { shopApi, shopper } from './helpers/aftersales';
import { consoleUi, goodsEditor } from './helpers/console';
import { shots } from './helpers/shots';

const ADDRESS = { name: '李小椒', mobile: '13912345678', province: '四川省', city: '成都市', county: '武侯区', detail: '科华北路 65 号' };
const stamp = () => String(Date.now()).slice(-7);

async function firstCategory(page: Page): Promise<string> {
  const res = await page.request.get('/api/h5app/wxapp/goods/category');
  return (await res.json()).data[0].category_name as string;
}

test('a goods with two specs and four SKUs goes on shelf, is bought, shipped in the console, and the member sees the logistics', async ({ browser }) => {
  test.setTimeout(180_000);
  const op = await (await browser.newContext()).newPage();
  const shop = await (await browser.newContext()).newPage();
  const name = `藤椒油礼盒${stamp()}`;
  await op.bringToFront();
  await consoleUi.signIn(op);
  await goodsEditor.create(op, {
    name, bn: `TJ${stamp()}`, category: await firstCategory(op), store: '20',
    specs: [['容量', ['250ml', '500ml']], ['包装', ['瓶装', '礼盒']]],
    prices: { '250ml/瓶装': '29.90', '250ml/礼盒': '39.90', '500ml/瓶装': '49.90', '500ml/礼盒': '59.90' },
  });

  await consoleUi.open(op, '商品列表');
  await consoleUi.search(op, '商品名称 / 商品编码 / 货号', name);
  await expect(op.getByRole('table', { name: '商品列表' }).getByText(name)).toBeVisible();
  await op.getByRole('button', { name: `上架${name}` }).click();
  await expect(consoleUi.toast(op, /已上架，已更新 \d+ 个页面/)).toBeVisible();
  const href = await op.getByRole('link', { name: `在商城查看${name}` }).getAttribute('href');

  // The item page is the pre-rendered one, written by the rebuild the shelf change triggered.
  await shop.bringToFront();
  await auth.signIn(shop, '/');
  await shop.goto(href!);
  await expect(item.title(shop)).toHaveText(name);
  await expect(shop.getByRole('main')).toContainText('青花椒冷榨');
  expect(await shop.content()).not.toContain('alert(1)');
  await item.chooseSpec(shop, '500ml');
  await item.chooseSpec(shop, '礼盒');
  await expect(shop.getByRole('main')).toContainText('59.90');
  await cart.add(shop);
  await cartPage.open(shop);
  await cartPage.checkout(shop);
  await checkout.ensureAddress(shop, ADDRESS);
  const orderId = await checkout.submit(shop);
  await cashier.pay(shop);

  await op.bringToFront();
  await consoleUi.open(op, '订单管理');
  await op.getByRole('tab', { name: '待发货' }).click();
  await op.getByRole('button', { name: `发货订单${orderId}` }).click();
  await expect(op.getByRole('heading', { name: `订单 ${orderId}` })).toBeVisible();
  await op.getByLabel('物流公司').selectOption('顺丰速运');
  await op.getByLabel('快递单号').fill('SF7788990011');
  await op.getByRole('button', { name: '确认发货' }).click();
  await expect(consoleUi.toast(op, '已发货')).toBeVisible();
  await expect(op.getByText('待收货', { exact: true })).toBeVisible();

  await shop.bringToFront();
  await shop.goto(`/member/trade/${orderId}`);
  await expect(shop.getByText(/顺丰速运\s*运单号：SF7788990011/)).toBeVisible();
});

test('an after-sales refund is reviewed and refunded in the console', async ({ page, browser }) => {
  await auth.signIn(page, '/');
  const sku = await shopper.sku(page, '汉源贡椒 大红袍花椒');
  const orderId = await shopper.paidOrder(page, sku.item_id, 1);
  const order = await shopApi<{ orderInfo: { items: { id: number }[] } }>(page, 'GET', `order/${orderId}`);
  const applied = await shopApi<{ aftersales_bn: string }>(page, 'POST', 'aftersales', { order_id: orderId, detail: JSON.stringify([{ id: order.orderInfo.items[0].id, num: 1 }]), aftersales_type: 'ONLY_REFUND', reason: '不想要了' });

  const op = await (await browser.newContext()).newPage();
  await op.bringToFront();
  await consoleUi.signIn(op);
  await consoleUi.open(op, '售后管理');
  await op.getByRole('button', { name: `处理售后${applied.aftersales_bn}` }).click();
  await op.getByRole('button', { name: '同意申请' }).click();
  await expect(consoleUi.toast(op, '已同意申请')).toBeVisible();
  await op.getByRole('button', { name: '确认退款' }).click();
  await op.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(consoleUi.toast(op, '已退款')).toBeVisible();
  await expect(op.getByText('退款已处理').first()).toBeVisible();
  // The member sees the refund in their after-sales list.
  await page.bringToFront();
  await page.goto('/member/aftersales');
  await expect(page.getByRole('listitem').filter({ hasText: applied.aftersales_bn }).getByTestId('aftersales-status')).toHaveText('退款已处理');
});

test('a coupon created in the console is offered to shoppers; bad input shows the server’s message', async ({ page, browser }) => {
  const title = `满50减8·${stamp()}`;
  await consoleUi.signIn(page);
  await consoleUi.open(page, '优惠券');
  await page.getByRole('button', { name: '新增优惠券' }).click();
  const dialog = page.getByRole('dialog', { name: '新增优惠券' });
  await dialog.getByLabel('名称').fill(title);
  await dialog.getByLabel('使用门槛（元）').fill('50');
  await dialog.getByLabel('减免金额（元）').fill('80');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('减免金额不能大于使用门槛');
  await dialog.getByLabel('减免金额（元）').fill('8');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('table', { name: '优惠券' }).getByText(title)).toBeVisible();

  const shop = await (await browser.newContext()).newPage();
  await shop.bringToFront();
  await auth.signIn(shop, '/member/coupon-center');
  await expect(shop.getByText(title)).toBeVisible();
});

test('an operator with the 运营 role is refused operator management by the server', async ({ page }) => {
  const username = `yy${stamp()}`;
  await consoleUi.signIn(page);
  await consoleUi.open(page, '运营账号');
  await page.getByRole('button', { name: '新增运营账号' }).click();
  const dialog = page.getByRole('dialog', { name: '新增运营账号' });
  await dialog.getByLabel('用户名').fill(username);
  await dialog.getByLabel('密码').fill('yunying-pass-1');
  await dialog.getByLabel('角色').selectOption('运营');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('table', { name: '运营账号' }).getByText(username)).toBeVisible();
  await consoleUi.logout(page);

  await consoleUi.login(page, { username, password: 'yunying-pass-1' });
  await expect(page.getByRole('navigation', { name: '后台菜单' }).getByRole('link', { name: '运营账号' })).toHaveCount(0);
  await page.goto('/designer/#/admin/operators');
  await expect(page.getByRole('alert')).toHaveText('没有权限：仅管理员可以进行此操作');
  await consoleUi.open(page, '系统设置');
  await page.getByLabel('支付宝 AppID').fill('2021000000000001');
  await page.getByRole('button', { name: '保存密钥' }).last().click();
  await expect(page.locator('#keys-payment').getByRole('alert')).toHaveText('没有权限：仅管理员可以进行此操作');
});

test('every console screen, captured for review', async ({ page }) => {
  test.setTimeout(120_000);
  await consoleUi.signIn(page);
  const screens: [string, string][] = [['goods', '商品列表'], ['goods/new', '新增商品'], ['categories', '商品分类'], ['brands', '品牌'], ['tags', '商品标签'], ['import', '导入导出'],
    ['orders', '订单管理'], ['aftersales', '售后管理'], ['coupons', '优惠券'], ['members', '会员管理'], ['settings', '系统设置'], ['operators', '运营账号'], ['logs', '操作日志']];
  for (const [path, heading] of screens) {
    await page.goto(`/designer/#/admin/${path}`);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByText('加载中…')).toHaveCount(0);
    await shots.save(page, `test-results/console/${path.replace('/', '-')}.png`, { fullPage: true });
  }
  // Detail screens: the first goods, order and member.
  for (const [list, button, file] of [['商品列表', /^编辑/, 'goods-edit'], ['订单管理', /^(查看|发货)订单/, 'order-detail'], ['会员管理', /^查看会员/, 'member-detail']] as const) {
    await consoleUi.open(page, list);
    await page.getByRole('button', { name: button }).first().click();
    await expect(page.getByText('加载中…')).toHaveCount(0);
    await shots.save(page, `test-results/console/${file}.png`, { fullPage: true });
  }
});
