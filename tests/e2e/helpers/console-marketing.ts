/**
 * Verbs for the console's 营销 screens: a fresh goods on shelf (the activities' subject, so runs never
 * share one), the create dialog of a screen, choosing goods in its inline picker, acting on a row.
 */
import crypto from 'node:crypto';
import { expect, type Locator, type Page } from '@playwright/test';
import { operatorCall } from './member-api';
import { consoleUi } from './console';

export interface ShelvedGoods { name: string; goodsId: number; itemId: number }

export const marketingUi = {
  /** A one-SKU goods at ¥60.00 put on shelf through the admin API (its item page is rebuilt by the save). */
  async shelvedGoods(page: Page, prefix: string): Promise<ShelvedGoods> {
    const tag = crypto.randomInt(100000, 999999);
    const name = `${prefix}${tag}`;
    const categories = (await (await page.request.get('/api/h5app/wxapp/goods/category')).json()).data as { category_id: number }[];
    const [sample] = (await operatorCall<{ list: { pic: string }[] }>(page, 'GET', 'goods?pageSize=1')).list;
    const g = await operatorCall<{ goods_id: number; skus: { item_id: number }[] }>(page, 'POST', 'goods', {
      item_name: name, goods_bn: `MK${tag}`, category_id: categories[0].category_id, pics: [sample.pic], approve_status: 'onsale',
      skus: [{ item_bn: `MK${tag}-1`, spec_values: [], price: 6000, market_price: 8000, store: 50 }],
    });
    return { name, goodsId: g.goods_id, itemId: g.skus[0].item_id };
  },
  /** Opens the screen's 新增 dialog. */
  async create(page: Page, menu: string, noun: string): Promise<Locator> {
    await consoleUi.open(page, menu);
    await page.getByRole('button', { name: `新增${noun}` }).click();
    const dialog = page.getByRole('dialog', { name: `新增${noun}` });
    await expect(dialog).toBeVisible();
    return dialog;
  },
  /** Searches the field's inline goods picker and chooses the goods (a multiple-choice field is then closed). */
  async chooseGoods(dialog: Locator, field: string, name: string): Promise<void> {
    const group = dialog.getByRole('group', { name: field });
    await group.getByLabel('商品名称搜索').fill(name);
    await group.getByLabel('商品名称搜索').press('Enter');
    await group.getByRole('listitem').filter({ hasText: name }).getByRole('button', { name: '选择' }).click();
    const done = group.getByRole('button', { name: '完成选择' });
    if (await done.isVisible()) await done.click();
    await expect(group.getByRole('button', { name: `移除${name}` })).toBeVisible();
  },
  async save(page: Page, dialog: Locator, toast: string): Promise<void> {
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(consoleUi.toast(page, toast)).toBeVisible();
    await expect(dialog).toBeHidden();
  },
  row(page: Page, table: string, text: string): Locator {
    return page.getByRole('table', { name: table }).getByRole('row').filter({ hasText: text });
  },
};
