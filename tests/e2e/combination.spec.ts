/**
 * Combination modules (组合模块): in the header's own editor, select its first free panel, save it as a combination
 * (snapshot uploaded, params stored), then insert it again from the palette by click and by drag,
 * undo the insert, and delete the combination from the palette.
 */
import { expect, test } from '@playwright/test';
import { designer } from './helpers/designer';
import { shots } from './helpers/shots';

test('operator saves the header free panel as a combination module and inserts it again', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  const name = `店铺头部${Date.now() % 100000}`;
  const toast = page.getByRole('status').filter({ hasText: /\S/ }).first();
  const palette = page.getByRole('navigation', { name: '挂件' });
  const canvas = page.getByLabel('画布');
  const props = page.getByRole('complementary', { name: '属性' });

  await designer.signIn(page);
  await designer.open(page, '首页');
  // The shared header is edited in its own editor (locked in a page editor).
  await page.getByRole('region', { name: '页头（所有页面共用，在此不可修改）' }).getByRole('button', { name: '编辑页头' }).click();
  await expect(page.getByText('页头（所有页面共用）')).toBeVisible();
  await page.getByRole('button', { name: '页面', exact: true }).click();
  await expect(palette.getByRole('heading', { name: '组合模块' })).toBeVisible();
  const frames = canvas.locator(':scope > [data-type]'); // top-level widgets only
  const panels = canvas.locator(':scope > [data-type="W0006"]');
  const before = await panels.count();

  // The page settings list the page's widgets: the first is the header's free panel.
  await props.getByRole('button', { name: '【01】W0006（自由面板）' }).click();
  await expect(props.getByRole('tab', { name: '自由面板[W0006]' })).toBeVisible();
  const section = props.getByRole('region', { name: '保存为组合模块' });
  await expect(section).toBeVisible();

  // Name check first.
  await section.getByRole('button', { name: '保存组合模块' }).click();
  await expect(toast).toHaveText('请输入组合模块名称');

  await section.getByLabel('组合模块名称').fill(name);
  await section.getByRole('button', { name: '保存组合模块' }).click();
  await expect(toast).toHaveText('组合模块保存成功！', { timeout: 20_000 });
  await expect(section.getByLabel('组合模块名称')).toHaveValue('');

  // The palette lists it with its snapshot as the thumbnail.
  const item = palette.getByRole('button', { name, exact: true });
  await expect(item).toBeVisible();
  const thumb = item.locator('img'); // decorative (alt=""): the button is named by the combination's name
  await expect(thumb).toHaveAttribute('src', /^\/media\/[0-9a-f]{32}_\d+x\d+\.png$/);
  await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(1000);
  await shots.save(page, 'test-results/combination-saved.png');

  // Click: a new free panel at the end, selected, drawn with the header's children (fresh uuids).
  await item.click();
  await expect(panels).toHaveCount(before + 1);
  const inserted = panels.last();
  await expect(inserted).toHaveClass(/is-selected/);
  await expect(inserted.getByText('川香源', { exact: true })).toBeVisible();
  const ids = (frames: typeof panels) => frames.evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.uuid));
  const top = await ids(frames);
  expect(new Set(top).size).toBe(top.length);
  const childUuids = await ids(inserted.locator('.w-free-child'));
  expect(childUuids).toHaveLength(5);
  for (const u of [await inserted.getAttribute('data-uuid'), ...childUuids]) expect(u).toMatch(/^[0-9a-f]{10}$/);
  const originalChildUuids = await ids(panels.first().locator('.w-free-child'));
  expect(originalChildUuids.filter((u) => childUuids.includes(u))).toEqual([]);
  await inserted.scrollIntoViewIfNeeded();
  await shots.save(page, 'test-results/combination-inserted.png');

  // One undoable step.
  await page.getByRole('button', { name: '撤销' }).click();
  await expect(panels).toHaveCount(before);

  // Drag onto the canvas, above the second widget.
  const target = frames.nth(1);
  await target.scrollIntoViewIfNeeded();
  const box = (await target.boundingBox())!;
  await item.dragTo(target, { targetPosition: { x: box.width / 2, y: Math.min(10, box.height / 4) } });
  await expect(panels).toHaveCount(before + 1);
  await expect(frames.nth(1)).toHaveAttribute('data-type', 'W0006');
  await expect(frames.nth(1)).toHaveClass(/is-selected/);
  await expect(frames.nth(1).getByText('川香源', { exact: true })).toBeVisible();
  await shots.save(page, 'test-results/combination-dragged.png');

  // Delete it from the palette, after confirming.
  await palette.getByRole('button', { name: `删除组合模块${name}` }).click();
  await expect(page.getByRole('alertdialog')).toContainText('确定删除该组合模块？');
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(toast).toHaveText('删除成功！');
  await expect(item).toHaveCount(0);
  // The inserted panel stays on the page (only the saved module is gone).
  await expect(panels).toHaveCount(before + 1);
  expect(errors).toEqual([]);
});

test('saving without a selected free panel is refused', async ({ page }) => {
  await designer.signIn(page);
  await designer.open(page, '首页');
  // The shared header is edited in its own editor (locked in a page editor).
  await page.getByRole('region', { name: '页头（所有页面共用，在此不可修改）' }).getByRole('button', { name: '编辑页头' }).click();
  await expect(page.getByText('页头（所有页面共用）')).toBeVisible();
  await page.getByRole('button', { name: '页面', exact: true }).click();
  const props = page.getByRole('complementary', { name: '属性' });
  // A child of the panel selected: its own panel shows, without the combination section.
  await props.getByRole('button', { name: '【01】W0006（自由面板）' }).click();
  // The drawn widget is inert; the child's selection frame lies over it and takes a real click there.
  const logo = (await page.getByLabel('画布').getByText('川香源', { exact: true }).first().boundingBox())!;
  await page.mouse.click(logo.x + logo.width / 2, logo.y + logo.height / 2);
  await expect(props.getByText('自由面板内的挂件')).toBeVisible();
  await expect(props.getByRole('region', { name: '保存为组合模块' })).toHaveCount(0);
});
