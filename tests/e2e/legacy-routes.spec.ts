/**
 * Issue 24 point 8: the 24 spec routes that answered the 404 page each answer a permanent redirect to the page that
 * does their job now, keeping the query, and that page is a real one (not the 404 page).
 */
import { expect, test } from '@playwright/test';
import { auth } from './helpers/shop';

const ROUTES: [string, RegExp][] = [
  ['/custom', /^\/$/], ['/edit', /^\/designer\/$/], ['/finish', /^\/finish\/result$/], ['/result', /^\/finish\/result$/],
  ['/cart/addAddress', /^\/member\/address$/], ['/cart/address', /^\/member\/address$/], ['/cart/checkout-old', /^\/cart\/checkout$/],
  ['/cart/helper', /^\/member\/helper$/], ['/cashier/index-copy', /^\/cashier$/],
  ...['alipay', 'malipay', 'testpay', 'wxpayH5', 'wxpayJsapi', 'wxqrpay'].map((c): [string, RegExp] => [`/cashier/comps/${c}`, /^\/cashier$/]),
  ['/member/address-add', /^\/member\/address$/], ['/member/address-item-add', /^\/member\/address$/], ['/member/myGroup-list', /^\/member\/trade$/],
  ['/member/receiveCoupon', /^\/member\/coupon-center$/], ['/member/trade/index-ol', /^\/member\/trade$/],
  ['/member/trade/logistics', /^\/member\/trade\/20261126000001$/], ['/member/trade/point', /^\/member\/point$/],
  ['/member/trade/rate', /^\/member\/trade\/20261126000001$/], ['/receive/coupons', /^\/member\/coupon-center$/],
];

test('each of the 24 old routes is a permanent redirect, query kept, to a page that answers', async ({ page }) => {
  test.setTimeout(180_000);
  expect(ROUTES).toHaveLength(24);
  await auth.signIn(page, '/');
  const query = '?order_id=20261126000001&from=bookmark';
  for (const [old, target] of ROUTES) {
    const res = await page.request.get(old + query, { maxRedirects: 0 });
    expect(res.status(), old).toBe(301);
    const location = new URL(res.headers().location, 'http://x');
    expect(location.pathname, old).toMatch(target);
    expect(location.search, old).toBe(query);
    const landed = await page.goto(old + query);
    expect(landed?.status(), `${old} lands on a page`).toBe(200);
    expect(new URL(page.url()).pathname, old).toMatch(target);
    await expect(page.getByText('抱歉！您所访问的页面不存在！'), old).toHaveCount(0);
  }
});
