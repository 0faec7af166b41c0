/**
 * A press on 关注店铺 / 收藏 wins over the state check begun before it: on a slow server the check can answer after
 * the press has been confirmed (关注成功 / 商品收藏成功), and must not put the button back (seen in a full run under
 * load: 关注成功 shown, the button back to + 关注店铺).
 */
import { expect, test, type Route } from '@playwright/test';
import { auth } from './helpers/shop';

/** Holds the answers to `pattern` until `release` is called; the requests themselves reach the server. */
async function holdAnswers(page: import('@playwright/test').Page, pattern: RegExp): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((r) => { release = r; });
  await page.route(pattern, async (route: Route) => {
    const answer = await route.fetch();
    await released;
    await route.fulfill({ response: answer });
  });
  return release;
}

test('a shop followed stays 已关注 when the check begun before the press answers after it', async ({ page }) => {
  await auth.signIn(page, '/');
  const release = await holdAnswers(page, /member\/collect\/distribution\/check/);
  await page.goto('/shops/info?distributor_id=1');
  await page.getByRole('button', { name: '+ 关注店铺' }).click();
  await expect(page.getByText('关注成功')).toBeVisible();
  await expect(page.getByRole('button', { name: '已关注' })).toBeVisible();
  const checked = page.waitForResponse(/member\/collect\/distribution\/check/);
  release();
  await checked;
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  await expect(page.getByRole('button', { name: '已关注' })).toHaveAttribute('aria-pressed', 'true');
});

test('an item collected stays 已收藏 when the check begun before the press answers after it', async ({ page }) => {
  await auth.signIn(page, '/');
  const release = await holdAnswers(page, /member\/collect\/item\/check/);
  const res = await page.request.get('/api/h5app/wxapp/goods/items?page=1&pageSize=1');
  const itemId = (await res.json()).data.list[0].item_id as number;
  await page.goto(`/items/${itemId}`);
  // The check is asked for when the page is idle: wait until it has gone out, so it is begun before the press.
  await page.waitForRequest(/member\/collect\/item\/check/);
  await page.getByRole('button', { name: '收藏', exact: true }).click();
  await expect(page.getByText('商品收藏成功')).toBeVisible();
  await expect(page.getByRole('button', { name: '已收藏' })).toBeVisible();
  const checked = page.waitForResponse(/member\/collect\/item\/check/);
  release();
  await checked;
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  await expect(page.getByRole('button', { name: '已收藏' })).toHaveAttribute('aria-pressed', 'true');
});
