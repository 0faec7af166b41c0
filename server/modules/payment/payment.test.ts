import crypto from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/app';
import { addToCart, members, orderNew, stockedItem } from '../../../tests/helpers/commerce';
import { signContent, signRequest, verifyNotify, yuan } from './alipay.sign';
import { authorization, decryptResource, encryptResource, verifySignature } from './wxpay.sign';
import { paymentProviders } from './providers/index';
import { wxpayProvider, type FetchLike } from './providers/wxpaypc';
import { wxpaySettings } from './settings.server';
import { startPayment } from './payment.service';

const pair = () => crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
const pem = (k: crypto.KeyObject) => k.export({ type: k.type === 'private' ? 'pkcs8' : 'spki', format: 'pem' }).toString();
const merchantAli = pair(); // our app key (signs requests)
const alipayKeys = pair(); // "Alipay's" key (signs notifications)
const merchantWx = pair();
const wxPlatform = pair();
const APIV3 = '0123456789abcdefABCDEF0123456789';
const WX_ENV = { WXPAY_MCHID: '1900000109', WXPAY_APPID: 'wxd678efh567hg6787', WXPAY_SERIAL_NO: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1', WXPAY_PRIVATE_KEY: pem(merchantWx.privateKey),
  WXPAY_APIV3_KEY: APIV3, WXPAY_PLATFORM_PUBLIC_KEY: pem(wxPlatform.publicKey).replace(/\n/g, '\\n') };
const ALI_ENV = { ALIPAY_APP_ID: '2021000000000001', ALIPAY_PRIVATE_KEY: pem(merchantAli.privateKey),
  // bare base64 DER, the way Alipay's console prints keys
  ALIPAY_PUBLIC_KEY: alipayKeys.publicKey.export({ type: 'spki', format: 'der' }).toString('base64') };

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(() => t.close());
const GATEWAY_KEYS = Object.keys({ ...ALI_ENV, ...WX_ENV });
const envBefore = Object.fromEntries(GATEWAY_KEYS.map((k) => [k, process.env[k]]));
/** Gateway settings on or off for one test; `vi.unstubAllEnvs` puts process.env back after each. */
const withEnv = (on: boolean) => {
  for (const [k, v] of Object.entries({ ...ALI_ENV, ...WX_ENV })) vi.stubEnv(k, on ? v : undefined);
};
afterEach(() => { vi.unstubAllEnvs(); });

// A gateway stand-in: checks our Authorization signature, answers signed by the platform key.
const fakeGateway: FetchLike = async (url, init) => {
  const auth = init.headers.Authorization;
  const f = Object.fromEntries([...auth.matchAll(/(\w+)="([^"]*)"/g)].map(([, k, v]) => [k, v]));
  const ok = crypto.verify('sha256', Buffer.from(`POST\n${new URL(url).pathname}\n${f.timestamp}\n${f.nonce_str}\n${init.body}\n`), merchantWx.publicKey, Buffer.from(f.signature, 'base64'));
  const body = ok ? JSON.stringify({ code_url: 'weixin://wxpay/bizpayurl?pr=abc123' }) : '{"code":"SIGN_ERROR"}';
  const ts = String(Math.floor(Date.now() / 1000));
  const sig = crypto.sign('sha256', Buffer.from(`${ts}\nnn\n${body}\n`), wxPlatform.privateKey).toString('base64');
  const headers = new Map([['wechatpay-timestamp', ts], ['wechatpay-nonce', 'nn'], ['wechatpay-signature', sig]]);
  return { status: ok ? 200 : 401, headers: { get: (k: string) => headers.get(k) ?? null }, text: async () => body };
};

async function unpaidOrder(price = 3000) {
  const [m] = await members(t, 1);
  const item = await stockedItem(t, 10, price);
  await addToCart(t, m.token, item.item_id, 1);
  const r = await orderNew(t, m.token);
  return { m, orderId: r.body.data.order_id as string, total: r.body.data.total_fee as number };
}
const statusOf = async (orderId: string) => (await t.db.selectFrom('orders').select('order_status').where('order_id', '=', orderId).executeTakeFirstOrThrow()).order_status;

describe('payment methods and the test payment', () => {
  it('lists WeChat, Alipay, (outside production) the test payment, and offline transfer when a bank account is set up', async () => {
    const r = await t.call('GET', 'trade/payment/list', { platform: 'pc' });
    expect(r.body.data.map((p: any) => [p.pay_type_code, p.pay_type_name])).toEqual([['wxpaypc', '微信支付'], ['alipay', '支付宝'], ['deposit', '预存款支付'], ['testpay', '测试支付'], ['offline_pay', '线下转账']]);
    expect(paymentProviders({ NODE_ENV: 'production' }).map((p) => p.code)).toEqual(['wxpaypc', 'alipay', 'deposit']);
    expect(paymentProviders({ NODE_ENV: 'production', PAYMENT_TESTPAY: '1' }).map((p) => p.code)).toContain('testpay');
  });

  it('without keys, Alipay and WeChat answer a clear error and open no trade', async () => {
    withEnv(false);
    const { m, orderId } = await unpaidOrder();
    expect((await t.call('POST', 'payment', { order_id: orderId, pay_type: 'alipay' }, m.token)).body.data.message).toBe('支付宝支付未配置');
    expect((await t.call('POST', 'payment', { order_id: orderId, pay_type: 'wxpaypc' }, m.token)).body.data.message).toBe('微信支付未配置');
    expect((await t.call('POST', 'payment', { order_id: orderId, pay_type: 'bitcoin' }, m.token)).body.data.message).toBe('不支持的支付方式');
    expect((await t.call('POST', 'payment', { order_id: orderId }, m.token)).status).toBe(400);
    expect(await t.db.selectFrom('trades').select('trade_id').where('order_id', '=', orderId).execute()).toHaveLength(0);
    expect(await statusOf(orderId)).toBe('NOTPAY');
  });

  it('the test payment pays at once; paying again is refused; cashier and trade detail show it', async () => {
    const { m, orderId, total } = await unpaidOrder();
    const cashier = (await t.call('GET', `order_new/${orderId}`, {}, m.token)).body.data;
    expect(cashier).toMatchObject({ order_id: orderId, total_fee: total, payStatus: 'fail' });
    const r = await t.call('POST', 'payment', { order_id: orderId, pay_type: 'testpay', total_fee: 1 }, m.token);
    expect(r.body.data.pay_status).toBe(true);
    expect(await statusOf(orderId)).toBe('PAYED');
    expect((await t.call('POST', 'payment', { order_id: orderId, pay_type: 'testpay' }, m.token)).body.data.message).toBe('订单已支付');
    const trade = (await t.call('GET', 'trade/detail', { trade_id: r.body.data.trade_info.trade_id }, m.token)).body.data;
    expect(trade).toMatchObject({ trade_state: 'SUCCESS', total_fee: total, tradeState: 'SUCCESS' });
    expect((await t.call('GET', `order_new/${orderId}`, {}, m.token)).body.data.payStatus).toBe('success');
  });
});

describe('Alipay (RSA2)', () => {
  it('signs and verifies round trip; any change breaks the signature', () => {
    const params = { out_trade_no: '202501010900000001', total_amount: '30.00', trade_status: 'TRADE_SUCCESS', app_id: '2021', subject: '汉源花椒 & 辣椒', empty: '' };
    expect(signContent(params, ['sign', 'sign_type'])).toBe('app_id=2021&out_trade_no=202501010900000001&subject=汉源花椒 & 辣椒&total_amount=30.00&trade_status=TRADE_SUCCESS');
    const sign = signRequest(params, alipayKeys.privateKey);
    expect(verifyNotify({ ...params, sign, sign_type: 'RSA2' }, alipayKeys.publicKey)).toBe(true);
    expect(verifyNotify({ ...params, total_amount: '0.01', sign, sign_type: 'RSA2' }, alipayKeys.publicKey)).toBe(false);
    expect(verifyNotify({ ...params, sign, sign_type: 'RSA' }, alipayKeys.publicKey)).toBe(false);
    expect(verifyNotify({ ...params, sign }, merchantAli.publicKey)).toBe(false);
  });

  it('page pay answers a signed auto-submitting form; 50 replayed notifications pay the order once', async () => {
    withEnv(true);
    const { m, orderId, total } = await unpaidOrder();
    const r = await t.call('POST', 'payment', { order_id: orderId, pay_type: 'alipay' }, m.token);
    expect(r.status).toBe(200);
    const html: string = r.body.data.payment;
    expect(html).toContain('action="https://openapi.alipay.com/gateway.do?charset=utf-8"');
    expect(html).toContain('document.forms[0].submit()');
    const fields = Object.fromEntries([...html.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map(([, k, v]) => [k, v.replace(/&quot;/g, '"').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>')]));
    expect(fields).toMatchObject({ method: 'alipay.trade.page.pay', sign_type: 'RSA2', app_id: ALI_ENV.ALIPAY_APP_ID });
    expect(JSON.parse(fields.biz_content)).toMatchObject({ out_trade_no: r.body.data.trade_info.trade_id, total_amount: yuan(total), product_code: 'FAST_INSTANT_TRADE_PAY' });
    // Our request signature verifies with our public key, over everything but `sign`.
    expect(crypto.verify('sha256', Buffer.from(signContent(fields, ['sign'])), merchantAli.publicKey, Buffer.from(fields.sign, 'base64'))).toBe(true);

    const tradeId = r.body.data.trade_info.trade_id;
    const notify = (over: Record<string, string> = {}, key = alipayKeys.privateKey) => {
      const p: Record<string, string> = { notify_id: 'n1', notify_type: 'trade_status_sync', app_id: ALI_ENV.ALIPAY_APP_ID, out_trade_no: tradeId, trade_no: '2025010122001', trade_status: 'TRADE_SUCCESS', total_amount: yuan(total), charset: 'utf-8', ...over };
      p.sign = signRequest(p, key);
      p.sign_type = 'RSA2';
      return t.app.inject({ method: 'POST', url: '/api/alipay/notify', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(p).toString() });
    };
    expect((await notify({}, merchantAli.privateKey)).body).toBe('fail'); // wrong signer
    expect((await notify({ total_amount: '0.01' })).body).toBe('fail');
    expect((await notify({ app_id: '999' })).body).toBe('fail');
    expect((await notify({ trade_status: 'WAIT_BUYER_PAY' })).body).toBe('success');
    expect(await statusOf(orderId)).toBe('NOTPAY');

    const replies = await Promise.all(Array.from({ length: 50 }, () => notify()));
    expect(replies.every((x) => x.statusCode === 200 && x.body === 'success')).toBe(true);
    expect(await statusOf(orderId)).toBe('PAYED');
    const trade = await t.db.selectFrom('trades').selectAll().where('trade_id', '=', tradeId).executeTakeFirstOrThrow();
    expect(trade).toMatchObject({ trade_state: 'SUCCESS', transaction_id: '2025010122001', refund_required: false });
    const paidAt = (await t.db.selectFrom('orders').select('paid_at').where('order_id', '=', orderId).executeTakeFirstOrThrow()).paid_at;
    expect((await notify()).body).toBe('success');
    expect((await t.db.selectFrom('orders').select('paid_at').where('order_id', '=', orderId).executeTakeFirstOrThrow()).paid_at).toEqual(paidAt);

    // The return trip is verified and reports what the notification established.
    const ret: Record<string, string> = { app_id: ALI_ENV.ALIPAY_APP_ID, out_trade_no: tradeId, total_amount: yuan(total), method: 'alipay.trade.page.pay.return', charset: 'utf-8' };
    ret.sign = signRequest(ret, alipayKeys.privateKey);
    ret.sign_type = 'RSA2';
    expect((await t.call('GET', 'trade/payment/alipay/result', ret)).body.data).toMatchObject({ status: 'SUCCESS' });
    expect((await t.call('GET', 'trade/payment/alipay/result', { ...ret, total_amount: '0.01' })).status).toBe(422);
  });
});

describe('WeChat Pay v3', () => {
  it('signs requests and verifies responses; AES-256-GCM resources decrypt, tampered ones do not', () => {
    const header = authorization({ mchid: 'm1', serialNo: 'S1', privateKey: merchantWx.privateKey, method: 'POST', urlPath: '/v3/pay/transactions/native', body: '{"a":1}', timestamp: 1700000000, nonceStr: 'abc' });
    expect(header).toMatch(/^WECHATPAY2-SHA256-RSA2048 mchid="m1",nonce_str="abc",signature="[^"]+",timestamp="1700000000",serial_no="S1"$/);
    const signature = header.match(/signature="([^"]+)"/)![1];
    expect(crypto.verify('sha256', Buffer.from('POST\n/v3/pay/transactions/native\n1700000000\nabc\n{"a":1}\n'), merchantWx.publicKey, Buffer.from(signature, 'base64'))).toBe(true);
    const body = '{"code_url":"weixin://wxpay/bizpayurl?pr=x"}';
    const sig = crypto.sign('sha256', Buffer.from(`1700000000\nn\n${body}\n`), wxPlatform.privateKey).toString('base64');
    expect(verifySignature({ timestamp: '1700000000', nonce: 'n', body, signature: sig, publicKey: wxPlatform.publicKey })).toBe(true);
    expect(verifySignature({ timestamp: '1700000001', nonce: 'n', body, signature: sig, publicKey: wxPlatform.publicKey })).toBe(false);
    const enc = encryptResource('{"trade_state":"SUCCESS"}', APIV3);
    expect(decryptResource(enc, APIV3)).toBe('{"trade_state":"SUCCESS"}');
    const bad = Buffer.from(enc.ciphertext, 'base64');
    bad[0] ^= 1;
    expect(() => decryptResource({ ...enc, ciphertext: bad.toString('base64') }, APIV3)).toThrow();
    expect(() => decryptResource({ ...enc, associated_data: 'other' }, APIV3)).toThrow();
  });

  it('Native order: signed request, verified answer, QR data URI; 50 replayed notifications pay once', async () => {
    withEnv(true);
    const { m, orderId, total } = await unpaidOrder(4500);
    const settings = wxpaySettings()!;
    const started = await startPayment(t.db, wxpayProvider(() => settings, fakeGateway), { userId: m.userId, orderId, payType: 'wxpaypc', returnUrl: 'http://x', publicUrl: 'http://x', clientIp: '127.0.0.1' });
    expect(started).toMatchObject({ code_url: 'weixin://wxpay/bizpayurl?pr=abc123' });
    expect(String((started as Record<string, unknown>).qrcode_url)).toMatch(/^data:image\/png;base64,/);
    const tradeId = started.trade_info.trade_id;

    const notify = (over: Record<string, unknown> = {}, signer = wxPlatform.privateKey) => {
      const resource = encryptResource(JSON.stringify({ mchid: WX_ENV.WXPAY_MCHID, appid: WX_ENV.WXPAY_APPID, out_trade_no: tradeId, transaction_id: '4200000001', trade_state: 'SUCCESS', amount: { total, payer_total: total, currency: 'CNY' }, ...over }), APIV3);
      const body = JSON.stringify({ id: 'evt1', event_type: 'TRANSACTION.SUCCESS', resource_type: 'encrypt-resource', resource });
      const ts = String(Math.floor(Date.now() / 1000));
      const n = crypto.randomBytes(8).toString('hex');
      const sig = crypto.sign('sha256', Buffer.from(`${ts}\n${n}\n${body}\n`), signer).toString('base64');
      return t.app.inject({ method: 'POST', url: '/api/wxpay/notify', payload: body,
        headers: { 'content-type': 'application/json', 'wechatpay-timestamp': ts, 'wechatpay-nonce': n, 'wechatpay-signature': sig, 'wechatpay-serial': 'P1' } });
    };
    expect((await notify({}, merchantWx.privateKey)).statusCode).toBe(401);
    expect((await notify({ amount: { total: 1 } })).statusCode).toBe(400);
    expect((await notify({ mchid: 'other' })).statusCode).toBe(400);
    expect(await statusOf(orderId)).toBe('NOTPAY');

    const replies = await Promise.all(Array.from({ length: 50 }, () => notify()));
    expect(replies.every((x) => x.statusCode === 200 && x.json().code === 'SUCCESS')).toBe(true);
    expect(await statusOf(orderId)).toBe('PAYED');
    expect(await t.db.selectFrom('trades').select(['trade_state', 'transaction_id']).where('trade_id', '=', tradeId).executeTakeFirstOrThrow()).toEqual({ trade_state: 'SUCCESS', transaction_id: '4200000001' });
  });

  it('a payment arriving after the order closed is kept and flagged for refund, the order stays closed', async () => {
    withEnv(true);
    const { m, orderId, total } = await unpaidOrder();
    const r = await t.call('POST', 'payment', { order_id: orderId, pay_type: 'alipay' }, m.token);
    await t.call('POST', 'order/cancel', { order_id: orderId }, m.token);
    const p: Record<string, string> = { app_id: ALI_ENV.ALIPAY_APP_ID, out_trade_no: r.body.data.trade_info.trade_id, trade_no: 'late', trade_status: 'TRADE_SUCCESS', total_amount: yuan(total) };
    p.sign = signRequest(p, alipayKeys.privateKey);
    const res = await t.app.inject({ method: 'POST', url: '/api/alipay/notify', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(p).toString() });
    expect(res.body).toBe('success');
    expect(await statusOf(orderId)).toBe('CANCEL');
    expect((await t.db.selectFrom('trades').select('refund_required').where('order_id', '=', orderId).executeTakeFirstOrThrow()).refund_required).toBe(true);
  });
});

describe('one open trade per order', () => {
  const pay = (token: string, orderId: string, payType: string) => t.call('POST', 'payment', { order_id: orderId, pay_type: payType }, token);
  const tradesOf = (orderId: string) => t.db.selectFrom('trades').select(['trade_id', 'trade_state', 'refund_required']).where('order_id', '=', orderId).orderBy('created_at').execute();

  it('ten parallel payments of one order share one trade', async () => {
    withEnv(true);
    const { m, orderId } = await unpaidOrder();
    const replies = await Promise.all(Array.from({ length: 10 }, () => pay(m.token, orderId, 'alipay')));
    const tradeIds = new Set(replies.filter((r) => r.status === 200).map((r) => r.body.data.trade_info.trade_id));
    for (const r of replies) if (r.status !== 200) expect(r.body.data.message).toBe('订单正在支付中');
    expect(tradeIds.size).toBe(1);
    expect(await tradesOf(orderId)).toEqual([{ trade_id: [...tradeIds][0], trade_state: 'NOTPAY', refund_required: false }]);
  });

  it('ten parallel test payments pay the order once, with one trade and nothing to refund', async () => {
    const { m, orderId } = await unpaidOrder();
    const replies = await Promise.all(Array.from({ length: 10 }, () => pay(m.token, orderId, 'testpay')));
    for (const r of replies) if (r.status !== 200) expect(['订单已支付', '订单正在支付中']).toContain(r.body.data.message);
    expect(replies.some((r) => r.status === 200)).toBe(true);
    expect(await tradesOf(orderId)).toEqual([expect.objectContaining({ trade_state: 'SUCCESS', refund_required: false })]);
    expect(await statusOf(orderId)).toBe('PAYED');
    const again = await pay(m.token, orderId, 'testpay');
    expect([again.status, again.body.data.message]).toEqual([422, '订单已支付']);
  });

  it('switching method closes the open trade and opens one for the new method', async () => {
    withEnv(true);
    const { m, orderId } = await unpaidOrder();
    const first = (await pay(m.token, orderId, 'alipay')).body.data.trade_info.trade_id;
    expect((await pay(m.token, orderId, 'alipay')).body.data.trade_info.trade_id).toBe(first);
    const second = await startPayment(t.db, wxpayProvider(() => wxpaySettings(), fakeGateway), { userId: m.userId, orderId, payType: 'wxpaypc', returnUrl: '', publicUrl: 'http://localhost', clientIp: '127.0.0.1' });
    const trades = await tradesOf(orderId);
    expect(trades.map((x) => [x.trade_id, x.trade_state])).toEqual([[first, 'CLOSED'], [second.trade_info.trade_id, 'NOTPAY']]);
  });

  it('the schema itself refuses a second open trade', async () => {
    const { m, orderId } = await unpaidOrder();
    const row = { order_id: orderId, user_id: m.userId, pay_type: 'alipay', total_fee: 1 };
    await t.db.insertInto('trades').values({ ...row, trade_id: `X${Date.now()}a` }).execute();
    await expect(t.db.insertInto('trades').values({ ...row, trade_id: `X${Date.now()}b` }).execute()).rejects.toThrow(/trades_one_open_per_order/);
  });
});

describe('test hygiene', () => {
  it('gateway settings switched on by a test are gone after it', () => {
    expect(Object.fromEntries(GATEWAY_KEYS.map((k) => [k, process.env[k]]))).toEqual(envBefore);
  });
});
