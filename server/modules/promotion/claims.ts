/**
 * What orders took from activities (order_activities) and the per-member limits over them. A cancelled
 * order's rows stop counting, so its quota comes back. Claims are written in the order's transaction
 * under the member's row lock: parallel orders of one member queue, and each recounts before claiming.
 */
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/database.server';
import type { DB } from '../../db/schema';
import { BizError } from '../../http/errors';

/** One activity's share of an order line (what a member has claimed of a limited offer). */
export interface Claim { activity_type: string; activity_id: number; title: string; discount_fee: number; num: number; limit_num: number }

type Reader = Database | Transaction<DB>;

/** Units a member has bought under an activity, in orders not cancelled. */
export async function purchasedNum(db: Reader, userId: number, activityType: string, activityId: number): Promise<number> {
  const row = await db.selectFrom('order_activities as a').leftJoin('orders as o', 'o.order_id', 'a.order_id')
    .select(sql<number>`coalesce(sum(a.num), 0)::int`.as('n'))
    .where('a.user_id', '=', userId).where('a.activity_type', '=', activityType).where('a.activity_id', '=', activityId)
    .where(sql<boolean>`o.order_status IS DISTINCT FROM 'CANCEL'`).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Records an order's activities; refuses (and so rolls the order back) when a limit would be passed. */
export async function recordClaims(trx: Transaction<DB>, orderId: string, userId: number, claims: Claim[]): Promise<void> {
  if (!claims.length) return;
  if (claims.some((c) => c.limit_num > 0)) {
    // NO KEY UPDATE: it queues claimers (and points spends) without clashing with the order row's foreign-key lock.
    await trx.selectFrom('members').select('user_id').where('user_id', '=', userId).forNoKeyUpdate().execute();
    for (const c of claims.filter((x) => x.limit_num > 0)) {
      const bought = await purchasedNum(trx, userId, c.activity_type, c.activity_id);
      const [limit, done] = c.activity_type === 'pointsmall' ? ['限兑', '兑换'] : ['限购', '购买'];
      if (bought + c.num > c.limit_num) throw new BizError(`「${c.title}」每人${limit}${c.limit_num}件${bought ? `，您已${done}${bought}件` : ''}`);
    }
  }
  await trx.insertInto('order_activities').values(claims.map((c) => ({
    order_id: orderId, user_id: userId, activity_type: c.activity_type, activity_id: c.activity_id, title: c.title, discount_fee: c.discount_fee, num: c.num,
  }))).execute();
  // A plus-buy pick and a package choice are used up by the order that bought them.
  const plusBuys = claims.filter((c) => c.activity_type === 'plus_buy').map((c) => c.activity_id);
  if (plusBuys.length) await trx.deleteFrom('cart_plus_buys').where('user_id', '=', userId).where('promotion_id', 'in', plusBuys).execute();
  if (claims.some((c) => c.activity_type === 'package')) await trx.deleteFrom('package_choices').where('user_id', '=', userId).execute();
}
