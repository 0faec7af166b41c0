/**
 * JavaScript budget of ARCHITECTURE principle 7, checked in CI: a first anonymous visit to a
 * pre-rendered page stays under 66 KB gz of JS, and under 150 KB after touching every island.
 */
import { expect, test } from '@playwright/test';
import { afterInteractionKb, budgetPages, FIRST_LOAD_BUDGET_KB, firstLoadKb, INTERACTED_BUDGET_KB } from '../helpers/script-weight';

test('every pre-rendered page keeps its JavaScript budget', async ({ page, baseURL }) => {
  test.setTimeout(240_000);
  for (const [name, path] of await budgetPages(baseURL!)) {
    const first = await firstLoadKb(page, path);
    const list = first.scripts.map((s) => `${(s.gz / 1024).toFixed(1)} KB ${new URL(s.url).pathname}`).join('\n');
    expect(first.kb, `${name} first visit loads:\n${list}`).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_KB);
    const after = await afterInteractionKb(page, path);
    expect(after.kb, `${name} after touching every island`).toBeLessThanOrEqual(INTERACTED_BUDGET_KB);
    expect(after.kb, `${name}: touching the islands loads their code`).toBeGreaterThan(first.kb);
  }
});

test('an item page whose description picture is slow still loads no React before the shopper scrolls', async ({ page }) => {
  // Until it arrives the picture is 0 px tall, so 商品评价 below it sits near the view: it must not wake then.
  const intro = (await (await page.request.get('/items/1')).text()).match(/class="pd-intro".*?<img src="([^"]+)"/s)?.[1];
  expect(intro, 'item 1 has a picture in its description').toBeTruthy();
  await page.route(`**${intro}`, async (route) => { await new Promise((r) => setTimeout(r, 1_500)); await route.continue(); });
  // What could have woken an island, to say so if one was: the page's input events and the islands asked for.
  await page.addInitScript(() => {
    const heard: string[] = [];
    (window as unknown as { heard: string[] }).heard = heard;
    for (const t of ['pointermove', 'pointerdown', 'scroll', 'wheel', 'keydown', 'touchstart', 'focusin']) {
      addEventListener(t, (e) => heard.push(`${t}${e.isTrusted ? '' : ' (script)'} on ${(e.target as Element).nodeName ?? 'document'} at ${Math.round(performance.now())} ms`), { capture: true, passive: true });
    }
  });
  const first = await firstLoadKb(page, '/items/1');
  const woken = await page.evaluate(() => [...(window as unknown as { heard: string[] }).heard,
    ...Array.from(document.querySelectorAll<HTMLElement>('[data-booted]')).map((el) => `booted ${el.dataset.island ?? el.dataset.pageIsland}`)]);
  expect(first.scripts.map((s) => new URL(s.url).pathname).filter((p) => /ItemRates|client\./.test(p)), woken.join('\n')).toEqual([]);
  expect(first.kb).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_KB);
});
