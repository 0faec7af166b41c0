/** The designer passes axe's rules (WCAG 2 A/AA) on its login, page list and editor screens. */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { designer } from './helpers/designer';

async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    // The canvas shows shop widgets as the shopper will see them; their own accessibility is the storefront's test.
    .exclude('.dz-frame-content').exclude('.w-free-panel')
    .analyze();
  return result.violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
}

test('login, page list and editor (with a widget selected) have no axe violations', async ({ page }) => {
  test.setTimeout(180_000);
  const stamp = Date.now() % 100000;
  await page.goto('/designer/');
  await expect(page.getByLabel('用户名')).toBeVisible();
  expect(await violations(page)).toEqual([]);

  await designer.login(page);
  expect(await violations(page)).toEqual([]);

  await designer.createPage(page, `无障碍页${stamp}`);
  await designer.add(page, '热区图');
  await designer.add(page, '文本');
  await expect(designer.props(page).getByLabel('文本内容')).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await designer.canvas(page).locator('[data-type="W0003"]').click();
  await expect(designer.props(page).getByRole('group', { name: /热区画板/ })).toBeVisible();
  expect(await violations(page)).toEqual([]);
});
