/**
 * Issue 28, the lost login press: forms hydrate through Astro's own loader (`client:load`), which fires
 * `astro:hydrate` once React's hydration is scheduled, frames before React has the fields. A press in that time
 * reached the form before the values typed earlier: nothing was sent, nothing pending, no error
 * (src/islands/boot-astro.ts). Here that time is made long on purpose (frames come slowly, as on a busy machine),
 * and the form's code is refused as on an overloaded server.
 */
import { expect, test, type Page, type Route } from '@playwright/test';
import { newMember } from './helpers/members';

const LOGIN_CODE = /\/_astro\/LoginForm\.[\w-]+\.js$/;
const BUSY = '服务繁忙，请稍后再试';
const refuse = (route: Route) => route.fulfill({ status: 503, contentType: 'text/plain', headers: { 'Retry-After': '5' }, body: BUSY });

/** A busy page: each animation frame comes late, so React's frames-long start is long. */
const slowFrames = (page: Page, ms: number) => page.addInitScript((delay) => {
  const raf = window.requestAnimationFrame.bind(window);
  window.requestAnimationFrame = (cb) => raf((t) => setTimeout(() => cb(t), delay));
}, ms);

/** The login form's code held back until `release` (a slow download). */
async function holdLoginCode(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((r) => { release = r; });
  await page.route(LOGIN_CODE, async (route) => { await held; await route.continue(); });
  return release;
}

const form = (page: Page) => page.getByRole('form', { name: '登录' });
const loginButton = (page: Page) => form(page).getByRole('button', { name: '登录', exact: true });
const openLogin = (page: Page) => page.goto(`/auth/login?redirectUrl=${encodeURIComponent('/cart')}`, { waitUntil: 'domcontentloaded' });
/** Astro has hydrated the form's island (React's hydration scheduled, not done). */
const astroHydrated = (page: Page) => page.evaluate(() => new Promise<void>((done) => {
  const island = document.querySelector('astro-island:has(form)')!;
  if (!island.hasAttribute('ssr')) return done();
  new MutationObserver((_, seen) => { if (!island.hasAttribute('ssr')) { seen.disconnect(); done(); } }).observe(island, { attributes: true, attributeFilter: ['ssr'] });
}));

function countLogins(page: Page): () => number {
  let posts = 0;
  page.on('request', (r) => { if (r.method() === 'POST' && /\/api\/h5app\/wxapp\/login(\?|$)/.test(r.url())) posts += 1; });
  return () => posts;
}

async function loggedIn(page: Page, logins: () => number): Promise<void> {
  await page.waitForURL((u) => u.pathname === '/cart');
  await expect(page.getByText(/你好，/).first()).toBeVisible();
  expect(logins()).toBe(1);
}

/** A member's mobile and password typed while the form's code is held, then Astro hydrates: React does not have the fields yet. */
async function typedBeforeReactHasFields(page: Page): Promise<() => number> {
  const member = await newMember();
  const logins = countLogins(page);
  await slowFrames(page, 500);
  const release = await holdLoginCode(page);
  await openLogin(page);
  await form(page).getByLabel('手机号').fill(member.mobile);
  await form(page).getByLabel('密码').fill(member.password);
  release();
  await astroHydrated(page);
  return logins;
}

test('登录 pressed after the form code arrived, before React has the fields, logs in with the values typed before', async ({ page }) => {
  const logins = await typedBeforeReactHasFields(page);
  await loginButton(page).click();
  await loggedIn(page, logins);
});

test('Enter pressed in the password field before React has the fields logs in', async ({ page }) => {
  const logins = await typedBeforeReactHasFields(page);
  await form(page).getByLabel('密码').press('Enter');
  await loggedIn(page, logins);
});

test('a mobile and password typed while React renders the form, and 登录 pressed at once, log in', async ({ page }) => {
  const member = await newMember();
  const logins = countLogins(page);
  // Typed in the very task after Astro's astro:hydrate, before React has rendered a field: the earliest moment the
  // shopper's input can land there (a trusted keystroke cannot be timed that finely from outside).
  await page.addInitScript(({ mobile, password }) => {
    new MutationObserver((_, observer) => {
      const island = document.querySelector('astro-island:has(form)');
      if (!island || island.hasAttribute('ssr')) return;
      observer.disconnect();
      setTimeout(() => {
        const type = (label: string, text: string) => {
          const field = [...island.querySelectorAll('label')].find((l) => l.textContent === label)!.control as HTMLInputElement;
          field.focus();
          document.execCommand('insertText', false, text); // as a keystroke edits (not through the value setter React watches)
        };
        type('手机号', mobile);
        type('密码', password);
        island.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
      });
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['ssr'] });
  }, member);
  await openLogin(page);
  await loggedIn(page, logins);
});

test('登录 pressed while the form code was refused once as busy is done when the code comes', async ({ page }) => {
  const member = await newMember();
  const logins = countLogins(page);
  let asked = 0;
  await page.route(LOGIN_CODE, (route) => (++asked === 1 ? refuse(route) : route.continue()));
  await openLogin(page);
  await form(page).getByLabel('手机号').fill(member.mobile);
  await form(page).getByLabel('密码').fill(member.password);
  await loginButton(page).click();
  await loggedIn(page, logins);
  expect(asked).toBe(2);
});

test('when the form code cannot be had, 登录 is not left pending: the shopper is told', async ({ page }) => {
  const member = await newMember();
  const logins = countLogins(page);
  await page.route(LOGIN_CODE, refuse);
  await openLogin(page);
  await form(page).getByLabel('手机号').fill(member.mobile);
  await form(page).getByLabel('密码').fill(member.password);
  await loginButton(page).click();
  await expect(loginButton(page)).toHaveAttribute('aria-busy', 'true'); // pending at once
  await expect(page.getByRole('alert').filter({ hasText: '网络异常，请稍后重试' })).toBeVisible();
  await expect(loginButton(page)).not.toHaveAttribute('aria-busy', 'true');
  await expect(page).toHaveURL(/\/auth\/login\?redirectUrl=%2Fcart$/); // never sent natively (the redirect kept)
  expect(logins()).toBe(0);
});

/**
 * A machine too busy to hydrate the register form in one go, the same way every run: from the moment Astro hands the
 * form to React until React has committed it, React yields after every few units of work and each of its slices
 * waits 10 ms. With `tickWhenRendered`, the agreement is ticked (a click, as the
 * shopper's) in the first task after React has rendered the box, before it has committed the form.
 */
const slowHydration = (page: Page, tickWhenRendered: boolean) => page.addInitScript((tick) => {
  type Box = HTMLInputElement & { _valueTracker?: unknown };
  const now = performance.now.bind(performance);
  const post = MessagePort.prototype.postMessage;
  const onmessage = Object.getOwnPropertyDescriptor(MessagePort.prototype, 'onmessage')!;
  let island: Element | null = null;
  const committed = () => Object.entries(island!).some(([k, v]) => k.startsWith('__reactContainer$') && v?.stateNode?.current?.memoizedState?.isDehydrated === false);
  const slow = () => !!island && !committed();
  // Inside one of React's slices every read of the clock after the first is 1 ms later: React yields after a few
  // units of work. Only there, so React's work never looks overdue (an overdue transition is rendered in one go).
  let inSlice = false;
  let reads = 0;
  let skew = 0;
  performance.now = () => { if (inSlice && reads++ > 0 && slow()) skew += 1; return now() + skew; };
  Object.defineProperty(MessagePort.prototype, 'onmessage', {
    configurable: true,
    get() { return onmessage.get!.call(this); },
    set(handler: ((e: MessageEvent) => void) | null) {
      onmessage.set!.call(this, handler && function (this: MessagePort, e: MessageEvent) {
        inSlice = true;
        reads = 0;
        try { handler.call(this, e); } finally { inSlice = false; }
      });
    },
  });
  MessagePort.prototype.postMessage = function (this: MessagePort, ...args: Parameters<MessagePort['postMessage']>) {
    if (!slow()) return post.apply(this, args);
    setTimeout(() => {
      const box = document.querySelector<Box>('#reg-agree');
      if (tick && box?._valueTracker && slow()) {
        tick = false;
        box.click(); // the browser ticks the box, then React hears the click
        document.documentElement.dataset.tickedEarly = '';
      }
      post.apply(this, args);
    }, 10);
  } as MessagePort['postMessage'];
  new MutationObserver((_, observer) => {
    const form = document.querySelector('astro-island:has(#reg-agree)');
    if (!form || form.hasAttribute('ssr')) return;
    observer.disconnect();
    island = form;
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['ssr'] });
}, tickWhenRendered);

async function registerAccepts(page: Page): Promise<void> {
  const register = page.getByRole('form', { name: '注册' });
  await register.getByRole('button', { name: '同意协议并注册' }).click();
  await expect(register.getByLabel('手机号')).toHaveAttribute('aria-invalid', 'true'); // the form has checked itself
  await expect(page.getByText('请阅读并同意《会员注册协议》')).toHaveCount(0);
  await expect(register.getByRole('checkbox', { name: '我已阅读并同意' })).toBeChecked();
}

test('the agreement ticked before the register form is interactive stays accepted, on a busy machine too', async ({ page }) => {
  // The tick used to be handed to React once React had rendered the box, which may be many tasks before it commits
  // the form; a click then made React hydrate again at once, re-reading the tick, and it was never heard.
  await slowHydration(page, false);
  let release!: () => void;
  const held = new Promise<void>((r) => { release = r; });
  await page.route(/\/_astro\/RegisterForm\.[\w-]+\.js$/, async (route) => { await held; await route.continue(); });
  await page.goto('/auth/reg', { waitUntil: 'domcontentloaded' });
  await page.getByRole('form', { name: '注册' }).getByRole('checkbox', { name: '我已阅读并同意' }).check();
  release();
  await astroHydrated(page);
  await registerAccepts(page);
});

test('the agreement ticked while React is still hydrating the register form stays accepted', async ({ page }) => {
  // The shopper's own click between React rendering the box and committing the form made React hydrate again at
  // once, and the tick was never heard.
  await slowHydration(page, true);
  await page.goto('/auth/reg', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('html[data-ticked-early]')).toHaveCount(1);
  await registerAccepts(page);
});
