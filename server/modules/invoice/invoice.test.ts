import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/app';
import { parseOrderInvoice } from './invoice.service';

let t: TestApp;
let me: string;
let other: string;
beforeAll(async () => {
  t = await createTestApp();
  me = await t.login();
  other = await t.newMember('13700137001');
});
afterAll(() => t.close());

const UNIT = { title: 'unit', content: '成都川香源食品有限公司', registration_number: '91510100MA6C4XXX1A' };

describe('invoice titles', () => {
  it('validates the tax id: uppercase letters/digits, length 15/17/18/20', async () => {
    for (const ok of ['123456789012345', '12345678901234567', '91510100MA6C4XXX1A', 'ABCDEFGHIJ1234567890']) {
      expect(parseOrderInvoice({ invoice_type: 'normal', invoice_content: { ...UNIT, registration_number: ok } })?.registration_number).toBe(ok);
    }
    for (const bad of ['', '1234567890123456', '91510100ma6c4xxx1a', '91510100MA6C4XXX1-', '1234567890123456789']) {
      const r = await t.call('POST', 'member/invoice', { ...UNIT, registration_number: bad }, me);
      expect(r.status).toBe(422);
      expect(r.body.data.message).toContain('纳税人识别号');
    }
    expect((await t.call('GET', 'member/invoicelist', {}, me)).body.data.total_count).toBe(0);
  });

  it('creates, lists, updates and deletes titles', async () => {
    const c = await t.call('POST', 'member/invoice', { ...UNIT, is_def: 1 }, me);
    expect(c.status).toBe(200);
    const id = c.body.data.invoice_id;
    expect(c.body.data).toMatchObject({ invoices_id: id, title: 'unit', is_def: true });
    expect((await t.call('POST', 'member/invoice', { title: 'individual', content: '张三' }, me)).status).toBe(200);
    expect((await t.call('GET', 'member/invoicelist', {}, me)).body.data.total_count).toBe(2);
    const u = await t.call('PUT', `member/invoice/${id}`, { ...UNIT, content: '新公司' }, me);
    expect(u.body.data.content).toBe('新公司');
    expect((await t.call('GET', `member/invoice/${id}`, {}, me)).body.data.content).toBe('新公司');
    expect((await t.call('DELETE', `member/invoice/${id}`, {}, me)).status).toBe(200);
    expect((await t.call('GET', `member/invoice/${id}`, {}, me)).status).toBe(404);
  });

  it('rejects a missing title type or name', async () => {
    expect((await t.call('POST', 'member/invoice', { title: 'company', content: 'x' }, me)).body.data.message).toBe('请选择发票抬头类型');
    expect((await t.call('POST', 'member/invoice', { title: 'individual', content: '' }, me)).body.data.message).toBe('请填写个人姓名');
  });

  it("another member's invoice titles are invisible and untouchable", async () => {
    const id = (await t.call('POST', 'member/invoice', UNIT, me)).body.data.invoice_id;
    expect((await t.call('GET', `member/invoice/${id}`, {}, other)).status).toBe(404);
    expect((await t.call('PUT', `member/invoice/${id}`, { ...UNIT, content: '黑客公司' }, other)).status).toBe(404);
    expect((await t.call('DELETE', `member/invoice/${id}`, {}, other)).status).toBe(404);
    expect((await t.call('GET', 'member/invoicelist', {}, other)).body.data.total_count).toBe(0);
    expect((await t.call('GET', `member/invoice/${id}`, {}, me)).body.data.content).toBe(UNIT.content);
  });
});
