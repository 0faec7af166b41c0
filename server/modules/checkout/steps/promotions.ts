/**
 * Step 2b: activity pricing, the same the cart shows (promotion/pricing.ts): package and limited-time
 * sale prices, 满减 / 满折 shared over the lines (each line's total_fee is then what is paid for it),
 * 满赠 gift lines at 0 and 加价购 lines at the plus price. Over a limit, the checkout is refused.
 * After the order is written, `recordPromotions` records the activities (and re-checks limits) in its transaction.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../../../db/database.server';
import type { DB } from '../../../db/schema';
import { BizError } from '../../../http/errors';
import { priceActivities, type Claim } from '../../promotion/pricing';
import { recordClaims } from '../../promotion/claims';
import type { CartType } from '../../cart/cart.service';
import type { Priced, PricedLine } from './price';

export interface PromotedPriced extends Priced { promotion_discount: number; claims: Claim[] }

export async function applyPromotions(db: Database, userId: number, priced: Priced, cartType: CartType): Promise<PromotedPriced> {
  const p = await priceActivities(db, userId, priced.lines, () => true, cartType);
  if (p.problems.length) throw new BizError(p.problems[0]);
  const bought: PricedLine[] = p.lines.map(({ discount_fee, promotion_ids: _ids, limit_tip: _tip, activity_type: _a, activity_id: _i, act_price: _p, original_price: _o, member_price: _m, ...l }) =>
    ({ ...l, total_fee: l.total_fee - discount_fee, order_item_type: 'normal' as const }));
  const extras: PricedLine[] = p.extras.map((e) => ({ ...e, order_item_type: e.order_item_type }));
  const lines = [...bought, ...extras];
  return {
    lines, item_fee: lines.reduce((n, l) => n + l.total_fee, 0), total_num: lines.reduce((n, l) => n + l.num, 0),
    promotion_discount: p.discount_fee, claims: p.claims,
  };
}

export async function recordPromotions(trx: Transaction<DB>, orderId: string, userId: number, priced: Priced): Promise<void> {
  await recordClaims(trx, orderId, userId, (priced as Partial<PromotedPriced>).claims ?? []);
}
