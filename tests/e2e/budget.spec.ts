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
