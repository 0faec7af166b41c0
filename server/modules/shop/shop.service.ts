/** Shops (distributors): the nearby-shops list of W0019 and /shops/near, and one shop's details. */
import { sql } from 'kysely';
import type { Database } from '../../db/database.server';
import { BizError } from '../../http/errors';
import type { ShopKind } from './tables';
import './tables';

/** Beijing: the default position when the shopper's browser gives none (spec: geolocation default city). */
export const DEFAULT_POSITION = { lat: 39.9042, lng: 116.4074 };

export interface ShopQuery { lat?: number; lng?: number; type: 0 | 1; city?: string; province?: string; tagId?: number; name?: string; kind?: ShopKind; page: number; pageSize: number }

export async function listShops(db: Database, q: ShopQuery) {
  const lat = q.lat ?? DEFAULT_POSITION.lat;
  const lng = q.lng ?? DEFAULT_POSITION.lng;
  // Great-circle distance in km, computed in SQL so the database can sort and page.
  const distance = sql<number>`round((6371 * acos(least(1, cos(radians(${lat})) * cos(radians(lat)) * cos(radians(lng) - radians(${lng})) + sin(radians(${lat})) * sin(radians(lat)))))::numeric, 2)`;
  // A shop without coordinates (a merchant's shop the operator opened without them) has no distance.
  let base = db.selectFrom('shops').where('kind', '=', q.kind ?? 'store').where((eb) => eb.or([eb('lat', '<>', 0), eb('lng', '<>', 0)]));
  if (q.type === 1 && q.city) base = base.where('city', '=', q.city);
  if (q.province) base = base.where('province', '=', q.province);
  if (q.tagId && q.tagId > 0) base = base.where(sql<boolean>`tags @> ${JSON.stringify([{ tag_id: q.tagId }])}::jsonb`);
  if (q.name) base = base.where('name', 'ilike', `%${q.name}%`);
  const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  const rows = await base.selectAll().select(distance.as('distance')).orderBy('distance').orderBy('distributor_id')
    .limit(q.pageSize).offset((q.page - 1) * q.pageSize).execute();
  const all = await db.selectFrom('shops').select('tags').where('kind', '=', q.kind ?? 'store').execute();
  const tagList = [...new Map(all.flatMap((r) => r.tags).map((t) => [t.tag_id, t])).values()].sort((a, b) => a.tag_id - b.tag_id);
  return {
    list: rows.map((r) => ({
      distributor_id: r.distributor_id, name: r.name, logo: r.logo, banner: r.banner, address: r.address, province: r.province, city: r.city, area: r.area,
      mobile: r.mobile, hour: r.hour, is_ziti: r.is_ziti, lat: r.lat, lng: r.lng, kind: r.kind, intro: r.intro, distance: Number(r.distance), distance_unit: 'km', tagList: r.tags,
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

/**
 * Whose goods a shop sells: its own, and for the brand's own stores and dealers (not run by a
 * merchant) also the brand catalogue (distributor 0). An unknown shop sells nothing.
 */
export async function shopGoodsOwners(db: Database, distributorId: number): Promise<number[]> {
  if (distributorId === 0) return [0];
  const shop = await db.selectFrom('shops').select(['distributor_id', 'merchant_id']).where('distributor_id', '=', distributorId).executeTakeFirst();
  if (!shop) return [-1];
  return shop.merchant_id === null ? [distributorId, 0] : [distributorId];
}

/** Dealers (经销商) by province, and the provinces that have any (the page's filter). */
export async function listDealers(db: Database, q: { province?: string; page: number; pageSize: number }) {
  let base = db.selectFrom('shops').where('kind', '=', 'dealer');
  if (q.province) base = base.where('province', '=', q.province);
  const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await base.selectAll().orderBy('province').orderBy('distributor_id').limit(q.pageSize).offset((q.page - 1) * q.pageSize).execute();
  const provinces = await db.selectFrom('shops').select('province').distinct().where('kind', '=', 'dealer').orderBy('province').execute();
  return {
    list: rows.map((r) => ({ distributor_id: r.distributor_id, name: r.name, logo: r.logo, province: r.province, city: r.city, area: r.area, address: r.address,
      mobile: r.mobile, hour: r.hour, intro: r.intro, lat: r.lat, lng: r.lng, tagList: r.tags })),
    total_count: Number(total.n),
    provinces: provinces.map((p) => p.province),
  };
}
