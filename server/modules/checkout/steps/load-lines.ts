/** Step 1: the lines being bought: checked cart lines, or the member's one "buy now" line. */
import type { Database } from '../../../db/database.server';
import { BizError } from '../../../http/errors';
import { cartLines, type CartType } from '../../cart/cart.service';

export interface CheckoutLine {
  cart_id: number; item_id: number; goods_id: number; item_name: string; pic: string; item_spec_desc: string;
  price: number; market_price: number; num: number; store: number; shop_id: number;
}

export async function loadLines(db: Database, userId: number, cartType: CartType, distributorId?: number): Promise<CheckoutLine[]> {
  const { valid, invalid } = await cartLines(db, userId, cartType);
  const wanted = (l: { is_checked: boolean; shop_id: number }) => (cartType === 'fastbuy' || l.is_checked) && (distributorId === undefined || l.shop_id === distributorId);
  const lines = valid.filter(wanted);
  if (!lines.length && invalid.some(wanted)) throw new BizError('所选商品已售罄或已下架');
  if (!lines.length) throw new BizError(cartType === 'fastbuy' ? '请选择要购买的商品' : '购物车中没有选中的商品');
  for (const l of lines) if (l.num > l.store) throw new BizError(`${l.item_name}库存不足，最大库存为${l.store}件`);
  return lines.map((l) => ({ cart_id: l.cart_id, item_id: l.item_id, goods_id: l.goods_id, item_name: l.item_name, pic: l.pics, item_spec_desc: l.item_spec_desc,
    price: l.price, market_price: l.market_price, num: l.num, store: l.store, shop_id: l.shop_id }));
}
