/** Gateway refunds through the payment adapters, against local stand-ins of the WeChat Pay v3 and Alipay APIs. */
import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signContent } from './alipay.sign';
import { alipayProvider, responseContent } from './providers/alipay';
import { testPayProvider } from './providers/testpay';
import { wxpayProvider, type FetchLike } from './providers/wxpaypc';

const pair = () => crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
const merchant = pair();
const platform = pair();
const REQ = { trade: { trade_id: '202611249000000001', total_fee: 5000, transaction_id: 'T1' }, refundId: 'R1', refundFee: 1200, reason: '售后退款', publicUrl: 'http://shop.test' };
const wxSettings = { mchid: '1900000109', appid: 'wx1', serialNo: 'S1', privateKey: merchant.privateKey, apiV3Key: 'k'.repeat(32), platformPublicKey: platform.publicKey, apiBase: 'https://wx.test' };

/** WeChat stand-in: checks our signature and the body, answers `status` signed by the platform key (or by `signer`). */
function wxGateway(status: string, signer = platform.privateKey, seen: { url: string; body: any }[] = []): FetchLike {
  return async (url, init) => {
    const f = Object.fromEntries([...init.headers.Authorization.matchAll(/(\w+)="([^"]*)"/g)].map(([, k, v]) => [k, v]));
    const ok = crypto.verify('sha256', Buffer.from(`POST\n${new URL(url).pathname}\n${f.timestamp}\n${f.nonce_str}\n${init.body}\n`), merchant.publicKey, Buffer.from(f.signature, 'base64'));
    seen.push({ url, body: JSON.parse(init.body) });
    const body = ok ? JSON.stringify({ refund_id: '50000000382019052709732678859', out_refund_no: 'R1', status }) : '{"code":"SIGN_ERROR"}';
    const ts = String(Math.floor(Date.now() / 1000));
    const sig = crypto.sign('sha256', Buffer.from(`${ts}\nnn\n${body}\n`), signer).toString('base64');
    const headers = new Map([['wechatpay-timestamp', ts], ['wechatpay-nonce', 'nn'], ['wechatpay-signature', sig]]);
    return { status: ok ? 200 : 401, headers: { get: (k: string) => headers.get(k) ?? null }, text: async () => body };
  };
}

describe('refunds through the payment adapters', () => {
  it('testpay refunds at once', async () => {
    expect(await testPayProvider.refund(REQ)).toEqual({ state: 'SUCCESS' });
  });

  it('WeChat Pay v3 申请退款: signed request with our refund id and amounts; SUCCESS, PROCESSING, or refused', async () => {
    const seen: { url: string; body: any }[] = [];
    expect(await wxpayProvider(() => wxSettings, wxGateway('SUCCESS', platform.privateKey, seen)).refund(REQ)).toEqual({ state: 'SUCCESS' });
    expect(seen[0].url).toBe('https://wx.test/v3/refund/domestic/refunds');
    expect(seen[0].body).toMatchObject({ out_trade_no: REQ.trade.trade_id, out_refund_no: 'R1', amount: { refund: 1200, total: 5000, currency: 'CNY' } });
    expect(await wxpayProvider(() => wxSettings, wxGateway('PROCESSING')).refund(REQ)).toEqual({ state: 'PROCESSING' });
    await expect(wxpayProvider(() => wxSettings, wxGateway('ABNORMAL')).refund(REQ)).rejects.toThrow('微信退款异常，请到商户平台处理');
    // An answer not signed by the platform is not believed.
    await expect(wxpayProvider(() => wxSettings, wxGateway('SUCCESS', merchant.privateKey)).refund(REQ)).rejects.toThrow('微信退款申请失败，请稍后再试');
    await expect(wxpayProvider(() => null).refund(REQ)).rejects.toThrow('微信支付未配置');
  });

  it('Alipay alipay.trade.refund: signed form, verified answer', async () => {
    const alipay = pair();
    const settings = { appId: '2021000000000001', privateKey: merchant.privateKey, publicKey: alipay.publicKey, gateway: 'https://ali.test/gateway.do' };
    const gateway = (code: string, signer = alipay.privateKey): FetchLike => async (_url, init) => {
      const p = Object.fromEntries(new URLSearchParams(init.body));
      const ok = crypto.verify('sha256', Buffer.from(signContent(p, ['sign']), 'utf8'), merchant.publicKey, Buffer.from(p.sign, 'base64'));
      const biz = JSON.parse(p.biz_content);
      const content = JSON.stringify(ok ? { code, msg: 'Success', out_trade_no: biz.out_trade_no, refund_fee: biz.refund_amount, fund_change: 'Y', sub_msg: '交易状态不合法' } : { code: '40002', sub_msg: '验签出错' });
      const sign = crypto.sign('sha256', Buffer.from(content, 'utf8'), signer).toString('base64');
      return { status: 200, headers: { get: () => null }, text: async () => `{"alipay_trade_refund_response":${content},"sign":"${sign}"}` };
    };
    expect(await alipayProvider(() => settings, gateway('10000')).refund(REQ)).toEqual({ state: 'SUCCESS' });
    await expect(alipayProvider(() => settings, gateway('40004')).refund(REQ)).rejects.toThrow('支付宝退款失败：交易状态不合法');
    await expect(alipayProvider(() => settings, gateway('10000', merchant.privateKey)).refund(REQ)).rejects.toThrow('支付宝退款应答验签失败');
    expect(responseContent('{"x_response":{"a":1},"sign":"s"}', 'x_response')).toBe('{"a":1}');
  });
});
