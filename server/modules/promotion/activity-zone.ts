/**
 * The goods of 活动专区 (/items/activityGoodsList, issue 24 point 4): every live or announced 秒杀 and 拼团 that is
 * not taken down, one card each with its activity price and window, so a shopper finds them without knowing the
 * item. Ordered live first, then by the time they end or begin.
 */
import type { Database } from '../../db/database.server';
import { phaseOf } from '../seckill/rules';

const unix = (d: Date | string) => Math.floor(new Date(d).getTime() / 1000);

export interface ZoneGoods {
  activity_type: 'seckill' | 'group'; activity_id: number; activity_name: string; activity_tag: '秒杀' | '拼团';
  item_id: number; item_name: string; pic: string; price: number; act_price: number; person_num?: number;
  begin_time: number; end_time: number; status: 'in_sale' | 'in_the_notice';
}

export async function activityZoneGoods(db: Database, now = new Date()): Promise<ZoneGoods[]> {
  const [seckills, groups] = await Promise.all([
    db.selectFrom('seckill_activities as a').innerJoin('items as i', 'i.item_id', 'a.item_id').innerJoin('goods as g', 'g.goods_id', 'i.goods_id')
      .where('a.disabled', '=', false).where('a.end_time', '>', now).where('g.approve_status', '=', 'onsale')
      .select(['a.seckill_id', 'a.title', 'a.item_id', 'a.act_price', 'a.begin_time', 'a.end_time', 'g.item_name', 'g.pics', 'i.price']).execute(),
    db.selectFrom('group_activities as a').innerJoin('items as i', 'i.item_id', 'a.item_id').innerJoin('goods as g', 'g.goods_id', 'i.goods_id')
      .where('a.disabled', '=', false).where('a.end_time', '>', now).where('g.approve_status', '=', 'onsale')
      .select(['a.groups_activity_id', 'a.title', 'a.item_id', 'a.act_price', 'a.person_num', 'a.begin_time', 'a.end_time', 'g.item_name', 'g.pics', 'i.price']).execute(),
  ]);
  const status = (a: { begin_time: Date | string; end_time: Date | string }) => phaseOf(a, now) as ZoneGoods['status'];
  const list: ZoneGoods[] = [
    ...seckills.map((s) => ({ activity_type: 'seckill' as const, activity_id: s.seckill_id, activity_name: s.title, activity_tag: '秒杀' as const, item_id: s.item_id,
      item_name: s.item_name, pic: s.pics[0] ?? '', price: s.price, act_price: s.act_price, begin_time: unix(s.begin_time), end_time: unix(s.end_time), status: status(s) })),
    ...groups.map((g) => ({ activity_type: 'group' as const, activity_id: g.groups_activity_id, activity_name: g.title, activity_tag: '拼团' as const, item_id: g.item_id,
      item_name: g.item_name, pic: g.pics[0] ?? '', price: g.price, act_price: g.act_price, person_num: g.person_num, begin_time: unix(g.begin_time), end_time: unix(g.end_time), status: status(g) })),
  ];
  const key = (g: ZoneGoods) => (g.status === 'in_sale' ? g.end_time : g.begin_time + 1e10);
  return list.sort((a, b) => key(a) - key(b));
}
