/**
 * Security headers in a real browser: the pages shoppers and operators use run under their
 * Content-Security-Policy without a single violation (islands hydrate, the designer works), and the
 * designer keeps its session out of scripts' reach.
 */
import { expect, test, type Page } from '@playwright/test';
import { auth } from './helpers/shop';
import { designer } from './helpers/designer';

/** Collects CSP violations from the console and from `securitypolicyviolation` events. */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (m) => { if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) violations.push(m.text()); });
  await page.exposeFunction('__cspViolation', (v: string) => { violations.push(v); });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __cspViolation(v: string): void }).__cspViolation(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  return violations;
}

test('home, item page and cart run under their CSP with no violation', async ({ page }) => {
  const violations = await watchCsp(page);
  const res = await page.goto('/');
  // Compiled pages carry no inline script (islands boot from a module), so their policy is script-src 'self' alone;
  // Astro-built pages list the hashes of the inline scripts they do carry (checked on /cart below).
  expect(res!.headers()['content-security-policy']).toMatch(/script-src 'self'(;| 'sha256-)/);
  expect(res!.headers()['x-frame-options']).toBe('SAMEORIGIN');
  await page.goto('/items/1');
  await expect(page.getByRole('button', { name: '加入购物车' })).toBeEnabled();
  await auth.login(page, '/cart');
  await expect(page.getByText(/购物车/).first()).toBeVisible(); // a new member's cart is empty: its empty state names it
  expect(violations).toEqual([]);
});

test('the designer works under its CSP and its session cookie is out of reach of scripts', async ({ page }) => {
  const violations = await watchCsp(page);
  await designer.login(page);
  await designer.open(page, '首页');
  const scriptVisible = await page.evaluate(() => ({ cookie: document.cookie, stored: JSON.stringify(localStorage) }));
  expect(scriptVisible.cookie).not.toContain('jwt_token');
  expect(scriptVisible.stored).not.toMatch(/eyJ/);
  const session = (await page.context().cookies()).find((c) => c.name === 'jwt_token');
  expect(session).toMatchObject({ httpOnly: true, path: '/api/admin', sameSite: 'Strict' });
  expect(violations).toEqual([]);
});
