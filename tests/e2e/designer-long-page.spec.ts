/**
 * A long page (60 tall widgets, past the canvas's virtualisation threshold): widgets far down are drawn as they
 * come near, and then take drops, move by their toolbar, reorder by dragging their page-list row and delete
 * by keyboard like the ones drawn at once.
 */
import { expect, test } from '@playwright/test';
import { widgets as registry } from '../../src/widgets/registry';
import type { WidgetNode } from '../../src/widgets/types';
import { designer } from './helpers/designer';

const COUNT = 60;

test('on a 60-widget page a far widget is drawn on approach, then takes drops, moves, reorders and deletes', async ({ page }) => {
  test.setTimeout(180_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  const stamp = Date.now() % 100000;
  const title = `长页${stamp}`;
  await designer.signIn(page);
  const created = await page.request.post('/api/admin/templates', { data: { template_title: title, page_type: 'custom' } });
  const id = ((await created.json()).data as { theme_pc_template_id: number }).theme_pc_template_id;
  const widgets = Array.from({ length: COUNT }, (_, i) => ({ ...registry.W0011.defaults, uuid: `long-${stamp}-${i}`, text: `长页第${i + 1}段`, paddingTop: 100, paddingBottom: 100 }) as WidgetNode);
  expect((await page.request.put(`/api/admin/templates/${id}/draft`, { data: { widgets } })).ok()).toBe(true);
  await page.reload();
  await designer.open(page, title);

  const canvas = designer.canvas(page);
  // The page's own widgets: the shop's header and footer panels (W0006) are drawn around them.
  const frames = canvas.locator(':scope > [data-type]:not([data-type="W0006"])');
  await expect(frames).toHaveCount(COUNT);
  await expect(canvas.getByText('长页第1段')).toBeVisible();
  // The last widget is far below: framed, not drawn yet.
  await expect(canvas.getByText(`长页第${COUNT}段`)).toHaveCount(0);

  // Scrolled to, it is drawn and its toolbar works.
  const last = frames.last();
  await last.scrollIntoViewIfNeeded();
  await expect(canvas.getByText(`长页第${COUNT}段`)).toBeVisible();
  await last.hover();
  await last.getByRole('button', { name: '上移' }).click();
  await expect(frames.nth(COUNT - 2)).toHaveAttribute('data-uuid', `long-${stamp}-${COUNT - 1}`);

  // A palette widget dropped on a widget drawn late lands before it.
  await designer.dragToCanvas(page, '文本', frames.nth(COUNT - 1));
  await expect(frames).toHaveCount(COUNT + 1);
  await expect(frames.nth(COUNT - 1)).not.toHaveAttribute('data-uuid', /^long-/);
  await page.screenshot({ path: 'test-results/designer-long-page.png' });

  // The page list: only the rows near the panel's view are made (every row keeps its place and number), and
  // a row far down the panel, scrolled to, drags onto a row above it.
  await page.getByRole('button', { name: '页面', exact: true }).click();
  const props = designer.props(page);
  const rows = props.getByRole('listitem').filter({ hasNotText: 'W0006' });
  await expect(rows.first()).toHaveAttribute('aria-setsize', String(COUNT + 1));
  expect(await rows.count()).toBeLessThan(COUNT);
  await props.locator('.dz-props-body').evaluate((el) => { el.scrollTop = el.scrollHeight; });
  const farRow = props.locator(`li[aria-posinset="${COUNT + 1}"]`);
  await expect(farRow).toBeInViewport();
  await expect(farRow).toContainText(`【${COUNT + 1}】`);
  // Each row made is exactly where it would be were all of them made: row n at (n − 1) row pitches.
  const placed = await props.locator('.dz-page-rows').evaluate((list) => {
    const top = list.getBoundingClientRect().top;
    const made = [...list.querySelectorAll<HTMLElement>(':scope > li[aria-posinset]')];
    const pitch = (made[1].getBoundingClientRect().top - made[0].getBoundingClientRect().top);
    return { pitch, off: made.filter((li) => Math.abs(li.getBoundingClientRect().top - top - (Number(li.getAttribute('aria-posinset')) - 1) * pitch) > 0.5).length };
  });
  expect(placed).toEqual({ pitch: 38, off: 0 });
  await expect(farRow).toHaveAttribute('draggable', 'true');
  const farUuid = await frames.last().getAttribute('data-uuid');
  await farRow.dragTo(props.locator(`li[aria-posinset="${COUNT - 4}"]`)); // both in view: a drag that scrolls moves the pointer off its row
  await expect(frames.nth(COUNT - 5)).toHaveAttribute('data-uuid', farUuid!);
  await page.screenshot({ path: 'test-results/designer-long-page-rows.png' });

  // Delete by keyboard, from the focus, a widget far down the page.
  const target = frames.nth(45);
  const targetUuid = await target.getAttribute('data-uuid');
  await target.focus();
  await page.keyboard.press('Delete');
  await designer.confirm(page);
  await expect(frames).toHaveCount(COUNT);
  await expect(canvas.locator(`[data-uuid="${targetUuid}"]`)).toHaveCount(0);
  expect(errors).toEqual([]);
});

/** Each frame's top within the canvas, in the canvas's own pixels (the canvas may be zoomed to fit). */
const frameTops = (page: import('@playwright/test').Page) => page.evaluate(() => {
  const canvas = document.querySelector<HTMLElement>('.dz-canvas')!;
  const zoom = Number(getComputedStyle(canvas).zoom) || 1;
  const top = canvas.getBoundingClientRect().top;
  return [...canvas.querySelectorAll<HTMLElement>(':scope > .dz-frame')].map((f) => Math.round((f.getBoundingClientRect().top - top) / zoom));
});

test('a long page draws only the widgets near the view; the rest keep their place and come back when reached by keyboard', async ({ page }) => {
  test.setTimeout(180_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  const stamp = Date.now() % 100000;
  const title = `窗口页${stamp}`;
  await designer.signIn(page);
  const created = await page.request.post('/api/admin/templates', { data: { template_title: title, page_type: 'custom' } });
  const id = ((await created.json()).data as { theme_pc_template_id: number }).theme_pc_template_id;
  // Margins that collapse between neighbours (30 between two, not 50): a stand-in must keep them as margins.
  const widgets = Array.from({ length: COUNT }, (_, i) => ({ ...registry.W0011.defaults, uuid: `win-${stamp}-${i}`, text: `窗口第${i + 1}段`, paddingTop: 100, paddingBottom: 100, marginTop: 20, marginBottom: 30 }) as WidgetNode);
  expect((await page.request.put(`/api/admin/templates/${id}/draft`, { data: { widgets } })).ok()).toBe(true);
  await page.reload();
  await designer.open(page, title);
  const canvas = designer.canvas(page);
  const frames = canvas.locator(':scope > [data-type="W0011"]');
  await expect(frames).toHaveCount(COUNT);
  await expect(canvas.getByText('窗口第1段')).toBeVisible();

  // Scrolled down a screen at a time to the end: every widget is drawn on the way, and the top ones are
  // windowed out again behind (a box of their size, no drawing, no name tag).
  const area = page.locator('.dz-canvas-scroll');
  for (let at = 0; ; ) {
    const { top, max } = await area.evaluate((el, to) => { el.scrollTop = to; return { top: el.scrollTop, max: el.scrollHeight - el.clientHeight }; }, at);
    await expect.poll(() => area.evaluate((el) => [...el.querySelectorAll('.dz-frame.is-away')].some((f) => {
      const r = f.getBoundingClientRect(), b = el.getBoundingClientRect();
      return r.bottom > b.top && r.top < b.bottom;
    }))).toBe(false); // nothing in view is left undrawn
    if (top >= max) break;
    at = top + 600;
  }
  await expect(canvas.getByText(`窗口第${COUNT}段`)).toBeInViewport();
  await expect(canvas.getByText('窗口第1段')).toHaveCount(0);
  await expect(frames.first()).toHaveClass(/is-away/);
  const drawn = await canvas.locator('.dz-frame-content').count();
  expect(drawn).toBeLessThan(COUNT / 2);
  const atBottom = await frameTops(page);

  // Back to the top in one jump: the bottom ones are windowed out, and no frame has moved (measured heights,
  // margins collapsing as drawn; within the pixel a zoomed canvas rounds to).
  await area.evaluate((el) => { el.scrollTop = 0; });
  await expect(canvas.getByText('窗口第1段')).toBeVisible();
  await expect(frames.last()).toHaveClass(/is-away/);
  const atTop = await frameTops(page);
  expect(atTop.map((y, i) => Math.abs(y - atBottom[i])).filter((d) => d > 1)).toEqual([]);

  // A windowed-out widget chosen by keyboard from the page list is drawn and scrolled into view.
  await page.getByRole('button', { name: '页面', exact: true }).click();
  await designer.props(page).locator('.dz-props-body').evaluate((el) => { el.scrollTop = el.scrollHeight; }); // the list's rows near the end are made
  const far = designer.props(page).getByRole('button', { name: new RegExp(`^【${COUNT - 5}】`) });
  await expect(frames.nth(COUNT - 6)).toHaveClass(/is-away/);
  await far.focus();
  await page.keyboard.press('Enter');
  await expect(frames.nth(COUNT - 6)).toHaveAttribute('aria-current', 'true');
  await expect(canvas.getByText(`窗口第${COUNT - 5}段`)).toBeInViewport();
  await page.screenshot({ path: 'test-results/designer-long-page-window.png' });
  expect(errors).toEqual([]);
});
