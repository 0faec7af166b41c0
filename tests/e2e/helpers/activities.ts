/**
 * Verbs for the activity journeys (seckill, group buy, self-pickup, offline transfer). The shopper acts
 * through the pages; the operator sets activities up and reviews vouchers through the admin API, as the
 * back office would; time passing is a database time column moved, then the shop's own job run.
 */
import crypto from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { connect } from '../../../server/db/database.server';
import { loadConfig } from '../../../server/config';
import { expireGroupTeamsJob } from '../../../server/modules/groupbuy/jobs.server';
import { memberCall, operatorCall } from './member-api';
import { shopper } from './aftersales';

const unixIn = (minutes: number) => Math.floor(Date.now() / 1000) + minutes * 60;
export const uniqueTitle = (prefix: string) => `${prefix}${crypto.randomInt(1000, 9999)}`;

export const backOffice = {
  async seckill(page: Page, goodsName: string, title: string): Promise<{ seckillId: number; itemId: number; actPrice: number }> {
    const sku = await shopper.sku(page, goodsName);
    const item = await memberCall<{ price: number }>(page, 'GET', `goods/items/${sku.item_id}`);
    const actPrice = Math.max(1, Math.floor(item.price / 2));
    const a = await operatorCall<{ seckill_id: number }>(page, 'POST', 'seckill', { title, item_id: sku.item_id, act_price: actPrice, total_stock: 5, limit_num: 1, begin_time: unixIn(-1), end_time: unixIn(60) });
    return { seckillId: a.seckill_id, itemId: sku.item_id, actPrice };
  },
  async groupBuy(page: Page, goodsName: string, title: string): Promise<{ groupId: number; actPrice: number }> {
    const sku = await shopper.sku(page, goodsName);
    const item = await memberCall<{ price: number }>(page, 'GET', `goods/items/${sku.item_id}`);
    const actPrice = Math.max(1, Math.floor((item.price * 7) / 10));
    const a = await operatorCall<{ groups_activity_id: number }>(page, 'POST', 'groups', { title, item_id: sku.item_id, act_price: actPrice, person_num: 2, limit_minutes: 60, begin_time: unixIn(-1), end_time: unixIn(600) });
    return { groupId: a.groups_activity_id, actPrice };
  },
  async confirmVoucher(page: Page, orderId: string): Promise<void> {
    const { list } = await operatorCall<{ list: { id: number; order_id: string }[] }>(page, 'GET', 'offline/vouchers?check_status=0');
    const v = list.find((x) => x.order_id === orderId);
    expect(v, 'a pending voucher for the order').toBeTruthy();
    await operatorCall(page, 'POST', `offline/vouchers/${v!.id}/confirm`);
  },
};

export const clock = {
  /** The team's time runs out (its expires_at moved into the past), then the shop's expiry job runs once. */
  async expireTeamAndRunJob(teamId: string): Promise<void> {
    const { db } = connect(process.env.E2E_DATABASE_URL!, 2);
    try {
      await db.updateTable('group_teams').set({ expires_at: new Date(Date.now() - 1000) }).where('team_id', '=', teamId).execute();
      await expireGroupTeamsJob.run({ db, config: loadConfig({}) });
    } finally {
      await db.destroy();
    }
  },
};

export const seckill = {
  /** On the item page the live answer shows the seckill; 立即购买 takes a ticket and goes to the seckill checkout. */
  async grabAndCheckout(page: Page, a: { seckillId: number; itemId: number }): Promise<void> {
    await page.goto(`/items/${a.itemId}`);
    await expect(page.locator('[data-page-island="ItemDetail"]')).toHaveAttribute('data-hydrated', '1');
    await expect(page.locator('.pd-act-badge')).toHaveText('秒杀');
    await page.getByRole('button', { name: '立即购买' }).click();
    await page.waitForURL(`**/cart/checkout?*seckill_id=${a.seckillId}*ticket=*`);
    await expect(page.getByText('秒杀资格保留5分钟')).toBeVisible();
  },
};

export const groupBuy = {
  async startFromList(page: Page, title: string): Promise<void> {
    await page.goto('/items/group-list');
    const card = page.getByRole('listitem').filter({ hasText: title });
    await card.getByRole('button', { name: '去开团' }).click();
    await page.waitForURL('**/cart/checkout?*type=group*');
  },
  async openTeamFromOrder(page: Page, orderId: string): Promise<string> {
    await page.goto(`/member/trade/${orderId}`);
    await page.getByRole('link', { name: '查看拼团详情' }).click();
    await page.waitForURL('**/items/group-detail?team_id=*');
    return new URL(page.url()).searchParams.get('team_id')!;
  },
  status(page: Page) {
    return page.getByTestId('team-status');
  },
};

export const pickup = {
  async choose(page: Page, location: string, who: { name: string; mobile: string }): Promise<void> {
    await page.getByRole('radio', { name: '门店自提' }).click();
    await page.getByRole('radio', { name: new RegExp(location) }).click();
    const dates = page.getByRole('combobox', { name: '提货日期' });
    await dates.selectOption({ index: 1 });
    await page.getByRole('combobox', { name: '提货时间' }).selectOption({ index: 1 });
    await page.getByLabel('提货人').fill(who.name);
    await page.getByLabel('手机号', { exact: true }).fill(who.mobile);
    await expect(page.getByText(`自提点：${location}`)).toBeVisible();
  },
};

export const offlineTransfer = {
  async submitVoucher(page: Page, serial: string, picture: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    await page.getByRole('radio', { name: '线下转账' }).click();
    await expect(page.getByTestId('bank-account-no')).toBeVisible();
    await page.getByLabel('转账流水号').fill(serial);
    await page.getByLabel('上传付款凭证').setInputFiles(picture);
    await expect(page.getByRole('img', { name: '已上传图片' })).toBeVisible();
    await page.getByRole('button', { name: '提交付款凭证' }).click();
    await page.waitForURL('**/member/trade/*');
  },
};
