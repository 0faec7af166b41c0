/**
 * Issue 24 point 4: from the home page a shopper clicks to 活动专区, finds the live 秒杀 and 拼团 goods with their
 * countdowns, starts a group from its card, pays, and the finish page shows the team, how many are missing and the
 * invite step (link and QR code).
 */
import { expect, test } from '@playwright/test';
import { auth } from './helpers/shop';
import { cashier, checkout } from './helpers/purchase';
import { memberCall } from './helpers/member-api';
import { shots } from './helpers/shots';

const ADDRESS = { name: '孙开团', mobile: '13912345671', province: '四川省', city: '成都市', county: '武侯区', detail: '科华北路 67 号' };

test.describe.configure({ timeout: 180_000 });

test('活动专区 is one click from home, lists live 秒杀 and 拼团 with countdowns; a paid group shows its team and the invite', async ({ page }) => {
  await auth.signIn(page, '/');
  await memberCall(page, 'POST', 'member/address', { username: ADDRESS.name, telephone: ADDRESS.mobile, province: ADDRESS.province, city: ADDRESS.city, county: ADDRESS.county, adrdetail: ADDRESS.detail, is_def: 1 });

  await page.getByRole('link', { name: '活动专区' }).first().click();
  await page.waitForURL('**/items/activityGoodsList');
  const zone = page.getByRole('region', { name: '秒杀 · 拼团' });
  const seckillCard = zone.getByRole('listitem').filter({ hasText: '限量秒杀' }).first();
  const groupCard = zone.getByRole('listitem').filter({ hasText: '2人团' }).first();
  await expect(seckillCard.getByRole('timer')).toContainText(/距结束 (\d+天 )?\d\d:\d\d:\d\d/);
  await expect(groupCard.getByRole('timer')).toContainText(/距结束/);
  // The countdown runs.
  const before = await seckillCard.getByRole('timer').textContent();
  await expect(seckillCard.getByRole('timer')).not.toHaveText(before!);
  await expect(zone.getByRole('listitem').filter({ hasText: '即将开始' }).first()).toContainText('距开始');
  await shots.save(page, test.info().outputPath('activity-zone.png'), { fullPage: true });

  await groupCard.getByRole('link').click();
  await page.waitForURL(/\/items\/\d+$/);
  await page.getByRole('button', { name: '我要开团' }).click();
  await page.waitForURL('**/cart/checkout?*type=group*');
  await checkout.ensureAddress(page, ADDRESS);
  await checkout.submit(page);
  await cashier.pay(page);

  const team = page.getByRole('region', { name: '我的拼团' });
  await expect(team.getByTestId('team-missing')).toHaveText('1');
  await expect(team.getByRole('listitem').filter({ hasText: '团长' })).toHaveCount(1);
  await expect(team.getByRole('listitem').filter({ hasText: '待邀请' })).toHaveCount(1);
  const link = await team.getByRole('textbox', { name: '拼团邀请链接' }).inputValue();
  expect(link).toMatch(/\/items\/group-detail\?team_id=\d+$/);
  await expect(team.getByRole('img', { name: '拼团邀请二维码' })).toHaveAttribute('src', /^data:image\/png;base64,/);
  await shots.save(page, test.info().outputPath('group-paid-invite.png'), { fullPage: true });
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByTestId('team-surplus')).toHaveText('1');
});
