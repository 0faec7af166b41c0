/**
 * Account and member-centre journeys: register with captcha + SMS code, SMS login, forgot password,
 * change password, profile with avatar, favourites and follows, footprints, invoice title at checkout.
 * The first journey registers through the page; the others start from a member of their own written into the
 * database (helpers/members.ts), as registering is not what they prove. Codes come from the `log` SMS
 * provider's development inbox.
 */
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { accounts, newMobile } from './helpers/accounts';
import { newMember } from './helpers/members';
import { auth } from './helpers/shop';
import { cashier, checkout } from './helpers/purchase';
import { shots } from './helpers/shots';

const menu = (page: Page) => page.getByRole('navigation', { name: '会员中心菜单' });
const masked = (m: string) => `${m.slice(0, 3)}****${m.slice(-4)}`;

async function goodsNames(page: Page, n: number): Promise<{ item_id: number; item_name: string }[]> {
  const res = await page.request.get('/api/h5app/wxapp/goods/items', { params: { page: 1, pageSize: 10 } });
  return ((await res.json()).data.list as { item_id: number; item_name: string; store: number }[]).filter((g) => g.store > 0).slice(0, n);
}

test('a visitor registers with the image captcha and an SMS code and is logged in', async ({ page }) => {
  const mobile = newMobile();
  await page.goto('/auth/login');
  await page.getByRole('form', { name: '登录' }).getByRole('link', { name: '免费注册' }).click();
  await page.waitForURL('**/auth/reg');
  const form = page.getByRole('form', { name: '注册' });
  await form.getByRole('button', { name: '《会员注册协议》' }).click();
  const protocol = page.getByRole('dialog', { name: '会员注册协议' });
  await expect(protocol.getByText('一、协议的确认')).toBeVisible();
  await protocol.getByRole('button', { name: '我知道了' }).click();

  await form.getByLabel('手机号').fill(mobile);
  await accounts.getSmsCode(page, form, mobile);
  await form.getByLabel('设置密码').fill('spicy2026');
  await form.getByLabel('确认密码').fill('spicy2027');
  await form.getByRole('button', { name: '同意协议并注册' }).click();
  await expect(form.getByText('输入的密码不一致')).toBeVisible();
  await expect(form.getByText('请阅读并同意《会员注册协议》')).toBeVisible();
  await form.getByLabel('确认密码').fill('spicy2026');
  await form.getByLabel('我已阅读并同意').check();
  await form.getByRole('button', { name: '同意协议并注册' }).click();

  await page.waitForURL('**/auth/profile?**');
  const profile = page.getByRole('form', { name: '完善资料' });
  await profile.getByLabel('昵称').fill('麻辣新人');
  await profile.getByLabel('女').check();
  await profile.getByRole('button', { name: '保存' }).click();
  await page.waitForURL('**/member/user-info');
  // Greeted by the nickname just set (the masked mobile only until a member sets one).
  await expect(page.getByRole('main').getByText('你好，麻辣新人')).toBeVisible();
  await expect(page.getByRole('navigation', { name: '顶部导航' })).toContainText('麻辣新人');
});

test('a member logs in with an SMS code on the 短信登录 tab', async ({ page }) => {
  const { mobile } = await newMember();
  await page.goto('/auth/login?redirectUrl=%2Fmember%2Fuser-info');
  await page.getByRole('tab', { name: '短信登录' }).click();
  const form = page.getByRole('form', { name: '登录' });
  await form.getByLabel('手机号').fill(mobile);
  await accounts.getSmsCode(page, form, mobile);
  await form.getByRole('button', { name: '登录', exact: true }).click();
  await page.waitForURL('**/member/user-info');
  await expect(page.getByRole('main').getByText(`你好，${masked(mobile)}`)).toBeVisible();
});

test('a member who forgot the password resets it and logs in with the new one', async ({ page }) => {
  const { mobile, password } = await newMember();
  await page.goto('/auth/login');
  await page.getByRole('link', { name: '忘记密码？' }).click();
  await page.waitForURL('**/auth/forget-password');
  const form = page.getByRole('form', { name: '找回密码' });
  await form.getByLabel('手机号').fill(mobile);
  await accounts.getSmsCode(page, form, mobile);
  await form.getByLabel('新密码', { exact: true }).fill('newpepper88');
  await form.getByLabel('确认新密码').fill('newpepper88');
  await form.getByRole('button', { name: '重置密码' }).click();
  await page.waitForURL('**/auth/login?reset=1');
  await expect(page.getByRole('status').filter({ hasText: '密码重置成功，请使用新密码登录' })).toBeVisible();

  await page.getByLabel('手机号').fill(mobile);
  await page.getByLabel('密码').fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: '用户名或密码错误' })).toBeVisible();
  await auth.login(page, '/member/address', { mobile, password: 'newpepper88' });
});

test('a member changes the password; another session of the same member ends', async ({ page, browser }) => {
  const { mobile, password } = await auth.signIn(page, '/member/user-info');
  const other = await browser.newPage();
  await auth.signIn(other, '/member/address', { mobile, password });

  await menu(page).getByRole('link', { name: '修改密码' }).click();
  await page.waitForURL('**/member/change-password');
  await expect(page.getByRole('heading', { name: '更改密码', level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: '更改密码' });
  await expect(form.getByText(`验证码将发送至 ${masked(mobile)}`)).toBeVisible();
  await accounts.getSmsCode(page, form, mobile);
  await form.getByLabel('新密码', { exact: true }).fill('hotpot2026');
  await form.getByLabel('确认新密码').fill('hotpot2026');
  await form.getByRole('button', { name: '确认修改' }).click();
  await page.waitForURL('**/member/user-info');
  await expect(page.getByRole('main').getByText(`你好，${masked(mobile)}`)).toBeVisible(); // this session goes on

  // The page's own API call is refused and sends it to login, which may cut the reload short (ERR_ABORTED):
  // poll for the login page instead of waiting on one navigation.
  await other.reload().catch(() => undefined);
  await expect(other).toHaveURL(/\/auth\/login\?redirectUrl=/, { timeout: 15_000 });
  await auth.login(other, '/member/address', { mobile, password: 'hotpot2026' });
  await other.close();
});

test('a member edits the profile and uploads an avatar', async ({ page }) => {
  const { mobile } = await auth.signIn(page, '/member/user-info');
  await menu(page).getByRole('link', { name: '个人资料' }).click();
  await page.waitForURL('**/member/profile');
  const form = page.getByRole('form', { name: '个人资料' });
  await expect(form.getByTestId('profile-mobile')).toHaveText(masked(mobile));

  await form.getByLabel('选择头像图片').setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not really a picture') });
  await expect(page.getByText('上传图片只能是 JPG 或者 PNG 格式!')).toBeVisible();
  const png = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#d2491e' } }).png().toBuffer();
  await form.getByLabel('选择头像图片').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByText('头像上传成功')).toBeVisible();
  await expect(form.getByRole('img', { name: '当前头像' })).toHaveAttribute('src', /^(https?:\/\/[^/]+)?\/media\/avatar\/[0-9a-f]{32}\.png$/);

  await form.getByLabel('昵称').fill('花椒达人');
  await form.getByLabel('男', { exact: true }).check();
  await form.getByLabel('出生年份').selectOption('1992');
  await form.getByLabel('出生月份').selectOption('2');
  await form.getByLabel('出生日').selectOption('29');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('资料保存成功')).toBeVisible();

  await page.reload();
  await expect(form.getByLabel('昵称')).toHaveValue('花椒达人');
  await expect(form.getByLabel('出生日')).toHaveValue('29');
  await expect(form.getByRole('img', { name: '当前头像' })).toBeVisible();
  await shots.save(page, 'test-results/accounts-profile.png', { fullPage: true });
});

test('a member collects an item and follows a shop, sees them and removes them', async ({ page }) => {
  await auth.signIn(page, '/member/user-info');
  const [g] = await goodsNames(page, 1);
  await page.goto(`/items/${g.item_id}`);
  await page.getByRole('button', { name: '收藏', exact: true }).click();
  await expect(page.getByText('商品收藏成功')).toBeVisible();
  await expect(page.getByRole('button', { name: '已收藏' })).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(page.getByRole('button', { name: '已收藏' })).toBeVisible(); // read back for the member
  await shots.save(page, 'test-results/accounts-item-collected.png');

  await page.goto('/shops/info?distributor_id=1');
  const shopName = (await page.getByRole('heading', { level: 1 }).textContent())!;
  await page.getByRole('button', { name: '+ 关注店铺' }).click();
  await expect(page.getByRole('button', { name: '已关注' })).toBeVisible();
  await shots.save(page, 'test-results/accounts-shop-followed.png');

  await page.goto('/member/user-info');
  await expect(page.getByRole('link', { name: '收藏 1' })).toBeVisible();
  await expect(page.getByRole('link', { name: '关注 1' })).toBeVisible();

  await menu(page).getByRole('link', { name: '我的收藏' }).click();
  await page.waitForURL('**/member/collector');
  const card = page.getByRole('listitem', { name: g.item_name });
  await expect(card).toBeVisible();
  await shots.save(page, 'test-results/accounts-collector.png', { fullPage: true });
  await card.getByRole('button', { name: '取消收藏' }).click();
  await expect(page.getByRole('dialog', { name: '提示' }).getByText('请确认是否移除收藏?')).toBeVisible();
  await page.getByRole('dialog', { name: '提示' }).getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('商品移除收藏成功')).toBeVisible();
  await expect(page.getByText('还没有收藏的商品')).toBeVisible();

  await menu(page).getByRole('link', { name: '我的关注' }).click();
  await page.waitForURL('**/member/follow');
  const shop = page.getByRole('listitem', { name: shopName });
  await expect(shop.getByText('1 人关注')).toBeVisible();
  await page.getByRole('button', { name: '清空关注' }).click();
  await page.getByRole('dialog', { name: '提示' }).getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('还没有关注的店铺')).toBeVisible();
  await page.goto('/member/user-info');
  await expect(page.getByRole('link', { name: '收藏 0' })).toBeVisible();
});

test('a member sees the three items just viewed in 我的足迹, today, and removes one', async ({ page }) => {
  await auth.signIn(page, '/member/user-info');
  const three = await goodsNames(page, 3);
  for (const g of three) {
    const recorded = page.waitForResponse((r) => r.url().includes('member/browse/history/save') && r.ok());
    await page.goto(`/items/${g.item_id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(g.item_name);
    await recorded;
  }
  await page.goto('/member/user-info');
  await expect(page.getByRole('link', { name: '足迹 3' })).toBeVisible();
  await menu(page).getByRole('link', { name: '我的足迹' }).click();
  await page.waitForURL('**/member/foottrace');
  const today = new Date().toLocaleDateString('sv-SE');
  const day = page.getByRole('region', { name: `足迹 ${today}` });
  await expect(day.getByRole('listitem')).toHaveCount(3);
  await expect(day.getByRole('listitem').first()).toHaveAccessibleName(three[2].item_name); // newest first
  await shots.save(page, 'test-results/accounts-foottrace.png', { fullPage: true });
  await day.getByRole('listitem', { name: three[0].item_name }).getByRole('button', { name: '删除' }).click();
  await expect(page.getByText('足迹删除成功')).toBeVisible();
  await expect(day.getByRole('listitem')).toHaveCount(2);
});

test('a member saves an invoice title and uses it at checkout', async ({ page }) => {
  await auth.signIn(page, '/member/user-info');
  await menu(page).getByRole('link', { name: '发票管理' }).click();
  await page.waitForURL('**/member/invoiceList');
  await page.getByRole('link', { name: '新增发票抬头' }).click();
  await page.waitForURL('**/member/invoice-add');
  const form = page.getByRole('form', { name: '新增发票抬头' });
  await form.getByLabel('单位').check();
  await form.getByLabel('单位名称').fill('成都麻辣餐饮有限公司');
  await form.getByLabel('纳税人识别号').fill('91510100abc');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form.getByText('请输入正确的纳税人识别号')).toBeVisible();
  await form.getByLabel('纳税人识别号').fill('91510100MA6C123456');
  await form.getByLabel('设为默认抬头').check();
  await form.getByRole('button', { name: '保存' }).click();
  await page.waitForURL('**/member/invoiceList');
  const row = page.getByRole('row', { name: '成都麻辣餐饮有限公司' });
  await expect(row).toContainText('91510100MA6C123456');
  await expect(row).toContainText('默认');
  await shots.save(page, 'test-results/accounts-invoices.png', { fullPage: true });

  const [g] = await goodsNames(page, 1);
  await page.goto(`/items/${g.item_id}`);
  await page.getByRole('button', { name: '立即购买' }).click();
  await page.waitForURL('**/cart/checkout?mode=fastbuy*');
  await checkout.ensureAddress(page, { name: '发票测试', mobile: '13912345678', province: '四川省', city: '成都市', county: '武侯区', detail: '发票路 1 号' });
  await page.getByLabel('常用发票抬头').selectOption({ label: '成都麻辣餐饮有限公司（默认）' });
  await expect(page.getByLabel('单位名称')).toHaveValue('成都麻辣餐饮有限公司');
  await expect(page.getByLabel('纳税人识别号')).toHaveValue('91510100MA6C123456');
  const orderId = await checkout.submit(page);
  await cashier.pay(page);
  await page.goto(`/member/trade/${orderId}`);
  await expect(page.getByText('发票抬头：成都麻辣餐饮有限公司')).toBeVisible();
  await expect(page.getByText('纳税人识别号：91510100MA6C123456')).toBeVisible();
});

test('every page of the member-centre menu opens from the menu, and the auth pages render', async ({ page }) => {
  test.setTimeout(240_000); // a dozen pages, each screenshotted
  await auth.signIn(page, '/member/user-info');
  const links = await menu(page).getByRole('link').evaluateAll((els) => els.map((e) => [e.textContent ?? '', e.getAttribute('href') ?? '']));
  expect(links.map(([label]) => label)).toEqual(expect.arrayContaining(['我的收藏', '我的关注', '我的足迹', '发票管理', '个人资料', '修改密码', '帮助中心', '售后订单', '开通会员', '会员权益']));
  // Each page is opened from the menu of the page before (every member page carries it).
  for (const [label, href] of links) {
    await menu(page).getByRole('link', { name: label, exact: true }).click();
    await page.waitForURL(`**${href}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('main').getByText('加载中…')).toHaveCount(0);
    await shots.save(page, `test-results/menu${href.replace(/\//g, '-')}.png`, { fullPage: true });
  }
  await page.goto('/member/user-info');
  await expect(page.getByRole('link', { name: '足迹 0' })).toBeVisible();

  await accounts.logout(page);
  for (const [path, heading] of [['/auth/login', '会员登录'], ['/auth/reg', '免费注册'], ['/auth/forget-password', '找回密码'], ['/auth/wx-login', '微信登录'], ['/auth/bindwechat', '绑定微信']]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    if (heading.includes('微信')) await expect(page.getByText(/微信登录未配置/)).toBeVisible();
    await shots.save(page, `test-results/auth${path.replace(/\//g, '-')}.png`, { fullPage: true });
  }
});
