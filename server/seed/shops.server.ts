/**
 * Demo data of the shop area: dealers (经销商) in other cities beside the seeded stores, staff goods
 * (特卖, 福袋, 员工内购 with staff prices), a demo staff account, merchant types, and a community chief
 * with an approved activity.
 */
import path from 'node:path';
import { sql } from 'kysely';
import type { Database } from '../db/database.server';
import { writeImage, type Palette } from './images.server';
import { createStaff } from '../modules/staff/staff.service';
import { DEMO_MEMBER } from './demo-member';

export const DEMO_STAFF = { work_id: 'CX0001', password: 'abc12345', name: '王小川', mobile: '13800138001' };

const DEALERS = [
  { name: '川香源 成都总经销', province: '四川省', city: '成都市', area: '武侯区', address: '武侯大道双楠段88号', lat: 30.642, lng: 104.043 },
  { name: '川香源 西安经销商', province: '陕西省', city: '西安市', area: '雁塔区', address: '小寨东路126号', lat: 34.222, lng: 108.953 },
  { name: '川香源 武汉经销商', province: '湖北省', city: '武汉市', area: '江汉区', address: '解放大道688号', lat: 30.598, lng: 114.269 },
  { name: '川香源 杭州经销商', province: '浙江省', city: '杭州市', area: '西湖区', address: '文三路259号', lat: 30.279, lng: 120.131 },
  { name: '川香源 深圳经销商', province: '广东省', city: '深圳市', area: '福田区', address: '深南中路3018号', lat: 22.541, lng: 114.071 },
];

const MERCHANT_TYPES: [string, string[]][] = [
  ['调味品', ['香辛料', '复合调味料', '酱料']],
  ['食品', ['休闲零食', '粮油干货']],
  ['餐饮', ['火锅', '川菜馆']],
];

export async function seedShopArea(db: Database, mediaDir: string): Promise<void> {
  const seedDir = path.join(mediaDir, 'seed');
  const palette: Palette = { bg: '#fff8e1', bg2: '#ffecb3', fg: '#8d2b1a', accent: '#ff5d02' };
  await db.updateTable('shops').set({ intro: '川香源官方门店：产地直采的川味香料，到店可试香、自提。' }).execute();
  for (const [i, d] of DEALERS.entries()) {
    const id = 100 + i;
    const logo = `/media/seed/${await writeImage(seedDir, `dealer-${i}-logo`, 'peppercorn', palette, 140, 140, 600 + i)}`;
    const banner = `/media/seed/${await writeImage(seedDir, `dealer-${i}-banner`, 'shop', palette, 428, 260, 620 + i)}`;
    await db.insertInto('shops').values({
      distributor_id: id, name: d.name, kind: 'dealer', logo, banner, province: d.province, city: d.city, area: d.area,
      address: `${d.province}${d.city}${d.area}${d.address}`, lat: d.lat, lng: d.lng, mobile: `400-800-66${String(i).padStart(2, '0')}`,
      hour: '09:00-18:00', tags: JSON.stringify([{ tag_id: 4, tag_name: '授权经销商' }]) as never, intro: `${d.city}地区川香源授权经销商，承接餐饮批发与团购。`,
    }).execute();
  }

  // Staff goods: every fifth goods is 员工内购 at 80% of its price; a gift box is 福袋, two goods are 特卖.
  const goods = await db.selectFrom('goods').select(['goods_id', 'sort']).orderBy('sort').execute();
  const staffGoods = goods.filter((_, i) => i % 5 === 0).map((g) => g.goods_id);
  if (staffGoods.length) {
    await db.updateTable('goods').set({ staff_goods: true }).where('goods_id', 'in', staffGoods).execute();
    await db.updateTable('items').set({ staff_price: sql`(price * 80 / 100)` }).where('goods_id', 'in', staffGoods).execute();
  }
  const sale = goods.filter((_, i) => i % 5 === 1).slice(0, 2).map((g) => g.goods_id);
  if (sale.length) await db.updateTable('goods').set({ product_type: 'sale' }).where('goods_id', 'in', sale).execute();
  const bag = goods.at(-1);
  if (bag) await db.updateTable('goods').set({ product_type: 'bag' }).where('goods_id', '=', bag.goods_id).execute();

  await createStaff(db, DEMO_STAFF);

  for (const [i, [parent, children]] of MERCHANT_TYPES.entries()) {
    const p = await db.insertInto('merchant_types').values({ name: parent, sort: i }).returning('type_id').executeTakeFirstOrThrow();
    for (const [k, c] of children.entries()) await db.insertInto('merchant_types').values({ name: c, parent_id: p.type_id, sort: k }).execute();
  }

  // The demo member is an approved chief with one approved activity of three goods.
  const member = await db.selectFrom('members').select('user_id').where('mobile', '=', DEMO_MEMBER.mobile).executeTakeFirstOrThrow();
  const chief = await db.insertInto('chiefs').values({ user_id: member.user_id, name: '川味小厨', mobile: DEMO_MEMBER.mobile, community: '锦江花园社区', address: '成都市锦江区锦江花园3栋', status: 'approved', audited_at: new Date() })
    .returning('chief_id').executeTakeFirstOrThrow();
  const day = 24 * 3600_000;
  await db.insertInto('chief_activities').values({ chief_id: chief.chief_id, title: '周末火锅香料团', goods_ids: JSON.stringify(goods.slice(0, 3).map((g) => g.goods_id)) as never,
    begin_at: new Date(Date.now() - day), end_at: new Date(Date.now() + 30 * day), status: 'approved' }).execute();
}
