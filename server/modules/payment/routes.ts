/** /api/h5app/wxapp payment (api-contract §4.7): methods, pay, Alipay return check, trade detail. */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { BizError, notFound } from '../../http/errors';
import { input, param } from '../../http/wire';
import { orderIdOf } from '../order/routes';
import { tradeInfo } from '../order/order.service';
import { findProvider, paymentProviders } from './providers/index';
import { paymentEnabled, paymentEnv } from '../console/settings.service';
import { ALIPAY_NOT_CONFIGURED } from './providers/alipay';
import { alipaySettings } from './settings.server';
import { verifyNotify } from './alipay.sign';
import { findTrade, startPayment } from './payment.service';
import { hasBankAccount, OFFLINE_PAY } from '../offline/offline.service';
import { startOfflinePay } from './offline-start';
import { declare, fields, NO_INPUT, opt, text } from '../../http/schema';

const PayInput = fields({ order_id: opt(text(64)), pay_type: opt(text(16)), pay_channel: opt(text(16)) });
// Alipay's return parameters, all signed: bounded here, verified by the handler.
const AlipayReturn = fields({ out_trade_no: opt(text(64)), trade_no: opt(text(64)), app_id: opt(text(32)), sign: opt(text(1024)), sign_type: opt(text(10)), total_amount: opt(text(20)) });

export default async function paymentRoutes(app: FastifyInstance, { db, config }: AppDeps) {
  // Methods the operator switched off in the console are not offered (keys may be stored there too);
  // 线下转账 only once a bank account is configured.
  app.get('/trade/payment/list', { preHandler: app.optionalMember, ...declare({ input: NO_INPUT }) }, async () => {
    const offline = (await hasBankAccount(db)) ? [OFFLINE_PAY] : [];
    const all = [...paymentProviders(await paymentEnv(db)), ...offline];
    const on = await Promise.all(all.map(async (p) => ((await paymentEnabled(db, p.code)) ? p : null)));
    return on.filter((p) => p !== null).map((p) => ({ pay_type_code: p.code, pay_type_name: p.name, pay_channel: p.code }));
  });

  // Accounts for 线下转账 (api-contract §4.7); `setting.is_open` is false while none is configured.
  app.get('/order/offline/backaccount', declare({ input: NO_INPUT }), async () => {
    const rows = await db.selectFrom('offline_bank_accounts').selectAll().where('enabled', '=', true).orderBy('is_default', 'desc').orderBy('id').execute();
    const list = rows.map((r) => ({ id: r.id, bank_name: r.bank_name, bank_account_name: r.bank_account_name, bank_account_no: r.bank_account_no, branch_name: r.branch_name, is_default: r.is_default ? '1' : '0' }));
    return { list, setting: { is_open: list.length > 0 } };
  });

  app.post('/payment', { preHandler: app.optionalMember, ...declare({ input: PayInput }) }, async (r) => {
    if (!r.member) throw new BizError('请先登录', 401, 401001);
    const b = input(r);
    const payType = param.str(b.pay_type);
    // Only our own origin: an open redirect through the gateway would be a phishing aid.
    const returnUrl = `${config.publicUrl}/finish/result?order_id=${encodeURIComponent(param.str(b.order_id))}`;
    if (payType === OFFLINE_PAY.code) return startOfflinePay(db, r.member.user_id, orderIdOf(b.order_id));
    const provider = (await paymentEnabled(db, payType)) ? findProvider(payType, await paymentEnv(db)) : undefined;
    return startPayment(db, provider, { userId: r.member.user_id, orderId: orderIdOf(b.order_id), payType, returnUrl, publicUrl: config.publicUrl, clientIp: r.ip });
  });

  app.get('/trade/payment/alipay/result', declare({ input: AlipayReturn }), async (r) => {
    const s = alipaySettings(await paymentEnv(db));
    if (!s) throw new BizError(ALIPAY_NOT_CONFIGURED);
    // company_id / country_code are the storefront client's own additions, never part of Alipay's signed set.
    const q = Object.fromEntries(Object.entries(r.query as Record<string, unknown>).filter(([k]) => k !== 'company_id' && k !== 'country_code').map(([k, v]) => [k, String(v)]));
    if (!verifyNotify(q, s.publicKey) || q.app_id !== s.appId) throw new BizError('支付结果验签失败');
    const trade = await findTrade(db, q.out_trade_no ?? '');
    if (!trade) throw notFound('交易不存在');
    // The return trip proves nothing about payment; the notification does. Report the trade as we know it.
    return { status: trade.trade_state === 'SUCCESS' ? 'SUCCESS' : 'WAIT_BUYER_PAY', order_id: trade.order_id };
  });

  app.get('/trade/detail', { preHandler: app.requireMember, ...declare({ input: fields({ trade_id: opt(text(64)) }) }) }, async (r) => {
    const trade = await findTrade(db, param.str(input(r).trade_id));
    if (!trade || trade.user_id !== r.member!.user_id) throw notFound('交易不存在');
    const o = await db.selectFrom('orders').select(['auto_cancel_time', 'order_class']).where('order_id', '=', trade.order_id).executeTakeFirstOrThrow();
    return { ...tradeInfo(trade, o.auto_cancel_time), trade_id: trade.trade_id, order_id: trade.order_id, trade_state: trade.trade_state, total_fee: trade.total_fee,
      trade_source_type: 'normal', order_class: o.order_class };
  });
}
