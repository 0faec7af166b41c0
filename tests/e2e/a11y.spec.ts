/**
 * Accessibility of the shopper's main pages (issue 9): axe's WCAG rules find no serious or critical
 * violation on home, the goods list, an item page, login, and — logged in — cart, checkout and the
 * member centre. The score per page (Lighthouse) is printed by `npm run bench a11y`.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { auth } from './helpers/shop';
import { addLine } from './helpers/member-api';

async function firstGoodsId(page: Page): Promise<number> {
  const res = await page.request.get('/api/h5app/wxapp/goods/items', { params: { page: 1, pageSize: 1 } });
  return (await res.json()).data.list[0].item_id as number;
}

/**
 * Serious and critical axe violations on the open page, one readable line each (rule, nodes).
 * Legacy mode: axe.run in the page itself. The default mode runs each frame apart and then merges the results in a
 * new blank page of the context (another renderer, axe injected again, every node's result copied across): 2–3× the
 * time of the run. Legacy mode tests same-origin frames too and skips only cross-origin ones, which these pages do
 * not have (expectAccessible checks). (Not `resultTypes: ['violations']`: it loses target-size violations.)
 */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).setLegacyMode(true).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 8).map((n) => n.html.slice(0, 160)).join(' | ')}`);
}

async function expectAccessible(page: Page, path: string, ready: (page: Page) => Promise<void>): Promise<void> {
  await page.goto(path);
  await ready(page);
  const origin = new URL(page.url()).origin;
  expect(page.frames().map((f) => f.url()).filter((u) => /^https?:/.test(u) && new URL(u).origin !== origin), `${path}: a cross-origin frame axe's legacy mode would skip`).toEqual([]);
  expect.soft(await seriousViolations(page), `${path}`).toEqual([]);
}

// axe walks every node of a full page: a few seconds a page, more on a busy machine.
test.describe.configure({ timeout: 240_000 });

const heading = (name: string | RegExp) => (page: Page) => expect(page.getByRole('heading', { name }).first()).toBeVisible();

test('a visitor’s pages have no serious accessibility violations', async ({ page }) => {
  const itemId = await firstGoodsId(page);
  await expectAccessible(page, '/', (p) => expect(p.getByRole('main').getByRole('link').first()).toBeVisible());
  await expectAccessible(page, '/items', (p) => expect(p.getByRole('main').getByRole('link', { name: /¥/ }).first()).toBeVisible());
  await expectAccessible(page, `/items/${itemId}`, (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible());
  await expectAccessible(page, '/auth/login', (p) => expect(p.getByLabel('手机号')).toBeVisible());
});

test('a member’s cart, checkout and member centre have no serious accessibility violations', async ({ page }) => {
  const itemId = await firstGoodsId(page);
  await auth.signIn(page, '/');
  await addLine(page, itemId);
  await expectAccessible(page, '/cart', heading('我的购物车'));
  await expectAccessible(page, '/cart/checkout?mode=cart', heading('商品清单'));
  await expectAccessible(page, '/member/user-info', (p) => expect(p.getByRole('main').getByText(/你好，/)).toBeVisible());
});
