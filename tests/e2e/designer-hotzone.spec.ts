/** 热区图: an operator draws a zone on the picture with the mouse, moves and resizes it, links it, publishes; the shopper follows it. */
import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { designer, shopPage } from './helpers/designer';

/** Drags with the left button from one point to another, both given as fractions of `el`'s box. */
async function dragOn(page: Page, el: Locator, from: [number, number], to: [number, number]) {
  const box = (await el.boundingBox())!;
  await page.mouse.move(box.x + box.width * from[0], box.y + box.height * from[1]);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * (from[0] + to[0]) / 2, box.y + box.height * (from[1] + to[1]) / 2, { steps: 4 });
  await page.mouse.move(box.x + box.width * to[0], box.y + box.height * to[1], { steps: 4 });
  await page.mouse.up();
}

const near = async (field: Locator, value: number) => expect.poll(async () => Number(await field.inputValue())).toBeCloseTo(value, 1);

test('operator draws a hot zone on the picture, links it and the shopper follows it on the live page', async ({ page, context }) => {
  test.setTimeout(240_000);
  const stamp = Date.now() % 100000;
  const props = designer.props(page);
  await designer.signIn(page);
  const id = await designer.createPage(page, `热区页${stamp}`);
  await designer.add(page, '热区图');

  const picture = await sharp({ create: { width: 1190, height: 400, channels: 3, background: '#c8442a' } }).png().toBuffer();
  const chooser = page.waitForEvent('filechooser');
  await props.getByRole('button', { name: '上传图片' }).click();
  await (await chooser).setFiles({ name: 'banner.png', mimeType: 'image/png', buffer: picture });
  await expect(page.getByRole('status').filter({ hasText: '上传成功' })).toBeVisible();

  const board = props.getByRole('group', { name: /热区画板/ });
  await dragOn(page, board, [0.1, 0.2], [0.4, 0.7]);
  const zone = board.getByRole('button', { name: /^热区1/ });
  await expect(zone).toBeVisible();
  const item = props.getByRole('group', { name: '热区 1' });
  await near(item.getByLabel('左'), 0.1);
  await near(item.getByLabel('宽'), 0.3);

  // Move it right by a tenth of the picture, then widen it from its corner.
  await dragOn(page, zone, [0.5, 0.5], [0.5 + 0.1 / 0.3, 0.5]);
  await near(item.getByLabel('左'), 0.2);
  await near(item.getByLabel('宽'), 0.3);
  const corner = (await zone.boundingBox())!;
  const boardBox = (await board.boundingBox())!;
  await page.mouse.move(corner.x + corner.width - 1, corner.y + corner.height - 1);
  await page.mouse.down();
  await page.mouse.move(corner.x + corner.width - 1 + boardBox.width * 0.1, corner.y + corner.height - 1, { steps: 5 });
  await page.mouse.up();
  await near(item.getByLabel('宽'), 0.4);
  await near(item.getByLabel('左'), 0.2);

  await item.getByLabel('名称').fill(`新品热区${stamp}`);
  await designer.pickLink(page, '链接', '商品');
  await expect(item.getByText(/^商品：/)).toBeVisible();
  await designer.publishAndClose(page);

  const shop = await context.newPage();
  await shop.goto(shopPage.url(id));
  const link = shop.getByRole('link', { name: `新品热区${stamp}` });
  await expect(link).toHaveAttribute('href', /^\/items\/\d+$/);
  // The zone sits where it was drawn: 20 % from the left, 40 % wide, 20 % down, 50 % tall.
  const img = (await shop.locator('.w-hotzone').filter({ has: link }).boundingBox())!;
  const at = (await link.boundingBox())!;
  expect((at.x - img.x) / img.width).toBeCloseTo(0.2, 1);
  expect(at.width / img.width).toBeCloseTo(0.4, 1);
  expect((at.y - img.y) / img.height).toBeCloseTo(0.2, 1);
  expect(at.height / img.height).toBeCloseTo(0.5, 1);
  await link.click();
  await expect(shop).toHaveURL(/\/items\/\d+$/);
  await expect(shop.getByRole('button', { name: '加入购物车' }).first()).toBeVisible();
});
