/** /api/h5app/wxapp cart endpoints (api-contract §4.5). */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.server';
import { BizError } from '../../http/errors';
import { input, param } from '../../http/wire';
import { idOrZero, declare, fields, flag, id, ids, int, INT4_MAX, opt, text } from '../../http/schema';
import { addToCart, cartCount, cartList, deleteLines, setChecked, updateNum, type CartType } from './cart.service';
import { addExchangeLine, POINTSMALL_SHOP_TYPE } from '../pointsmall/client-exchange';

const cartTypeOf = (v: unknown): CartType => (v === 'fastbuy' ? 'fastbuy' : 'cart');

const cartType = opt(text(16));
const AddInput = fields({ item_id: opt(id()), num: opt(int(0, INT4_MAX)), cart_type: cartType, shop_type: opt(text(32)), distributor_id: opt(idOrZero()) });
const ListInput = fields({ cart_type: cartType, shop_type: opt(text(32)) });
const NumInput = fields({ cart_id: opt(id()), num: opt(int(0, INT4_MAX)) });
const CheckInput = fields({ cart_id: opt(ids()), is_checked: opt(flag()) });
const DelInput = fields({ cart_id: opt(ids()) });

export default async function cartRoutes(app: FastifyInstance, opts: { db: Database }) {
  const { db } = opts;
  const req = (input: Parameters<typeof declare>[0]['input']) => ({ preHandler: app.requireMember, ...declare({ input }) });

  app.post('/cart', req(AddInput), async (r) => {
    const b = input(r);
    const itemId = param.int(b.item_id);
    if (!itemId) throw new BizError('购物车参数错误');
    const type = cartTypeOf(b.cart_type);
    // The original client's 立即兑换 of a points goods: its buy-now line, checked as an exchange.
    if (param.str(b.shop_type) === POINTSMALL_SHOP_TYPE) {
      if (type !== 'fastbuy') throw new BizError('积分商品请立即兑换');
      await addExchangeLine(db, r.member!.user_id, itemId, param.int(b.num, 1)!);
      return cartList(db, r.member!.user_id, type);
    }
    await addToCart(db, r.member!.user_id, itemId, param.int(b.num, 1)!, type);
    return cartList(db, r.member!.user_id, type);
  });

  app.get('/cart/list', { preHandler: app.optionalMember, ...declare({ input: ListInput }) }, async (r) => {
    if (!r.member) return [];
    return cartList(db, r.member.user_id, cartTypeOf(input(r).cart_type));
  });

  app.get('/cartcount', req(ListInput), async (r) => {
    if (param.str(input(r).shop_type) !== 'distributor') throw new BizError('参数错误');
    return cartCount(db, r.member!.user_id);
  });

  app.put('/cartupdate/num', req(NumInput), async (r) => {
    const b = input(r);
    const cartId = param.int(b.cart_id);
    if (!cartId) throw new BizError('参数错误');
    await updateNum(db, r.member!.user_id, cartId, param.int(b.num, 0)!);
    return { status: true };
  });

  app.put('/cartupdate/checkstatus', req(CheckInput), async (r) => {
    const b = input(r);
    await setChecked(db, r.member!.user_id, param.ids(b.cart_id), param.bool(b.is_checked));
    return { status: true };
  });

  app.delete('/cartdel', req(DelInput), async (r) => {
    await deleteLines(db, r.member!.user_id, param.ids(input(r).cart_id));
    return { status: true };
  });
}
