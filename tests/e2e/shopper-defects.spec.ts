/**
 * What a shopper met on main (issue 8, points 1–7): each journey runs as its own new member, with its
 * own data, and checks what the shopper sees.
 */
import { expect, test, type Page } from '@playwright/test';
import { auth, cart } from './helpers/shop';
import { goods } from './helpers/purchase';
import { newMember } from './helpers/members';
import { addLine, memberCall, operatorCall, shippedOrder } from './helpers/member-api';
import { widget } from './helpers/kitchen-sink';

const PEPPER = '汉源贡椒 大红袍花椒';
const GREEN = '金阳青花椒 特级';
const SITE = '川香源直销商城';

async function skuOf(page: Page, name: string, spec?: string[]): Promise<number> {
  const list = await page.request.get('/api/h5app/wxapp/goods/items', { params: { keywords: name, page: 1, pageSize: 10 } });
  const id = ((await list.json()).data.list as { item_id: number; item_name: string }[]).find((g) => g.item_name === name)!.item_id;
  if (!spec) return id;
  const detail = (await (await page.request.get(`/api/h5app/wxapp/goods/items/${id}`)).json()).data;
  const sku = (detail.spec_items as { item_id: number; item_spec: { spec_value_name: string }[] }[])
    .find((s) => spec.every((v) => s.item_spec.some((x) => x.spec_value_name === v)));
  return sku!.item_id;
}

const confirmDialog = (page: Page) => page.getByRole('dialog', { name: '提示' });

test('removing cart lines on the cart page and in the mini cart', async ({ page }) => {
  await auth.signIn(page, '/');
  await addLine(page, await skuOf(page, PEPPER, ['袋装', '100g']), 2);
  await addLine(page, await skuOf(page, GREEN), 1);
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: '我的购物车' })).toBeVisible();
  await cart.expectBadge(page, 3);

  const pepperLine = page.getByRole('main').getByRole('listitem').filter({ hasText: PEPPER });
  await pepperLine.getByRole('button', { name: '删除' }).click();
  await confirmDialog(page).getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('商品删除成功')).toBeVisible();
  await expect(pepperLine).toHaveCount(0);
  await cart.expectBadge(page, 1);
  expect(await cart.serverCount(page)).toBe(1);

  // The mini cart in the header removes the last line.
  await page.goto('/');
  const header = page.locator('header').first();
  await header.getByText('我的购物车').hover();
  const panel = header.getByRole('region', { name: '迷你购物车' });
  await panel.getByRole('button', { name: `删除 ${GREEN}` }).click();
  await confirmDialog(page).getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('商品删除成功')).toBeVisible();
  await cart.expectBadge(page, 0);
  expect(await cart.serverCount(page)).toBe(0);
});

test('全部商品分类 opens over the home carousel; its subcategories lead to the list', async ({ page }) => {
  await page.goto('/');
  const header = page.locator('header').first();
  await header.getByText('全部商品分类').hover();
  // 辣椒's row lies over the carousel: a real click must reach the link.
  await header.getByRole('list', { name: '全部商品分类' }).getByRole('link', { name: '辣椒', exact: true }).click();
  await page.waitForURL('**/items?cat_id=4');
  await expect(page).toHaveTitle(`辣椒 - ${SITE}`);

  // On /items the same menu opens its subcategory panel over the list.
  await header.getByText('全部商品分类').hover();
  const menu = header.getByRole('list', { name: '全部商品分类' });
  await menu.getByRole('link', { name: '花椒', exact: true }).hover();
  await menu.getByRole('link', { name: '青花椒', exact: true }).click();
  await page.waitForURL('**/items?cat_id=3');
  await expect(page).toHaveTitle(`青花椒 - ${SITE}`);
  const side = page.getByRole('complementary', { name: '商品分类' });
  await expect(side.getByRole('button', { name: '红花椒' })).toBeVisible();
  await expect(side.getByRole('button', { name: '青花椒' })).toHaveClass(/is-active/);
});

test('页面配置 background and theme colour published through the admin API reach the live page', async ({ page }) => {
  // As the designer does: load the new page (shared header + empty body + footer), add to the body, save, publish.
  const id = (await operatorCall<{ theme_pc_template_id: number }>(page, 'POST', 'templates', { template_title: `配色测试 ${Date.now()}`, page_type: 'custom' })).theme_pc_template_id;
  const { widgets } = await operatorCall<{ widgets: Record<string, unknown>[] }>(page, 'GET', `templates/${id}`);
  const footerAt = widgets.findIndex((w) => w.comptyle === 'footer');
  widgets.splice(footerAt < 0 ? widgets.length : footerAt, 0,
    widget('W0000', { backgroundColor: '#ffe0b2ff', themeColor: '#0a7d33' }),
    widget('W0011', { text: '页面配置测试', fontSize: 20, width: 200, height: 40 }));
  await operatorCall(page, 'PUT', `templates/${id}/draft`, { widgets });
  const published = await operatorCall<{ pages: string[] }>(page, 'POST', `templates/${id}/publish`);
  expect(published.pages).toContain(`/custompage/${id}`);
  await page.goto(`/custompage/${id}/`);
  await expect(page.getByText('页面配置测试')).toBeVisible();
  const style = await page.evaluate(() => {
    const s = getComputedStyle(document.body);
    return { background: s.backgroundColor, brand: s.getPropertyValue('--brand').trim() };
  });
  expect(style).toEqual({ background: 'rgb(255, 224, 178)', brand: '#0a7d33' });
});

test('completing an order credits points, shown in 我的积分', async ({ page }) => {
  await auth.signIn(page, '/');
  await addLine(page, await skuOf(page, PEPPER, ['罐装', '250g']), 1);
  const orderId = await shippedOrder(page);
  const { total_fee: paid, freight_fee: freight } = (await memberCall<{ orderInfo: { total_fee: number; freight_fee: number } }>(page, 'GET', `order/${orderId}`)).orderInfo;
  const earned = Math.floor((paid - freight) / 100);
  expect(earned).toBeGreaterThan(0);

  await page.goto(`/member/trade/${orderId}`);
  await page.getByRole('button', { name: '确认收货' }).first().click();
  await confirmDialog(page).getByRole('button', { name: '确定' }).click();
  // The toast and the order's log both say it; name each so neither hides the other.
  await expect(page.getByRole('status').filter({ hasText: '已确认收货' })).toBeVisible();
  await expect(page.getByText('您已确认收货，感谢您的购买')).toBeVisible();

  await page.goto('/member/point');
  await expect(page.getByTestId('point-balance')).toHaveText(String(earned));
  const row = page.getByRole('table', { name: '积分明细' }).getByRole('row').filter({ hasText: `订单${orderId}完成获得积分` });
  await expect(row).toContainText(`+${earned}`);
});

test('the results page keeps the searched keyword and titles itself by it', async ({ page }) => {
  await page.goto('/items?keywords=花椒');
  await expect(page.locator('header').first().getByRole('combobox', { name: '搜索' })).toHaveValue('花椒');
  await expect(page).toHaveTitle(`花椒 - 搜索结果 - ${SITE}`);
  await expect(page.getByRole('main')).toContainText('搜索“花椒”');
});

for (const action of ['加入购物车', '立即购买'] as const) {
  test(`a guest's ${action} comes back from login with the same spec and quantity, and is done`, async ({ page }) => {
    const member = await newMember();
    await goods.open(page, PEPPER);
    for (const v of ['罐装', '500g']) await page.getByRole('main').getByRole('button', { name: v, exact: true }).click();
    const qty = page.getByRole('textbox', { name: '购买数量' });
    await qty.fill('3');
    await qty.blur();
    await page.getByRole('button', { name: action }).click();

    await page.waitForURL(/\/auth\/login\?redirectUrl=/);
    await page.getByLabel('手机号').fill(member.mobile);
    await page.getByLabel('密码').fill(member.password);
    await page.getByRole('button', { name: '登录', exact: true }).click();

    if (action === '加入购物车') {
      await expect(page.getByText('成功加入购物车')).toBeVisible();
      await expect(page).toHaveURL(/\/items\/\d+$/);
      for (const v of ['罐装', '500g']) await expect(page.getByRole('main').getByRole('button', { name: v, exact: true })).toHaveAttribute('aria-pressed', 'true');
      await expect(qty).toHaveValue('3');
      await cart.expectBadge(page, 3);
      const lines = await memberCall<{ valid_cart: { list: { item_id: number; num: number }[] }[] }>(page, 'GET', 'cart/list', { shop_type: 'distributor' });
      expect(lines.valid_cart.flatMap((s) => s.list).map((l) => [l.item_id, l.num])).toEqual([[await skuOf(page, PEPPER, ['罐装', '500g']), 3]]);
    } else {
      await page.waitForURL('**/cart/checkout?mode=fastbuy**');
      await expect(page.getByRole('heading', { name: '填写并核对订单信息' })).toBeVisible();
      await expect(page.getByRole('main')).toContainText(PEPPER);
      await expect(page.getByRole('main')).toContainText('500g');
    }
  });
}

test('/member opens the member centre', async ({ page }) => {
  await auth.signIn(page, '/');
  await page.goto('/member');
  await page.waitForURL('**/member/user-info');
  await expect(page.getByRole('heading', { name: '会员中心', level: 1 })).toBeVisible();
  // A plain static host serves dist/member/index.html for /member: it redirects too.
  await page.goto('/member/index.html');
  await page.waitForURL('**/member/user-info');
});

test('an operator price and stock change rebuilds the item page the server sends', async ({ page }) => {
  const sku = await skuOf(page, '茂县红花椒 颗粒');
  const price = 2000 + Math.floor(Math.random() * 900);
  const store = 4000 + Math.floor(Math.random() * 900);
  await operatorCall(page, 'PUT', `items/${sku}`, { price, store });
  // The static HTML itself (no scripts run) shows the new price and stock of the preselected SKU.
  const html = await (await page.request.get(`/items/${sku}`)).text();
  expect(html).toMatch(new RegExp(`data-testid="item-price"[^>]*>¥${(price / 100).toFixed(2).replace('.', '\\.')}<`));
  expect(html).toMatch(new RegExp(`库存<b[^>]*>${store}</b>`));
});
