/** Member centre journey: 会员中心 from the top bar, a new address, a claimed coupon, nearby shops and a shop page. */
import { expect, test, type Page } from '@playwright/test';
import { auth } from './helpers/shop';

const memberMenu = (page: Page) => page.getByRole('navigation', { name: '会员中心菜单' });
const couponCards = (page: Page, title: string) => page.getByRole('main').getByRole('listitem', { name: `优惠券 ${title}`, exact: true });

test('a member opens 会员中心, adds an address and claims a coupon', async ({ page }) => {
  const me = await auth.signIn(page, '/');
  await page.getByRole('navigation', { name: '顶部导航' }).getByRole('link', { name: '会员中心' }).click();
  await page.waitForURL('**/member/user-info');
  await expect(page.getByRole('heading', { name: '会员中心', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('会员中心');
  const main = page.getByRole('main');
  await expect(main.getByText(`${me.mobile.slice(0, 3)}****${me.mobile.slice(7)}`)).toBeVisible();
  await expect(main.getByRole('link', { name: /^待付款 \d+$/ })).toHaveAttribute('href', '/member/trade?status=5');

  // 收货地址: add one through the region selects and find it in the list.
  await memberMenu(page).getByRole('link', { name: '收货地址' }).click();
  await page.waitForURL('**/member/address');
  await expect(page.getByRole('heading', { name: '收货地址', level: 1 })).toBeVisible();
  const detail = `会员中心测试路 ${Date.now() % 100000} 号`;
  await page.getByRole('button', { name: '新增收货地址' }).click();
  const form = page.getByRole('dialog', { name: '新增收货地址' });
  await form.getByLabel('收货人').fill('王麻辣');
  await form.getByLabel('手机号码').fill('13912340000');
  await form.getByLabel('省份').selectOption('四川省');
  await form.getByLabel('城市').selectOption('成都市');
  await form.getByLabel('区/县').selectOption('武侯区');
  await form.getByLabel('详细地址').fill(detail);
  await form.getByRole('button', { name: '保存地址' }).click();
  await expect(form).toBeHidden();
  const row = page.getByRole('row', { name: new RegExp(detail) });
  await expect(row).toContainText('王麻辣');
  await expect(row).toContainText('四川省 成都市 武侯区');
  await expect(row).toContainText('13912340000');

  // 领券中心: claim a coupon that is still claimable, then find one more of it under 未使用.
  await page.goto('/member/coupon-center');
  // 满99减10 is left to the purchase journey (it picks that coupon by title at checkout), unless nothing else is claimable.
  await expect(page.getByRole('button', { name: /^(领取|已领取|已领完) / }).first()).toBeVisible();
  const claimable = (await page.getByRole('button', { name: /^领取 / }).evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? '')))
    .map((label) => label.replace(/^领取 /, ''));
  const title = claimable.find((t) => t !== '满99减10') ?? claimable[0];
  expect(['满99减10', '满199减30', '全场9折']).toContain(title);

  await memberMenu(page).getByRole('link', { name: '我的优惠券' }).click();
  await page.waitForURL('**/member/coupon');
  await expect(page.getByRole('tab', { name: '未使用' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('main').getByText(/加载中/)).toHaveCount(0);
  const before = await couponCards(page, title).count();

  await page.getByRole('link', { name: '领券中心', exact: true }).click();
  await page.waitForURL('**/member/coupon-center');
  await page.getByRole('button', { name: `领取 ${title}`, exact: true }).click();
  const done = page.getByRole('dialog', { name: '领取成功' });
  await expect(done.getByText('优惠券领取成功，现在去使用')).toBeVisible();
  await expect(done.getByRole('link', { name: '去使用' })).toHaveAttribute('href', '/items?keywords=');
  await done.getByRole('button', { name: '继续领券' }).click();
  await expect(done).toBeHidden();

  await page.goto('/member/coupon');
  await expect(couponCards(page, title)).toHaveCount(before + 1);
  await expect(couponCards(page, title).first().getByRole('link', { name: '去使用' })).toBeVisible();
});

test('a guest opening a member page is sent to login and comes back', async ({ page }) => {
  await page.goto('/member/address');
  await page.waitForURL(`**/auth/login?redirectUrl=${encodeURIComponent('/member/address')}`);
  await auth.login(page, '/member/address');
  await expect(page.getByRole('heading', { name: '收货地址', level: 1 })).toBeVisible();
});

test('nearby shops filter by tag and open a shop with its goods', async ({ page }) => {
  await page.goto('/shops/near');
  await expect(page.getByRole('heading', { name: '附近门店', level: 1 })).toBeVisible();
  const list = page.getByRole('main');
  await expect(list.getByRole('link', { name: '川香源 北京朝阳店' })).toBeVisible();
  await expect(list.getByRole('link', { name: '川香源 上海静安店' })).toBeVisible();

  await page.getByRole('tab', { name: '门店自提' }).click();
  await expect(list.getByRole('link', { name: '川香源 上海静安店' })).toBeHidden();
  await list.getByRole('link', { name: '川香源 北京朝阳店' }).click();

  await page.waitForURL('**/shops/info?distributor_id=1');
  await expect(page.getByRole('heading', { name: '川香源 北京朝阳店', level: 1 })).toBeVisible();
  await expect(page.getByText('北京市朝阳区中心路2号')).toBeVisible();
  const goods = page.getByRole('region', { name: '店铺商品' });
  await expect(goods.getByRole('link').first()).toBeVisible();
  await expect(goods.getByRole('link', { name: /¥/ })).not.toHaveCount(0);
});
