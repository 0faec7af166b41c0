/** Alipay PC page payment (alipay.trade.page.pay): a signed auto-submitting form; the result arrives at /api/alipay/notify. */
import { BizError } from '../../../http/errors';
import { alipayTimestamp, autoSubmitForm, signRequest, yuan, type Params } from '../alipay.sign';
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

export function alipayProvider(settings: () => AlipaySettings | null): PaymentProvider {
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
  };
}
