/**
 * Typing in a field on a long page (issue 26 point 8, a keystroke at 300 widgets): the field the operator types
 * in is rendered first and the canvas's drawing of the edit follows at lower priority (React transition), so a
 * burst of keys never queues behind canvas renders; the canvas, the saved draft and the undo history still end
 * with exactly what was typed.
 */
import { expect, test, type Page } from '@playwright/test';
import type { WidgetNode } from '../../src/widgets/types';
import { designer } from './helpers/designer';

/** More than the canvas's windowing threshold (40), of several kinds (designer.openLongPage). */
const COUNT = 60;

const openLongPage = (page: Page, title: string, stamp: number) =>
  designer.openLongPage(page, { title, count: COUNT, uuidPrefix: `ty-${stamp}-`, textPrefix: '打字第' });

/** The first text widget selected and its 文本内容 field focused. */
async function editFirstText(page: Page) {
  await designer.canvas(page).locator('.dz-frame[data-type="W0011"]').first().click({ position: { x: 5, y: 5 } });
  const field = designer.props(page).getByLabel('文本内容');
  await field.click();
  await page.keyboard.press('End');
  return field;
}

test('a keystroke renders the field first; the canvas follows with the same text', async ({ page }) => {
  const stamp = Date.now() % 100000;
  await openLongPage(page, `先绘字段${stamp}`, stamp);
  const field = await editFirstText(page);
  // At the end of the input event's handling (a microtask after React's own listener has run and committed the
  // field's urgent render), read what the field and the canvas show. A transition never renders in a microtask.
  await page.evaluate(() => {
    const seen: { field: string; canvas: string }[] = [];
    (window as unknown as { __seen: typeof seen }).__seen = seen;
    addEventListener('input', (e) => {
      const input = e.target as HTMLTextAreaElement;
      queueMicrotask(() => seen.push({
        field: input.value,
        canvas: document.querySelector('.dz-canvas .dz-frame.is-selected .dz-frame-content')?.textContent ?? '',
      }));
    });
  });
  await page.keyboard.type('x');
  await expect(designer.canvas(page).getByText('打字第1段x', { exact: true })).toBeVisible();
  const seen = await page.evaluate(() => (window as unknown as { __seen: { field: string; canvas: string }[] }).__seen);
  expect(seen).toEqual([{ field: '打字第1段x', canvas: '打字第1段' }]);
});

test('typed fast, the canvas, the saved draft and undo have every character', async ({ page }) => {
  const stamp = Date.now() % 100000;
  const id = await openLongPage(page, `快速打字${stamp}`, stamp);
  const field = await editFirstText(page);
  const typed = 'abcdefghijklmnopqrstuvwxyz0123456789';
  await page.keyboard.type(typed); // no delay: keys as fast as the driver sends them
  await expect(field).toHaveValue(`打字第1段${typed}`);
  await expect(designer.canvas(page).getByText(`打字第1段${typed}`, { exact: true })).toBeVisible();

  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: '保存成功' })).toBeVisible();
  const saved = await (await page.request.get(`/api/admin/templates/${id}?parts=only`)).json() as { data: { body: WidgetNode[] } };
  expect(saved.data.body.find((w) => w.uuid === `ty-${stamp}-0`)?.text).toBe(`打字第1段${typed}`);

  // One burst of typing in one field is one undo step (edits of a field within a second merge), as before.
  await page.getByRole('button', { name: '撤销' }).click();
  await expect(field).toHaveValue('打字第1段');
  await expect(designer.canvas(page).getByText('打字第1段', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: '重做' }).click();
  await expect(designer.canvas(page).getByText(`打字第1段${typed}`, { exact: true })).toBeVisible();
});
