/**
 * Shops, merchant entry, staff and community chiefs: nearby shops with geolocation refused (Beijing) and
 * granted, following a shop, a merchant application submitted → approved by the operator → the merchant
 * header, staff login with staff badges and prices, and a chief application approved.
 */
import crypto from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { auth } from './helpers/shop';
import { accounts, newMobile } from './helpers/accounts';
import { operatorCall } from './helpers/member-api';
import { shots } from './helpers/shots';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');
const shot = (page: Page, name: string) => shots.save(page, `test-results/shots/${name}.png`, { fullPage: true });

const shops = {
  cards(page: Page) { return page.getByRole('main').locator('.sn-list').getByRole('link'); },
  async openNearby(page: Page) {
    await page.goto('/shops/near');
    await expect(page.getByRole('heading', { name: '附近门店' })).toBeVisible();
    await expect(shops.cards(page).first()).toBeVisible();
  },
};

test('nearby shops: geolocation refused → nearest to Beijing first', async ({ page }) => {
  await shops.openNearby(page);
  await expect(shops.cards(page).first()).toHaveAccessibleName(/北京/);
  await expect(shops.cards(page).first()).toContainText(/距您/);
  await shot(page, 'shops-near-beijing');
});

test('nearby shops: geolocation granted in Guangzhou → the Guangzhou shop first', async ({ browser }) => {
  const context = await browser.newContext();
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 23.13, longitude: 113.32 });
  const page = await context.newPage();
  await shops.openNearby(page);
  await expect(shops.cards(page).first()).toHaveAccessibleName(/广州/);
  await expect(shops.cards(page).nth(1)).not.toHaveAccessibleName(/广州/);
  await context.close();
});

test('a member follows a shop from its page and finds it under 我的关注', async ({ page }) => {
  await auth.signIn(page, '/shops/info?distributor_id=3');
  await expect(page.getByRole('heading', { level: 1, name: /上海静安店/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: '店铺商品' })).toBeVisible();
  await page.getByRole('button', { name: '+ 关注店铺' }).click();
  await expect(page.getByText('关注成功')).toBeVisible();
  await expect(page.getByRole('button', { name: '已关注' })).toBeVisible();
  await shot(page, 'shop-info');
  await page.goto('/member/follow');
  await expect(page.getByRole('list', { name: '关注的店铺' }).getByText(/上海静安店/)).toBeVisible();
});

test('dealers by province and the store list', async ({ page }) => {
  await page.goto('/dealer');
  await page.getByRole('tab', { name: '陕西省' }).click();
  await expect(page.getByRole('list', { name: '经销商列表' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('link', { name: '川香源 西安经销商' })).toBeVisible();
  await shot(page, 'dealer');
  await page.goto('/store');
  await page.getByLabel('所在城市').selectOption('北京市');
  await expect(page.getByRole('list', { name: '门店' }).getByRole('listitem')).toHaveCount(2);
  await page.getByRole('list', { name: '门店' }).getByRole('link', { name: '查看地址' }).first().click();
  await expect(page.getByRole('region', { name: /地址/ })).toContainText('营业时间');
  await shot(page, 'shop-detail');
});

test('merchant entry: SMS login, three steps, approved by the operator, merchant header', async ({ page }) => {
  const mobile = newMobile();
  await page.goto('/shop');
  const login = page.getByRole('form', { name: '商家登录' });
  await login.getByLabel('手机号').fill(mobile);
  await accounts.getSmsCode(page, login, mobile);
  await login.getByRole('button', { name: '登录' }).click();
  await page.waitForURL('**/shop/settleForm');
  await expect(page.getByRole('navigation', { name: '商家导航' })).toContainText('商家入驻');

  const name = `味道商贸${crypto.randomInt(1e6)}`;
  const step1 = page.getByRole('form', { name: '入驻类型' });
  await step1.getByLabel('企业').check();
  await step1.getByLabel('经营大类').selectOption({ label: '调味品' });
  await step1.getByLabel('经营类目').selectOption({ label: '香辛料' });
  await step1.getByRole('button', { name: '保存并下一步' }).click();

  const step2 = page.getByRole('form', { name: '主体信息' });
  await step2.getByRole('button', { name: '保存并下一步' }).click();
  await expect(step2.getByRole('alert')).toHaveText('请输入商户名称（2-40字）');
  await step2.getByLabel('商户名称').fill(name);
  await step2.getByLabel('统一社会信用代码').fill('91510100MA61TEPT9X');
  await step2.getByLabel('法人姓名').fill('张三');
  await step2.getByLabel('法人身份证号').fill('11010519491231002X');
  await step2.getByLabel('营业执照').setInputFiles({ name: 'license.png', mimeType: 'image/png', buffer: PNG });
  await expect(step2.getByRole('img', { name: '营业执照' })).toBeVisible();
  await step2.getByLabel('省份').selectOption('四川省');
  await step2.getByLabel('城市').selectOption('成都市');
  await step2.getByLabel('区/县').selectOption('武侯区');
  await step2.getByLabel('详细地址').fill('天府大道100号');
  await shot(page, 'settle-step2');
  await step2.getByRole('button', { name: '保存并下一步' }).click();

  const step3 = page.getByRole('form', { name: '结算信息' });
  await step3.getByLabel('开户名称').fill(name);
  await step3.getByLabel('开户银行').fill('招商银行');
  await step3.getByLabel('银行账号').fill('6225880112345678');
  await step3.getByLabel('联系人手机号').fill(mobile);
  await step3.getByLabel(/我已阅读并同意/).check();
  await step3.getByRole('button', { name: '提交审核' }).click();
  await page.waitForURL('**/shop/review');
  const review = page.getByRole('region', { name: '审核进度' });
  await expect(review.getByRole('status')).toHaveText('审核中');

  const pending = await operatorCall<{ list: { apply_id: number; application: { merchant_name: string } }[] }>(page, 'GET', 'merchants?audit_status=pending&pageSize=100');
  const apply = pending.list.find((a) => a.application.merchant_name === name)!;
  await operatorCall(page, 'POST', `merchants/${apply.apply_id}/approve`, { lat: 30.54, lng: 104.06 });
  await page.reload();
  await expect(review.getByRole('status')).toHaveText('审核通过');
  const header = page.getByRole('navigation', { name: '商家导航' });
  await expect(header.getByRole('link', { name: '商家入驻' })).toBeVisible();
  await expect(header.getByRole('button', { name: '退出' })).toBeVisible();
  await shot(page, 'shop-review-approved');
  await page.getByRole('link', { name: '查看我的店铺' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.goto('/shop/review');
  await header.getByRole('button', { name: '退出' }).click();
  await page.waitForURL('**/shop');
  await expect(page.getByRole('navigation', { name: '商家导航' })).toHaveCount(0);
});

test('staff: work-number login, staff badge and staff price on a staff item', async ({ page }) => {
  const workId = `E2E${crypto.randomInt(1e6)}`;
  await operatorCall(page, 'POST', 'staff', { work_id: workId, name: '测试员工', mobile: newMobile(), password: 'abc12345' });
  const list = (await (await page.request.get('/api/h5app/wxapp/goods/items', { params: { page: 1, pageSize: 50 } })).json()).data.list as { item_id: number; staff_goods: boolean; product_type: string }[];
  const staffItem = list.find((g) => g.staff_goods && g.product_type === 'normal')!;

  await page.goto('/staff/login');
  const form = page.getByRole('form', { name: '员工登录' });
  await form.getByLabel('工号').fill(workId);
  await form.getByLabel('密码').fill('wrong1234');
  await form.getByRole('button', { name: '登录' }).click();
  await expect(form.getByRole('alert')).toHaveText('用户名或密码错误');
  await shot(page, 'staff-login');
  await form.getByLabel('密码').fill('abc12345');
  await form.getByRole('button', { name: '登录' }).click();
  await page.waitForURL((u) => u.pathname === '/');
  await page.goto(`/items/${staffItem.item_id}`);
  const staff = page.getByLabel('员工专享');
  await expect(staff).toContainText('常规员工内购商品');
  await expect(staff).toContainText(/员工价 ¥[\d,.]+/);
  await shot(page, 'staff-item');
});

test('a member applies to be a chief, the operator approves, the chief home opens', async ({ page }) => {
  const member = await auth.signIn(page, '/member/groupBuy/apply-chief');
  const form = page.getByRole('form', { name: '团长申请' });
  await form.getByLabel('团长姓名').fill('赵团长');
  await form.getByLabel('手机号').fill(member.mobile);
  await form.getByLabel('所在小区').fill('锦城花园');
  await form.getByLabel('提货地址').fill('成都市高新区锦城花园南门');
  await form.getByRole('button', { name: '提交申请' }).click();
  await expect(form.getByRole('alert')).toHaveText('请阅读并同意《团长协议》');
  await form.getByLabel(/我已阅读并同意/).check();
  await form.getByRole('button', { name: '提交申请' }).click();
  const state = page.getByRole('region', { name: '申请状态' });
  await expect(state.getByRole('status')).toHaveText('审核中');

  const pending = await operatorCall<{ list: { chief_id: number; user_id: number }[] }>(page, 'GET', 'chiefs?status=pending&pageSize=100');
  const mine = pending.list.find((c) => c.user_id === member.userId)!;
  await operatorCall(page, 'POST', `chiefs/${mine.chief_id}/approve`, { commission_rate: 8 });
  await page.reload();
  await expect(state.getByRole('status')).toHaveText('您已成为团长');
  await page.getByRole('link', { name: '进入团长首页' }).click();
  await expect(page.getByRole('region', { name: '团长首页' })).toContainText('锦城花园');
  await expect(page.getByLabel('邀请链接')).toHaveValue(new RegExp(`chief_id=${mine.chief_id}$`));
  await shot(page, 'chief-home');
});
