/**
 * 会员 › 团长申请 in Chromium: a member applies to be a chief on the storefront; the operator finds the
 * application in the console, is refused a rejection without a reason, approves it, and sees the decision in
 * the operation log (before → after); the member's page then says 您已成为团长. Screenshots:
 * test-results/console-chiefs/.
 */
import crypto from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { auth } from './helpers/shop';
import { consoleUi } from './helpers/console';
import { shots } from './helpers/shots';

const shot = (page: Page, name: string) => shots.save(page, `test-results/console-chiefs/${name}.png`, { fullPage: true });

test('a chief application made on the storefront is approved in the console', async ({ browser }) => {
  test.setTimeout(120_000);
  const shopper = await (await browser.newContext()).newPage();
  const op = await (await browser.newContext()).newPage();
  const name = `团长${crypto.randomInt(1e6)}`;
  const community = `锦城花园${crypto.randomInt(1e4)}期`;

  const member = await auth.signIn(shopper, '/member/groupBuy/apply-chief');
  const form = shopper.getByRole('form', { name: '团长申请' });
  await form.getByLabel('团长姓名').fill(name);
  await form.getByLabel('手机号').fill(member.mobile);
  await form.getByLabel('所在小区').fill(community);
  await form.getByLabel('提货地址').fill('成都市高新区锦城花园南门');
  await form.getByLabel(/我已阅读并同意/).check();
  await form.getByRole('button', { name: '提交申请' }).click();
  const state = shopper.getByRole('region', { name: '申请状态' });
  await expect(state.getByRole('status')).toHaveText('审核中');

  await consoleUi.signIn(op);
  await consoleUi.open(op, '团长申请');
  await op.getByLabel('审核状态').selectOption({ label: '审核中' });
  const row = op.getByRole('table', { name: '团长申请' }).getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText(community);
  await expect(row).toContainText('审核中');

  // Rejecting needs a reason: the server's message is shown and nothing changes.
  await op.getByRole('button', { name: `驳回${name}` }).click();
  const reject = op.getByRole('dialog', { name: `驳回“${name}”` });
  await reject.getByRole('button', { name: '确认驳回' }).click();
  await expect(reject.getByRole('alert')).toHaveText('请填写驳回原因');
  await reject.getByRole('button', { name: '取消' }).click();
  await expect(row).toContainText('审核中');

  await op.getByRole('button', { name: `通过${name}` }).click();
  await op.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(consoleUi.toast(op, '已审核通过')).toBeVisible();
  await op.getByLabel('审核状态').selectOption({ label: '已通过' });
  await expect(row).toContainText('已通过');
  await expect(op.getByRole('button', { name: `通过${name}` })).toHaveCount(0);
  await shot(op, 'chiefs');

  await consoleUi.open(op, '操作日志');
  await op.getByLabel('对象', { exact: true }).selectOption({ label: '团长' });
  const log = op.getByRole('table', { name: '操作日志' }).getByRole('row').filter({ hasText: '通过团长申请' }).first();
  await log.getByRole('button', { name: /^查看变更/ }).click();
  await expect(log).toContainText(name);
  await expect(log).toContainText('"status": "approved"');
  await shot(op, 'operation-logs-chief');

  await shopper.reload();
  await expect(state.getByRole('status')).toHaveText('您已成为团长');
});
