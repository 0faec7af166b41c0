/**
 * Gateway notifications, outside the /api/h5app envelope: POST /api/alipay/notify and
 * POST /api/wxpay/notify. Bodies are read raw (signatures cover the exact bytes), verified, checked
 * against the trade, then applied once through markTradePaid. Replies are each protocol's own.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppDeps } from '../../deps';
import { alipaySettings, wxpaySettings } from './settings.server';
import { paymentEnv } from '../console/settings.service';
import { verifyNotify, yuan } from './alipay.sign';
import { decryptResource, verifySignature, type EncryptedResource } from './wxpay.sign';
import { findTrade, markTradePaid } from './payment.service';
import { declare } from '../../http/schema';
import { z } from 'zod';

// The body is the gateway's signed text, verified by each handler; the query carries nothing.
const notifyInput = declare({ input: z.record(z.unknown()), rawBody: true });

const WX_MAX_SKEW_SECONDS = 300;
const ALIPAY_PAID = ['TRADE_SUCCESS', 'TRADE_FINISHED'];

export default async function paymentNotifyRoutes(app: FastifyInstance, { db }: AppDeps) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 256 * 1024 }, (_req, body, done) => done(null, body));

  const alipayReply = (reply: FastifyReply, ok: boolean) => reply.type('text/plain; charset=utf-8').send(ok ? 'success' : 'fail');

  app.post('/api/alipay/notify', notifyInput, async (req, reply) => {
    const s = alipaySettings(await paymentEnv(db));
    if (!s) return alipayReply(reply, false);
    const params = Object.fromEntries(new URLSearchParams(String(req.body ?? '')));
    if (!verifyNotify(params, s.publicKey) || params.app_id !== s.appId) return alipayReply(reply, false);
    const trade = await findTrade(db, params.out_trade_no ?? '');
    if (!trade || trade.pay_type !== 'alipay' || params.total_amount !== yuan(trade.total_fee)) return alipayReply(reply, false);
    // Other statuses (WAIT_BUYER_PAY, TRADE_CLOSED) are acknowledged and change nothing.
    if (ALIPAY_PAID.includes(params.trade_status)) await markTradePaid(db, trade.trade_id, params.trade_no ?? '', trade.total_fee);
    return alipayReply(reply, true);
  });

  const wxFail = (reply: FastifyReply, status: number, message: string) => reply.status(status).send({ code: 'FAIL', message });

  app.post('/api/wxpay/notify', notifyInput, async (req, reply) => {
    const s = wxpaySettings(await paymentEnv(db));
    // Not configured: no such endpoint here (a client error, not a server failure).
    if (!s) return wxFail(reply, 404, '微信支付未配置');
    const body = String(req.body ?? '');
    const h = (k: string) => String(req.headers[k] ?? '');
    const ts = h('wechatpay-timestamp');
    if (!verifySignature({ timestamp: ts, nonce: h('wechatpay-nonce'), body, signature: h('wechatpay-signature'), publicKey: s.platformPublicKey })) return wxFail(reply, 401, '签名错误');
    if (Math.abs(Date.now() / 1000 - Number(ts)) > WX_MAX_SKEW_SECONDS) return wxFail(reply, 401, '通知已过期');
    let tx: { mchid?: string; appid?: string; out_trade_no?: string; transaction_id?: string; trade_state?: string; amount?: { total?: number } };
    try {
      const event = JSON.parse(body) as { resource: EncryptedResource };
      tx = JSON.parse(decryptResource(event.resource, s.apiV3Key));
    } catch { return wxFail(reply, 400, '报文解密失败'); }
    if (tx.mchid !== s.mchid || tx.appid !== s.appid) return wxFail(reply, 400, '商户信息不匹配');
    const trade = await findTrade(db, tx.out_trade_no ?? '');
    if (!trade || trade.pay_type !== 'wxpaypc' || tx.amount?.total !== trade.total_fee) return wxFail(reply, 400, '交易信息不匹配');
    if (tx.trade_state === 'SUCCESS') await markTradePaid(db, trade.trade_id, tx.transaction_id ?? '', trade.total_fee);
    return reply.send({ code: 'SUCCESS', message: '成功' });
  });
}
