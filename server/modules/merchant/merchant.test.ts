/**
 * Merchant entry through the public API: SMS login (captcha → code → merchant/login), the three-step
 * application with its checks, audit status, and the operator's approval opening a shop.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/app';
import { LogSmsProvider } from '../account/sms/providers';

const sms = new LogSmsProvider(() => undefined);
let t: TestApp;
let op: string;
beforeAll(async () => { t = await createTestApp({ sms }); op = await t.operatorToken(); });
afterAll(() => t.close());

let n = 0;
async function merchantToken(): Promise<string> {
  const mobile = `1360000${String(1000 + n++).padStart(4, '0')}`;
  const { imageToken } = (await t.call('GET', 'member/image/code', { type: 'merchant_login' })).body.data;
  const { answer } = await t.db.selectFrom('captcha_codes').select('answer').where('token', '=', imageToken).executeTakeFirstOrThrow();
  expect((await t.call('GET', 'member/sms/code', { mobile, type: 'merchant_login', token: imageToken, yzm: answer })).status).toBe(200);
  const code = sms.inbox.filter((m) => m.mobile === mobile).at(-1)!.code;
  const res = await t.call('POST', 'merchant/login', { mobile, vcode: code });
  expect(res.status).toBe(200);
  return res.body.data.token;
}
const admin = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/admin${url}`, headers: { authorization: `Bearer ${op}` }, payload }).then((r) => ({ status: r.statusCode, body: r.json() }));

const STEP2 = { merchant_name: '成都味道商贸', social_credit_code: '91510100MA61TEPT9X', legal_name: '张三', legal_id_card: '11010519491231002X',
  province: '四川省', city: '成都市', area: '武侯区', address: '天府大道100号' };
const STEP3 = { bank_account_name: '成都味道商贸', bank_name: '招商银行', bank_account_no: '6225880112345678', contact_mobile: '13800138000' };

async function submitApplication(token: string) {
  const types = (await t.call('GET', 'merchant/type/list', {}, token)).body.data.list;
  const child = types[0].children[0].id;
  expect((await t.call('POST', 'merchant/settlementapply/1', { settled_type: 'enterprise', merchant_type_id: child }, token)).status).toBe(200);
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');
  const boundary = '----x';
  const payload = Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="l.png"\r\nContent-Type: image/png\r\n\r\n`), png, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  const up = await t.app.inject({ method: 'POST', url: '/api/h5app/wxapp/merchant/upload', headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
  expect(up.statusCode).toBe(200);
  const license_url = up.json().data.url;
  expect((await t.call('POST', 'merchant/settlementapply/2', { ...STEP2, license_url }, token)).status).toBe(200);
  const done = await t.call('POST', 'merchant/settlementapply/3', STEP3, token);
  expect(done.body.data).toEqual({ step: 3, audit_status: 'pending' });
}
const applyIdOf = async (token: string) => {
  const detail = (await t.call('GET', 'merchant/settlementapply/detail', {}, token)).body.data;
  const row = await t.db.selectFrom('merchant_applies').select('apply_id').where('data', '@>', JSON.stringify({ merchant_name: detail.merchant_name }) as never).orderBy('apply_id', 'desc').executeTakeFirstOrThrow();
  return row.apply_id;
};

describe('merchant login', () => {
  it('needs a valid SMS code of type merchant_login; the token only works for merchant calls', async () => {
    expect((await t.call('POST', 'merchant/login', { mobile: '123', vcode: '123456' })).body.data.message).toBe('手机号码错误');
    expect((await t.call('POST', 'merchant/login', { mobile: '13600009999', vcode: '' })).body.data.message).toBe('请输入短信验证码');
    expect((await t.call('POST', 'merchant/login', { mobile: '13600009999', vcode: '123456' })).body.data.message).toBe('短信验证码错误');
    const token = await merchantToken();
    expect((await t.call('GET', 'merchant/settlementapply/auditstatus', {}, token)).body.data).toMatchObject({ audit_status: 'editing', step: 0 });
    expect((await t.call('GET', 'member', {}, token)).status).toBe(401);
    expect((await t.call('GET', 'merchant/settlementapply/auditstatus', {})).status).toBe(401);
    const member = await t.login();
    expect((await t.call('GET', 'merchant/settlementapply/auditstatus', {}, member)).status).toBe(401);
  });
});

describe('settlement application', () => {
  it('refuses steps out of order and bad fields in Chinese, saving nothing', async () => {
    const token = await merchantToken();
    expect((await t.call('POST', 'merchant/settlementapply/2', { ...STEP2, license_url: `/media/merchant/${'a'.repeat(32)}.png` }, token)).body.data.message).toBe('请先完成第1步');
    expect((await t.call('POST', 'merchant/settlementapply/1', { settled_type: 'corp', merchant_type_id: 1 }, token)).body.data.message).toBe('请选择入驻类型');
    const parent = (await t.call('GET', 'merchant/type/list', {}, token)).body.data.list[0].id;
    expect((await t.call('POST', 'merchant/settlementapply/1', { settled_type: 'enterprise', merchant_type_id: parent }, token)).body.data.message).toBe('请选择经营类目');
    expect((await t.call('POST', 'merchant/settlementapply/4', {}, token)).status).toBe(404);
    expect((await t.call('GET', 'merchant/settlementapply/step', {}, token)).body.data).toEqual({ step: 0, audit_status: 'editing' });
  });

  it('is submitted, approved by the operator (opening a shop) and cannot be edited or audited again', async () => {
    const token = await merchantToken();
    await submitApplication(token);
    expect((await t.call('POST', 'merchant/settlementapply/1', { settled_type: 'enterprise', merchant_type_id: 2 }, token)).body.data.message).toBe('入驻申请审核中，暂不能修改');
    const id = await applyIdOf(token);
    const pending = await admin('GET', '/merchants?audit_status=pending');
    expect(pending.body.data.list.some((a: { apply_id: number }) => a.apply_id === id)).toBe(true);
    // Two operators approve at once: one shop, one answer refused.
    const results = await Promise.all([admin('POST', `/merchants/${id}/approve`, { lat: 30.6, lng: 104.06 }), admin('POST', `/merchants/${id}/approve`, { lat: 30.6, lng: 104.06 })]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 422]);
    expect(results.find((r) => r.status === 422)!.body.data.message).toBe('该申请当前为“审核通过”，不能审核');
    const status = (await t.call('GET', 'merchant/settlementapply/auditstatus', {}, token)).body.data;
    expect(status.audit_status).toBe('approved');
    const shop = (await t.call('GET', 'distributor/is_valid', { distributor_id: status.distributor_id })).body.data;
    expect(shop).toMatchObject({ name: '成都味道商贸', city: '成都市' });
    expect(await t.db.selectFrom('shops').select('distributor_id').where('name', '=', '成都味道商贸').execute()).toHaveLength(1);
    // One log row (the refused approval is not logged), before → after, without the applicant's identity or bank data.
    const log = (await admin('GET', `/operation-logs?entity=merchant&entity_id=${id}`)).body.data.list;
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ action: '通过入驻申请', before: { merchant_name: '成都味道商贸', audit_status: 'pending', distributor_id: null }, after: { audit_status: 'approved', distributor_id: status.distributor_id } });
    expect(JSON.stringify(log[0])).not.toMatch(/legal_id_card|bank_account_no/);
  });

  it('a rejection needs a reason, shows it to the merchant, and the merchant can resubmit', async () => {
    const token = await merchantToken();
    await submitApplication(token);
    const id = await applyIdOf(token);
    expect((await admin('POST', `/merchants/${id}/reject`, {})).body.data.message).toBe('请填写驳回原因');
    expect((await admin('POST', `/merchants/${id}/reject`, { audit_memo: '营业执照不清晰' })).status).toBe(200);
    expect((await t.call('GET', 'merchant/settlementapply/auditstatus', {}, token)).body.data).toMatchObject({ audit_status: 'rejected', audit_memo: '营业执照不清晰' });
    expect((await t.call('POST', 'merchant/settlementapply/3', STEP3, token)).body.data.audit_status).toBe('pending');
    expect((await admin('POST', '/merchants/999999/approve', {})).status).toBe(404);
  });
});

describe('adapay/bank/list (settlement banks, merchant login)', () => {
  it('lists the banks by standard code, filtered by name and paged; needs the merchant token', async () => {
    expect((await t.call('GET', 'adapay/bank/list')).status).toBe(401);
    const token = await merchantToken();
    const all = (await t.call('GET', 'adapay/bank/list', {}, token)).body.data;
    expect(all.total_count).toBeGreaterThanOrEqual(20);
    expect(all.list).toContainEqual({ bank_code: '03080000', bank_name: '招商银行' });
    expect((await t.call('GET', 'adapay/bank/list', { bank_name: '工商' }, token)).body.data).toEqual({ list: [{ bank_code: '01020000', bank_name: '中国工商银行' }], total_count: 1 });
    expect((await t.call('GET', 'adapay/bank/list', { page: 2, pageSize: 5 }, token)).body.data.list).toHaveLength(5);
  });
});
