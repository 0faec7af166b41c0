/**
 * Issue 26 points 4 and 5: the settings that were missing, each set through its panel, drawn on the canvas and on
 * the published page alike; fixed-size widgets keep their size at page level; a 1920px screen shows no white bands.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { designer, shopPage } from './helpers/designer';

/** Types a number into a labelled field and leaves it (the value is committed on blur). */
async function setNumber(props: Locator, label: string, value: number) {
  const input = props.getByLabel(label, { exact: true });
  await input.fill(String(value));
  await input.press('Tab');
}

/** Laid-out size in CSS px (the canvas may be zoomed to fit the screen, so not the on-screen box). */
const box = (l: Locator) => l.evaluate((el) => { const s = getComputedStyle(el); return { w: Math.round(parseFloat(s.width)), h: Math.round(parseFloat(s.height)) }; });
const columns = (l: Locator) => l.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').map((c) => Math.round(parseFloat(c))));
const style = (l: Locator, prop: string) => l.evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), prop);

async function addAndSelect(page: Page, name: string, type: string) {
  await designer.add(page, name);
  await expect(designer.props(page).getByRole('tab', { name: new RegExp(`\\[${type}\\]`) })).toBeVisible();
}

test('operator sets the missing settings and the live page shows each of them', async ({ page, context }) => {
  test.setTimeout(300_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.setViewportSize({ width: 1920, height: 1080 }); // the canvas at 100 %, not zoomed to fit
  const stamp = Date.now() % 100000;
  const props = designer.props(page);
  const canvas = designer.canvas(page);
  await designer.signIn(page);
  const id = await designer.createPage(page, `设置页${stamp}`);

  // 商品: 更多 with its own words, linked like the title.
  await addAndSelect(page, '商品', 'W0002');
  await expect(props.getByRole('switch', { name: '显示更多' })).toHaveAttribute('aria-checked', 'true');
  await props.getByLabel('更多文字').fill('全部好物');
  await designer.pickLink(page, '跳转路径', '分类');
  await expect(canvas.locator('[data-type="W0002"] .w-titlebar-more')).toHaveText('全部好物 >');

  // Logo墙: the logo size by hand.
  await addAndSelect(page, 'Logo墙', 'W0004');
  await setNumber(props, 'Logo宽度', 150);
  await setNumber(props, 'Logo高度', 80);
  // Typed numbers: the canvas draws them once the keys pause (designer/src/canvas/frameFollower.ts).
  await expect.poll(() => box(canvas.locator('[data-type="W0004"] .w-logo-list li').first())).toEqual({ w: 150, h: 80 });

  // 附近商家: no shops chosen → the canvas lists the shops a live page lists; 4 a row.
  await addAndSelect(page, '附近商家', 'W0019');
  await expect(canvas.locator('[data-type="W0019"] .w-nearby-list li').first()).toBeVisible();
  await props.getByRole('radiogroup', { name: '每行店铺' }).getByText('4列').click();
  await expect.poll(() => columns(canvas.locator('[data-type="W0019"] .w-nearby-list'))).toEqual([282, 282, 282, 282]);

  // 为你推荐: price font size.
  await addAndSelect(page, '为你推荐', 'W0020');
  await setNumber(props, '价格字体', 24);
  await expect(props.getByText('建议尺寸：583px*96px').first()).toBeVisible();
  await expect(canvas.locator('[data-type="W0020"] .w-price').first()).toHaveCSS('font-size', '24px');

  // 主类目导航: categories, 常开 list 50px down, the button in the page theme colour.
  await addAndSelect(page, '主类目导航', 'W0022');
  await props.getByRole('button', { name: '选择分类' }).click();
  const cats = page.getByRole('dialog', { name: '选择分类' });
  await cats.getByRole('checkbox').first().check();
  await cats.getByRole('button', { name: '确定' }).click();
  await setNumber(props, '相对位置', 50);
  await props.getByRole('switch', { name: '自定义主题' }).click();
  await expect(props.getByLabel('分类背景', { exact: true })).toHaveCount(0);
  const designList = canvas.locator('[data-type="W0022"] .w-catnav-list');
  await expect(designList).toBeVisible();
  await expect(designList).toHaveCSS('top', '50px');
  const designBtn = await style(canvas.locator('[data-type="W0022"] .w-catnav-btn'), 'background-color');
  expect(designBtn).not.toBe('rgb(255, 93, 2)');

  // 搜索: grows by 200px while focused (live only).
  await addAndSelect(page, '搜索', 'W0008');
  await setNumber(props, '聚焦加宽', 200);

  // 轮播: renamed, 等比例 on, a width typed in moves the height.
  await addAndSelect(page, '轮播', 'W0001');
  await props.getByRole('tab', { name: '组件样式' }).click();
  await props.getByLabel('名称', { exact: true }).fill('首屏大图');
  await expect(props.getByRole('tab', { name: '首屏大图[W0001]' })).toBeVisible();
  await expect(canvas.getByRole('group', { name: '首屏大图挂件' })).toBeVisible();
  await props.getByRole('switch', { name: '等比例' }).click();
  await setNumber(props, '宽度', 595);
  await expect(props.getByLabel('高度', { exact: true })).toHaveValue('100');

  // 橱窗卡 at page level keeps its 390px.
  await addAndSelect(page, '橱窗卡', 'W0012');
  expect((await box(canvas.locator('[data-type="W0012"] .w-body').first())).w).toBe(390);

  await page.screenshot({ path: 'test-results/designer-settings-canvas.png', fullPage: false });
  await designer.publishAndClose(page);

  const live = await context.newPage();
  await live.setViewportSize({ width: 1920, height: 1080 });
  await live.goto(shopPage.url(id));
  await expect(live.locator('.w-W0002 .w-titlebar-more')).toHaveText('全部好物 >');
  await expect(live.locator('.w-W0002 .w-titlebar-more')).toHaveAttribute('href', /\/items\?cat_id=/);
  expect(await box(live.locator('.w-W0004 .w-logo-list li').first())).toEqual({ w: 150, h: 80 });
  expect(await columns(live.locator('.w-W0019 .w-nearby-list'))).toEqual([282, 282, 282, 282]);
  await expect(live.locator('.w-W0020 .w-price').first()).toHaveCSS('font-size', '24px');
  await expect(live.locator('.w-W0022 .w-catnav-list')).toBeVisible();
  await expect(live.locator('.w-W0022 .w-catnav-list')).toHaveCSS('top', '50px');
  expect(await style(live.locator('.w-W0022 .w-catnav-btn'), 'background-color')).toBe(designBtn);
  expect(await box(live.locator('.w-W0001 > .w-inner > .w-body'))).toEqual({ w: 595, h: 100 });
  expect((await box(live.locator('.w-W0012 > .w-inner > .w-body'))).w).toBe(390);

  const search = live.locator('.w-W0008 .w-search-box').last(); // the header has its own search box first
  const before = (await box(search)).w;
  await search.getByRole('combobox', { name: '搜索' }).click();
  await expect.poll(async () => (await box(search)).w).toBe(before + 200);

  // 1920px: an untouched widget paints no white band outside the 1190px page.
  expect(await style(live.locator('.w-W0002'), 'background-color')).toBe('rgba(0, 0, 0, 0)');
  await live.screenshot({ path: 'test-results/designer-settings-live.png', fullPage: true });
  expect(errors).toEqual([]);
});
