/** Shops (distributors): the nearby-shops list of W0019 and /shops/near, and one shop's details. */
import { sql } from 'kysely';
import type { Database } from '../../db/database.server';
import { BizError } from '../../http/errors';

/** Beijing: the default position when the shopper's browser gives none (spec: geolocation default city). */
export const DEFAULT_POSITION = { lat: 39.9042, lng: 116.4074 };

export interface ShopQuery { lat?: number; lng?: number; type: 0 | 1; city?: string; tagId?: number; name?: string; page: number; pageSize: number }

export async function listShops(db: Database, q: ShopQuery) {
  const lat = q.lat ?? DEFAULT_POSITION.lat;
  const lng = q.lng ?? DEFAULT_POSITION.lng;
  // Great-circle distance in km, computed in SQL so the database can sort and page.
  const distance = sql<number>`round((6371 * acos(least(1, cos(radians(${lat})) * cos(radians(lat)) * cos(radians(lng) - radians(${lng})) + sin(radians(${lat})) * sin(radians(lat)))))::numeric, 2)`;
  let base = db.selectFrom('shops');
  if (q.type === 1 && q.city) base = base.where('city', '=', q.city);
  if (q.tagId && q.tagId > 0) base = base.where(sql<boolean>`tags @> ${JSON.stringify([{ tag_id: q.tagId }])}::jsonb`);
  if (q.name) base = base.where('name', 'ilike', `%${q.name}%`);
  const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  const rows = await base.selectAll().select(distance.as('distance')).orderBy('distance').orderBy('distributor_id')
    .limit(q.pageSize).offset((q.page - 1) * q.pageSize).execute();
  const all = await db.selectFrom('shops').select('tags').execute();
  const tagList = [...new Map(all.flatMap((r) => r.tags).map((t) => [t.tag_id, t])).values()].sort((a, b) => a.tag_id - b.tag_id);
  return {
    list: rows.map((r) => ({
      distributor_id: r.distributor_id, name: r.name, logo: r.logo, banner: r.banner, address: r.address, province: r.province, city: r.city, area: r.area,
      mobile: r.mobile, hour: r.hour, is_ziti: r.is_ziti, lat: r.lat, lng: r.lng, distance: Number(r.distance), distance_unit: 'km', tagList: r.tags,
    })),
    total_count: Number(total?.n ?? 0),
    tagList,
  };
}

export async function shopDetail(db: Database, distributorId: number) {
  const r = await db.selectFrom('shops').selectAll().where('distributor_id', '=', distributorId).executeTakeFirst();
  if (!r) throw new BizError('店铺不存在', 404);
  return { ...r, store_address: r.address, contract_phone: r.mobile, is_delivery: true, tagList: r.tags };
}
