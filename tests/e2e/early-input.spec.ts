/**
 * Islands become interactive on intent (src/islands/boot.ts): what a shopper types before the island's
 * code has arrived must not be lost. The item island's code is held back here until the quantity has been
 * typed and left, as on a slow connection.
 */
import { expect, test } from '@playwright/test';
import { cartPage, goods } from './helpers/purchase';
import { auth } from './helpers/shop';
import { newMember } from './helpers/members';

const PEPPER = '汉源贡椒 大红袍花椒';

test('a quantity typed before the item page is interactive is the one the purchase uses', async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((r) => { release = r; });
  await page.route(/\/_astro\/ItemDetail\.[\w-]+\.js$/, async (route) => { await held; await route.continue(); });

  await goods.open(page, PEPPER);
  const qty = page.getByRole('textbox', { name: '购买数量' });
  await qty.fill('3');
  await qty.blur();
  release();

  await expect(page.locator('[data-page-island="ItemDetail"]')).toHaveAttribute('data-hydrated', '1');
  await expect(qty).toHaveValue('3');
  await page.getByRole('button', { name: '加入购物车' }).click();
  await page.waitForURL(/\/auth\/login\?redirectUrl=/);
  expect(decodeURIComponent(new URL(page.url()).searchParams.get('redirectUrl') ?? '')).toContain('num=3');
});

test('a mobile typed before the register form is interactive is kept', async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((r) => { release = r; });
  await page.route(/\/_astro\/RegisterForm\.[\w-]+\.js$/, async (route) => { await held; await route.continue(); });

  await page.goto('/auth/reg', { waitUntil: 'domcontentloaded' });
  const form = page.getByRole('form', { name: '注册' });
  const mobile = form.getByLabel('手机号');
  await mobile.fill('13800138000');
  release();

  await expect(page.locator('astro-island:has(form)')).not.toHaveAttribute('ssr');
  await expect(form.getByRole('img', { name: '图片验证码' })).toBeVisible(); // the island's own effects ran
  await expect(mobile).toHaveValue('13800138000');
  await form.getByRole('button', { name: '发送验证码' }).click();
  await expect(mobile).not.toHaveAttribute('aria-invalid', 'true');
});

test('登录 pressed before the login form is interactive logs in once it is', async ({ page }) => {
  const member = await newMember();
  let release!: () => void;
  const held = new Promise<void>((r) => { release = r; });
  await page.route(/\/_astro\/LoginForm\.[\w-]+\.js$/, async (route) => { await held; await route.continue(); });

  await page.goto(`/auth/login?redirectUrl=${encodeURIComponent('/cart')}`, { waitUntil: 'domcontentloaded' });
  const form = page.getByRole('form', { name: '登录' });
  await form.getByLabel('手机号').fill(member.mobile);
  await form.getByLabel('密码').fill(member.password);
  const login = form.getByRole('button', { name: '登录', exact: true });
  await login.click();
  await expect(login).toHaveAttribute('aria-busy', 'true'); // pending, not ignored
  release();

  await page.waitForURL((u) => u.pathname === '/cart');
  await expect(page.getByText(/你好，/)).toBeVisible();
});

test('specs chosen before the item page is interactive are chosen before a click made right after it became so', async ({ page }) => {
  // A busy page: frames come slowly, so the held clicks are still being done when the next click arrives.
  await page.addInitScript(() => {
    const raf = window.requestAnimationFrame.bind(window);
    window.requestAnimationFrame = (cb) => raf((t) => setTimeout(() => cb(t), 400));
  });
  let release!: () => void;
  const held = new Promise<void>((r) => { release = r; });
  await page.route(/\/_astro\/ItemDetail\.[\w-]+\.js$/, async (route) => { await held; await route.continue(); });

  await goods.open(page, PEPPER);
  const main = page.getByRole('main');
  for (const v of ['罐装', '500g']) await main.getByRole('button', { name: v, exact: true }).click();
  release();
  await expect(page.locator('[data-page-island="ItemDetail"]')).toHaveAttribute('data-hydrated', '1');
  await page.getByRole('button', { name: '加入购物车' }).click();

  await page.waitForURL(/\/auth\/login\?redirectUrl=/);
  const back = new URL(decodeURIComponent(new URL(page.url()).searchParams.get('redirectUrl')!), page.url());
  const detail = (await (await page.request.get(`/api/h5app/wxapp/goods/items/${back.pathname.split('/').pop()}`)).json()).data;
  const chosen = detail.spec_items.find((s: { item_id: number }) => String(s.item_id) === back.searchParams.get('sku'));
  expect(chosen.item_spec.map((v: { spec_value_name: string }) => v.spec_value_name)).toEqual(['罐装', '500g']);
});

test("a member's 加入购物车 clicked while the item page's code is still arriving is done once it has", async ({ page }) => {
  await auth.signIn(page, '/');
  await cartPage.empty(page);
  let release!: () => void;
  const held = new Promise<void>((r) => { release = r; });
  await page.route(/\/_astro\/ItemDetail\.[\w-]+\.js$/, async (route) => { await held; await route.continue(); });

  await goods.open(page, PEPPER); // a member's item page wakes at once, but its code is held back
  await page.getByRole('button', { name: '加入购物车' }).click();
  release();

  await expect(page.getByText('成功加入购物车')).toBeVisible();
  await expect(page.locator('header').first()).toContainText(/我的购物车\s*1(?!\d)/);
});

test('a search typed and sent with Enter before the header is interactive is sent once it is', async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((r) => { release = r; });
  await page.route(/\/_astro\/hydrate-react\.[\w-]+\.js$/, async (route) => { await held; await route.continue(); });

  await goods.open(page, PEPPER);
  const box = page.getByRole('banner').getByRole('combobox', { name: '搜索' });
  await box.fill('花椒');
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/items/\\d+$`)); // nowhere to go yet
  release();
  await page.waitForURL((u) => u.pathname === '/items' && u.searchParams.get('keywords') === '花椒');
});
