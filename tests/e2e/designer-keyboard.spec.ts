/** Keyboard editing: copy, paste, duplicate (also onto another page), nudge a free-panel child, delete, Esc. */
import { expect, test } from '@playwright/test';
import { designer } from './helpers/designer';

test('operator copies, pastes, duplicates, nudges and deletes by keyboard', async ({ page }) => {
  test.setTimeout(240_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  const stamp = Date.now() % 100000;
  const props = designer.props(page);
  const canvas = designer.canvas(page);
  const texts = canvas.locator(':scope > [data-type="W0011"]');
  await designer.signIn(page);
  await designer.createPage(page, `键盘页${stamp}`);

  await designer.add(page, '文本');
  await props.getByLabel('文本内容').fill(`键盘${stamp}`);
  await texts.first().focus();
  await page.keyboard.press('ControlOrMeta+c');
  await page.keyboard.press('ControlOrMeta+v');
  await expect(texts).toHaveCount(2);
  await page.keyboard.press('ControlOrMeta+d');
  await expect(texts).toHaveCount(3);
  await expect(canvas.getByText(`键盘${stamp}`)).toHaveCount(3);
  await page.keyboard.press('Delete');
  await expect(page.getByRole('alertdialog')).toContainText('确定删除该挂件？');
  await designer.confirm(page);
  await expect(texts).toHaveCount(2);
  await page.keyboard.press('Escape');
  await expect(props.getByRole('tab', { name: '页面配置[W0000]' })).toBeVisible();

  // A free panel with a child: arrows nudge 1 px, Shift 10 px.
  await designer.add(page, '自由面板');
  const layer = canvas.locator('.dz-free-layer').last();
  await layer.scrollIntoViewIfNeeded();
  await page.getByRole('navigation', { name: '挂件' }).getByRole('button', { name: '文本', exact: true }).dragTo(layer, { targetPosition: { x: 100, y: 100 } });
  const child = layer.locator('.dz-child');
  await expect(child).toHaveCount(1);
  await expect(child).toHaveClass(/is-selected/);
  const left = async () => parseFloat(await child.evaluate((el) => (el as HTMLElement).style.left));
  const top = async () => parseFloat(await child.evaluate((el) => (el as HTMLElement).style.top));
  const [x0, y0] = [await left(), await top()];
  await child.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(left).toBe(x0 + 1);
  await page.keyboard.press('Shift+ArrowDown');
  await expect.poll(top).toBe(y0 + 10);
  await page.screenshot({ path: 'test-results/designer-keyboard.png' });
  await page.keyboard.press('Delete');
  await designer.confirm(page);
  await expect(child).toHaveCount(0);

  // Copy on this page, paste on another.
  await texts.first().click();
  await page.keyboard.press('ControlOrMeta+c');
  await page.getByRole('button', { name: '退出' }).click();
  await designer.confirm(page); // unsaved changes
  await designer.createPage(page, `粘贴页${stamp}`);
  await expect(canvas.getByText(`键盘${stamp}`)).toHaveCount(0);
  await canvas.click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('ControlOrMeta+v');
  await expect(canvas.getByText(`键盘${stamp}`)).toHaveCount(1);
  expect(errors).toEqual([]);
});
