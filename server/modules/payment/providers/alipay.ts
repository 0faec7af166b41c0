/** Alipay PC page payment (alipay.trade.page.pay): a signed auto-submitting form; the result arrives at /api/alipay/notify. */
import { BizError } from '../../../http/errors';
import crypto from 'node:crypto';
import { alipayTimestamp, autoSubmitForm, signRequest, yuan, type Params } from '../alipay.sign';
import type { FetchLike } from './wxpaypc';
import type { AlipaySettings } from '../settings.server';
import type { PaymentProvider } from './types';

export const ALIPAY_NOT_CONFIGURED = '支付宝支付未配置';

export function alipayPageParams(s: AlipaySettings, ctx: { trade: { trade_id: string; total_fee: number }; subject: string; returnUrl: string; publicUrl: string }, now = new Date()): Params {
  const params: Params = {
    app_id: s.appId, method: 'alipay.trade.page.pay', format: 'JSON', charset: 'utf-8', sign_type: 'RSA2', timestamp: alipayTimestamp(now), version: '1.0',
    notify_url: `${ctx.publicUrl}/api/alipay/notify`, return_url: ctx.returnUrl,
    biz_content: JSON.stringify({ out_trade_no: ctx.trade.trade_id, product_code: 'FAST_INSTANT_TRADE_PAY', total_amount: yuan(ctx.trade.total_fee), subject: ctx.subject.slice(0, 128) }),
  };
  params.sign = signRequest(params, s.privateKey);
  return params;
}

/** The signed text of a synchronous gateway answer: the raw JSON of its `<method>_response` member. */
export function responseContent(body: string, member: string): string | null {
  const start = body.indexOf(`"${member}":`);
  const end = body.lastIndexOf(',"sign"');
  return start < 0 || end < start ? null : body.slice(start + member.length + 3, end);
}

export function alipayProvider(settings: () => AlipaySettings | null, fetchImpl: FetchLike = fetch as unknown as FetchLike): PaymentProvider {
  const ready = () => {
    const s = settings();
    if (!s) throw new BizError(ALIPAY_NOT_CONFIGURED);
    return s;
  };
  return {
    code: 'alipay',
    name: '支付宝',
    assertReady: () => void ready(),
    async start(ctx) {
      const s = ready();
      return { payload: { payment: autoSubmitForm(s.gateway, alipayPageParams(s, ctx)) } };
    },
    // alipay.trade.refund answers synchronously; the answer is verified with Alipay's public key.
    async refund(req) {
      const s = ready();
      const params: Params = { app_id: s.appId, method: 'alipay.trade.refund', format: 'JSON', charset: 'utf-8', sign_type: 'RSA2', timestamp: alipayTimestamp(), version: '1.0',
        biz_content: JSON.stringify({ out_trade_no: req.trade.trade_id, out_request_no: req.refundId, refund_amount: yuan(req.refundFee), refund_reason: req.reason.slice(0, 80) }) };
      params.sign = signRequest(params, s.privateKey);
      let text: string;
      try {
        const res = await fetchImpl(`${s.gateway}?charset=utf-8`, { method: 'POST', body: new URLSearchParams(params).toString(), headers: { 'Content-Type': 'application/x-www-form-urlencoded;charset=utf-8' } });
        text = await res.text();
      } catch { throw new BizError('支付宝服务暂时不可用，请稍后再试'); }
      const content = responseContent(text, 'alipay_trade_refund_response');
      const sign = (JSON.parse(text) as { sign?: string }).sign ?? '';
      const valid = content !== null && crypto.verify('sha256', Buffer.from(content, 'utf8'), s.publicKey, Buffer.from(sign, 'base64'));
      if (!valid) throw new BizError('支付宝退款应答验签失败');
      const r = JSON.parse(content) as { code?: string; sub_msg?: string; fund_change?: string };
      if (r.code !== '10000') throw new BizError(`支付宝退款失败：${r.sub_msg ?? '请稍后再试'}`);
      return { state: 'SUCCESS' };
    },
  };
}
