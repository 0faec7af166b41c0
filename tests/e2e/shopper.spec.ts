/** The shopper journey: home → goods → choose spec → add to cart → mini cart badge → cart page. */
import { expect, test } from '@playwright/test';
import { auth, cart, home, item } from './helpers/shop';
import { newMember } from './helpers/members';
import { expectFooterPromises } from './helpers/purchase';

test('a member picks a spec, adds the goods to the cart and finds it there', async ({ page }) => {
  await auth.signIn(page, '/');
  const before = await cart.serverCount(page);

  await home.openGoods(page, /汉源贡椒 大红袍花椒/);
  await expect(item.title(page)).toHaveText('汉源贡椒 大红袍花椒');
  await expectFooterPromises(page);

  await item.chooseSpec(page, '250g');
  await item.chooseSpec(page, '罐装');
  await cart.add(page);

  await cart.expectBadge(page, before + 1);
  expect(await cart.serverCount(page)).toBe(before + 1);

  await cart.open(page);
  await expect(page.getByRole('main').getByText('汉源贡椒 大红袍花椒').first()).toBeVisible();
  await expect(page.getByRole('main')).toContainText('250g');
});

// A guest's add-to-cart through login is covered, with its spec and quantity, in shopper-defects.spec.ts.

test('a wrong password shows the server message and stays on the login page', async ({ page }) => {
  await page.goto('/auth/login');
  await page.getByLabel('手机号').fill((await newMember()).mobile);
  await page.getByLabel('密码').fill('wrong12345');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('用户名或密码错误');
  await expect(page).toHaveURL(/\/auth\/login/);
});
