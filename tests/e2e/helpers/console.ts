/**
 * Verbs for the operator console (/designer/#/admin): sign in (the admin API, as setup) or log in through the
 * form, open a screen from the side menu, fill the goods editor, act on rows by their labelled buttons. After the
 * sign-in everything goes through what the operator sees.
 */
import { expect, type Page } from '@playwright/test';
import { photo } from './aftersales';
import { operatorSession } from './designer';

export const OPERATOR = { username: 'admin', password: 'admin12345' };

export const consoleUi = {
  /** Opens the console signed in as `who` (the setup of a journey that is not about the login form). */
  async signIn(page: Page, who = OPERATOR): Promise<void> {
    await operatorSession(page, who);
    await page.goto('/designer/#/admin/goods');
    await expect(page.getByRole('navigation', { name: '后台菜单' })).toBeVisible();
  },
  async login(page: Page, who = OPERATOR): Promise<void> {
    await page.goto('/designer/#/admin/goods');
    await page.getByLabel('用户名').fill(who.username);
    await page.getByLabel('密码').fill(who.password);
    await page.getByRole('button', { name: '登录' }).click();
    await expect(page.getByRole('navigation', { name: '后台菜单' })).toBeVisible();
  },
  async open(page: Page, menu: string, heading = menu): Promise<void> {
    await page.getByRole('navigation', { name: '后台菜单' }).getByRole('link', { name: menu, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  },
  async search(page: Page, label: string, text: string): Promise<void> {
    await page.getByLabel(label, { exact: true }).fill(text);
    await page.getByRole('button', { name: '搜索' }).click();
  },
  toast(page: Page, text: string | RegExp) {
    return page.getByRole('status').getByText(text);
  },
  async logout(page: Page): Promise<void> {
    await page.getByRole('button', { name: '退出登录' }).click();
    await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
  },
};

export interface NewGoods { name: string; bn: string; category: string; specs: [string, string[]][]; prices: Record<string, string>; store: string }

export const goodsEditor = {
  /** 新增商品 with two images, the specs and one SKU row per combination; saves and waits for the editor of the new goods. */
  async create(page: Page, g: NewGoods): Promise<void> {
    await consoleUi.open(page, '商品列表');
    await page.getByRole('button', { name: '新增商品' }).click();
    await expect(page.getByRole('heading', { name: '新增商品' })).toBeVisible();
    await page.getByLabel('商品名称').fill(g.name);
    await page.getByLabel('商品编码').fill(g.bn);
    await page.getByRole('combobox', { name: '分类', exact: true }).selectOption({ label: g.category });
    await page.getByLabel('标签').fill('新品');
    for (const [i, r] of [200, 90].entries()) {
      await page.getByLabel('上传商品图片').setInputFiles(await photo(`goods-${i}.png`, r));
      await expect(page.getByRole('img', { name: `商品图片${i + 1}` })).toBeVisible();
    }
    for (const [i, [name, values]] of g.specs.entries()) {
      await page.getByRole('button', { name: '添加规格' }).click();
      await page.getByLabel(`规格名${i + 1}`).fill(name);
      await page.getByLabel(`规格值${i + 1}`).fill(values.join('，'));
    }
    for (const [combo, price] of Object.entries(g.prices)) {
      await page.getByLabel(`货号 ${combo}`).fill(`${g.bn}-${combo.replace(/[^A-Za-z0-9]/g, '')}-${Object.keys(g.prices).indexOf(combo)}`);
      await page.getByLabel(`销售价 ${combo}`).fill(price);
      await page.getByLabel(`库存 ${combo}`).fill(g.store);
    }
    await page.getByLabel('详情（HTML，保存时自动清理脚本等不安全内容）').fill('<p>青花椒冷榨，香麻清爽。</p><script>alert(1)</script>');
    await page.getByRole('button', { name: '保存商品' }).click();
    await expect(page.getByRole('heading', { name: `编辑商品：${g.name}` })).toBeVisible();
  },
};
