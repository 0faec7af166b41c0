/**
 * The five business widgets edited through their own panels (no JSON): 橱窗卡 (coupon style), 营销橱窗,
 * 附近商家 (shop picker; real shops on the canvas), 为你推荐 (shop + that shop's goods), 优惠券 (coupon picker);
 * published, they show on the live page.
 */
import { expect, test, type Page } from '@playwright/test';
import { designer, shopPage } from './helpers/designer';

/** Picks the first row(s) of an open picker dialog; multi-pick dialogs confirm with 确定. */
async function pickFirst(page: Page, title: string, multiple: boolean) {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('button', { name: '选择' }).first().click();
  if (multiple) await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toHaveCount(0);
}

test('operator edits 橱窗卡, 营销橱窗, 附近商家, 为你推荐 and 优惠券 through their panels and publishes', async ({ page, context }) => {
  test.setTimeout(240_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  const stamp = Date.now() % 100000;
  const props = designer.props(page);
  await designer.signIn(page);
  const id = await designer.createPage(page, `挂件页${stamp}`);
  await expect(props.getByText('数据（JSON）')).toHaveCount(0);

  // 橱窗卡: the coupon style and a coupon group.
  await designer.add(page, '橱窗卡');
  await props.getByLabel('主标题').fill(`橱窗${stamp}`);
  await props.getByRole('radiogroup', { name: '样式' }).getByText('优惠券', { exact: true }).click();
  await expect(props.getByRole('radio', { name: '优惠券' })).toBeChecked();
  await props.getByRole('button', { name: '选择优惠券' }).click();
  await pickFirst(page, '选择优惠券', true);
  const coupon = (await props.locator('.dz-coupon-row .dz-goods-name').first().textContent())!;
  await expect(props.getByRole('button', { name: `删除优惠券${coupon}` })).toBeVisible();

  // 营销橱窗: title and subtitle.
  await designer.add(page, '营销橱窗');
  await props.getByLabel('主标题').fill(`营销${stamp}`);
  await props.getByLabel('副标题', { exact: true }).fill('好物推荐');
  await expect(props.getByText('图片 2')).toBeVisible();

  // 附近商家: real shops on the canvas.
  await designer.add(page, '附近商家');
  await props.getByRole('button', { name: '选择店铺' }).click();
  await pickFirst(page, '选择店铺', true);
  const shop = (await props.locator('.dz-goods-name').first().textContent())!;
  await expect(designer.canvas(page).locator('[data-type="W0019"]').getByText(shop)).toBeVisible();

  // 为你推荐: goods need a shop first (请先选择商铺), then that shop's goods.
  await designer.add(page, '为你推荐');
  const first = props.getByRole('group', { name: '店铺 1' });
  await first.getByRole('button', { name: '选择商品' }).click();
  await expect(page.getByText('请先选择商铺')).toBeVisible();
  await first.getByRole('button', { name: '选择店铺' }).click();
  await pickFirst(page, '选择店铺', false);
  await expect(first.getByText(shop)).toBeVisible();
  await first.getByRole('button', { name: '选择商品' }).click();
  await pickFirst(page, '选择商品', true);
  const goods = (await first.locator('.dz-goods-name').first().textContent())!;

  // 优惠券: at least one coupon.
  await designer.add(page, '优惠券');
  await props.getByLabel('标题', { exact: true }).fill(`领券${stamp}`);
  await props.getByRole('button', { name: '选择优惠券' }).click();
  await pickFirst(page, '选择优惠券', true);
  await page.screenshot({ path: 'test-results/designer-widgets-panel.png' });

  await designer.publishAndClose(page);
  const shopTab = await context.newPage();
  await shopTab.goto(shopPage.url(id));
  await expect(shopTab.getByText(`橱窗${stamp}`)).toBeVisible();
  await expect(shopTab.getByText(coupon).first()).toBeVisible();
  await expect(shopTab.getByText(`营销${stamp}`)).toBeVisible();
  await expect(shopTab.locator('.w-nearby').getByText(shop).first()).toBeVisible();
  await expect(shopTab.getByText(goods).first()).toBeVisible();
  await expect(shopTab.getByText(`领券${stamp}`)).toBeVisible();
  await shopTab.screenshot({ path: 'test-results/designer-widgets-live.png', fullPage: true });
  expect(errors).toEqual([]);
});
