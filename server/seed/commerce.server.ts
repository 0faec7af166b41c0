/** Demo commerce data: three coupon templates (满99减10, 满199减30, 9折) and 500 points for the demo member. */
import type { Database } from '../db/database.server';
import { grantPoints } from '../modules/points/points.service';
import { DEMO_MEMBER } from './demo-member';

const DAY = 24 * 3600_000;

export async function seedCommerce(db: Database): Promise<void> {
  const begin = new Date(Date.now() - DAY);
  const end = new Date(Date.now() + 365 * DAY);
  await db.insertInto('coupon_templates').values([
    { title: '满99减10', card_type: 'cash', reduce_cost: 1_000, least_cost: 9_900, quantity: 10_000, get_limit: 2, begin_date: begin, end_date: end, description: '全场商品满99元可用' },
    { title: '满199减30', card_type: 'cash', reduce_cost: 3_000, least_cost: 19_900, quantity: 5_000, get_limit: 1, begin_date: begin, end_date: end, description: '全场商品满199元可用' },
    { title: '全场9折', card_type: 'discount', discount: 10, least_cost: 5_000, quantity: 2_000, get_limit: 1, begin_date: begin, end_date: end, description: '全场商品满50元可用' },
  ]).execute();
  const member = await db.selectFrom('members').select('user_id').where('mobile', '=', DEMO_MEMBER.mobile).executeTakeFirst();
  if (member) await grantPoints(db, member.user_id, 500, '新会员赠送积分');
}
