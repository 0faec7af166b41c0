/**
 * The console's 营销 screens in Chromium, as an operator: a 满减 promotion, a seckill and a points-mall
 * goods made in the console show on the storefront (item page 促销 and 秒杀, /pointitems); then the
 * promotion is ended, the seckill taken off and the points goods turned off. A running 限时特惠 is edited (its
 * price refused, its name changed) and an upcoming 拼团 edited in full. Each run uses its own goods.
 * Screenshots of every 营销 screen: test-results/console-marketing/.
 */
import { expect, test, type Page } from '@playwright/test';
import { consoleUi } from './helpers/console';
import { marketingUi } from './helpers/console-marketing';
import { shots } from './helpers/shots';

const SHOTS = 'test-results/console-marketing';

/** A visitor opens the item page and points at the goods: the island wakes and re-reads the live answer. */
async function itemPage(page: Page, itemId: number) {
  await page.goto(`/items/${itemId}`);
  const island = page.locator('[data-page-island="ItemDetail"]');
  await page.getByRole('heading', { level: 1 }).hover();
  await expect(island).toHaveAttribute('data-hydrated', '1');
}

test('a 满减 promotion, a seckill and a points-mall goods made in the console show on the storefront', async ({ browser }) => {
  test.setTimeout(120_000);
  const op = await (await browser.newContext()).newPage();
  const shop = await (await browser.newContext()).newPage();
  await consoleUi.signIn(op);
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
  await shots.save(op, `${SHOTS}/promotion-form.png`);
  await marketingUi.save(op, dialog, '已新增促销活动');
  const promoRow = marketingUi.row(op, '促销活动', promoTitle);
  await expect(promoRow).toContainText('满减');
  await expect(promoRow).toContainText('进行中');
  await shots.save(op, `${SHOTS}/promotions.png`, { fullPage: true });

  await itemPage(shop, goods.itemId);
  const promos = shop.getByRole('list', { name: '促销活动' });
  await expect(promos.getByRole('listitem').filter({ hasText: promoTitle })).toContainText('满减');

  // 秒杀 at ¥30.00 for 10 units.
  const seckillTitle = `整点秒杀-${goods.goodsId}`;
  dialog = await marketingUi.create(op, '秒杀', '秒杀');
  await dialog.getByLabel('活动名称').fill(seckillTitle);
  await marketingUi.chooseGoods(dialog, '活动商品', goods.name);
  await dialog.getByLabel('秒杀价（元）').fill('30');
  await shots.save(op, `${SHOTS}/seckill-form.png`);
  await marketingUi.save(op, dialog, '已新增秒杀');
  const seckillRow = marketingUi.row(op, '秒杀', seckillTitle);
  await expect(seckillRow).toContainText('¥30.00');
  await expect(seckillRow).toContainText('进行中');
  await shots.save(op, `${SHOTS}/seckill.png`, { fullPage: true });

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
  await shots.save(op, `${SHOTS}/pointsmall.png`, { fullPage: true });

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

test('a 限时特惠, a 组合套餐 and a 拼团 are made in the console with per-goods prices and quantities', async ({ page }) => {
  test.setTimeout(120_000);
  await consoleUi.signIn(page);
  const [a, b] = [await marketingUi.shelvedGoods(page, '营销特惠藤椒'), await marketingUi.shelvedGoods(page, '营销套餐花椒')];

  const saleTitle = `限时特惠-${a.goodsId}`;
  let dialog = await marketingUi.create(page, '限时特惠', '限时特惠');
  await dialog.getByLabel('活动名称').fill(saleTitle);
  await marketingUi.chooseGoods(dialog, '特惠商品', a.name);
  await dialog.getByLabel(`${a.name}特惠价（元）`).fill('60');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(`「${a.name}」的活动价必须大于0且低于售价`);
  await dialog.getByLabel(`${a.name}特惠价（元）`).fill('48');
  await shots.save(page, `${SHOTS}/limited-sales-form.png`);
  await marketingUi.save(page, dialog, '已新增限时特惠');
  await expect(marketingUi.row(page, '限时特惠', saleTitle)).toContainText('1个商品，特惠价 ¥48.00 起');
  await shots.save(page, `${SHOTS}/limited-sales.png`, { fullPage: true });

  // Editing the running sale: the form comes filled in; its prices stay (said in Chinese), its name may change.
  await page.getByRole('button', { name: `编辑${saleTitle}` }).click();
  dialog = page.getByRole('dialog', { name: '编辑限时特惠' });
  await expect(dialog.getByRole('note')).toHaveText('活动进行中：只能修改活动名称和结束时间，其他内容不能再改。');
  await expect(dialog.getByLabel('活动名称')).toHaveValue(saleTitle);
  await expect(dialog.getByLabel(`${a.name}特惠价（元）`)).toHaveValue('48.00');
  await dialog.getByLabel(`${a.name}特惠价（元）`).fill('45');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('活动已开始，不能修改特惠商品或特惠价；进行中只能修改活动名称、结束时间');
  await dialog.getByLabel(`${a.name}特惠价（元）`).fill('48');
  const renamedSale = `${saleTitle}（加推）`;
  await dialog.getByLabel('活动名称').fill(renamedSale);
  await shots.save(page, `${SHOTS}/limited-sales-edit.png`);
  await marketingUi.save(page, dialog, '已保存');
  await expect(marketingUi.row(page, '限时特惠', renamedSale)).toContainText('1个商品，特惠价 ¥48.00 起');

  const packageTitle = `双椒套餐-${a.goodsId}`;
  dialog = await marketingUi.create(page, '组合套餐', '组合套餐');
  await dialog.getByLabel('套餐名称').fill(packageTitle);
  await marketingUi.chooseGoods(dialog, '套餐商品', a.name);
  await dialog.getByRole('button', { name: '添加或更换商品' }).click();
  await marketingUi.chooseGoods(dialog, '套餐商品', b.name);
  await dialog.getByLabel(`${b.name}数量`).fill('2');
  await dialog.getByLabel('套餐价（元）').fill('150');
  await shots.save(page, `${SHOTS}/packages-form.png`);
  await marketingUi.save(page, dialog, '已新增组合套餐');
  const pkg = marketingUi.row(page, '组合套餐', packageTitle);
  await expect(pkg).toContainText('¥150.00');
  await expect(pkg).toContainText('2种，共3件');
  await shots.save(page, `${SHOTS}/packages.png`, { fullPage: true });

  const groupTitle = `两人拼-${b.goodsId}`;
  dialog = await marketingUi.create(page, '拼团', '拼团');
  await dialog.getByLabel('活动名称').fill(groupTitle);
  await marketingUi.chooseGoods(dialog, '活动商品', b.name);
  await dialog.getByLabel('拼团价（元）').fill('45');
  await dialog.getByLabel('成团人数').fill('1');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('成团人数必须是2到20之间的整数');
  await dialog.getByLabel('成团人数').fill('3');
  // It starts tomorrow (Beijing time), so every term may still be edited.
  await dialog.getByLabel('开始时间').fill(new Date(Date.now() + 32 * 3600_000).toISOString().slice(0, 16));
  await shots.save(page, `${SHOTS}/groups-form.png`);
  await marketingUi.save(page, dialog, '已新增拼团');
  const group = marketingUi.row(page, '拼团', groupTitle);
  await expect(group).toContainText('¥45.00');
  await expect(group).toContainText('未开始');
  await page.getByRole('button', { name: `编辑${groupTitle}` }).click();
  dialog = page.getByRole('dialog', { name: '编辑拼团' });
  await expect(dialog.getByRole('group', { name: '活动商品' }).getByText(b.name)).toBeVisible();
  await expect(dialog.getByLabel('成团人数')).toHaveValue('3');
  await expect(dialog.getByRole('note')).toHaveCount(0);
  await dialog.getByLabel('拼团价（元）').fill('40');
  await dialog.getByLabel('成团人数').fill('2');
  await marketingUi.save(page, dialog, '已保存');
  await expect(group).toContainText('¥40.00');
  await shots.save(page, `${SHOTS}/groups.png`, { fullPage: true });

  // Ended / taken off, they say so and offer no second end.
  await page.getByRole('button', { name: `下架${groupTitle}` }).click();
  await expect(group).toContainText('已下架');
  await consoleUi.open(page, '组合套餐');
  await page.getByRole('button', { name: `结束${packageTitle}` }).click();
  await expect(pkg).toContainText('已结束');
  await expect(page.getByRole('button', { name: `结束${packageTitle}` })).toHaveCount(0);
  await consoleUi.open(page, '限时特惠');
  await page.getByRole('button', { name: `结束${renamedSale}` }).click();
  await expect(marketingUi.row(page, '限时特惠', renamedSale)).toContainText('已结束');
  await expect(page.getByRole('button', { name: `编辑${renamedSale}` })).toHaveCount(0);
});
