/**
 * Arranging (issue 26 point 7): multi-select by shift/ctrl-click and by marquee in a free panel, align,
 * distribute, move together, smart guides, delete a selection, copy/paste a selection onto another page,
 * each one undo step; the published page shows the arrangement.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { designer, shopPage } from './helpers/designer';

interface Box { left: number; top: number; width: number; height: number }
const boxOf = (el: Locator): Promise<Box> => el.evaluate((e) => {
  const h = e as HTMLElement;
  return { left: parseFloat(h.style.left), top: parseFloat(h.style.top), width: h.offsetWidth, height: h.offsetHeight };
});
/** Canvas zoom: drawn width over layout width of a child frame. */
const zoomOf = async (el: Locator) => (await el.boundingBox())!.width / (await boxOf(el)).width;

/** Drags a free-panel child by (dx, dy) panel pixels with the mouse; `during` runs while the mouse is still down. */
async function dragChild(page: Page, el: Locator, dx: number, dy: number, during?: () => Promise<void>) {
  const z = await zoomOf(el);
  const b = (await el.boundingBox())!;
  const x0 = b.x + Math.min(20, b.width / 2), y0 = b.y + b.height / 2;
  await page.mouse.move(x0, y0);
  await page.mouse.down();
  await page.mouse.move(x0 + 5, y0 + 5, { steps: 2 });
  await page.mouse.move(x0 + dx * z, y0 + dy * z, { steps: 8 });
  if (during) await during();
  await page.mouse.up();
}

test('operator picks, aligns, distributes, moves, guides, deletes and copies a selection', async ({ page }) => {
  test.setTimeout(300_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  const stamp = Date.now() % 100000;
  const props = designer.props(page);
  const canvas = designer.canvas(page);
  await designer.signIn(page);
  const pageId = await designer.createPage(page, `排列页${stamp}`);

  // A free panel with three texts at different places.
  await designer.add(page, '自由面板');
  const layer = canvas.locator('.dz-free-layer').last();
  await layer.scrollIntoViewIfNeeded();
  const kids = layer.locator('.dz-child');
  const names = [`甲${stamp}`, `乙${stamp}`, `丙${stamp}`];
  const spots = [{ x: 60, y: 40 }, { x: 330, y: 170 }, { x: 640, y: 90 }];
  for (let i = 0; i < 3; i++) {
    await page.getByRole('navigation', { name: '挂件' }).getByRole('button', { name: '文本', exact: true }).dragTo(layer, { targetPosition: spots[i] });
    await expect(kids).toHaveCount(i + 1);
    await props.getByLabel('文本内容').fill(names[i]);
  }
  const [a, b, c] = [kids.nth(0), kids.nth(1), kids.nth(2)];
  const boxes = () => Promise.all([a, b, c].map(boxOf));

  // Shift/ctrl-click picks all three; the panel shows the selection's tools.
  await a.click();
  await b.click({ modifiers: ['Control'] });
  await c.click({ modifiers: ['Shift'] });
  await expect(layer.locator('.dz-child.is-picked')).toHaveCount(3);
  await expect(props.getByRole('tab', { name: '已选中 3 个挂件' })).toBeVisible();

  // 顶端对齐: one top for all; one undo step puts them back, redo again.
  const before = await boxes();
  await props.getByRole('button', { name: '顶端对齐' }).click();
  await expect.poll(async () => new Set((await boxes()).map((x) => x.top)).size).toBe(1);
  expect((await boxes())[0].top).toBe(Math.min(...before.map((x) => x.top)));
  await page.keyboard.press('ControlOrMeta+z');
  await expect.poll(async () => (await boxes()).map((x) => x.top)).toEqual(before.map((x) => x.top));
  await page.keyboard.press('ControlOrMeta+y');
  await expect.poll(async () => new Set((await boxes()).map((x) => x.top)).size).toBe(1);

  // 水平等距分布: equal gaps between neighbours.
  await props.getByRole('button', { name: '水平等距分布' }).click();
  const gaps = async () => {
    const s = (await boxes()).sort((p, q) => p.left - q.left);
    return [s[1].left - (s[0].left + s[0].width), s[2].left - (s[1].left + s[1].width)];
  };
  await expect.poll(async () => { const [g1, g2] = await gaps(); return Math.abs(g1 - g2) <= 1; }).toBe(true);
  const arranged = await boxes();

  // The published page shows the arrangement: one top, equal gaps.
  await designer.publishAndClose(page);
  const live = await page.context().newPage();
  await live.goto(shopPage.url(pageId));
  const liveBoxes = await Promise.all(names.map(async (n) => (await live.getByText(n, { exact: true }).boundingBox())!));
  expect(Math.max(...liveBoxes.map((x) => x.y)) - Math.min(...liveBoxes.map((x) => x.y))).toBeLessThanOrEqual(1);
  const liveLeft = liveBoxes.map((x) => x.x);
  // the live page is at zoom 1: the children keep their designed distances
  expect(Math.abs(liveLeft[1] - liveLeft[0] - (arranged[1].left - arranged[0].left))).toBeLessThanOrEqual(1);
  expect(Math.abs(liveLeft[2] - liveLeft[1] - (arranged[2].left - arranged[1].left))).toBeLessThanOrEqual(1);
  await live.screenshot({ path: 'test-results/designer-arrange-live.png' });
  await live.close();

  // Dragging one picked child moves the whole selection by the same amount.
  await dragChild(page, b, 40, 60);
  await expect.poll(async () => (await boxes())[1].top).not.toBe(arranged[1].top);
  const moved = await boxes();
  const deltas = moved.map((m, i) => [m.left - arranged[i].left, m.top - arranged[i].top]);
  expect(deltas[0]).toEqual(deltas[1]);
  expect(deltas[2]).toEqual(deltas[1]);
  expect(deltas[1][1]).toBeGreaterThan(0);

  // Smart guide: dragged alone near a neighbour's edge that is off the 10 px grid, the child lands exactly on it.
  await layer.click({ position: { x: 5, y: 5 } }); // the panel alone
  await expect(layer.locator('.dz-child.is-picked')).toHaveCount(0);
  const [ma, mb, mc] = await boxes();
  const target = [mb.left, mb.left + mb.width].find((v) => v % 10 !== 0);
  expect(target, 'a neighbour edge off the grid').toBeDefined();
  await c.click();
  // c's left to within 3 px of the target, well below b
  await dragChild(page, c, target! - mc.left + 3, mb.top + mb.height + 60 - mc.top, async () => {
    await expect(layer.locator('.dz-guide-v').first()).toBeVisible();
    await page.screenshot({ path: 'test-results/designer-arrange-guide.png' });
  });
  await expect.poll(async () => (await boxOf(c)).left).toBe(target);
  await expect(layer.locator('.dz-guide')).toHaveCount(0);
  expect((await boxOf(a)).left).toBe(ma.left);

  // Marquee over a and b (not c) picks those two; Delete removes both as one undo step.
  const z = await zoomOf(a);
  const lb = (await layer.boundingBox())!;
  const [na, nb] = [await boxOf(a), await boxOf(b)];
  const from = { x: lb.x + (Math.min(na.left, nb.left) - 4) * z, y: lb.y + (Math.min(na.top, nb.top) - 4) * z };
  const to = { x: lb.x + (Math.max(na.left + na.width, nb.left + 10)) * z, y: lb.y + (Math.max(na.top + 5, nb.top + 5)) * z };
  expect(from.x).toBeGreaterThan(lb.x);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 3 });
  await expect(layer.locator('.dz-marquee')).toBeVisible();
  await page.mouse.move(to.x, to.y, { steps: 3 });
  await page.mouse.up();
  await expect(layer.locator('.dz-child.is-picked')).toHaveCount(2);
  await expect(c).not.toHaveClass(/is-picked/);
  await page.screenshot({ path: 'test-results/designer-arrange-marquee.png' });
  await page.keyboard.press('Delete');
  await expect(page.getByRole('alertdialog')).toContainText('确定删除所选的 2 个挂件？');
  await designer.confirm(page);
  await expect(kids).toHaveCount(1);
  await page.keyboard.press('ControlOrMeta+z');
  await expect(kids).toHaveCount(3);

  // Top level: two texts picked in the page's widget list; typing Delete in a field deletes nothing.
  await designer.add(page, '文本');
  await props.getByLabel('文本内容').fill(`丁${stamp}`);
  await props.getByLabel('文本内容').press('Delete');
  await designer.add(page, '文本');
  await props.getByLabel('文本内容').fill(`戊${stamp}`);
  const tops = canvas.locator(':scope > [data-type="W0011"]');
  await expect(tops).toHaveCount(2);
  await page.getByRole('button', { name: '页面', exact: true }).click();
  const list = props.locator('.dz-page-rows');
  await list.getByRole('button', { name: /W0011/ }).nth(0).click({ modifiers: ['Shift'] });
  await expect(props.getByRole('tab', { name: '已选中 1 个挂件' })).toBeVisible();
  await list.getByRole('button', { name: /W0011/ }).nth(1).click({ modifiers: ['Control'] });
  await expect(props.getByRole('tab', { name: '已选中 2 个挂件' })).toBeVisible();
  await expect(canvas.locator('.dz-frame.is-picked')).toHaveCount(2);
  const originals = await tops.evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.uuid));
  await page.keyboard.press('ControlOrMeta+c');
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(page.getByText('保存成功')).toBeVisible();
  await page.getByRole('button', { name: '退出' }).click();

  // …pasted on another page: new ids, one undo step.
  await designer.createPage(page, `排列贴${stamp}`);
  await canvas.click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('ControlOrMeta+v');
  await expect(canvas.getByText(`丁${stamp}`)).toHaveCount(1);
  await expect(canvas.getByText(`戊${stamp}`)).toHaveCount(1);
  const pasted = await tops.evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.uuid));
  expect(pasted).toHaveLength(2);
  expect(pasted.filter((u) => originals.includes(u))).toEqual([]);
  await page.keyboard.press('ControlOrMeta+z');
  await expect(tops).toHaveCount(0);
  await page.keyboard.press('ControlOrMeta+y');
  await expect(tops).toHaveCount(2);
  await page.screenshot({ path: 'test-results/designer-arrange-paste.png' });
  expect(errors).toEqual([]);
});
