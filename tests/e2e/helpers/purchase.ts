/**
 * Purchase verbs for the e2e journeys (cart → checkout → cashier → orders). Each acts like a shopper
 * through roles and visible text and waits for what the shopper sees next; API calls only set up data
 * a shopper would have got elsewhere (a received coupon, an emptied cart) or read the server's truth.
 */
import { expect, type Page } from '@playwright/test';

const API = '/api/h5app/wxapp';

async function authHeader(page: Page): Promise<Record<string, string>> {
  const t = (await page.context().cookies()).find((c) => c.name === 'ECSHOPX_TOKEN')?.value;
  return t ? { Authorization: `Bearer ${t}` } : {};
}

async function apiGet<T>(page: Page, path: string, params: Record<string, string | number> = {}): Promise<T> {
  const res = await page.request.get(`${API}/${path}`, { params, headers: await authHeader(page) });
  expect(res.ok(), `${path} → ${res.status()}`).toBeTruthy();
  return (await res.json()).data as T;
}

/** The one money format of the shop (src/lib/money.ts), for comparing with server amounts. */
export const yuan = (fen: number) => `¥${(fen / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;

export const goods = {
  /** Opens a goods page by its name (looked up like the search box would). */
  async open(page: Page, name: string): Promise<void> {
    const r = await apiGet<{ list: { item_id: number; item_name: string }[] }>(page, 'goods/items', { keywords: name, page: 1, pageSize: 10 });
    const hit = r.list.find((g) => g.item_name === name);
    expect(hit, `goods ${name}`).toBeTruthy();
    await page.goto(`/items/${hit!.item_id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  },
};

export const coupons = {
  /** Receives a coupon template by title, as the item page's 领取 would. */
  async receive(page: Page, title: string): Promise<void> {
    const r = await apiGet<{ list: { card_id: number; title: string }[] }>(page, 'getCardList', { page_no: 1, page_size: 999 });
    const card = r.list.find((c) => c.title === title);
    expect(card, `coupon ${title}`).toBeTruthy();
    await apiGet(page, 'user/receiveCard', { card_id: card!.card_id });
  },
};

export const miniCart = {
  /** Hovers the header cart and expects every name in its panel. */
  async expectLines(page: Page, names: string[]): Promise<void> {
    const header = page.locator('header').first();
    await header.getByText('我的购物车').hover();
    for (const n of names) await expect(header.getByText(n).first()).toBeVisible();
  },
};

/**
 * The 服务承诺 strip of the cart or item page: at least four promises, each one written in the page's footer (the
 * operator's one place for them; the strip is made from it, src/lib/service-promises.ts).
 */
export async function expectFooterPromises(page: Page): Promise<void> {
  const strip = page.getByRole('region', { name: '服务承诺' });
  await expect(strip).toBeVisible();
  const titles = await strip.locator('.svc-title').allTextContents();
  expect(titles.length).toBeGreaterThanOrEqual(4);
  for (const t of titles) await expect(page.locator('footer.site-footer')).toContainText(t);
}

export const cartPage = {
  /** Empties the cart so a journey starts from a known state. */
  async empty(page: Page): Promise<void> {
    const r = await apiGet<{ valid_cart?: { list: { cart_id: number }[] }[]; invalid_cart?: { cart_id: number }[] } | []>(page, 'cart/list', { shop_type: 'distributor' });
    const ids = Array.isArray(r) ? [] : [...(r.valid_cart ?? []).flatMap((s) => s.list), ...(r.invalid_cart ?? [])].map((l) => l.cart_id);
    if (ids.length) await page.request.delete(`${API}/cartdel`, { params: { 'cart_id[]': ids.join(',') }, headers: await authHeader(page) });
  },
  async open(page: Page): Promise<void> {
    await page.goto('/cart');
    await expect(page.getByRole('heading', { name: '我的购物车' })).toBeVisible();
  },
  line(page: Page, name: string) {
    return page.getByRole('main').getByRole('listitem').filter({ hasText: name });
  },
  /** Types a quantity and waits until the server's cart shows it. */
  async setQuantity(page: Page, name: string, n: number): Promise<void> {
    const input = page.getByRole('textbox', { name: `${name} 数量` });
    const saved = page.waitForResponse((r) => r.url().includes('/cartupdate/num') && r.ok());
    await input.fill(String(n));
    await input.blur();
    await saved;
    await expect(input).toHaveValue(String(n));
  },
  total(page: Page) {
    return page.getByTestId('cart-total');
  },
  async checkout(page: Page): Promise<void> {
    await page.getByRole('button', { name: '去结算' }).click();
    await page.waitForURL('**/cart/checkout?mode=cart');
    await expect(page.getByRole('heading', { name: '商品清单' })).toBeVisible();
  },
};

export interface NewAddress { name: string; mobile: string; province: string; city: string; county: string; detail: string }

export const checkout = {
  async addAddress(page: Page, a: NewAddress): Promise<void> {
    await page.getByRole('button', { name: '+ 新增收货地址' }).click();
    const dialog = page.getByRole('dialog', { name: '新增收货地址' });
    await dialog.getByLabel('收货人').fill(a.name);
    await dialog.getByLabel('手机号码').fill(a.mobile);
    await expect(dialog.getByLabel('省份').locator('option', { hasText: a.province })).toHaveCount(1);
    await dialog.getByLabel('省份').selectOption(a.province);
    await dialog.getByLabel('城市').selectOption(a.city);
    await dialog.getByLabel('区/县').selectOption(a.county);
    await dialog.getByLabel('详细地址').fill(a.detail);
    await dialog.getByRole('button', { name: '保存地址' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('radio', { name: new RegExp(a.name) })).toHaveAttribute('aria-checked', 'true');
  },
  /** Uses the member's address named `a.name`, adding it first when the member has none like it. */
  async ensureAddress(page: Page, a: NewAddress): Promise<void> {
    const mine = page.getByRole('radio', { name: new RegExp(a.name) });
    await expect(mine.or(page.getByText('您还没有收货地址')).first()).toBeVisible();
    if (await mine.count()) await mine.first().click();
    else await checkout.addAddress(page, a);
    await expect(mine.first()).toHaveAttribute('aria-checked', 'true');
  },
  async chooseCoupon(page: Page, title: string): Promise<void> {
    await page.getByRole('radio', { name: new RegExp(title) }).click();
    await expect(page.getByTestId('coupon-fee')).toBeVisible();
  },
  payable(page: Page) {
    return page.getByTestId('payable');
  },
  /** 提交订单 and land on the cashier; returns the new order id. */
  async submit(page: Page): Promise<string> {
    await page.getByRole('button', { name: '提交订单' }).click();
    await page.waitForURL('**/cashier?order_id=*');
    return new URL(page.url()).searchParams.get('order_id')!;
  },
};

export const cashier = {
  async pay(page: Page, method = '测试支付'): Promise<void> {
    await page.getByRole('radio', { name: method }).click();
    await page.getByRole('button', { name: '立即支付' }).click();
    await page.waitForURL('**/finish/success?order_id=*');
    await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible();
  },
};

export const orders = {
  async open(page: Page): Promise<void> {
    await page.goto('/member/trade');
    await expect(page.getByRole('heading', { name: '我的订单' })).toBeVisible();
  },
  card(page: Page, orderId: string) {
    return page.getByRole('listitem', { name: `订单 ${orderId}` });
  },
  /** The server's own view of an order. */
  async server(page: Page, orderId: string): Promise<{ total_fee: number; order_status: string }> {
    return (await apiGet<{ orderInfo: { total_fee: number; order_status: string } }>(page, `order/${orderId}`)).orderInfo;
  },
};
