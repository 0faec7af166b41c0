/**
 * Shopper verbs for the e2e journeys: each acts like a shopper (role and visible-text locators) and
 * waits for what the shopper would see next. No sleeps.
 */
import { expect, type Page } from '@playwright/test';
import { newMember, type Member } from './members';
import { COMPANY_ID, TOKEN_COOKIE } from '../../../src/lib/constants';
const API = '/api/h5app/wxapp';

async function token(page: Page): Promise<string | undefined> {
  return (await page.context().cookies()).find((c) => c.name === TOKEN_COOKIE)?.value;
}

export const auth = {
  /**
   * A member already signed in, as the setup of a journey that is not about logging in: the password login
   * through the shop's API, its token kept in the ECSHOPX_TOKEN cookie as the login page keeps it, then
   * `returnTo` opens greeting the member. (A brand-new member unless one is given.) The login page itself is
   * proven by `login` in the journeys about it.
   */
  async signIn<M extends Pick<Member, 'mobile' | 'password'> = Member>(page: Page, returnTo = '/', given?: M): Promise<M | Member> {
    const member = given ?? await newMember();
    const res = await page.request.post(`${API}/login`, { form: { company_id: COMPANY_ID, username: member.mobile, password: member.password } });
    const body = await res.json();
    expect(res.ok() && body.data?.token, `login ${member.mobile} → ${res.status()} ${JSON.stringify(body).slice(0, 200)}`).toBeTruthy();
    const token = body.data.token as string;
    const exp = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).exp as number | undefined;
    await page.context().addCookies([{ name: TOKEN_COOKIE, value: token, url: new URL(res.url()).origin, sameSite: 'Lax', ...(exp ? { expires: exp } : {}) }]);
    await page.goto(returnTo);
    await expect(page.getByText(/你好，/).first()).toBeVisible();
    return member;
  },
  /** Logs in through the login page (a brand-new member unless one is given) and lands back on `returnTo`. */
  async login<M extends Pick<Member, 'mobile' | 'password'> = Member>(page: Page, returnTo = '/', given?: M): Promise<M | Member> {
    const member = given ?? await newMember();
    await page.goto(`/auth/login?redirectUrl=${encodeURIComponent(returnTo)}`);
    await page.getByLabel('手机号').fill(member.mobile);
    await page.getByLabel('密码').fill(member.password);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.waitForURL((u) => u.pathname + u.search === returnTo);
    await expect(page.getByText(/你好，/).first()).toBeVisible();
    return member;
  },
};

export const home = {
  async open(page: Page): Promise<void> {
    await page.goto('/');
  },
  /** Clicks a goods tile on the home page and waits for its item page. */
  async openGoods(page: Page, name: string | RegExp): Promise<void> {
    await page.getByRole('main').getByRole('link', { name }).first().click();
    await page.waitForURL(/\/items\/\d+/);
  },
};

export const item = {
  title(page: Page) {
    return page.getByRole('heading', { level: 1 });
  },
  /** Picks a spec value (e.g. 250g, 罐装); a value already chosen stays chosen. */
  async chooseSpec(page: Page, value: string): Promise<void> {
    const button = page.getByRole('main').getByRole('button', { name: value, exact: true });
    await expect(button).toBeEnabled();
    if ((await button.getAttribute('aria-pressed')) !== 'true') await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  },
};

export const cart = {
  /** 加入购物车 on the item page, waiting for the success toast. */
  async add(page: Page): Promise<void> {
    // What became of the press, said if no success comes (a full run once saw neither a toast nor a request).
    await page.evaluate(() => {
      const w = window as unknown as { addPresses?: string[] };
      if (w.addPresses) return;
      const seen: string[] = (w.addPresses = []);
      const island = () => document.querySelector<HTMLElement>('[data-page-island="ItemDetail"]')?.dataset ?? {};
      const state = (b: HTMLButtonElement) => `disabled ${b.disabled}, busy ${b.getAttribute('aria-busy')}, connected ${b.isConnected}; island booted ${island().booted}, hydrated ${island().hydrated}, live ${island().live}`;
      const log = (phase: string) => (e: Event) => {
        const b = (e.target as Element).closest?.('button');
        if (b?.textContent?.trim() === '加入购物车') seen.push(`${phase} ${e.isTrusted ? 'press' : 'replay'} at ${Math.round(performance.now())} ms, prevented ${e.defaultPrevented}: ${state(b as HTMLButtonElement)}`);
      };
      addEventListener('click', log('click'), true);
      addEventListener('click', log('click reached the page'));
    });
    const posts: string[] = [];
    const onRequest = (r: import('@playwright/test').Request) => { if (r.method() === 'POST' && /\/wxapp\/cart(\?|$)/.test(r.url())) posts.push(r.url()); };
    page.on('request', onRequest);
    try {
      await page.getByRole('button', { name: '加入购物车' }).click();
      await expect(page.getByText('成功加入购物车')).toBeVisible();
    } catch (err) {
      const presses = await page.evaluate(() => (window as unknown as { addPresses?: string[] }).addPresses ?? []).catch(() => ['(page gone)']);
      throw new Error(`${(err as Error).message}\n加入购物车 presses seen by the page:\n${presses.join('\n') || '(none)'}\ncart adds sent: ${posts.length}`);
    } finally {
      page.off('request', onRequest);
    }
  },
  /** Total quantity in the cart according to the server (the badge must show the same). */
  async serverCount(page: Page): Promise<number> {
    const t = await token(page);
    const res = await page.request.get(`${API}/cartcount?shop_type=distributor`, { headers: t ? { Authorization: `Bearer ${t}` } : {} });
    return (await res.json()).data.item_count as number;
  },
  /** The header mini cart shows `count` next to 我的购物车. */
  async expectBadge(page: Page, count: number): Promise<void> {
    await expect(page.locator('header').first()).toContainText(new RegExp(`我的购物车\\s*${count}(?!\\d)`));
  },
  async open(page: Page): Promise<void> {
    await page.goto('/cart');
  },
};
