/**
 * Two operators at once, each in their own browser context: presence (页面正在被 X 编辑), a stale save
 * answered with reload-theirs or keep-mine-on-top (never a silent overwrite), and the shared header shown
 * locked in a page editor, changed only in its own editor, whose 背景颜色/主题色 are kept.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { designer } from './helpers/designer';

const BOB = { username: `bob${Date.now() % 100000}`, password: 'bob-the-team-editor-2026' };

async function asOperator(browser: Browser, who: { username: string; password: string }): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/designer/');
  await page.getByLabel('用户名').fill(who.username);
  await page.getByLabel('密码').fill(who.password);
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByText('页面列表')).toBeVisible();
  return page;
}

test.beforeAll(async ({ request }) => {
  const login = await request.post('/api/admin/login', { data: { username: 'admin', password: 'admin12345' } });
  const token = (await login.json()).data.token;
  const res = await request.post('/api/admin/operators', { data: { ...BOB, role: 'operator' }, headers: { Authorization: `Bearer ${token}` } });
  expect(res.ok()).toBeTruthy();
});

const textFrames = (page: Page) => designer.canvas(page).locator('.dz-frame[data-type="W0011"]');

/** Adds a 文本 widget and types `words` into it. */
async function addText(page: Page, words: string) {
  await designer.add(page, '文本');
  const field = designer.props(page).getByLabel('文本内容');
  await field.fill(words);
  await expect(designer.canvas(page).getByText(words)).toBeVisible();
}

/**
 * Clicks 保存 and waits for the shop's answer to that save (saved, or 409 if someone saved first): a 保存成功 still
 * shown from the save before is not this one's, and a publish by the other operator must come after it.
 */
async function save(page: Page) {
  // A page's draft (templates/:id/draft) or the shared header's or footer's (chrome/:slot/draft).
  const answered = page.waitForResponse((r) => r.request().method() === 'PUT' && /\/api\/admin\/(templates\/\d+|chrome\/\w+)\/draft$/.test(new URL(r.url()).pathname));
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await answered;
}

test('two operators on one page: presence, then a stale save offers keep-mine-on-top or reload-theirs, never a silent overwrite', async ({ browser }) => {
  test.setTimeout(180_000);
  const alice = await asOperator(browser, { username: 'admin', password: 'admin12345' });
  const bob = await asOperator(browser, BOB);
  const stamp = Date.now() % 100000;
  const id = await designer.createPage(alice, `团队页${stamp}`);
  await bob.goto(`/designer/?id=${id}`);
  await expect(designer.canvas(bob)).toBeVisible();
  await expect(bob.getByRole('status').filter({ hasText: '页面正在被 admin 编辑' })).toBeVisible();
  await alice.bringToFront();
  await alice.evaluate(() => window.dispatchEvent(new Event('focus'))); // the next heartbeat comes at once
  await expect(alice.getByRole('status').filter({ hasText: `页面正在被 ${BOB.username} 编辑` })).toBeVisible();

  // Alice saves first; Bob, still on the version he opened, changes another widget and saves.
  await addText(alice, `爱丽丝${stamp}`);
  await save(alice);
  await expect(alice.getByRole('status').filter({ hasText: '保存成功' })).toBeVisible();
  await addText(bob, `鲍勃${stamp}`);
  await save(bob);
  const conflict = bob.getByRole('dialog', { name: '页面已被其他人修改' });
  await expect(conflict).toBeVisible();
  await conflict.getByRole('button', { name: '保留我的修改（合并到他们的版本上）' }).click();
  await expect(bob.getByRole('status').filter({ hasText: '已合并：带入他人的 1 处修改' })).toBeVisible();
  await expect(designer.canvas(bob).getByText(`爱丽丝${stamp}`)).toBeVisible();
  await expect(designer.canvas(bob).getByText(`鲍勃${stamp}`)).toBeVisible();
  await save(bob);
  await expect(bob.getByRole('status').filter({ hasText: '保存成功' })).toBeVisible();

  // Alice, now behind, edits and saves: she chooses to load theirs, and sees both widgets.
  await addText(alice, `作废${stamp}`);
  await save(alice);
  const hers = alice.getByRole('dialog', { name: '页面已被其他人修改' });
  await hers.getByRole('button', { name: '载入他们的版本（放弃我的修改）' }).click();
  await expect(alice.getByRole('status').filter({ hasText: '已载入最新版本' })).toBeVisible();
  await expect(textFrames(alice)).toHaveCount(2);
  await expect(designer.canvas(alice).getByText(`鲍勃${stamp}`)).toBeVisible();
  await expect(designer.canvas(alice).getByText(`作废${stamp}`)).toHaveCount(0);

  // A publish on a version someone has since replaced is refused the same way.
  await addText(bob, `再改${stamp}`);
  await save(bob);
  await expect(bob.getByRole('status').filter({ hasText: '保存成功' })).toBeVisible();
  await alice.getByRole('button', { name: '发布', exact: true }).click();
  await expect(alice.getByRole('dialog', { name: '页面已被其他人修改' })).toBeVisible();
  await alice.close();
  await bob.close();
});

test('the shared header is locked in a page editor and changes only in its own editor, which keeps its colours', async ({ browser }) => {
  test.setTimeout(180_000);
  const page = await asOperator(browser, { username: 'admin', password: 'admin12345' });
  const stamp = Date.now() % 100000;
  await designer.createPage(page, `锁定页${stamp}`);
  const locked = page.getByRole('region', { name: '页头（所有页面共用，在此不可修改）' });
  await expect(locked).toBeVisible();
  await expect(page.getByRole('region', { name: '页尾（所有页面共用，在此不可修改）' })).toBeVisible();
  // Nothing of the header is selectable here; the 类型 of a body panel can't be switched to 头部.
  await expect(designer.canvas(page).locator('.dz-frame[data-type="W0006"]')).toHaveCount(0);
  await designer.add(page, '自由面板');
  await expect(designer.props(page).getByLabel('类型')).toHaveCount(0);
  await expect(designer.props(page).getByRole('note').filter({ hasText: '页头、页尾是所有页面共用的' })).toBeVisible();
  // A new widget lands in the body, above the footer, before any save.
  await designer.add(page, '文本');
  const order = await designer.canvas(page).evaluate((c) => [...c.children].map((e) => (e as HTMLElement).dataset.type ?? (e.getAttribute('aria-label') ?? e.className)));
  expect(order[0]).toBe('页头（所有页面共用，在此不可修改）');
  expect(order.at(-1)).toBe('页尾（所有页面共用，在此不可修改）');
  expect(order.indexOf('W0011')).toBeLessThan(order.length - 2);
  await save(page);
  await expect(page.getByRole('status').filter({ hasText: '保存成功' })).toBeVisible();

  // 编辑页头 opens the header's own editor; its page settings are saved with it.
  await locked.getByRole('button', { name: '编辑页头' }).click();
  await expect(page.getByText('页头（所有页面共用）')).toBeVisible();
  await page.getByRole('button', { name: '页面', exact: true }).click();
  await designer.props(page).getByLabel('背景颜色', { exact: true }).fill('#FAF0E6');
  await designer.props(page).getByLabel('主题色', { exact: true }).fill('#C0392B');
  await save(page);
  await expect(page.getByRole('status').filter({ hasText: '保存成功' })).toBeVisible();
  await page.reload();
  await expect(page.getByText('页头（所有页面共用）')).toBeVisible();
  await page.getByRole('button', { name: '页面', exact: true }).click();
  await expect(designer.props(page).getByLabel('背景颜色', { exact: true })).toHaveValue('#FAF0E6');
  await expect(designer.props(page).getByLabel('主题色', { exact: true })).toHaveValue('#C0392B');
  // The header has versions like a page.
  await designer.publishAndClose(page);
  await page.getByRole('button', { name: '版本' }).click();
  await expect(page.getByRole('table', { name: '发布版本' }).getByText('线上')).toBeVisible();
  await page.close();
});
