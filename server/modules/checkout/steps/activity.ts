/**
 * Step 1 for activity orders (spec §2 checkout modes seckill / group / ptg): the line comes from the
 * activity, not the cart, at the activity price; `bind` runs in the order's transaction right after the
 * order row is written and takes the ticket (held → sold) or the team seat, so a failure there undoes the order.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../../../db/database.server';
import type { DB } from '../../../db/schema';
import { BizError } from '../../../http/errors';
import { useTicket, validTicket } from '../../seckill/seckill.service';
import { groupLine, takeSeat } from '../../groupbuy/team.service';
import type { ActivityParams } from '../params';
import type { CheckoutLine } from './load-lines';

export interface ActivityOrder {
  orderClass: 'seckill' | 'groups';
  orderType: 'normal_seckill' | 'normal_groups';
  lines: CheckoutLine[];
  bind(trx: Transaction<DB>, orderId: string): Promise<void>;
}

/** One SKU as an order line (no cart row: cart_id 0), priced at the activity price. */
async function skuLine(db: Database, itemId: number, num: number, price: number): Promise<CheckoutLine> {
  const r = await db.selectFrom('items as i').innerJoin('goods as g', 'g.goods_id', 'i.goods_id')
    .select(['i.item_id', 'g.goods_id', 'g.item_name', 'g.pics', 'i.market_price', 'i.store', 'i.spec', 'i.approve_status', 'g.approve_status as goods_status', 'g.distributor_id'])
    .where('i.item_id', '=', itemId).executeTakeFirst();
  if (!r || r.approve_status !== 'onsale' || r.goods_status !== 'onsale') throw new BizError('商品不存在或者已下架');
  if (r.store < num) throw new BizError(`${r.item_name}库存不足，最大库存为${r.store}件`);
  const valueIds = r.spec.map((s) => s.spec_value_id);
  const names = valueIds.length ? await db.selectFrom('spec_values as v').innerJoin('specs as s', 's.spec_id', 'v.spec_id')
    .select(['v.spec_value_id', 'v.spec_value_name', 's.spec_name', 's.spec_id']).where('v.spec_value_id', 'in', valueIds).orderBy('s.spec_id', 'desc').execute() : [];
  return { cart_id: 0, item_id: r.item_id, goods_id: r.goods_id, item_name: r.item_name, pic: r.pics[0] ?? '', item_spec_desc: names.map((n) => `${n.spec_name}:${n.spec_value_name}`).join(','),
    price, market_price: r.market_price, num, store: r.store, shop_id: r.distributor_id };
}

export async function activityOrder(db: Database, userId: number, a: ActivityParams | null): Promise<ActivityOrder | null> {
  if (!a) return null;
  if (a.kind === 'seckill') {
    const t = await validTicket(db, userId, a.seckillId, a.ticket);
    return { orderClass: 'seckill', orderType: 'normal_seckill', lines: [await skuLine(db, t.item_id, t.num, t.act_price)],
      bind: (trx, orderId) => useTicket(trx, userId, a.seckillId, a.ticket, orderId) };
  }
  const g = await groupLine(db, userId, a.activityId, a.teamId);
  return { orderClass: 'groups', orderType: 'normal_groups', lines: [await skuLine(db, g.item_id, g.num, g.act_price)],
    bind: async (trx, orderId) => { await takeSeat(trx, userId, a.activityId, a.teamId, orderId); } };
}
