/** /api/h5app/wxapp checkout: getFreightFee (calculate) and order_new (create), api-contract §4.6. */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { BizError } from '../../http/errors';
import { input } from '../../http/wire';
import { parseCheckoutParams } from './params';
import { declare } from '../../http/schema';
import { CheckoutInput } from './input';
import { createOrder, quoteCheckout, quoteResponse } from './checkout.service';
import { POINTSMALL_ORDER_TYPE, quoteClientExchange, submitClientExchange } from '../pointsmall/client-exchange';

/** The original client's points-mall checkout sends its exchange here (pointsmall/client-exchange.ts). */
const isExchange = (b: Record<string, unknown>) => b.order_type === POINTSMALL_ORDER_TYPE;

const NOT_LOGGED_IN = () => new BizError('请先登录', 401, 401001);

export default async function checkoutRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db, config } = deps;
  const opt = { preHandler: app.optionalMember, ...declare({ input: CheckoutInput }) };

  app.post('/getFreightFee', opt, async (r) => {
    if (!r.member) throw NOT_LOGGED_IN();
    if (isExchange(input(r))) return quoteClientExchange(db, r.member.user_id);
    const p = parseCheckoutParams(input(r));
    return quoteResponse(await quoteCheckout(db, r.member.user_id, p, false), p);
  });

  app.post('/order_new', opt, async (r) => {
    if (!r.member) throw NOT_LOGGED_IN();
    if (isExchange(input(r))) return submitClientExchange(db, r.member.user_id, input(r), r.headers['idempotency-key'], config.orderTimeoutMinutes, deps.onCatalogChange);
    const p = parseCheckoutParams(input(r), r.headers['idempotency-key']);
    const created = await createOrder(db, r.member.user_id, p, config.orderTimeoutMinutes);
    // Sold-out items change the pre-rendered pages (restocking state).
    if (created.soldOut.length) void deps.onCatalogChange?.(created.soldOut)?.catch?.(() => undefined);
    return created.response;
  });
}
