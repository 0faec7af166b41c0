/**
 * Typing in a field on a long page (issue 26 point 8, a keystroke at 300 widgets): the field the operator types
 * in is rendered first and the canvas's drawing of the edit follows once the keys pause, in a frame no key
 * shares (canvas/frameFollower.ts), so a burst of keys costs one canvas drawing, not one per key; the canvas,
 * the saved draft and the undo history still end with exactly what was typed.
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

test('keys typed one after another: the canvas draws once they pause, never in a key\'s frame', async ({ page }) => {
  const stamp = Date.now() % 100000;
  await openLongPage(page, `停顿再画${stamp}`, stamp);
  const field = await editFirstText(page);
  // In the page: each key's input time and the moment its frame has been drawn (an animation frame, then a
  // user-blocking task, which runs once that frame is drawn), and each time the canvas changed (one
  // MutationObserver callback per commit).
  await page.evaluate(() => {
    const w = window as unknown as { __keys: { input: number; painted: number }[]; __canvas: number[] };
    w.__keys = []; w.__canvas = [];
    new MutationObserver(() => w.__canvas.push(performance.now()))
      .observe(document.querySelector('.dz-canvas')!, { subtree: true, childList: true, characterData: true, attributes: true });
    addEventListener('input', () => {
      const key = { input: performance.now(), painted: Infinity };
      w.__keys.push(key);
      requestAnimationFrame(() => {
        const done = () => { key.painted = performance.now(); };
        const post = (globalThis as unknown as { scheduler?: { postTask(f: () => void, o: object): void } }).scheduler;
        if (post) post.postTask(done, { priority: 'user-blocking' }); else setTimeout(done);
      });
    }, true);
  });
  const typed = 'qwertyuiopasdfghjklz';
  for (const ch of typed) {
    await page.keyboard.type(ch);
    // The next key once this one's frame is drawn (as a fast typist: a key every frame or two).
    await page.waitForFunction(() => { const k = (window as unknown as { __keys: { painted: number }[] }).__keys; return k.length > 0 && k[k.length - 1].painted < Infinity; });
  }
  await expect(field).toHaveValue(`打字第1段${typed}`);
  await expect(designer.canvas(page).getByText(`打字第1段${typed}`, { exact: true })).toBeVisible();
  const { keys, canvas } = await page.evaluate(() => {
    const w = window as unknown as { __keys: { input: number; painted: number }[]; __canvas: number[] };
    return { keys: w.__keys, canvas: w.__canvas };
  });
  expect(keys).toHaveLength(typed.length);
  // The canvas may draw after each pause of 50 ms in the keys, and while they never pause, every 250 ms.
  const pauses = keys.slice(1).filter((k, i) => k.input - keys[i].input >= 45).length;
  const span = keys[keys.length - 1].input - keys[0].input;
  expect(canvas.length).toBeLessThanOrEqual(1 + pauses + Math.floor(span / 240));
  // No canvas change inside a key's window (input → its frame drawn), unless it had waited 250 ms behind.
  const inKeyFrames = canvas.filter((t, i) => keys.some((k) => t > k.input && t < k.painted) && t - (canvas[i - 1] ?? keys[0].input) < 240);
  expect(inKeyFrames).toEqual([]);
});

test('a click in the panel (a choice, a switch) is drawn at once: only typing lets the canvas follow', async ({ page }) => {
  const stamp = Date.now() % 100000;
  await openLongPage(page, `点击即画${stamp}`, stamp);
  await designer.canvas(page).locator('.dz-frame[data-type="W0011"]').first().click({ position: { x: 5, y: 5 } });
  const bold = designer.props(page).getByRole('radiogroup', { name: '字体粗细' }).getByRole('radio', { name: '加粗' });
  await expect(bold).toBeVisible();
  // Clicked in the page, and the canvas read in the very next animation frame: a follower would draw 50 ms later.
  const weight = await bold.evaluate(async (radio) => {
    (radio as HTMLInputElement).click();
    await new Promise((r) => requestAnimationFrame(r));
    const text = document.querySelector('.dz-canvas .dz-frame.is-selected .dz-frame-content .w-text span');
    return getComputedStyle(text!).fontWeight;
  });
  expect(weight).toBe('700');
});

test('while the canvas waits for typed keys its windowing observer watches nothing; it watches every frame again once the canvas draws', async ({ page }) => {
  // The frames each IntersectionObserver of the page watches, kept live from the browser's own calls.
  await page.addInitScript(() => {
    const watched = new Map<IntersectionObserver, Set<Element>>();
    const proto = IntersectionObserver.prototype;
    const { observe, unobserve, disconnect } = proto;
    proto.observe = function (el) { if (!watched.has(this)) watched.set(this, new Set()); watched.get(this)!.add(el); observe.call(this, el); };
    proto.unobserve = function (el) { watched.get(this)?.delete(el); unobserve.call(this, el); };
    proto.disconnect = function () { watched.get(this)?.clear(); disconnect.call(this); };
    (window as unknown as { __watched(): number }).__watched = () => [...watched.values()].reduce((n, s) => n + s.size, 0);
  });
  const stamp = Date.now() % 100000;
  await openLongPage(page, `打字时不观察${stamp}`, stamp);
  const watchedNow = () => page.evaluate(() => (window as unknown as { __watched(): number }).__watched());
  await expect.poll(watchedNow).toBe(COUNT); // every frame, once the canvas has made them
  const field = await editFirstText(page);
  // At the end of each key's input handling (React's listener has run): what the observers watch.
  await page.evaluate(() => {
    const w = window as unknown as { __watched(): number; __duringKeys: number[] };
    w.__duringKeys = [];
    addEventListener('input', () => queueMicrotask(() => w.__duringKeys.push(w.__watched())));
  });
  await page.keyboard.type('abc');
  await expect(field).toHaveValue('打字第1段abc');
  expect(await page.evaluate(() => (window as unknown as { __duringKeys: number[] }).__duringKeys)).toEqual([0, 0, 0]);
  // The canvas draws once the keys pause; from then on every frame is watched again, and windowing works as before.
  await expect(designer.canvas(page).getByText('打字第1段abc', { exact: true })).toBeVisible();
  await expect.poll(watchedNow).toBe(COUNT);
  const last = designer.canvas(page).locator('.dz-frame').last();
  await expect(last).toHaveClass(/is-away/);
  await page.locator('.dz-canvas-scroll').evaluate((el) => { el.scrollTop = el.scrollHeight; });
  await expect(last).not.toHaveClass(/is-away/);
});
