/**
 * Account verbs for the journeys: send codes, log out. The image captcha and the SMS
 * code are read from the development endpoints of the `log` provider (what a developer reads in the log).
 */
import { expect, type Locator, type Page } from '@playwright/test';

/** A mobile no other journey uses. */
export const newMobile = () => `159${String(Date.now() % 1e5).padStart(5, '0')}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;

/** The text of the captcha picture currently shown in `form`. */
async function captchaAnswer(page: Page, form: Locator): Promise<string> {
  const img = form.getByRole('img', { name: '图片验证码' });
  await expect(img).toHaveAttribute('src', /^data:image\/png;base64,/);
  const token = await form.locator('[data-captcha-token]').getAttribute('data-captcha-token');
  const res = await page.request.get(`/api/dev/captcha/${token}`);
  expect(res.ok()).toBeTruthy();
  return (await res.json()).data.answer;
}

export async function latestSmsCode(page: Page, mobile: string): Promise<string> {
  const res = await page.request.get('/api/dev/sms-inbox', { params: { mobile } });
  const list = (await res.json()).data.list as { code: string }[];
  expect(list.length, `an SMS to ${mobile}`).toBeGreaterThan(0);
  return list[0].code;
}

export const accounts = {
  /** Fills the captcha, presses 发送验证码 and types the code that arrived. */
  async getSmsCode(page: Page, form: Locator, mobile: string, withCaptcha = true): Promise<void> {
    const before = await page.request.get('/api/dev/sms-inbox', { params: { mobile } }).then((r) => r.json()).then((b) => b.data.list.length as number);
    if (withCaptcha) await form.getByLabel('图片验证码', { exact: true }).fill(await captchaAnswer(page, form));
    await form.getByRole('button', { name: /发送验证码|重新发送/ }).click();
    await expect(page.getByText(/短信发送成功/)).toBeVisible();
    await expect(form.getByRole('button', { name: /秒后重发/ })).toBeDisabled();
    await expect.poll(async () => (await page.request.get('/api/dev/sms-inbox', { params: { mobile } }).then((r) => r.json())).data.list.length).toBe(before + 1);
    await form.getByLabel('短信验证码').fill(await latestSmsCode(page, mobile));
  },

  async logout(page: Page): Promise<void> {
    // Logging out goes to the home page: wait for it to load, or the next goto would be interrupted.
    const home = page.waitForEvent('load');
    await page.getByRole('navigation', { name: '顶部导航' }).getByText('退出').click();
    await home;
    await expect(page.getByRole('navigation', { name: '顶部导航' }).getByRole('link', { name: '请登录' })).toBeVisible();
  },
};
