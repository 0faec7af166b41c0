/**
 * The console's 营销 screens in Chromium, as an operator: a 满减 promotion, a seckill and a points-mall
 * goods made in the console show on the storefront (item page 促销 and 秒杀, /pointitems); then the
 * promotion is ended, the seckill taken off and the points goods turned off. Each run uses its own goods.
 * Screenshots of every 营销 screen: test-results/console-marketing/.
 */
import { expect, test, type Page } from '@playwright/test';
import { consoleUi } from './helpers/console';
import { marketingUi } from './helpers/console-marketing';

const SHOTS = 'test-results/console-marketing';

async function itemPage(page: Page, itemId: number) {
  await page.goto(`/items/${itemId}`);
  await expect(page.locator('[data-page-island="ItemDetail"]')).toHaveAttribute('data-hydrated', '1');
}

test('a 满减 promotion, a seckill and a points-mall goods made in the console show on the storefront', async ({ browser }) => {
  test.setTimeout(120_000);
  const op = await (await browser.newContext()).newPage();
  const shop = await (await browser.newContext()).newPage();
  await consoleUi.login(op);
  const goods = await marketingUi.shelvedGoods(op, '营销测试花椒');

  // 满减: a threshold below the price is refused with the API's message, then 满50减5 is saved.
  const promoTitle = `满50减5-${goods.goodsId}`;
  let dialog = await marketingUi.create(op, '促销活动', '促销活动');
  await dialog.getByLabel('活动名称').fill(promoTitle);
  await marketingUi.chooseGoods(dialog, '选择商品', goods.name);
  await dialog.getByLabel('第1档：满（元）').fill('50');
  await dialog.getByLabel('第1档：减（元）').fill('60');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('减免金额必须大于0且小于门槛金额');
  await dialog.getByLabel('第1档：减（元）').fill('5');
  await op.screenshot({ path: `${SHOTS}/promotion-form.png` });
  await marketingUi.save(op, dialog, '已新增促销活动');
  const promoRow = marketingUi.row(op, '促销活动', promoTitle);
  await expect(promoRow).toContainText('满减');
  await expect(promoRow).toContainText('进行中');
  await op.screenshot({ path: `${SHOTS}/promotions.png`, fullPage: true });

  await itemPage(shop, goods.itemId);
  const promos = shop.getByRole('list', { name: '促销活动' });
  await expect(promos.getByRole('listitem').filter({ hasText: promoTitle })).toContainText('满减');

  // 秒杀 at ¥30.00 for 10 units.
  const seckillTitle = `整点秒杀-${goods.goodsId}`;
  dialog = await marketingUi.create(op, '秒杀', '秒杀');
  await dialog.getByLabel('活动名称').fill(seckillTitle);
  await marketingUi.chooseGoods(dialog, '活动商品', goods.name);
  await dialog.getByLabel('秒杀价（元）').fill('30');
  await op.screenshot({ path: `${SHOTS}/seckill-form.png` });
  await marketingUi.save(op, dialog, '已新增秒杀');
  const seckillRow = marketingUi.row(op, '秒杀', seckillTitle);
  await expect(seckillRow).toContainText('¥30.00');
  await expect(seckillRow).toContainText('进行中');
  await op.screenshot({ path: `${SHOTS}/seckill.png`, fullPage: true });

  await itemPage(shop, goods.itemId);
  await expect(shop.locator('.pd-act-badge')).toHaveText('秒杀');
  await expect(shop.getByRole('main')).toContainText('30.00');

  // 积分商城: 200 积分 + ¥1.00.
  dialog = await marketingUi.create(op, '积分商城', '积分商品');
  await marketingUi.chooseGoods(dialog, '商品', goods.name);
  await dialog.getByLabel('所需积分').fill('200');
  await dialog.getByLabel('另付现金（元）').fill('1');
  await marketingUi.save(op, dialog, '已新增积分商品');
  await expect(marketingUi.row(op, '积分商城', goods.name)).toContainText('200积分 + ¥1.00');
  await op.screenshot({ path: `${SHOTS}/pointsmall.png`, fullPage: true });

  await shop.goto('/pointitems');
  await expect(shop.getByRole('link', { name: new RegExp(goods.name) })).toBeVisible();

  // Ending them in the console takes them off the storefront.
  await consoleUi.open(op, '积分商城');
  await op.getByRole('button', { name: `停用${goods.name}` }).click();
  await expect(marketingUi.row(op, '积分商城', goods.name)).toContainText('已停用');
  await consoleUi.open(op, '秒杀');
  await op.getByRole('button', { name: `下架${seckillTitle}` }).click();
  await expect(marketingUi.row(op, '秒杀', seckillTitle)).toContainText('已下架');
  await consoleUi.open(op, '促销活动');
  await op.getByRole('button', { name: `结束${promoTitle}` }).click();
  await expect(marketingUi.row(op, '促销活动', promoTitle)).toContainText('已结束');

  await itemPage(shop, goods.itemId);
  await expect(shop.locator('.pd-act-badge')).toHaveCount(0);
  await expect(shop.getByRole('list', { name: '促销活动' })).toHaveCount(0);
  await shop.goto('/pointitems');
  await expect(shop.getByRole('heading', { name: '积分商城' })).toBeVisible();
  await expect(shop.getByRole('link', { name: new RegExp(goods.name) })).toHaveCount(0);
});

test('every 营销 screen lists and opens its create form', async ({ page }) => {
  await consoleUi.login(page);
  for (const [menu, noun, file] of [['限时特惠', '限时特惠', 'limited-sales'], ['组合套餐', '组合套餐', 'packages'], ['拼团', '拼团', 'groups']] as const) {
    await consoleUi.open(page, menu);
    await expect(page.getByText('加载中…')).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/${file}.png`, fullPage: true });
    const dialog = await marketingUi.create(page, menu, noun);
    await page.screenshot({ path: `${SHOTS}/${file}-form.png` });
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(/^请/); // the API's own refusal (请填写… / 请选择…), shown in the form
    await dialog.getByRole('button', { name: '取消' }).click();
  }
});
