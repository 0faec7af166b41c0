/**
 * The operator console's 内容 / 店铺 / 会员 screens in Chromium: an article written and published in the
 * console is live on its pre-rendered storefront page; a merchant application (made through the merchant
 * API) is refused without a reason, then approved, and the shop it opened gets its hours and coordinates
 * edited in 店铺管理 and shows them on /shops/info; the operation log shows both changes, before → after.
 * Screenshots: test-results/console-content/.
 */
import crypto from 'node:crypto';
import { expect, test, type APIRequestContext, type APIResponse, type Page } from '@playwright/test';
import { consoleUi } from './helpers/console';
import { photo } from './helpers/aftersales';
import { newMobile } from './helpers/accounts';
import { shots } from './helpers/shots';

const API = '/api/h5app/wxapp';
const shot = (page: Page, name: string) => shots.save(page, `test-results/console-content/${name}.png`, { fullPage: true });
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');

/** A merchant's settlement application, submitted for audit through the merchant API (SMS login, three steps). */
async function submitMerchantApplication(request: APIRequestContext, merchantName: string): Promise<void> {
  // The API's answers, checked by the steps that use them.
  const data = async (res: APIResponse): Promise<any> => {
    const body = await res.json();
    expect(res.ok(), JSON.stringify(body).slice(0, 300)).toBeTruthy();
    return body.data;
  };
  const mobile = newMobile();
  const { imageToken } = await data(await request.get(`${API}/member/image/code`, { params: { type: 'merchant_login' } }));
  const { answer } = await data(await request.get(`/api/dev/captcha/${imageToken}`));
  await data(await request.get(`${API}/member/sms/code`, { params: { mobile, type: 'merchant_login', token: imageToken, yzm: answer } }));
  const [sms] = (await data(await request.get('/api/dev/sms-inbox', { params: { mobile } }))).list;
  const { token } = await data(await request.post(`${API}/merchant/login`, { form: { mobile, vcode: sms.code } }));
  const headers = { Authorization: `Bearer ${token}` };
  const types = (await data(await request.get(`${API}/merchant/type/list`, { headers }))).list;
  await data(await request.post(`${API}/merchant/settlementapply/1`, { headers, form: { settled_type: 'enterprise', merchant_type_id: types[0].children[0].id } }));
  const { url: license_url } = await data(await request.post(`${API}/merchant/upload`, { headers, multipart: { file: { name: 'license.png', mimeType: 'image/png', buffer: PNG } } }));
  await data(await request.post(`${API}/merchant/settlementapply/2`, { headers, form: {
    merchant_name: merchantName, social_credit_code: '91510100MA61TEPT9X', legal_name: '张三', legal_id_card: '11010519491231002X',
    province: '四川省', city: '成都市', area: '武侯区', address: '天府大道100号', license_url,
  } }));
  const done = await data(await request.post(`${API}/merchant/settlementapply/3`, { headers, form: { bank_account_name: merchantName, bank_name: '招商银行', bank_account_no: '6225880112345678', contact_mobile: mobile } }));
  expect(done.audit_status).toBe('pending');
}

test('an article written and published in the console is live on the storefront', async ({ page }) => {
  test.setTimeout(120_000);
  const title = `花椒的七种用法${crypto.randomInt(1e6)}`;
  await consoleUi.signIn(page);
  // The categories arrive late (a busy server): a form opened before them must not be closed by their arrival.
  let categoriesServed = false;
  await page.route('**/api/admin/article-categories*', async (route) => {
    await new Promise((r) => setTimeout(r, 1_500));
    await route.continue();
    categoriesServed = true;
  });
  await consoleUi.open(page, '文章');
  await page.getByRole('button', { name: '新增文章' }).click();
  const dialog = page.getByRole('dialog', { name: '新增文章' });
  await expect.poll(() => categoriesServed).toBe(true);
  await expect(dialog.getByRole('combobox', { name: '分类', exact: true })).toHaveValue(/\d+/);
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('请填写文章标题');

  await dialog.getByRole('textbox', { name: '标题', exact: true }).fill(title);
  await dialog.getByRole('combobox', { name: '分类', exact: true }).selectOption({ label: '香料知识' });
  await dialog.getByLabel('摘要').fill('从炝锅到泡油，一次讲清楚。');
  await dialog.getByLabel('上传封面图').setInputFiles(await photo('cover.png', 180));
  await expect(dialog.getByRole('img', { name: '封面图预览' })).toBeVisible();
  await dialog.getByLabel(/^正文/).fill('<h2>炝锅</h2><p>热油下青花椒，香麻扑鼻。</p><script>alert(1)</script>');
  await shot(page, 'article-form');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();
  await expect(consoleUi.toast(page, '已新增文章')).toBeVisible();

  await consoleUi.search(page, '文章标题', title);
  const row = page.getByRole('table', { name: '文章' }).getByRole('row', { name: new RegExp(title) });
  await expect(row.getByText('草稿')).toBeVisible();
  await page.getByRole('button', { name: `发布${title}` }).click();
  await expect(consoleUi.toast(page, /已发布，已更新 \d+ 个页面/)).toBeVisible();
  await expect(row.getByText('已发布')).toBeVisible();
  await shot(page, 'articles');
  const href = await page.getByRole('link', { name: `在商城查看${title}` }).getAttribute('href');
  expect(href).toMatch(/^\/article\/content\/\d+$/);

  // The article page is the pre-rendered one the publish rebuilt.
  await page.goto(href!);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('热油下青花椒，香麻扑鼻。');
  expect(await page.content()).not.toContain('alert(1)');

  await page.goto('/designer/#/admin/article-categories');
  await expect(page.getByRole('heading', { level: 1, name: '文章分类' })).toBeVisible();
  await expect(page.getByRole('table', { name: '文章分类' }).getByRole('row', { name: /香料知识/ })).toBeVisible();
  await shot(page, 'article-categories');
});

test('a merchant application is approved in the console; its shop gets hours and coordinates that the shop page shows', async ({ page }) => {
  test.setTimeout(120_000);
  const merchant = `椒香商贸${crypto.randomInt(1e6)}`;
  await submitMerchantApplication(page.request, merchant);

  await consoleUi.signIn(page);
  await consoleUi.open(page, '商家入驻');
  await page.getByLabel('审核状态').selectOption({ label: '审核中' });
  const row = page.getByRole('table', { name: '商家入驻' }).getByRole('row', { name: new RegExp(merchant) });
  await expect(row.getByText('审核中')).toBeVisible();
  await page.getByRole('button', { name: `查看申请${merchant}` }).click();
  await expect(page.getByRole('dialog', { name: `入驻申请：${merchant}` })).toContainText('91510100MA61TEPT9X');
  await shot(page, 'merchant-detail');
  await page.keyboard.press('Escape');

  // Rejecting needs a reason: the server's message is shown and nothing changes.
  await page.getByRole('button', { name: `驳回${merchant}` }).click();
  const reject = page.getByRole('dialog', { name: `驳回“${merchant}”` });
  await reject.getByRole('button', { name: '确认驳回' }).click();
  await expect(reject.getByRole('alert')).toHaveText('请填写驳回原因');
  await reject.getByRole('button', { name: '取消' }).click();

  await page.getByRole('button', { name: `通过${merchant}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(consoleUi.toast(page, '已审核通过')).toBeVisible();
  await page.getByLabel('审核状态').selectOption({ label: '审核通过' });
  await expect(row.getByText('审核通过')).toBeVisible();
  await shot(page, 'merchants');
  const shopId = (await row.getByRole('link').textContent())!.trim();

  const hours = `08:${String(crypto.randomInt(60)).padStart(2, '0')}-22:00`;
  await consoleUi.open(page, '店铺管理');
  await consoleUi.search(page, '店铺名称 / 地址 / 城市', merchant);
  await page.getByRole('button', { name: `编辑${merchant}` }).click();
  const form = page.getByRole('dialog', { name: '编辑店铺' });
  await form.getByLabel('纬度').fill('95');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form.getByRole('alert')).toHaveText('纬度必须是-90到90之间的数字');
  await form.getByLabel('纬度').fill('30.6570');
  await form.getByLabel('经度').fill('104.0660');
  await form.getByLabel('营业时间').fill(hours);
  await form.getByLabel('联系电话').fill('028-86660000');
  await form.getByLabel('标签').fill('门店自提，新店');
  await form.getByLabel('门店自提').check();
  await shot(page, 'shop-form');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('table', { name: '店铺管理' }).getByRole('row', { name: new RegExp(merchant) })).toContainText(hours);
  await shot(page, 'shops');

  // The operation log, filtered to 店铺 and then 商家入驻, shows both changes with before → after.
  await consoleUi.open(page, '操作日志');
  const logs = page.getByRole('table', { name: '操作日志' });
  await page.getByLabel('对象', { exact: true }).selectOption({ label: '店铺' });
  const shopLog = logs.getByRole('row').filter({ hasText: `店铺 ${shopId}` }).first();
  await expect(shopLog).toContainText('编辑店铺');
  await shopLog.getByRole('button', { name: /^查看变更/ }).click();
  await expect(shopLog.getByRole('heading', { name: '修改后' })).toBeVisible();
  await expect(shopLog).toContainText(hours);
  await shot(page, 'operation-logs-shop');
  await page.getByLabel('对象', { exact: true }).selectOption({ label: '商家入驻' });
  const approval = logs.getByRole('row').filter({ hasText: '通过入驻申请' }).first();
  await approval.getByRole('button', { name: /^查看变更/ }).click();
  await expect(approval).toContainText(merchant);
  await expect(approval).toContainText('"audit_status": "approved"');

  for (const screen of ['团长申请', '团长活动']) {
    await consoleUi.open(page, screen);
    await expect(page.getByRole('table', { name: screen })).toBeVisible();
    await shot(page, screen);
  }

  await page.goto(`/shops/info?distributor_id=${shopId}`);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(merchant) })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(hours);
  await expect(page.getByRole('main')).toContainText('028-86660000');
});

test('a staff account is added in the console (bad password refused) and disabled', async ({ page }) => {
  const workId = `CT${crypto.randomInt(1e6)}`;
  const name = `员工${workId}`;
  await consoleUi.signIn(page);
  await consoleUi.open(page, '员工账号');
  await page.getByRole('button', { name: '新增员工' }).click();
  const form = page.getByRole('dialog', { name: '新增员工' });
  await form.getByRole('textbox', { name: '工号', exact: true }).fill(workId);
  await form.getByRole('textbox', { name: '姓名', exact: true }).fill(name);
  await form.getByRole('textbox', { name: '手机号', exact: true }).fill(newMobile());
  await form.getByLabel('登录密码').fill('12345678');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form.getByRole('alert')).toHaveText('8-20位密码，必须为数字和字母混合');
  await form.getByLabel('登录密码').fill('spicy2026');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form).toBeHidden();
  const row = page.getByRole('table', { name: '员工账号' }).getByRole('row', { name: new RegExp(workId) });
  await expect(row.getByText('启用')).toBeVisible();
  await shot(page, '员工账号');
  await page.getByRole('button', { name: `禁用员工${name}` }).click();
  await expect(row.getByText('已禁用')).toBeVisible();
});
