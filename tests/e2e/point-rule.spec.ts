/**
 * 设置 → 积分规则 drives the shopper's checkout: the rate and cap saved in the console are what the points section
 * offers; with 积分抵扣 switched off the checkout offers no points. The rule is put back afterwards.
 * Screenshots: test-results/point-rule/.
 */
import { expect, test, type Page } from '@playwright/test';
import { consoleUi } from './helpers/console';
import { operator } from './helpers/aftersales';
import { auth } from './helpers/shop';
import { addLine, memberCall, operatorCall } from './helpers/member-api';
import { checkout } from './helpers/purchase';
import { shots } from './helpers/shots';

const shot = (page: Page, name: string) => shots.save(page, `test-results/point-rule/${name}.png`, { fullPage: true });
const pointRuleForm = (page: Page) => page.locator('[id="form-积分规则"]');

test('the point rule saved in the console is what the checkout offers, and switched off offers none', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const headers = { Authorization: `Bearer ${await operator.token(request)}` };
  const before = (await (await request.get('/api/admin/settings', { headers })).json()).data.point_rule;
  const op = await (await browser.newContext()).newPage();
  const shop = await (await browser.newContext()).newPage();
  try {
    const member = await auth.signIn(shop, '/');
    await operatorCall(shop, 'POST', `members/${member.userId}/points`, { points: 5000, reason: '积分规则验收' });
    const sku = (await memberCall<{ list: { item_id: number }[] }>(shop, 'GET', 'goods/items', { keywords: '黑孜然', page: 1, pageSize: 5 })).list[0];
    await addLine(shop, sku.item_id, 2);

    await consoleUi.signIn(op);
    await consoleUi.open(op, '系统设置');
    const form = pointRuleForm(op);
    await form.getByLabel('多少积分抵1元').fill('10');
    await form.getByLabel('抵扣上限（%）').fill('20');
    await form.getByRole('button', { name: '保存积分规则' }).click();
    await expect(consoleUi.toast(op, '积分规则已保存')).toBeVisible();

    await shop.goto('/cart/checkout?mode=cart');
    await expect(shop.getByRole('heading', { name: '积分抵扣' })).toBeVisible();
    await expect(shop.getByText('10积分抵扣1元，最多抵扣订单金额的20%', { exact: false })).toBeVisible();
    await shot(shop, 'checkout-points-offered');

    await form.getByRole('checkbox', { name: '允许下单时用积分抵扣' }).uncheck();
    await form.getByRole('button', { name: '保存积分规则' }).click();
    await expect(consoleUi.toast(op, '积分规则已保存')).toBeVisible();
    await shot(op, 'settings-deduction-off');

    await shop.reload();
    await expect(checkout.payable(shop)).toBeVisible();
    await expect(shop.getByRole('heading', { name: '积分抵扣' })).toHaveCount(0);
    await shot(shop, 'checkout-points-off');
  } finally {
    await request.put('/api/admin/settings/point_rule', { headers, data: before });
  }
});
