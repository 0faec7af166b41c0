/**
 * The console's 设置 drive the storefront: hot search words saved in the console are the words under every
 * page's header search box (pages rebuilt on save), and the site name, logo and login background are what
 * the login page shows; the designer's canvas shows the header with those words. The shop's settings are put back afterwards. Screenshots: test-results/console-settings/.
 */
import crypto from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { consoleUi } from './helpers/console';
import { designer } from './helpers/designer';
import { operator, photo } from './helpers/aftersales';
import { shots } from './helpers/shots';

const shot = (page: Page, name: string) => shots.save(page, `test-results/console-settings/${name}.png`, { fullPage: true });
const settingsForm = (page: Page, title: string) => page.locator(`[id="form-${title}"]`);

test('hot words and login pictures set in the console show on the storefront', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const token = await operator.token(request);
  const before = (await (await request.get('/api/admin/settings', { headers: { Authorization: `Bearer ${token}` } })).json()).data;
  const op = await (await browser.newContext()).newPage();
  const shop = await (await browser.newContext()).newPage();
  const n = crypto.randomInt(1e4);
  const words = [`藤椒${n}`, `冒菜底料${n}`];
  const siteName = `川香源旗舰店${n}`;
  try {
    await consoleUi.signIn(op);
    await consoleUi.open(op, '系统设置');
    const hot = settingsForm(op, '热门搜索词');
    await hot.getByLabel('搜索词').fill(`${words[0]}\n<b>\n${words[1]}`);
    await hot.getByRole('button', { name: '保存热门搜索词' }).click();
    await expect(hot.getByRole('alert')).toHaveText('搜索词含有不允许的字符');
    await hot.getByLabel('搜索词').fill(words.join('\n'));
    await hot.getByRole('button', { name: '保存热门搜索词' }).click();
    await expect(consoleUi.toast(op, /^热门搜索词已保存，已更新 \d+ 个页面$/)).toBeVisible();

    const site = settingsForm(op, '站点');
    await site.getByLabel('站点名称').fill(siteName);
    await site.getByLabel('上传Logo').setInputFiles(await photo('logo.png', 200));
    await expect(site.getByRole('img', { name: 'Logo预览' })).toBeVisible();
    await site.getByLabel('上传登录页背景').setInputFiles(await photo('login-bg.png', 60));
    await expect(site.getByRole('img', { name: '登录页背景预览' })).toBeVisible();
    await site.getByRole('button', { name: '保存站点' }).click();
    await expect(consoleUi.toast(op, '站点已保存')).toBeVisible();
    await shot(op, 'settings');

    // The shopper's home page (rebuilt static HTML) lists the new words; one of them searches the goods.
    await shop.goto('/');
    const hotWords = shop.locator('.w-search-hot').first();
    await expect(hotWords.getByRole('link')).toHaveText(words);
    await shot(shop, 'home-hot-words');
    await hotWords.getByRole('link', { name: words[1] }).click();
    await expect(shop).toHaveURL(`/items?keywords=${encodeURIComponent(words[1])}`);

    await shop.goto('/auth/login');
    const brand = shop.getByRole('link', { name: `${siteName} 首页` });
    await expect(brand.getByRole('img', { name: siteName })).toBeVisible();
    await expect(shop.locator('.auth-stage')).toHaveCSS('background-image', /\/media\//); // the auth layout's picture band
    await shot(shop, 'login-page');

    // The designer draws the header as the shop shows it: the console's words, and its search box says where they come from.
    await op.goto('/designer/');
    await designer.open(op, '页头（所有页面共用）');
    const header = designer.canvas(op).locator('.w-search').first();
    await expect(header.locator('.w-search-hot .w-link')).toHaveText(words);
    const box = (await header.locator('.w-search-box').boundingBox())!;
    await op.mouse.click(box.x + box.width / 2, box.y + box.height / 2); // the child's frame lies over its render
    await expect(designer.props(op).getByRole('note')).toContainText(`已在 系统设置 › 热门搜索词 配置，店铺页头的搜索框显示那里的热搜词（${words.join('、')}）`);
    await shot(op, 'designer-header-hot-words');
  } finally {
    const headers = { Authorization: `Bearer ${token}` };
    await request.put('/api/admin/settings/hot_words', { headers, data: before.hot_words });
    await request.put('/api/admin/settings/site', { headers, data: before.site });
  }
});
