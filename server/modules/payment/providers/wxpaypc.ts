/** WeChat Pay v3 Native for PC: asks the gateway for a code_url and shows it as a QR code; the result arrives at /api/wxpay/notify. */
import QRCode from 'qrcode';
import { BizError } from '../../../http/errors';
import { authorization, verifySignature } from '../wxpay.sign';
import type { WxpaySettings } from '../settings.server';
import type { PaymentProvider } from './types';

export const WXPAY_NOT_CONFIGURED = '微信支付未配置';
const NATIVE_PATH = '/v3/pay/transactions/native';
const REFUND_PATH = '/v3/refund/domestic/refunds';

export type FetchLike = (url: string, init: { method: string; headers: Record<string, string>; body: string }) => Promise<{ status: number; headers: { get(name: string): string | null }; text(): Promise<string> }>;

export function wxpayProvider(settings: () => WxpaySettings | null, fetchImpl: FetchLike = fetch as unknown as FetchLike): PaymentProvider {
  const ready = () => {
    const s = settings();
    if (!s) throw new BizError(WXPAY_NOT_CONFIGURED);
    return s;
  };
  return {
    code: 'wxpaypc',
    name: '微信支付',
    assertReady: () => void ready(),
    async start(ctx) {
      const s = ready();
      const body = JSON.stringify({ appid: s.appid, mchid: s.mchid, description: ctx.subject.slice(0, 127), out_trade_no: ctx.trade.trade_id,
        notify_url: `${ctx.publicUrl}/api/wxpay/notify`, amount: { total: ctx.trade.total_fee, currency: 'CNY' } });
      let res;
      try {
        res = await fetchImpl(`${s.apiBase}${NATIVE_PATH}`, { method: 'POST', body, headers: {
          Authorization: authorization({ mchid: s.mchid, serialNo: s.serialNo, privateKey: s.privateKey, method: 'POST', urlPath: NATIVE_PATH, body }),
          'Content-Type': 'application/json', Accept: 'application/json', 'User-Agent': 'spice-shop/1.0' } });
      } catch { throw new BizError('微信支付服务暂时不可用，请稍后再试'); }
      const text = await res.text();
      const signed = verifySignature({ timestamp: res.headers.get('wechatpay-timestamp') ?? '', nonce: res.headers.get('wechatpay-nonce') ?? '', body: text,
        signature: res.headers.get('wechatpay-signature') ?? '', publicKey: s.platformPublicKey });
      if (res.status !== 200 || !signed) throw new BizError('微信支付下单失败，请稍后再试');
      const codeUrl = (JSON.parse(text) as { code_url?: string }).code_url;
      if (!codeUrl) throw new BizError('微信支付下单失败，请稍后再试');
      return { payload: { code_url: codeUrl, qrcode_url: await QRCode.toDataURL(codeUrl, { margin: 1, width: 240 }) } };
    },
    // 申请退款 (v3): the same signed request; the gateway answers SUCCESS, or PROCESSING and finishes later.
    async refund(req) {
      const s = ready();
      const body = JSON.stringify({ out_trade_no: req.trade.trade_id, out_refund_no: req.refundId, reason: req.reason.slice(0, 80),
        notify_url: `${req.publicUrl}/api/wxpay/notify`, amount: { refund: req.refundFee, total: req.trade.total_fee, currency: 'CNY' } });
      let res;
      try {
        res = await fetchImpl(`${s.apiBase}${REFUND_PATH}`, { method: 'POST', body, headers: {
          Authorization: authorization({ mchid: s.mchid, serialNo: s.serialNo, privateKey: s.privateKey, method: 'POST', urlPath: REFUND_PATH, body }),
          'Content-Type': 'application/json', Accept: 'application/json', 'User-Agent': 'spice-shop/1.0' } });
      } catch { throw new BizError('微信支付服务暂时不可用，请稍后再试'); }
      const text = await res.text();
      const signed = verifySignature({ timestamp: res.headers.get('wechatpay-timestamp') ?? '', nonce: res.headers.get('wechatpay-nonce') ?? '', body: text,
        signature: res.headers.get('wechatpay-signature') ?? '', publicKey: s.platformPublicKey });
      if (res.status !== 200 || !signed) throw new BizError('微信退款申请失败，请稍后再试');
      const status = (JSON.parse(text) as { status?: string }).status;
      if (status === 'SUCCESS') return { state: 'SUCCESS' };
      if (status === 'PROCESSING') return { state: 'PROCESSING' };
      throw new BizError('微信退款异常，请到商户平台处理');
    },
  };
}
