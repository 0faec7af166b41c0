/**
 * Issue 28, "no input is ever lost", when something goes wrong around a press. Under load a member's 加入购物车
 * twice showed no 成功加入购物车 and the mini cart stayed a line short: the server answers 503 服务繁忙 (nothing
 * done) to any request while its event loop lags (server/http/connections.ts). Here that answer is given where it
 * lost the add (the cart read after it, the island's code), a slow first read of the mini cart answers after the
 * add's own, and a login lapses between opening the page and pressing.
 */
import { expect, test, type Page, type Route } from '@playwright/test';
import { auth, cart } from './helpers/shop';
import { cartPage, goods, miniCart } from './helpers/purchase';

const PEPPER = '汉源贡椒 大红袍花椒';
const GREEN = '金阳青花椒 特级';
const CART_READ = /\/api\/h5app\/wxapp\/(cart\/list|cartcount)(\?|$)/;
const BUSY = '服务繁忙，请稍后再试';

/** The server's own overload answer (RETRY_AFTER_SECONDS, the contract's envelope). */
const busy = (route: Route) => route.fulfill({
  status: 503, contentType: 'application/json', headers: { 'Retry-After': '5' },
  body: JSON.stringify({ data: { message: BUSY, status_code: 503 }, msg: BUSY }),
});

const isAdd = (url: string, method: string) => method === 'POST' && /\/api\/h5app\/wxapp\/cart(\?|$)/.test(url);

/** The shown islands not yet interactive, leaving out those that wake on sight (W0019, 商品评价, maps). */
function staticIslands(page: Page): Promise<(string | undefined)[]> {
  return page.evaluate(() => Array.from(document.querySelectorAll<HTMLElement>('[data-island],[data-page-island]'))
    .filter((el) => !el.parentElement?.closest('[data-island],[data-page-island]'))
    .filter((el) => el.getClientRects().length > 0 && el.dataset.hydrate !== 'visible' && !['W0019', 'ItemRates', 'MapView'].includes(el.dataset.island ?? el.dataset.pageIsland ?? ''))
    .filter((el) => el.dataset.hydrated !== '1')
    .map((el) => el.dataset.island ?? el.dataset.pageIsland));
}

async function watchAdds(page: Page): Promise<() => number> {
  let adds = 0;
  page.on('request', (r) => { if (isAdd(r.url(), r.method())) adds += 1; });
  return () => adds;
}

test("the second goods' 加入购物车 is shown done and in the mini cart though the cart read after it was refused as busy", async ({ page }) => {
  await auth.signIn(page, '/');
  await cartPage.empty(page);
  await goods.open(page, PEPPER);
  await cart.add(page);
  await goods.open(page, GREEN);
  const adds = await watchAdds(page);
  let refused = 0;
  await page.route(CART_READ, (route) => {
    if (adds() > 0 && refused < 2) { refused += 1; return busy(route); } // both reads that follow the add
    return route.continue();
  });

  await cart.add(page);
  await cart.expectBadge(page, 2);
  expect(refused).toBe(2);
  await miniCart.expectLines(page, [PEPPER, GREEN]);
  expect(await cart.serverCount(page)).toBe(2);
  await expect(page.getByText(BUSY)).toHaveCount(0); // a read asked again is nothing the shopper must hear of
});

test("the mini cart's first read answering after an add's does not put the cart back as it was", async ({ page }) => {
  await auth.signIn(page, '/');
  await cartPage.empty(page);
  let release!: () => void;
  const held = new Promise<void>((r) => { release = r; });
  let reads = 0;
  // The page's first cart list (the mini cart's, read as the page opens, the cart still empty) is answered
  // late; later ones are not.
  await page.route(/\/api\/h5app\/wxapp\/cart\/list(\?|$)/, async (route) => {
    reads += 1;
    if (reads > 1) return route.continue();
    const answer = await route.fetch();
    await held;
    await route.fulfill({ response: answer });
  });
  await goods.open(page, PEPPER);
  await expect.poll(() => reads).toBe(1);

  await cart.add(page);
  await cart.expectBadge(page, 1);
  const stale = page.waitForEvent('requestfinished', (r) => /\/cart\/list/.test(r.url()));
  release();
  await stale;
  // Two painted frames: the late answer has been handled by then.
  await page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));
  await miniCart.expectLines(page, [PEPPER]);
  await cart.expectBadge(page, 1);
});

const ITEM_CODE = /\/_astro\/ItemDetail\.[\w-]+\.js$/;
const BUSY_FILE = (route: Route) => route.fulfill({ status: 503, contentType: 'text/plain', headers: { 'Retry-After': '5' }, body: BUSY });

test("a member's 加入购物车 made while the item page's code was refused once as busy is done when it comes", async ({ page }) => {
  await auth.signIn(page, '/');
  await cartPage.empty(page);
  let asked = 0;
  await page.route(ITEM_CODE, (route) => (++asked === 1 ? BUSY_FILE(route) : route.continue()));
  await goods.open(page, PEPPER);
  await page.getByRole('button', { name: '加入购物车' }).click();
  await expect(page.getByText('成功加入购物车')).toBeVisible();
  expect(asked).toBe(2);
  expect(await cart.serverCount(page)).toBe(1);
});

test("when the item page's code cannot be had, a held 加入购物车 is not left pending: the shopper is told", async ({ page }) => {
  await auth.signIn(page, '/');
  await cartPage.empty(page);
  await page.route(ITEM_CODE, BUSY_FILE);
  await goods.open(page, PEPPER);
  const add = page.getByRole('button', { name: '加入购物车' });
  await add.click();
  await expect(page.getByRole('alert').filter({ hasText: '网络异常，请稍后重试' })).toBeVisible();
  await expect(add).not.toHaveAttribute('aria-busy', 'true');
  expect(await cart.serverCount(page)).toBe(0);
});

test("a member whose login lapsed since the page opened finds the 加入购物车 done once logged in again", async ({ page }) => {
  const member = await auth.signIn(page, '/');
  await cartPage.empty(page);
  await goods.open(page, PEPPER);
  await page.waitForLoadState('networkidle');
  // The session ends elsewhere (logged out in another tab): the token stops working everywhere.
  const token = (await page.context().cookies()).find((c) => c.name === 'ECSHOPX_TOKEN')!.value;
  expect((await page.request.post('/api/h5app/wxapp/member/logout', { headers: { Authorization: `Bearer ${token}` } })).ok()).toBeTruthy();

  await page.getByRole('button', { name: '加入购物车' }).click();
  await page.waitForURL(/\/auth\/login\?redirectUrl=/);
  const back = new URL(decodeURIComponent(new URL(page.url()).searchParams.get('redirectUrl')!), page.url());
  expect(back.searchParams.get('then')).toBe('cart');
  const form = page.getByRole('form', { name: '登录' });
  await form.getByLabel('手机号').fill(member.mobile);
  await form.getByLabel('密码').fill(member.password);
  await form.getByRole('button', { name: '登录', exact: true }).click();

  await expect(page.getByText('成功加入购物车')).toBeVisible();
  expect(await cart.serverCount(page)).toBe(1);
});

test('islands woken without a press whose code was refused as busy are woken again later, the rest meanwhile, and nobody is told', async ({ page }) => {
  // What the page shows of a failed wake: islands that had their code asked for and then lost it, and error toasts.
  await page.addInitScript(() => {
    const seen = { gaveUp: 0, toasts: 0 };
    (window as unknown as { wakes: typeof seen }).wakes = seen;
    new MutationObserver((records) => {
      for (const r of records) {
        if (r.type === 'attributes' && r.oldValue === '1' && !(r.target as HTMLElement).dataset.booted) seen.gaveUp += 1;
        r.addedNodes.forEach((n) => { if (n instanceof HTMLElement && n.matches('.toast-error')) seen.toasts += 1; });
      }
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-booted'], attributeOldValue: true });
  });
  const wakes = () => page.evaluate(() => (window as unknown as { wakes: { gaveUp: number; toasts: number } }).wakes);
  // Every download of the islands' shared code is refused as busy until two islands have given up on it.
  let refusing = true;
  await page.route(/\/_astro\/hydrate-react\.[\w-]+\.js$/, (route) => (refusing ? BUSY_FILE(route) : route.continue()));
  await page.goto('/');
  await page.waitForLoadState('load');
  await page.mouse.wheel(0, 1); // the shopper is on the page (a wheel is no intent: no island is pointed at)
  await expect.poll(async () => (await wakes()).gaveUp, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
  refusing = false;

  // Every island the page shows that wakes without being seen becomes interactive (W0019 and maps wake on sight).
  await expect.poll(() => staticIslands(page), { timeout: 40_000 }).toEqual([]);
  expect((await wakes()).toasts, 'no error toast for code nobody pressed for').toBe(0);
});

test('on a page that draws no frames (a background tab, a stalled compositor) the islands still wake, and a held press is done', async ({ page }) => {
  // No animation frame ever comes (Chromium's headless shell once stopped drawing a shown page for good mid-run).
  await page.addInitScript(() => {
    window.requestAnimationFrame = () => 0;
    window.cancelAnimationFrame = () => undefined;
  });
  const adds = await watchAdds(page);
  await auth.signIn(page, '/items/1');
  // Pressed at once: held until the item page's code is there, then done.
  await page.getByRole('button', { name: '加入购物车' }).click();
  await expect(page.getByText('成功加入购物车')).toBeVisible({ timeout: 20_000 });
  expect(adds()).toBe(1);
  await page.mouse.wheel(0, 1); // the shopper is on the page: the rest wake in quiet moments
  await expect.poll(() => staticIslands(page), { timeout: 30_000 }).toEqual([]);
});
