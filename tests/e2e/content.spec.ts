/**
 * Content journeys in Chromium: a shopper reads the brand story from the home page (breadcrumb, back
 * to the list, the article centre's pages), an article whose body is an XSS corpus stays inert, and a
 * phone's user agent is served the desktop page while MOBILE_URL is unset (the 302 with MOBILE_URL set
 * is covered by server/modules/site/mobile-redirect.test.ts).
 */
import { expect, test, type Page } from '@playwright/test';
import { operatorCall } from './helpers/member-api';
import { XSS_CORPUS } from '../helpers/xss';
import { shots } from './helpers/shots';

const articles = {
  /** Follows a link in the site footer, as a shopper scrolling to the bottom would. */
  async openFromFooter(page: Page, name: string) {
    await page.getByRole('contentinfo').getByRole('link', { name, exact: true }).click();
  },
  crumb(page: Page) {
    return page.getByRole('navigation', { name: '当前位置' });
  },
  pager(page: Page) {
    return page.getByRole('navigation', { name: '分页' });
  },
};

test('a shopper reads the brand story from the home page and browses the article centre', async ({ page }) => {
  await page.goto('/');
  await articles.openFromFooter(page, '品牌故事');
  await expect(page).toHaveURL(/\/story$/);
  await expect(page.getByRole('heading', { level: 1, name: '品牌故事' })).toBeVisible();
  await expect(articles.crumb(page).getByRole('link', { name: '首页' })).toBeVisible();
  await shots.save(page, 'test-results/content-list.png', { fullPage: true });

  await page.getByRole('main').getByRole('link', { name: '一把花椒的三代传承' }).click();
  await expect(page).toHaveURL(/\/article\/content\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: '一把花椒的三代传承' })).toBeVisible();
  await expect(page.getByRole('article')).toContainText('花椒是抢出来的');
  await expect(articles.crumb(page)).toContainText('首页 > 文章中心 > 品牌故事 > 一把花椒的三代传承');
  await expect(page).toHaveTitle('一把花椒的三代传承 - 川香源直销商城');
  await shots.save(page, 'test-results/content-detail.png', { fullPage: true });

  await page.getByRole('link', { name: '← 返回品牌故事' }).click();
  await expect(page).toHaveURL(/\/story$/);

  await articles.crumb(page).getByRole('link', { name: '文章中心' }).click();
  await expect(page).toHaveURL(/\/article$/);
  await expect(articles.pager(page)).toContainText('第 1 / 3 页');
  await articles.pager(page).getByRole('link', { name: '下一页' }).click();
  await expect(page).toHaveURL(/\/article\/page\/2$/);
  await expect(articles.pager(page)).toContainText('第 2 / 3 页');
  await expect(articles.pager(page).getByRole('link', { name: '2', exact: true })).toHaveAttribute('aria-current', 'page');
  await articles.pager(page).getByRole('link', { name: '上一页' }).click();
  await expect(page).toHaveURL(/\/article$/);

  // The FAQ page answers in place.
  await articles.openFromFooter(page, '常见问题');
  await page.getByText('下单后多久发货？').click();
  await expect(page.getByText('现货商品在付款后 48 小时内发出')).toBeVisible();
});

test('an article made of an XSS corpus is rendered inert', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (d) => { dialogs.push(d.message()); void d.dismiss(); });
  const cats = await page.request.get('/api/h5app/wxapp/article/category').then((r) => r.json());
  const news = cats.data.list.find((c: { section: string }) => c.section === 'news');
  const marker = `<img src=x onerror="window.__xssRan=1"><a href="javascript:window.__xssRan=1" id="xss-link">恶意链接</a>`;
  // The marker first: an unclosed raw-text payload (e.g. <style>) rightly swallows whatever follows it.
  const content = [marker, ...XSS_CORPUS].map((p, i) => `<p>第${i}段</p>${p}`).join('\n');
  const created = await operatorCall<{ article_id: number }>(page, 'POST', 'articles', {
    title: `安全测试 ${Date.now()}`, category_id: news.category_id, content, release_status: true,
  });

  await page.goto(`/article/content/${created.article_id}`);
  await expect(page.getByRole('article')).toContainText('第1段');
  // Its javascript: href is gone, so it is no longer a link: clicking its text does nothing.
  await expect(page.getByRole('link', { name: '恶意链接' })).toHaveCount(0);
  await page.getByText('恶意链接').click();
  await page.getByRole('article').hover();
  expect(await page.evaluate(() => (window as unknown as { __xssRan?: number }).__xssRan)).toBeUndefined();
  expect(dialogs).toEqual([]);
  const inArticle = await page.getByRole('article').evaluate((el) => ({
    scripts: el.querySelectorAll('script, iframe, object, embed, svg, style, form').length,
    handlers: [...el.querySelectorAll('*')].flatMap((n) => [...n.attributes].filter((a) => a.name.startsWith('on') || a.name === 'style').map((a) => a.name)),
    jsUrls: [...el.querySelectorAll('[href],[src]')].filter((n) => /^\s*(javascript|data|vbscript):/i.test(n.getAttribute('href') ?? n.getAttribute('src') ?? '')).length,
  }));
  expect(inArticle).toEqual({ scripts: 0, handlers: [], jsUrls: 0 });
});

test('without MOBILE_URL a phone gets the desktop page', async ({ request }) => {
  const res = await request.get('/story', { headers: { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1' }, maxRedirects: 0 });
  expect(res.status()).toBe(200);
  expect(await res.text()).toContain('品牌故事');
});
