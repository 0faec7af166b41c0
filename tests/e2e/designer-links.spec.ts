/** Each of the 13 link kinds picked in the link picker resolves on the live page (and a goods link opens the goods). */
import { expect, test } from '@playwright/test';
import { designer, shopPage } from './helpers/designer';

const KINDS: [string, RegExp][] = [
  ['商品', /^\/items\/\d+$/], ['分类', /^\/items\?cat_id=\d+$/], ['主类目', /^\/items\?main_category=\d+$/],
  ['品牌', /^\/items\?keywords=.+$/], ['标签', /^\/items\?tag=.+$/], ['文章资讯', /^\/article$/], ['带货', /^\/items\/\d+$/],
  ['页面', /^\/$/], ['营销活动', /^\/items\/activityGoodsList$/], ['秒杀', /^\/items\/\d+$/],
  ['自定义页面', /^\/custompage\?pageid=\d+$/], ['直播', /^\/custompage\?pageid=\d+$/],
];

test('every link kind resolves on the live page', async ({ page, context }) => {
  test.setTimeout(300_000);
  const stamp = Date.now() % 100000;
  const props = designer.props(page);
  await designer.signIn(page);
  const id = await designer.createPage(page, `链接页${stamp}`);
  for (const [label] of KINDS) {
    await designer.add(page, '文本');
    await props.getByLabel('文本内容').fill(`去${label}${stamp}`);
    await designer.pickLink(page, '链接', label);
    await expect(props.getByText(new RegExp(`^${label}：`))).toBeVisible();
  }
  await designer.add(page, '文本');
  await props.getByLabel('文本内容').fill(`去外站${stamp}`);
  await props.getByRole('button', { name: '选择链接' }).click();
  const dialog = page.getByRole('dialog', { name: '选择链接' });
  await dialog.getByRole('tab', { name: '自定义路由' }).click();
  await dialog.getByRole('textbox', { name: '自定义路由' }).fill('javascript:alert(1)');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('请输入以 http:// 或 https:// 开头的完整地址');
  await dialog.getByRole('textbox', { name: '自定义路由' }).fill('https://www.example.com/spice');
  await dialog.getByRole('button', { name: '确定' }).click();
  await designer.publishAndClose(page);

  const shop = await context.newPage();
  await shop.goto(shopPage.url(id));
  for (const [label, href] of KINDS) {
    await expect(shop.getByRole('link', { name: `去${label}${stamp}` })).toHaveAttribute('href', href);
  }
  await expect(shop.getByRole('link', { name: `去外站${stamp}` })).toHaveAttribute('href', 'https://www.example.com/spice');
  // Following links lands on real pages.
  await shop.getByRole('link', { name: `去商品${stamp}` }).click();
  await expect(shop).toHaveURL(/\/items\/\d+/);
  await expect(shop.getByRole('button', { name: '加入购物车' }).first()).toBeVisible();
  await shop.goBack();
  await shop.getByRole('link', { name: `去分类${stamp}` }).click();
  await expect(shop).toHaveURL(/\/items\?cat_id=\d+/);
  await shop.goBack();
  await shop.getByRole('link', { name: `去自定义页面${stamp}` }).click();
  await expect(shop).toHaveURL(/\/custompage/);
  await expect(shop.locator('.template-page')).toBeVisible();
});
