/**
 * The item page's marketing blocks and the list filters, as a shopper uses them: claim a coupon on the
 * item page (a guest is sent to login first) and spend it at checkout; play and close the product video;
 * the wechat share QR; quick-buy from the recommendations; brand and price filters on /items.
 */
import crypto from 'node:crypto';
import pg from 'pg';
import { expect, test, type Page } from '@playwright/test';
import { auth, cart } from './helpers/shop';
import { cartPage, checkout } from './helpers/purchase';

const API = '/api/h5app/wxapp';
const ADDRESS = { name: '赵椒椒', mobile: '13912345670', province: '四川省', city: '成都市', county: '锦江区', detail: '春熙路 8 号' };

/** Coupon templates this spec owns (unique titles), straight into the shop's database as an operator would set them up. */
async function addCoupons(rows: { title: string; reduce_cost: number; least_cost?: number }[]): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    for (const r of rows) {
      await client.query(`INSERT INTO coupon_templates (title, card_type, reduce_cost, least_cost, quantity, get_limit, begin_date, end_date)
        VALUES ($1, 'cash', $2, $3, 1000, 1, now() - interval '1 day', now() + interval '30 days')`, [r.title, r.reduce_cost, r.least_cost ?? 0]);
    }
  } finally { await client.end(); }
}

/** The demo goods with a product video (found in the database: other journeys add goods that list before it). */
async function videoItem(page: Page): Promise<{ item_id: number; item_name: string }> {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  const { rows } = await client.query(`SELECT i.item_id FROM goods g JOIN items i ON i.goods_id = g.goods_id AND i.is_default
    WHERE g.videos <> '' AND g.approve_status = 'onsale' ORDER BY g.goods_id LIMIT 1`).finally(() => client.end());
  expect(rows, 'the demo data has goods with a video').toHaveLength(1);
  const detail = (await (await page.request.get(`${API}/goods/items/${rows[0].item_id}`)).json()).data;
  expect(detail.videos, 'its item answer carries the video').toMatch(/\.webm$/);
  return { item_id: detail.item_id, item_name: detail.item_name };
}

const itemPage = {
  async open(page: Page, itemId: number, name: string): Promise<void> {
    await page.goto(`/items/${itemId}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  },
  coupons: (page: Page) => page.getByRole('list', { name: '优惠券' }),
};

test('a guest claims a coupon on the item page after logging in, and spends it at checkout', async ({ page }) => {
  test.setTimeout(120_000); // login, item page, cart and checkout in one journey
  const tag = crypto.randomBytes(3).toString('hex');
  const mine = `商品页立减5元${tag}`;
  // Five more than the demo's three: the list folds after 4.
  await addCoupons([{ title: mine, reduce_cost: 500 }, ...[1, 2, 3, 4].map((n) => ({ title: `满${100 * n}减${n}·${tag}`, reduce_cost: 100 * n, least_cost: 10000 * n }))]);
  const goods = await videoItem(page);

  await itemPage.open(page, goods.item_id, goods.item_name);
  await itemPage.coupons(page).getByRole('button', { name: /^领取 / }).first().click();
  await page.waitForURL(/\/auth\/login\?redirectUrl=/);
  await auth.login(page, `/items/${goods.item_id}`);

  const list = itemPage.coupons(page);
  await expect(list.getByRole('listitem')).toHaveCount(4);
  // Other journeys may have added coupons too: the expand button says how many there are, at least our five plus the demo's three.
  const expand = page.getByRole('button', { name: /^展开（共\d+张）$/ });
  const total = Number((await expand.textContent())!.match(/\d+/)![0]);
  expect(total).toBeGreaterThanOrEqual(8);
  await expand.click();
  await expect(list.getByRole('listitem')).toHaveCount(total);
  await list.getByRole('button', { name: `领取 ${mine}` }).click();
  await expect(page.getByText('领取成功')).toBeVisible();
  await expect(list.getByRole('button', { name: `已领取 ${mine}` })).toBeDisabled();
  await page.getByRole('button', { name: '收起' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(4);

  await cart.add(page);
  await cartPage.open(page);
  await cartPage.checkout(page);
  await checkout.ensureAddress(page, ADDRESS);
  await checkout.chooseCoupon(page, mine);
  await expect(page.getByTestId('coupon-fee')).toHaveText('-¥5.00');
  await checkout.submit(page);
});

test('the product video opens in place of the picture and closes again', async ({ page }) => {
  const goods = await videoItem(page);
  await itemPage.open(page, goods.item_id, goods.item_name);
  await page.getByRole('button', { name: '商品视频' }).click();
  const video = page.locator('video[aria-label="商品视频"]');
  await expect(video).toBeVisible();
  // The seeded file really loads and decodes (metadata read, a frame there).
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(2);
  await page.getByRole('button', { name: '关闭视频' }).click();
  await expect(video).toHaveCount(0);
  await expect(page.getByRole('img', { name: goods.item_name }).first()).toBeVisible();
});

test('the wechat share panel shows a QR code of the page, title and price', async ({ page }) => {
  const goods = await videoItem(page);
  await itemPage.open(page, goods.item_id, goods.item_name);
  await page.getByRole('button', { name: '微信' }).hover();
  const panel = page.getByRole('dialog', { name: '微信扫码分享' });
  await expect(panel).toBeVisible();
  const qr = panel.getByRole('img', { name: '本商品页二维码' });
  await expect(qr).toHaveAttribute('src', /^data:image\/png;base64,/);
  expect(await qr.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBeGreaterThan(100);
  await expect(panel).toContainText(goods.item_name);
  await expect(panel.getByRole('link', { name: '下载图片' })).toHaveAttribute('download', /\.png$/);
  // weibo itself is not reachable from the test machine: answer for it, and check what was asked of it.
  await page.context().route('https://service.weibo.com/**', (r) => r.fulfill({ contentType: 'text/html', body: '<title>微博分享</title>' }));
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: '微博' }).click();
  const weibo = await popup;
  expect(weibo.url()).toContain('service.weibo.com/share/share.php');
  expect(decodeURIComponent(weibo.url())).toContain(`/items/${goods.item_id}`);
  await weibo.close();
});

test('quick-buy from the recommendations adds the chosen goods to the cart', async ({ page }) => {
  const goods = await videoItem(page);
  await auth.signIn(page, `/items/${goods.item_id}`);
  const before = await cart.serverCount(page);
  // The recommendations wake when scrolled into view.
  await page.getByRole('heading', { name: '猜你喜欢' }).scrollIntoViewIfNeeded();
  const liked = page.getByRole('list', { name: '猜你喜欢' });
  await expect(liked.getByRole('listitem')).toHaveCount(3);
  const first = liked.getByRole('listitem').first();
  const name = (await first.locator('.pd-slide-name').textContent())!;
  await first.getByRole('button', { name: `快速购买 ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: '快速购买' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(name);
  const box = (await dialog.boundingBox())!;
  expect(Math.round(box.width)).toBe(500);
  await dialog.getByRole('button', { name: '增加数量' }).click();
  await expect(dialog.getByRole('textbox', { name: '购买数量' })).toHaveValue('2');
  await dialog.getByRole('button', { name: '加入购物车' }).click();
  await expect(page.getByText('成功加入购物车')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect.poll(() => cart.serverCount(page)).toBe(before + 2);

  // The 推荐商品 strip's add buttons open the same dialog.
  const strip = page.getByRole('list', { name: '推荐商品' });
  await strip.getByRole('button', { name: /^加购 / }).first().click();
  await expect(page.getByRole('dialog', { name: '快速购买' })).toBeVisible();
});

test('/items filters by brand and by a price range in yuan', async ({ page }) => {
  await page.goto('/items');
  const brands = page.getByRole('group', { name: '品牌' });
  const brand = brands.getByRole('button').nth(1);
  // The button names the brand and its goods count for the current filters (a facet): the count changes, the name doesn't.
  const brandName = (await brand.textContent())!.replace(/（\d+）$/, '');
  await brand.click();
  await expect(brand).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/brand_id=\d+/);
  const brandId = new URL(page.url()).searchParams.get('brand_id')!;

  const price = page.getByRole('form', { name: '价格' });
  await price.getByLabel('最低价').fill('50');
  await price.getByLabel('最高价').fill('10');
  await price.getByRole('button', { name: '确定' }).click();
  await expect(price.getByRole('alert')).toHaveText('最低价不能高于最高价');
  await expect(page).not.toHaveURL(/start_price/);

  // A range around the brand's cheapest goods, so some of its goods fall in and some out.
  const ofBrand = (await (await page.request.get(`${API}/goods/items`, { params: { page: 1, pageSize: 50, brand_id: brandId } })).json()).data.list as { price: number }[];
  const prices = ofBrand.map((g) => g.price).sort((a, b) => a - b);
  const [low, high] = [String(Math.floor(prices[0] / 100)), String(Math.ceil(prices[Math.floor(prices.length / 2)] / 100))];
  await price.getByLabel('最低价').fill(low);
  await price.getByLabel('最高价').fill(high);
  await price.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(new RegExp(`start_price=${low}&end_price=${high}`));
  const expected = (await (await page.request.get(`${API}/goods/items`, { params: { page: 1, pageSize: 18, brand_id: brandId, start_price: low, end_price: high } })).json()).data;
  expect(expected.total_count, `${brandName} has goods between ¥${low} and ¥${high}`).toBeGreaterThan(0);
  expect(expected.total_count).toBeLessThanOrEqual(ofBrand.length);
  const cards = page.locator('.pl-grid a');
  await expect(cards).toHaveCount(expected.list.length);
  for (const g of expected.list) await expect(page.getByRole('link', { name: g.item_name })).toBeVisible();

  // Reloading keeps the filters (they live in the URL).
  await page.reload();
  await expect(page.getByRole('group', { name: '品牌' }).getByRole('button', { name: new RegExp(`^${brandName}(（\\d+）)?$`) })).toHaveAttribute('aria-pressed', 'true');
  await expect(cards).toHaveCount(expected.list.length);
});
