/** Operator verbs for the designer journeys, located by role and visible text. */
import { expect, type Locator, type Page } from '@playwright/test';
import { widgets as registry } from '../../../src/widgets/registry';
import type { WidgetNode } from '../../../src/widgets/types';

/** The operator's password login through the admin API: the server sets the session cookies in the page's context. */
export async function operatorSession(page: Page, who: { username: string; password: string }): Promise<void> {
  const res = await page.request.post('/api/admin/login', { data: who });
  expect(res.ok(), `operator login → ${res.status()}`).toBeTruthy();
}

export const designer = {
  /** Opens the designer signed in (the setup of a journey that is not about the login form; `login` goes through it). */
  async signIn(page: Page) {
    await operatorSession(page, { username: 'admin', password: 'admin12345' });
    await page.goto('/designer/');
    await expect(page.getByText('页面列表')).toBeVisible();
  },

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
  /** Drops a palette widget before the canvas frame at `before` (an index among all frames, or the frame itself). */
  async dragToCanvas(page: Page, widgetName: string, before: number | Locator) {
    const target = typeof before === 'number' ? page.locator('.dz-canvas [data-type]').nth(before) : before;
    await target.scrollIntoViewIfNeeded();
    const box = (await target.boundingBox())!;
    await page.getByRole('navigation', { name: '挂件' }).getByRole('button', { name: widgetName, exact: true })
      .dragTo(target, { targetPosition: { x: box.width / 2, y: Math.min(10, box.height / 4) } });
  },

  async publish(page: Page) {
    await page.getByRole('button', { name: '发布', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: '发布成功' })).toBeVisible();
  },

  /** Publishes and closes the result dialog. */
  async publishAndClose(page: Page) {
    await designer.publish(page);
    await page.getByRole('dialog', { name: '发布' }).getByRole('button', { name: '确定' }).click();
  },

  /** Creates a custom page from the page list; the designer opens it. Returns its id (from ?id=). */
  async createPage(page: Page, title: string): Promise<number> {
    await page.getByLabel('自定义页面名称').fill(title);
    await page.getByRole('button', { name: '新建页面' }).click();
    await expect(page.getByLabel('画布')).toBeVisible();
    await expect(page).toHaveURL(/[?&]id=\d+/);
    return Number(new URL(page.url()).searchParams.get('id'));
  },

  /** The keyboard way: the palette's 添加…到页面 button (lands after the selection or at the end of the body). */
  async add(page: Page, widgetName: string) {
    await page.getByRole('navigation', { name: '挂件' }).getByRole('button', { name: `添加${widgetName}到页面` }).click();
  },

  /**
   * Creates a page of `count` widgets of several kinds through the API (signed in), opens it and returns its id. Each
   * 文本 widget reads `${textPrefix}${n}段`; uuids start with `uuidPrefix`.
   */
  async openLongPage(page: Page, opts: { title: string; count: number; uuidPrefix: string; textPrefix: string }): Promise<number> {
    const kinds = ['W0011', 'W0008', 'W0012', 'W0004', 'W0010'] as const;
    await designer.signIn(page);
    const created = await page.request.post('/api/admin/templates', { data: { template_title: opts.title, page_type: 'custom' } });
    const id = ((await created.json()).data as { theme_pc_template_id: number }).theme_pc_template_id;
    const widgets = Array.from({ length: opts.count }, (_, i) => {
      const type = kinds[i % kinds.length];
      return { ...registry[type].defaults, uuid: `${opts.uuidPrefix}${i}`, ...(type === 'W0011' ? { text: `${opts.textPrefix}${i + 1}段` } : {}) } as WidgetNode;
    });
    expect((await page.request.put(`/api/admin/templates/${id}/draft`, { data: { widgets } })).ok()).toBe(true);
    await page.reload();
    await designer.open(page, opts.title);
    return id;
  },

  props: (page: Page) => page.getByRole('complementary', { name: '属性' }),
  canvas: (page: Page) => page.getByLabel('画布'),

  async confirm(page: Page) {
    await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  },

  /** Opens a link field's picker, picks the first row of `kind`'s tab (or types an address for 自定义路由). */
  async pickLink(page: Page, fieldLabel: string, kindLabel: string, search?: string) {
    await designer.props(page).getByRole('button', { name: `选择${fieldLabel}` }).click();
    const dialog = page.getByRole('dialog', { name: '选择链接' });
    await dialog.getByRole('tab', { name: kindLabel, exact: true }).click();
    if (search !== undefined) {
      await dialog.getByRole('tabpanel').getByRole('textbox').fill(search);
      await dialog.getByRole('button', { name: '搜索' }).click();
    }
    await dialog.getByRole('tabpanel').getByRole('button', { name: '选择' }).first().click();
    await expect(dialog).toHaveCount(0);
  },
};

export const shopPage = {
  /** The live address of custom page `id`. */
  url: (id: number) => `/custompage?pageid=${id}`,
};
