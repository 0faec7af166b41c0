/** Operator verbs for the designer journeys, located by role and visible text. */
import { expect, type Page } from '@playwright/test';

export const designer = {
  async login(page: Page) {
    await page.goto('/designer/');
    await page.getByLabel('用户名').fill('admin');
    await page.getByLabel('密码').fill('admin12345');
    await page.getByRole('button', { name: '登录' }).click();
    await expect(page.getByText('页面列表')).toBeVisible();
  },

  async open(page: Page, title: string) {
    await page.getByRole('button', { name: `装修${title}` }).click();
    await expect(page.getByLabel('画布')).toBeVisible();
  },

  /** Drags a palette widget (by its Chinese name) onto the canvas, above the widget at `beforeIndex`. */
  async dragToCanvas(page: Page, widgetName: string, beforeIndex: number) {
    const target = page.locator('.dz-canvas [data-type]').nth(beforeIndex);
    await target.scrollIntoViewIfNeeded();
    const box = (await target.boundingBox())!;
    await page.getByRole('navigation', { name: '挂件' }).getByRole('button', { name: widgetName, exact: true })
      .dragTo(target, { targetPosition: { x: box.width / 2, y: Math.min(10, box.height / 4) } });
  },

  async publish(page: Page) {
    await page.getByRole('button', { name: '发布', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: '发布成功' })).toBeVisible();
  },
};
