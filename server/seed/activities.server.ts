/**
 * Demo activities (issue 11): one live and one upcoming seckill and group buy, pickup locations for the
 * flagship shop (which then offers self-pickup), and one bank account for offline transfer. The goods
 * used are taken from the end of the catalogue, away from the first ones tests restock.
 */
import type { Database } from '../db/database.server';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

export async function seedActivities(db: Database): Promise<void> {
  const skus = await db.selectFrom('items as i').innerJoin('goods as g', 'g.goods_id', 'i.goods_id')
    .select(['i.item_id', 'i.price', 'g.item_name']).where('i.is_default', '=', true).where('i.approve_status', '=', 'onsale').where('i.store', '>', 50)
    .where('g.is_gift', '=', false) // a gift (满赠) can't be bought: no activity on it
    .orderBy('g.goods_id', 'desc').limit(4).execute();
  if (skus.length < 4) return;
  const now = Date.now();
  const off = (price: number, pct: number) => Math.max(1, Math.round((price * pct) / 100));
  const [a, b, c, d] = skus;
  await db.insertInto('seckill_activities').values([
    { title: `限量秒杀·${a.item_name}`, item_id: a.item_id, act_price: off(a.price, 50), total_stock: 50, free: 50, limit_num: 2, begin_time: new Date(now - HOUR), end_time: new Date(now + 30 * DAY) },
    { title: `明日秒杀·${b.item_name}`, item_id: b.item_id, act_price: off(b.price, 60), total_stock: 30, free: 30, limit_num: 1, begin_time: new Date(now + DAY), end_time: new Date(now + 2 * DAY) },
  ]).execute();
  await db.insertInto('group_activities').values([
    { title: `两人拼团·${c.item_name}`, item_id: c.item_id, act_price: off(c.price, 70), person_num: 2, limit_minutes: 24 * 60, begin_time: new Date(now - HOUR), end_time: new Date(now + 30 * DAY) },
    { title: `三人团·${d.item_name}`, item_id: d.item_id, act_price: off(d.price, 65), person_num: 3, limit_minutes: 24 * 60, begin_time: new Date(now + DAY), end_time: new Date(now + 8 * DAY) },
  ]).execute();

  await db.updateTable('shops').set({ is_ziti: true }).where('distributor_id', '=', 0).execute();
  await db.insertInto('pickup_locations').values([
    { distributor_id: 0, name: '川香源成都锦江自提点', province: '四川省', city: '成都市', area: '锦江区', address: '红星路三段1号川香源门店', contract_phone: '028-88888880', hours_start: '09:00', hours_end: '21:00' },
    { distributor_id: 0, name: '川香源北京朝阳自提点', province: '北京市', city: '北京市', area: '朝阳区', address: '建国路88号川香源门店', contract_phone: '010-88888881', hours_start: '10:00', hours_end: '20:00' },
  ]).execute();
  await db.insertInto('offline_bank_accounts').values({
    bank_name: '中国工商银行', bank_account_name: '成都川香源食品有限公司', bank_account_no: '4402 2345 6789 0123 456', branch_name: '成都锦江支行', is_default: true,
  }).execute();
}
