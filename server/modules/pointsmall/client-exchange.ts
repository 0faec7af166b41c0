/**
 * The exchange as the original ECShopX client makes it: 立即兑换 puts the SKU in the member's buy-now line
 * (`POST cart` with `shop_type=pointsmall`, `cart_type=fastbuy`); its checkout page prices that line with
 * `getFreightFee` and submits it with `order_new`, both with `order_type=normal_pointsmall`. The pricing, the
 * guarded points and stock, and the order are the points mall's own (`quoteExchange`, `exchange`); the line is
 * taken inside the exchange's transaction, so a second 提交订单 makes no second order.
 */
import type { Database } from '../../db/database.server';
import { BizError } from '../../http/errors';
import { param } from '../../http/wire';
import { addToCart } from '../cart/cart.service';
import { requestKeyOf } from '../checkout/params';
import { exchange, quoteExchange, soldOutNotice, specDescOf, type ExchangeQuote } from './pointsmall.service';

export const POINTSMALL_ORDER_TYPE = 'normal_pointsmall';
export const POINTSMALL_SHOP_TYPE = 'pointsmall';

/** 立即兑换: refused now, in the exchange's own words, when the exchange could not happen (points, limit, stock). */
export async function addExchangeLine(db: Database, userId: number, itemId: number, num: number): Promise<void> {
  await quoteExchange(db, userId, itemId, num);
  await addToCart(db, userId, itemId, num, 'fastbuy');
}

async function exchangeLine(db: Database, userId: number) {
  const line = await db.selectFrom('carts').select(['cart_id', 'item_id', 'num']).where('user_id', '=', userId).where('cart_type', '=', 'fastbuy').executeTakeFirst();
  if (!line) throw new BizError('请选择要兑换的商品');
  return line;
}

/** getFreightFee's answer as pointitems/checkout.vue reads it: lines with their points, totals in points (plus cash). */
function quoteForClient(q: ExchangeQuote, specDesc: string) {
  const g = q.goods;
  return {
    items: [{ item_id: g.item_id, goods_id: g.goods_id, item_name: g.item_name, item_spec_desc: specDesc, pic: g.pics[0] ?? '', num: q.num, item_point: g.point, point: q.point_total,
      price: g.cash, item_fee: q.cash_total, total_fee: q.cash_total, order_item_type: 'normal' }],
    item_fee: q.cash_total, discount_fee: 0, total_fee: q.cash_total, freight_fee: 0, freight_type: 'point',
    point: q.point_total, item_point: q.point_total, user_point: q.user_point, point_left: q.user_point - q.point_total, totalItemNum: q.num, item_num: q.num,
  };
}

export async function quoteClientExchange(db: Database, userId: number) {
  const line = await exchangeLine(db, userId);
  return quoteForClient(await quoteExchange(db, userId, line.item_id, line.num), await specDescOf(db, line.item_id));
}

export async function submitClientExchange(db: Database, userId: number, b: Record<string, unknown>, idempotencyHeader: unknown, timeoutMinutes: number,
  onCatalogChange?: (itemIds: number[]) => Promise<unknown>) {
  const line = await exchangeLine(db, userId);
  const o = await exchange(db, userId, {
    itemId: line.item_id, num: line.num, addressId: param.int(b.address_id), receiver: b, remark: param.str(b.remark),
    requestKey: requestKeyOf(b, idempotencyHeader), timeoutMinutes, cartLineId: line.cart_id, onSoldOut: soldOutNotice(onCatalogChange),
  });
  // checkout.vue goes on with trade_info.order_id (the cashier for a cash part, else its 兑换成功 page).
  return { ...o, trade_info: { order_id: o.order_id, trade_id: '', trade_source_type: POINTSMALL_ORDER_TYPE } };
}
