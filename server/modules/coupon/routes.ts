/** /api/h5app/wxapp coupons (api-contract §4.9). */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { BizError } from '../../http/errors';
import { input, param } from '../../http/wire';
import { claimCoupon, couponPicker, listTemplates, memberCoupons } from './coupon.service';
import { checkoutItemFee } from '../checkout/checkout.service';
import { idOrZero, declare, fields, flag, int, opt, page, text } from '../../http/schema';
import { CheckoutInput } from '../checkout/input';

const Paging = { page: opt(page()), page_no: opt(page()), page_size: opt(int(1, 999)), pageSize: opt(int(1, 999)) };
const CardListInput = fields({ ...Paging, card_id: opt(idOrZero()), card_type: opt(text(10)), end_date: opt(flag()) });
const ReceiveInput = fields({ card_id: opt(idOrZero()) });
const PickerInput = CheckoutInput.extend({ ...Paging, is_checkout: opt(flag()) });
const MineInput = fields({ ...Paging, status: opt(int(0, 100)), card_type: opt(text(10)) });

const pageOf = (v: unknown) => Math.max(param.int(v, 1)!, 1);
const sizeOf = (v: unknown, d: number) => Math.min(Math.max(param.int(v, d)!, 1), 999);

export default async function couponRoutes(app: FastifyInstance, { db }: AppDeps) {
  const req = (input: Parameters<typeof declare>[0]['input']) => ({ preHandler: app.requireMember, ...declare({ input }) });

  app.get('/getCardList', { preHandler: app.optionalMember, ...declare({ input: CardListInput }) }, async (r) => {
    const b = input(r);
    return listTemplates(db, r.member?.user_id ?? null, {
      card_id: param.int(b.card_id), card_type: param.str(b.card_type) || undefined, unexpired: param.bool(b.end_date),
      page: pageOf(b.page_no ?? b.page), size: sizeOf(b.page_size ?? b.pageSize, 20),
    });
  });

  app.get('/user/receiveCard', req(ReceiveInput), async (r) => {
    const cardId = param.int(input(r).card_id);
    if (!cardId || cardId < 1) throw new BizError('优惠券不存在');
    return claimCoupon(db, r.member!.user_id, cardId);
  });

  app.get('/user/newGetCardList', req(PickerInput), async (r) => {
    const b = input(r);
    // The usable flag is computed on the server's own price of the checkout lines, never the client's.
    const itemFee = param.bool(b.is_checkout) || b.items !== undefined || b.cart_type !== undefined
      ? await checkoutItemFee(db, r.member!.user_id, b) : undefined;
    return couponPicker(db, r.member!.user_id, itemFee, pageOf(b.page_no), sizeOf(b.page_size, 999));
  });

  app.get('/user/getUserCardList', req(MineInput), async (r) => {
    const b = input(r);
    return memberCoupons(db, r.member!.user_id, {
      status: param.int(b.status), card_type: param.str(b.card_type) || undefined, page: pageOf(b.page ?? b.page_no), size: sizeOf(b.pageSize ?? b.page_size, 20),
    });
  });
}
